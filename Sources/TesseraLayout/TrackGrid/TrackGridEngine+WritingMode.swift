import TesseraGeometry

/// Lays out a grid whose `writingMode` is vertical (CSS Writing Modes 4 §3.1, CSS Grid 2 §6):
/// the grid is laid out in its line-relative frame — the container's box and the items' boxes
/// and insets mapped by ``GridBoxStyle/lineRelative(in:)``, the sizes' axes exchanged — and the
/// frames come back to the screen with ``Rect/physical(from:in:)``. Items are measured through
/// ``LineRelativeMeasurer``, which hands the caller's measurer physical sizes.
///
/// The result's `columnSizes` are the inline-axis tracks (running down the screen), its
/// `rowSizes` the block-axis ones, as `grid-template-columns` / `-rows` name them. Baselines
/// are nil (vertical baselines are not implemented, DEVIATIONS.md); `contentBlockSize` is the
/// physical height of the laid-out box.
func layoutVerticalTrackGrid<M: TrackGridMeasurer>(
    style: TrackGridStyle, items: [TrackGridItemStyle], input: TrackGridInput, measurer: inout M
) -> TrackGridLayoutResult {
    let mode = style.writingMode
    var frameStyle = style
    frameStyle.writingMode = .horizontalTB
    frameStyle.box = style.box.lineRelative(in: mode)
    let frameItems = items.map { item -> TrackGridItemStyle in
        var i = item
        i.box = item.box.lineRelative(in: mode)
        i.inset = item.inset.lineRelative(in: mode)
        return i
    }
    var frameInput = TrackGridInput(knownSize: input.knownSize.transposed, parentSize: input.parentSize.transposed,
                                    availableSpace: input.availableSpace.transposed, appliesOwnSize: input.appliesOwnSize)
    frameInput.reportsBaselines = false
    var lineRelative = LineRelativeMeasurer(base: measurer, mode: mode)
    var result = layoutTrackGrid(style: frameStyle, items: frameItems, input: frameInput, measurer: &lineRelative)
    measurer = lineRelative.base
    let size = result.size.transposed
    result.size = size
    result.itemFrames = result.itemFrames.map { $0.physical(from: mode, in: size) }
    result.areaFrames = result.areaFrames.map { $0.physical(from: mode, in: size) }
    result.trackArea = result.trackArea.physical(from: mode, in: size)
    result.firstBaseline = nil
    result.lastBaseline = nil
    result.contentBlockSize = size.height
    for (i, s) in result.subgridStyles { result.subgridStyles[i] = s.physical(from: mode) }
    return result
}

/// A measurer seen from a vertical grid's line-relative frame: every question is asked of
/// `base` with its sizes' axes exchanged, and the answer exchanged back, so that `base` only
/// ever deals in physical widths and heights (the items keep their own writing modes).
struct LineRelativeMeasurer<Base: TrackGridMeasurer>: TrackGridMeasurer {
    var base: Base
    let mode: GridWritingMode

    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        base.measure(item: item, knownSize: knownSize.transposed, availableSpace: availableSpace.transposed,
                     containingBlock: containingBlock.transposed).transposed
    }

    /// Vertical baselines are not implemented: items synthesize theirs (DEVIATIONS.md).
    mutating func baseline(item: Int, size: Size, last: Bool) -> Double? { nil }

    mutating func measureSubgridItem(path: [Int], style: TrackGridStyle?, knownSize: GridOptionalSize,
                                     availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        base.measureSubgridItem(path: path, style: style.map { $0.physical(from: mode) }, knownSize: knownSize.transposed,
                                availableSpace: availableSpace.transposed, containingBlock: containingBlock.transposed).transposed
    }

    mutating func measureSubgrid(item: Int, style: TrackGridStyle, knownSize: GridOptionalSize,
                                 availableSpace: GridAvailableSize, containingBlock: GridOptionalSize) -> Size {
        base.measureSubgrid(item: item, style: style.physical(from: mode), knownSize: knownSize.transposed,
                            availableSpace: availableSpace.transposed, containingBlock: containingBlock.transposed).transposed
    }

    func inlineSizeDependsOnBlockSize(item: Int) -> Bool { base.inlineSizeDependsOnBlockSize(item: item) }

    /// The item's extent along the frame's block axis (a physical width) at `size`: its
    /// min-content width at the given height.
    mutating func measureContentBlockSize(item: Int, size: Size, containingBlock: GridOptionalSize) -> Double {
        measure(item: item, knownSize: GridOptionalSize(horizontal: size.width, vertical: nil),
                availableSpace: GridAvailableSize(horizontal: .definite(size.width), vertical: .minContent),
                containingBlock: containingBlock).height
    }
}

extension TrackGridStyle {
    /// A style derived in `mode`'s line-relative frame (a subgrid's), back in physical terms.
    func physical(from mode: GridWritingMode) -> TrackGridStyle {
        var s = self
        s.box = box.physical(from: mode)
        s.writingMode = mode
        return s
    }
}
