import TesseraGeometry

/// Hover: the views with an `onHover` handler under the pointer. The host keeps the hovered
/// set and updates it at every pointer step (moves with or without a button held, presses and
/// releases); a view that the pointer left, or that left the tree, is told `false` once.
extension ViewHost {
    /// Updates the hovered views for the pointer at `point` (nil: the pointer left the window).
    /// Returns whether some handler was called.
    @discardableResult
    func updateHover(at point: Point?) -> Bool {
        let path = point.map { hitTest($0) } ?? []
        let now = path.filter { if case .hover? = $0.effect { true } else { false } }
        let newIDs = Set(now.map(ObjectIdentifier.init))
        let oldIDs = Set(input.hovered.map(ObjectIdentifier.init))
        var called = false
        for node in input.hovered where !newIDs.contains(ObjectIdentifier(node)) {
            if case .hover(let action)? = node.effect { action(false); called = true }
        }
        for node in now where !oldIDs.contains(ObjectIdentifier(node)) {
            if case .hover(let action)? = node.effect { action(true); called = true }
        }
        input.hovered = now
        input.pointerLocation = point
        if called { forgetHits() }
        return called
    }
}

struct HoverModifier: NodeModifier {
    var action: (Bool) -> Void
    var role: ModifierRole { .effect(.hover(action), label: "onHover") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Runs `action` with true when the pointer enters the view (its hit area, as for taps)
    /// and with false when it leaves, like SwiftUI's `onHover(perform:)`.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(HoverModifier(action: action))
    }
}

struct HorizontalScrollModifier: NodeModifier {
    var action: (Double) -> Bool
    var role: ModifierRole { .effect(.horizontalScroll(action), label: "onHorizontalScroll") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Runs `action` for each mostly horizontal scroll step over the view (a touchpad swipe),
    /// in points (positive: the content moves left, as a swipe to the left), before any scroll
    /// view; it returns whether it took the step. For list rows' swipe actions.
    @_spi(Presentation)
    public func _onHorizontalScroll(perform action: @escaping (Double) -> Bool) -> some View {
        modifier(HorizontalScrollModifier(action: action))
    }
}
