/// A container laid out by a control's own `Layout` (a slider's track and knob, a segmented
/// picker's segments and selection): the content's views are its subviews, in order.
struct ControlLayoutView<L: Layout & Hashable, Content: View>: View, ContainerView {
    let layout: L
    let content: Content
    let mirrorsRightToLeft: Bool
    init(_ layout: L, mirrors: Bool = true, @ViewBuilder content: () -> Content) {
        self.layout = layout; self.mirrorsRightToLeft = mirrors; self.content = content()
    }
    var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { nil }
    var label: String { "\(L.self)" }
    var parameters: AnyHashable { AnyHashable(layout) }
    func hasSameParameters(as other: any ContainerView) -> Bool {
        guard let o = other as? Self else { return parameters == other.parameters }
        return o.layout == layout
    }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode { LayoutNode(layout: layout, children: children) }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(layout) }
}
