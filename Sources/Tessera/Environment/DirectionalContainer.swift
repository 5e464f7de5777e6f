/// A container whose layout follows the environment's `layoutDirection` (the grid engines
/// mirror their columns right to left).
protocol DirectionalContainer: ContainerView {
    /// The container laid out in `direction`.
    func laidOut(in direction: LayoutDirection) -> any ContainerView
}

extension Grid: DirectionalContainer {
    func laidOut(in direction: LayoutDirection) -> any ContainerView {
        var g = self
        g.layoutDirection = direction
        return g
    }
}
