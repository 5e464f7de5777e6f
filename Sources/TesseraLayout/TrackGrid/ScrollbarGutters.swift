import TesseraGeometry

// Scrollbar gutters of a grid container that is a scroll container (CSS Overflow 3 §3;
// `GridBoxStyle.scrollbarGutter`): the gutter lies between the padding and the border, at the
// end of its axis (the vertical scrollbar at the inline end: the left edge in right-to-left),
// so the content box shrinks by it; `width`/`height` still name the border box (border-box) or
// the content box with the gutter (content-box), and the border box may end up smaller than the
// gutter (the content box is then empty), as in Chromium.

extension GridBoxStyle {
    /// `scrollbarGutter` with negative and non-finite widths as zero.
    @inlinable var usedScrollbarGutter: GridAxisPair<Double> {
        func used(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        return GridAxisPair(horizontal: used(scrollbarGutter.horizontal), vertical: used(scrollbarGutter.vertical))
    }

    /// Whether some axis keeps its gutter only when the content overflows (`overflow: auto`).
    @inlinable var hasConditionalGutters: Bool {
        (scrollbarGutterIfOverflowing.horizontal && usedScrollbarGutter.horizontal > 0)
            || (scrollbarGutterIfOverflowing.vertical && usedScrollbarGutter.vertical > 0)
    }
}

extension TrackGridSolver {
    /// `TrackGridLayoutResult.trackArea` after the tracks are aligned.
    mutating func trackArea(outerWidth: Double) -> Rect {
        guard let column = tracks.horizontal.first, let row = tracks.vertical.first else { return .zero }
        let w = usedSpace(.horizontal), h = usedSpace(.vertical)
        return Rect(x: rtl ? outerWidth - column.offset - w : column.offset, y: row.offset, width: w, height: h)
    }

    /// The container's border box when gutters take space: the size it was given, else its
    /// content-sized box capped by `max-width`/`max-height` (which, applied to the border box,
    /// may cut into the gutter), never below its padding and border.
    func borderBoxWithGutters(_ size: Size, given: GridOptionalSize, maxOuter: GridOptionalSize,
                              pbBox: GridAxisPair<Double>) -> Size {
        func used(_ a: Axis, _ v: Double) -> Double {
            if let g = given[a], g.isFinite { return Swift.max(g, pbBox[a]) }
            var r = v
            if let mx = maxOuter[a] { r = Swift.min(r, mx) }
            return Swift.max(r, pbBox[a])
        }
        return Size(width: used(.horizontal, size.width), height: used(.vertical, size.height))
    }
}

/// The baseline a scroll container reports: its content's, clamped to its border box (CSS Box
/// Alignment 3 §9.1; Chromium: a 20px-high scroller holding a 40px box has its baseline at 20).
@inlinable func scrollContainerBaseline(_ baseline: Double?, box: GridBoxStyle, height: Double) -> Double? {
    guard let baseline, box.isScrollContainer.horizontal || box.isScrollContainer.vertical else { return baseline }
    return Swift.min(baseline, height)
}

/// Lays a grid out whose `overflow: auto` gutters depend on its content: first without them,
/// then again with the gutter of each axis whose scrollbar the content needs (rows taller than
/// the box: the vertical scrollbar's width; columns wider: the horizontal one's height), until
/// no further scrollbar appears (at most twice more, as a scrollbar can make the other needed).
func layoutWithConditionalGutters<M: TrackGridMeasurer>(
    style: TrackGridStyle, items: [TrackGridItemStyle], input: TrackGridInput, measurer: inout M,
    layout: (TrackGridStyle, inout M) -> TrackGridLayoutResult
) -> TrackGridLayoutResult {
    let full = style.box.usedScrollbarGutter
    var shown = GridAxisPair(horizontal: !style.box.scrollbarGutterIfOverflowing.horizontal,
                             vertical: !style.box.scrollbarGutterIfOverflowing.vertical)
    var result = TrackGridLayoutResult(size: .zero, itemFrames: [], areaFrames: [], columnSizes: [], rowSizes: [],
                                       firstLine: .init(0), warnings: [])
    for _ in 0..<3 {
        var s = style
        s.box.scrollbarGutter = GridAxisPair(horizontal: shown.horizontal ? full.horizontal : 0,
                                             vertical: shown.vertical ? full.vertical : 0)
        s.box.scrollbarGutterIfOverflowing = GridAxisPair(false)
        result = layout(s, &measurer)
        let overflow = scrollableOverflow(result, style: s, items: items, widthBasis: input.parentSize.horizontal)
        let needs = GridAxisPair(horizontal: full.horizontal > 0 && overflow.vertical,
                                 vertical: full.vertical > 0 && overflow.horizontal)
        let next = GridAxisPair(horizontal: shown.horizontal || needs.horizontal, vertical: shown.vertical || needs.vertical)
        if next == shown { break }
        shown = next
    }
    return result
}

/// Whether a laid-out grid's scrollable overflow passes its scrollport's end in each axis
/// (CSS Overflow 3 §2.2, as Chromium computes it for grids): the in-flow items' border boxes
/// (empty ones ignored) and the track area grown by the padding, against the padding box less
/// the gutters in place. The inline end is the left edge in right-to-left. Not counted yet:
/// what overflows the items themselves (a child taller than its item), which Chromium adds.
private func scrollableOverflow(_ r: TrackGridLayoutResult, style: TrackGridStyle, items: [TrackGridItemStyle],
                                widthBasis: Double?) -> (horizontal: Bool, vertical: Bool) {
    let box = style.box, rtl = style.direction == .rtl, g = box.usedScrollbarGutter
    let w = r.size.width
    // Logical inline end of a physical horizontal extent.
    func inlineEnd(_ minX: Double, _ maxX: Double) -> Double { rtl ? w - minX : maxX }
    let borderInlineEnd = (rtl ? box.border.left : box.border.right).resolveOrZero(widthBasis)
    let paddingInlineEnd = (rtl ? box.padding.left : box.padding.right).resolveOrZero(widthBasis)
    var endX = -Double.infinity, endY = -Double.infinity
    // The track area padded on every side (Chromium: a zero-width column padded by 6px still
    // makes its rows overflow), then ignored if empty.
    let t = r.trackArea
    let paddedWidth = t.width + box.padding.left.resolveOrZero(widthBasis) + box.padding.right.resolveOrZero(widthBasis)
    let paddedHeight = t.height + box.padding.top.resolveOrZero(widthBasis) + box.padding.bottom.resolveOrZero(widthBasis)
    if paddedWidth > 0 && paddedHeight > 0 && !r.columnSizes.isEmpty && !r.rowSizes.isEmpty {
        endX = inlineEnd(t.minX, t.maxX) + paddingInlineEnd
        endY = t.maxY + box.padding.bottom.resolveOrZero(widthBasis)
    }
    for (i, f) in r.itemFrames.enumerated() where i < items.count && f.width > 0 && f.height > 0 {
        guard !items[i].isHidden && !items[i].isAbsolutelyPositioned else { continue }
        endX = Swift.max(endX, inlineEnd(f.minX, f.maxX)); endY = Swift.max(endY, f.maxY)
    }
    let portX = w - borderInlineEnd - g.horizontal
    let portY = r.size.height - box.border.bottom.resolveOrZero(widthBasis) - g.vertical
    // A layout unit of tolerance (Chromium's 1/64 px).
    return (endX > portX + 1.0 / 64, endY > portY + 1.0 / 64)
}
