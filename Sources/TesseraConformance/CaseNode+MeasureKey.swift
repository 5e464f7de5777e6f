import TesseraGeometry
import TesseraLayout

extension CaseNode {
    /// A `div` without children, text or grid (or grid-lanes) display: its size comes from its own style alone
    /// (`NodeLayout.leaf`), so it is computed afresh rather than remembered.
    var isPlainLeaf: Bool { children.isEmpty && text == nil && display != .grid && display != .gridLanes && display != .none }

    /// The measurement cache's key for a question, with the parts of it that cannot change the
    /// answer left out, so that questions differing only there share one layout. For a grid
    /// container the track grid engine (``layoutTrackGrid(style:items:input:measurer:)``)
    /// reads its containing block only for its own box's percentages (and `stretch`-like sizes),
    /// the available space of an axis only where the size is not given, and in the block axis an
    /// auto height is indefinite whatever the space offered (max-content; `NodeLayout.grid`
    /// turns a min-content block constraint into max-content first). Other nodes keep the
    /// question as asked.
    func measureKey(known: GridOptionalSize, available: GridAvailableSize, parentSize: GridOptionalSize,
                    ownSize: Bool) -> MeasureKey {
        guard display == .grid, text == nil else {
            return MeasureKey(known: known, available: available, parentSize: parentSize, ownSize: ownSize)
        }
        var available = available
        for a in [Axis.horizontal, .vertical] {
            if let k = known[a], k.isFinite {
                available[a] = .maxContent
            } else if a == .vertical {
                available[a] = .maxContent
            }
        }
        let basis = grid.box.readsContainingBlock ? parentSize : GridOptionalSize(nil)
        return MeasureKey(known: known, available: available, parentSize: basis, ownSize: ownSize)
    }
}

extension GridBoxStyle {
    /// Whether resolving this box (its sizes, padding, border, margins) can read the size of its
    /// containing block: any value that is not `auto` or a length in px.
    var readsContainingBlock: Bool {
        func sized(_ s: GridSize) -> Bool {
            switch s {
            case .auto, .px: return false
            default: return true
            }
        }
        func length(_ l: GridLength) -> Bool { if case .px = l { return false } else { return true } }
        func percentMargin(_ l: GridLengthAuto) -> Bool { if case .percent = l { return true } else { return false } }
        for a in [Axis.horizontal, .vertical] where sized(size[a]) || sized(minSize[a]) || sized(maxSize[a]) { return true }
        return length(padding.top) || length(padding.left) || length(padding.bottom) || length(padding.right)
            || length(border.top) || length(border.left) || length(border.bottom) || length(border.right)
            || percentMargin(margin.top) || percentMargin(margin.left) || percentMargin(margin.bottom) || percentMargin(margin.right)
    }
}
