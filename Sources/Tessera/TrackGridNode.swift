/// A container whose layout may be a track grid: tells its node how items sit in their cells,
/// so cell decorations (`gridCellBackground`) can align the decorated view inside the cell.
protocol TrackGridContainer {
    /// The grid's common items alignment, or nil when the layout is not a track grid.
    var trackGridItemsAlignment: Alignment? { get }
}

extension TrackGrid: TrackGridContainer {
    var trackGridItemsAlignment: Alignment? { configuration.commonItemsAlignment }
}

extension LayoutContainer: TrackGridContainer {
    var trackGridItemsAlignment: Alignment? {
        if case .trackGrid(let c) = layout.kind { return c.commonItemsAlignment }
        return nil
    }
}

/// The node of a `TrackGrid` (and of an `AnyLayout` container, which may switch to a track
/// grid): a container node like the stacks' that also tells the cell decorations of its items
/// (`gridCellBackground`, `gridCellOverlay`) how the grid aligns items in their cells.
final class TrackGridContainerNode: ViewNode {
    private var content: ViewNode?
    private var container: (any ContainerView)?
    private var renderNode: RenderNode?
    private var rows: [RowSpec] = []
    private var parametersChanged = false

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let c = view as! any ContainerView
        if let old = container, old.parameters != c.parameters { parametersChanged = true }
        container = c
        var childEnv = env
        childEnv.stackAxis = c.stackAxis
        content = reconcile(content, with: c.containerContent, env: childEnv)
        collect()
    }

    override func collect() {
        guard let container, let content else { return }
        var items: [Item] = []
        var newRows: [RowSpec] = []
        for entry in content.entries {
            switch entry {
            case .view(let item):
                items.append(item); newRows.append(RowSpec(cells: nil, alignment: nil))
            case .row(let alignment, let cells):
                items.append(contentsOf: cells); newRows.append(RowSpec(cells: cells.count, alignment: alignment))
            }
        }
        let common = (container as? any TrackGridContainer)?.trackGridItemsAlignment
        for item in items {
            commit(item)
            if let common { alignDecorations(item.node, item.values[GridItemAlignmentKey.self] ?? common) }
        }
        let nodes = items.map(\.node)
        if let renderNode {
            renderNode.setChildren(nodes)
            if parametersChanged || (container.keepsRows && newRows != rows) {
                container.setLayout(of: renderNode.layout, rows: newRows)
            }
        } else {
            let layout = container.layoutNode(children: nodes.map(\.layout), rows: newRows)
            let node = RenderNode(layout: layout, label: container.label)
            node.setChildren(nodes)
            renderNode = node
        }
        rows = newRows
        parametersChanged = false
        entries = [.view(Item(node: renderNode!))]
    }

    /// Gives the cell decorations wrapping an item (outermost first) the item's alignment.
    private func alignDecorations(_ node: RenderNode, _ alignment: Alignment) {
        var n: RenderNode? = node
        while let wrapper = n, let deco = wrapper.layout.layout as? GridCellDecorationLayout {
            if deco.alignment != alignment {
                var changed = deco
                changed.alignment = alignment
                wrapper.layout.setLayout(changed)
            }
            n = wrapper.children.first
        }
    }
}

/// ``TrackGridLayout`` as the layout of a `TrackGrid` view: the same sizes and places, except
/// that an item wrapped in cell decorations (`gridCellBackground`, `gridCellOverlay`) is
/// placed in its whole grid area, where the decorations fill the cell and the item itself is
/// aligned like any other (exyte draws cell backgrounds in the cell's rect).
public struct TrackGridViewLayout: Layout {
    public var grid: TrackGridLayout
    public init(_ grid: TrackGridLayout) { self.grid = grid }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var p = ProposedSize(bounds.size)
        if grid.contentMode == .scroll { p[grid.flow == .rows ? .vertical : .horizontal] = nil }
        let result = grid.layoutResult(proposal: p, subviews: subviews)
        for (i, sv) in subviews.enumerated() {
            let area = result.areaFrames[i].offsetBy(bounds.origin)
            let cell = ProposedSize(area.size)
            if sv.node.layout is GridCellDecorationLayout {
                sv.place(in: area, proposal: cell)
                continue
            }
            let size = sv.sizeThatFits(cell)
            let a = sv[GridItemAlignmentKey.self] ?? grid.commonItemsAlignment
            let x = area.minX + (area.width - size.width) * a.horizontal.fraction
            let y = area.minY + (area.height - size.height) * a.vertical.unitEquivalent
            sv.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: cell)
        }
    }
}
