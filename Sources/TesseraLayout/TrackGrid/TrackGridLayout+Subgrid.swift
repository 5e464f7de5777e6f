import TesseraGeometry

/// Subgrids in the layout-node tree (CSS Grid 2 §9), for ``TrackGridLayout``: how a track grid
/// finds a nested track grid with subgridded axes among its items, describes it to the engine
/// (``TrackGridSubgrid``), measures it and its items, and hands it its tracks.
///
/// - **Finding**: an item carrying ``GridSubgridKey`` is followed from its node down through
///   ``SubgridTransparentLayout`` wrappers (their first child; their insets add up to the
///   subgrid's padding) to a node whose layout is a ``TrackGridLayoutProviding`` with
///   subgridded axes. Any other wrapper on the way means no subgrid (the nested grid is then a
///   grid of its own, its subgridded axes `none`).
/// - **Describing**: the nested grid's style with the wrappers' insets as its padding, its
///   children's item styles (nesting further), and its gap (nil, the parent's, when its
///   spacing was left out).
/// - **Measuring**: the engine asks for a subgrid laid out with a given style, or for an item
///   of a subgrid by its path; both are answered by running the engine on the nested grid's
///   children directly, never through the nested grid's own node (whose answers depend on the
///   tracks it was last handed).
/// - **Handing the tracks**: before placing a subgrid, the parent stores the style the engine
///   resolved for it (its padding removed: the wrappers apply it) on the nested grid's node
///   (``LayoutNode/subgridStyle``) and, when it changed, forgets the cached answers and
///   placement of the nodes from its item down to the nested grid (not above: the parent's own
///   answers never depend on them). The nested grid lays itself out with that style.
extension TrackGridLayout: TrackGridLayoutProviding {
    public var trackGridLayout: TrackGridLayout { self }

    /// The nodes from an item's node down to the nested track grid, the grid's layout and the
    /// wrappers' insets (the subgrid's padding).
    struct SubgridChain {
        var nodes: [LayoutNode]
        var grid: LayoutNode
        var layout: TrackGridLayout
        var insets: EdgeInsets
    }

    /// The most wrappers followed from an item down to its nested grid.
    static let maximumSubgridWrappers = 64

    /// The subgrid `node` stands for, or nil when it is not one (see the extension's notes).
    static func subgridChain(_ node: LayoutNode) -> SubgridChain? {
        var n = node
        var nodes: [LayoutNode] = []
        var insets = EdgeInsets()
        for _ in 0..<maximumSubgridWrappers {
            nodes.append(n)
            guard let layout = n.layout else { return nil }
            if let grid = layout as? any TrackGridLayoutProviding {
                let l = grid.trackGridLayout
                return l.subgridAxes.isEmpty ? nil : SubgridChain(nodes: nodes, grid: n, layout: l, insets: insets)
            }
            guard let wrapper = layout as? any SubgridTransparentLayout, let child = n.children.first else { return nil }
            let i = wrapper.subgridInsets
            insets.top += i.top; insets.leading += i.leading; insets.bottom += i.bottom; insets.trailing += i.trailing
            n = child
        }
        return nil
    }

    /// The engine's description of the subgrid `node` stands for, or nil. A nested grid that
    /// is no longer a subgrid here (a frame was put around it) forgets the tracks it was last
    /// handed.
    static func subgridDescription(_ node: LayoutNode) -> TrackGridSubgrid? {
        guard let chain = subgridChain(node) else { releaseSubgrid(below: node); return nil }
        return chain.layout.subgridDescription(chain.grid.subviews, insets: chain.insets)
    }

    /// This grid as a subgrid whose items are `subviews`, inside wrappers adding `insets`.
    func subgridDescription(_ subviews: LayoutSubviews, insets: EdgeInsets) -> TrackGridSubgrid {
        var s = style
        s.box.padding = GridEdges(top: .px(insets.top), left: .px(insets.leading), bottom: .px(insets.bottom), right: .px(insets.trailing))
        let gap = inheritsSubgridSpacing ? GridAxisPair<GridLength?>(nil) : GridAxisPair(horizontal: s.columnGap, vertical: s.rowGap)
        return TrackGridSubgrid(style: s, items: itemStyles(subviews), gap: gap)
    }

    /// Clears the tracks a parent handed a nested grid below `node` (through any wrappers),
    /// with the answers computed from them.
    static func releaseSubgrid(below node: LayoutNode) {
        var n = node
        var path: [LayoutNode] = []
        for _ in 0..<maximumSubgridWrappers {
            path.append(n)
            if n.subgridStyle != nil {
                n.subgridStyle = nil
                for p in path { p.state.forget() }
                return
            }
            guard let child = n.children.first else { return }
            n = child
        }
    }

    /// Clears the tracks parent grids handed to the subgrids among `nodes` (a container whose
    /// layout stops being a track grid calls it for its children).
    public static func releaseSubgrids(among nodes: [LayoutNode]) {
        for n in nodes where !n.values[GridSubgridKey.self].isEmpty { releaseSubgrid(below: n) }
    }

    /// The style to lay this grid out with: the one its parent track grid handed it when it is
    /// a subgrid there, else its own (its subgridded axes then `none`, CSS Grid 2 §9).
    func effectiveStyle(_ subviews: LayoutSubviews) -> TrackGridStyle {
        if !subgridAxes.isEmpty, let node = subviews.first?.node.parent, let s = node.subgridStyle { return s }
        return style
    }

    /// Hands each subgrid among `subviews` the tracks `result` resolved for it (see the
    /// extension's notes) and returns the subgridded axes of each, by subview index. Call
    /// before placing the subviews.
    public func assignSubgridTracks(_ result: TrackGridLayoutResult, subviews: LayoutSubviews) -> [Int: GridSubgridAxes] {
        guard !result.subgridStyles.isEmpty else { return [:] }
        var out: [Int: GridSubgridAxes] = [:]
        for (i, resolved) in result.subgridStyles where i < subviews.count {
            guard let chain = Self.subgridChain(subviews[i].node) else { continue }
            var s = resolved
            s.box.padding = GridEdges(.zero)
            if chain.grid.subgridStyle != s {
                chain.grid.subgridStyle = s
                for n in chain.nodes { n.state.forget() }
            }
            out[i] = chain.layout.subgridAxes
        }
        return out
    }

    /// Places the subgrid `subview` in its grid `area` (absolute): stretched over it in its
    /// subgridded axes (§9), and in the others proposed the area and aligned like any item.
    public func placeSubgrid(_ subview: LayoutSubview, axes: GridSubgridAxes, area: Rect) {
        let cell = ProposedSize(area.size)
        let size = subview.sizeThatFits(cell)
        let a = subview[GridItemAlignmentKey.self] ?? commonItemsAlignment
        var rect = Rect(x: area.minX + (area.width - size.width) * a.horizontal.fraction,
                        y: area.minY + (area.height - size.height) * a.vertical.unitEquivalent,
                        width: size.width, height: size.height)
        if axes.contains(.columns) { rect.origin.x = area.minX; rect.size.width = area.width }
        if axes.contains(.rows) { rect.origin.y = area.minY; rect.size.height = area.height }
        subview.place(in: rect, proposal: cell)
    }
}

/// Sizes of subgrids measured during one layout call of the outermost grid, shared by the
/// measurers of the nested grids: a subgrid's size is asked once per distinct question however
/// deep it is nested (each nested engine run would otherwise ask its own subgrids again, a
/// cost growing exponentially with the nesting).
final class SubgridMeasureCache {
    struct Key: Hashable {
        let node: ObjectIdentifier
        let style: TrackGridStyle
        let known: GridOptionalSize
        let available: GridAvailableSize
    }
    var sizes: [Key: Size] = [:]
}

extension SubviewMeasurer {
    /// A subgrid laid out with `style` (its padding included): the engine on its children.
    mutating func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                                 availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        measureSubgrid(subviews[item].node, style: style, knownSize: knownSize, availableSpace: availableSpace)
            ?? Self.measure(subviews[item].node, knownSize: knownSize, availableSpace: availableSpace)
    }

    /// An item of a subgrid, found by its path through the nested grids' children.
    mutating func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize,
                                     availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        guard let first = path.first, first >= 0, first < subviews.count else { return .zero }
        var node = subviews[first].node
        for j in path.dropFirst() {
            guard let chain = TrackGridLayout.subgridChain(node) else { return .zero }
            let children = chain.grid.children
            guard j >= 0, j < children.count else { return .zero }
            node = children[j]
        }
        if let style, let s = measureSubgrid(node, style: style, knownSize: knownSize, availableSpace: availableSpace) {
            return s
        }
        return Self.measure(node, knownSize: knownSize, availableSpace: availableSpace)
    }

    mutating func measureSubgrid(_ node: LayoutNode, style: TrackGridStyle, knownSize: GridOptionalSize,
                                 availableSpace: GridAvailableSize) -> Size? {
        guard let chain = TrackGridLayout.subgridChain(node) else { return nil }
        let cache = subgridCache ?? SubgridMeasureCache()
        subgridCache = cache
        let key = SubgridMeasureCache.Key(node: ObjectIdentifier(chain.grid), style: style, known: knownSize, available: availableSpace)
        if let s = cache.sizes[key] { return s }
        let subviews = chain.grid.subviews
        var measurer = SubviewMeasurer(subviews: subviews, subgridCache: cache)
        let size = layoutTrackGrid(style: style, items: chain.layout.itemStyles(subviews),
                                   input: TrackGridInput(knownSize: knownSize, availableSpace: availableSpace), measurer: &measurer).size
        cache.sizes[key] = size
        return size
    }
}
