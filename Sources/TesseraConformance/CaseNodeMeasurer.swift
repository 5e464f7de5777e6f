import TesseraGeometry
import TesseraLayout

/// How a grid (or grid-lanes) container of a case tree measures its children for the track
/// grid engine (``TrackGridMeasurer``): each question goes to `NodeLayout.compute` (remembered
/// per node, `CaseNode.cache`), baselines to `NodeLayout.baseline`, subgrids and their items
/// laid out with the tracks the engine gives them (CSS Grid 2 §9).
///
/// A plain struct holding the children, not a closure measurer: a grid laid out thousands of
/// times (nested grids) then allocates no closure contexts, and the engine keeps the measurer
/// inline (Performance article, nested grids).
struct CaseNodeMeasurer: TrackGridMeasurer {
    let children: [CaseNode]

    init(_ children: [CaseNode]) { self.children = children }

    func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                 containingBlock: GridOptionalSize) -> Size {
        NodeLayout.compute(children[item], known: knownSize, parentSize: containingBlock, available: availableSpace,
                           perform: false, applyRatio: false)
    }

    func baseline(item: Int, size: Size, last: Bool) -> Double? {
        NodeLayout.baseline(children[item], size: size, last: last)
    }

    /// The item of a subgrid at `path` (indices from this grid's children down).
    func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize,
                            availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        var nodes = children
        var node: CaseNode?
        for j in path {
            guard j >= 0 && j < nodes.count else { return .zero }
            node = nodes[j]; nodes = nodes[j].children
        }
        guard let node else { return .zero }
        var s = Size.zero
        NodeLayout.withGridStyle(node, style) {
            s = NodeLayout.compute(node, known: knownSize, parentSize: containingBlock, available: availableSpace,
                                   perform: false, applyRatio: false)
        }
        return s
    }

    func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                        availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        var s = Size.zero
        NodeLayout.withGridStyle(children[item], style) {
            s = NodeLayout.compute(children[item], known: knownSize, parentSize: containingBlock, available: availableSpace,
                                   perform: false, applyRatio: false)
        }
        return s
    }

    func inlineSizeDependsOnBlockSize(item: Int) -> Bool { children[item].inlineSizeDependsOnBlockSize }

    func measureContentBlockSize(item: Int, size: Size, containingBlock: GridOptionalSize) -> Double {
        NodeLayout.contentBlockSize(children[item], size: size, parentSize: containingBlock)
    }
}
