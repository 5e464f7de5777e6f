import TesseraAnimation

/// The layout value carrying a view's transition (read by the animation phase when the view
/// is inserted or removed during an animated change).
struct TransitionKey: LayoutValueKey {
    static let defaultValue: Transition? = nil
}

struct TransitionModifier: NodeModifier {
    var transition: Transition
    var role: ModifierRole {
        let t = transition
        return .values { $0[TransitionKey.self] = t }
    }
    static func == (a: TransitionModifier, b: TransitionModifier) -> Bool { "\(a.transition)" == "\(b.transition)" }
}

extension View {
    /// How the view appears and disappears when it is inserted or removed by an animated
    /// change, like SwiftUI's `transition(_:)`: `.opacity` (the default), `.scale()`,
    /// `.move(.leading)`, `.slide`, `.offset(_:)`, combinations and `.asymmetric`.
    public func transition(_ transition: Transition) -> some View { modifier(TransitionModifier(transition: transition)) }
}
