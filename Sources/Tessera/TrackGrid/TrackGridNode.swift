/// A container whose layout may be a track grid: tells its node how items sit in their cells,
/// so cell decorations (`gridCellBackground`) can align the decorated view inside the cell.
protocol TrackGridContainer {
    /// The grid's common items alignment, or nil when the layout is not a track grid.
    var trackGridItemsAlignment: Alignment? { get }
    /// The axes in which the grid is a subgrid of a parent track grid (empty: none, or not a
    /// track grid): the container's node carries them as ``GridSubgridKey``.
    var trackGridSubgridAxes: GridSubgridAxes { get }
}

extension TrackGrid: TrackGridContainer {
    var trackGridItemsAlignment: Alignment? { configuration.commonItemsAlignment }
    var trackGridSubgridAxes: GridSubgridAxes { configuration.subgridAxes }
}

extension LayoutContainer: TrackGridContainer {
    var trackGridItemsAlignment: Alignment? {
        if case .trackGrid(let c) = layout.kind { return c.commonItemsAlignment }
        return nil
    }
    var trackGridSubgridAxes: GridSubgridAxes {
        if case .trackGrid(let c) = layout.kind { return c.subgridAxes }
        return []
    }
}

extension ContainerNode {
    /// Gives the cell decorations wrapping an item (outermost first) the alignment the track
    /// grid gives the item, so `gridCellBackground` can align the decorated view in its cell.
    func alignDecorations(_ node: RenderNode, _ alignment: Alignment) {
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

/// `TrackGridLayout` as the layout of a `TrackGrid` view: the same sizes and places, except
/// that an item wrapped in cell decorations (`gridCellBackground`, `gridCellOverlay`) is
/// placed in its whole grid area, where the decorations fill the cell and the item itself is
/// aligned like any other (exyte draws cell backgrounds in the cell's rect), and that a subgrid
/// item (CSS Grid 2 §9) is handed its tracks and stretched over its area
/// (`TrackGridLayout/placeSubgrid(_:axes:area:)`).
public struct TrackGridViewLayout: Layout, TrackGridLayoutProviding {
    public var grid: TrackGridLayout
    public init(_ grid: TrackGridLayout) { self.grid = grid }
    public var trackGridLayout: TrackGridLayout { grid }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var p = ProposedSize(bounds.size)
        if grid.contentMode == .scroll { p[grid.flow == .rows ? .vertical : .horizontal] = nil }
        let result = grid.layoutResult(proposal: p, subviews: subviews)
        let subgrids = grid.assignSubgridTracks(result, subviews: subviews)
        for (i, sv) in subviews.enumerated() {
            let area = result.areaFrames[i].offsetBy(bounds.origin)
            if let axes = subgrids[i] { grid.placeSubgrid(sv, axes: axes, area: area); continue }
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
