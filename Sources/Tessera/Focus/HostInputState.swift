import TesseraGeometry

/// What a host remembers between input events: the hovered views, the focused control, the
/// `@FocusState` bindings seen at the last update, the open pop-ups, and the clipboard.
struct HostInputState {
    /// The views with hover handlers under the pointer, outermost first.
    var hovered: [RenderNode] = []
    /// Where the pointer was last seen (nil: outside the window or not yet seen).
    var pointerLocation: Point?
    /// The render node of the focused control (its `.focusable` wrapper).
    var focused: RenderNode?
    /// Per `.focused(_:)` wrapper node: whether its binding matched at the last sync.
    var bindingMatched: [ObjectIdentifier: Bool] = [:]
}
