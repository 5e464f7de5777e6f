/// Attaches a `PointerRecognizer` factory to a view: the low-level hook that gestures,
/// controls and scroll views are built on.
struct PointerInteractionModifier: NodeModifier {
    var make: () -> any PointerRecognizer
    var role: ModifierRole { .effect(.pointer(make), label: "pointerInteraction") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Takes part in every pointer interaction that begins on this view: `make` is called at
    /// each press for a fresh recognizer, which sees the press, moves and release while it is in
    /// the running, innermost views first (see `PointerRecognizer`). Gestures, controls and
    /// scroll views use this; apps usually want `gesture(_:)` or `onTapGesture`.
    public func onPointerInteraction(_ make: @escaping () -> any PointerRecognizer) -> some View {
        modifier(PointerInteractionModifier(make: make))
    }
}
