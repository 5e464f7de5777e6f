import TesseraGeometry

/// One edge of an absolutely positioned item's containing block along one axis, before it is
/// turned into an offset: a grid line of the final grid, or the container's padding edge.
private enum AbsoluteEdge {
    case line(Int)
    case paddingEdge
}

extension TrackGridSolver {
    /// Lays out the absolutely positioned children of the grid container (CSS Grid 2 §9,
    /// CSS Position 3 §4, CSS Box Alignment 3 §6), after the grid itself is final:
    ///
    /// - the containing block is the grid area the item's placement names in the *final* grid
    ///   (§9.1): an `auto` line is the padding edge on that side; a line that does not exist
    ///   in the implicit grid (beyond it, or named and missing) is `auto` too; a lone span
    ///   (or a span next to `auto`) makes both lines `auto`; the item creates no tracks and
    ///   is not auto-placed;
    /// - a start line is the start of the track after it, an end line the end of the track
    ///   before it (gutters are outside the area);
    /// - the inset-modified containing block is that area shrunk by the non-`auto` insets
    ///   (CSS Position 3 §4.1, an `auto` inset counts as zero: the static position of a grid
    ///   child is the start of its area, §9.2 as browsers implement it);
    /// - the size: a definite `width`/`height` (percentages of the containing block); else,
    ///   with both insets set, `normal` or `stretch` fills the inset-modified block; else
    ///   `aspect-ratio` transfers a known size (the inline size first); else the fit-content
    ///   size in the inset-modified block; min/max sizes clamp it;
    /// - the offset: with one inset set, the margin box is flush with that inset; otherwise
    ///   `*-self` (else, at the static position, the container's `*-items`; `normal`,
    ///   `stretch` and baselines as `start`) inside the inset-modified block; `auto` margins take the free space only
    ///   when both insets are set.
    ///
    /// `frames` and `areas` are indexed by item; an absolutely positioned item's area is its
    /// containing block.
    mutating func positionAbsoluteItems(frames: inout [Rect], areas: inout [Rect], outerSize: Size, container: GridBoxStyle,
                                        explicit: GridAxisPair<ExplicitTrackList>, firstLine: GridAxisPair<Int>) {
        guard hasAbsoluteItems else { return }
        let outer = GridAxisPair(horizontal: outerSize.width, vertical: outerSize.height)
        for (i, st) in styles.enumerated() where st.isAbsolutelyPositioned && !st.isHidden {
            // The containing block, logical start and end offsets from the border-box start.
            var cbStart = GridAxisPair<Double>(0), cbEnd = GridAxisPair<Double>(0)
            for a in Axis.allCases {
                let edges = absoluteEdges(st.placement(a), axis: a, explicit: explicit[a], firstLine: firstLine[a])
                let border = logicalBorder(container, a, outer: outer[a])
                cbStart[a] = edgeOffset(edges.start, axis: a, isStart: true) ?? border.start
                cbEnd[a] = edgeOffset(edges.end, axis: a, isStart: false) ?? (outer[a] - border.end)
                if cbEnd[a] < cbStart[a] { cbEnd[a] = cbStart[a] }
            }
            let cbSize = GridAxisPair(horizontal: cbEnd.horizontal - cbStart.horizontal, vertical: cbEnd.vertical - cbStart.vertical)
            let box = st.box
            let widthBasis = cbSize.horizontal
            var imStart = GridAxisPair<Double>(0), imSize = GridAxisPair<Double>(0)
            var margins = GridAxisPair<(start: Double, end: Double)>((0, 0))
            var bothInsets = GridAxisPair(false)
            var pb = GridAxisPair<Double>(0)
            for a in Axis.allCases {
                let ins = logicalInsets(st, a)
                bothInsets[a] = !ins.start.isAuto && !ins.end.isAuto
                imStart[a] = cbStart[a] + ins.start.resolveOrZero(cbSize[a])
                imSize[a] = cbEnd[a] - ins.end.resolveOrZero(cbSize[a]) - imStart[a]
                // Between two insets, a negative inset-modified block is a zero-sized one at its
                // start edge (Chromium).
                if bothInsets[a] { imSize[a] = Swift.max(0, imSize[a]) }
                margins[a] = box.logicalMargins(a, rtl: rtl, widthBasis: widthBasis)
                let p = box.paddingBorder(a, widthBasis: widthBasis)
                pb[a] = p.start + p.end
            }
            func clamp(_ v: Double, _ a: Axis) -> Double {
                var r = v
                if let mx = box.borderBoxLength(box.maxSize[a], basis: cbSize[a], paddingBorder: pb[a]) { r = Swift.min(r, mx) }
                if let mn = box.borderBoxLength(box.minSize[a], basis: cbSize[a], paddingBorder: pb[a]) { r = Swift.max(r, mn) }
                return Swift.max(r, pb[a])
            }
            func stretches(_ a: Axis) -> Bool {
                guard box.size[a] == .auto || box.size[a] == .stretch else { return false }
                if box.size[a] == .stretch { return true }
                let autoM = box.autoMargins(a, rtl: rtl)
                if autoM.start || autoM.end { return false }
                // Only between two insets: with an `auto` inset the box keeps its fit-content
                // size whatever its alignment (Chrome).
                guard bothInsets[a] else { return false }
                switch absoluteAlignment(st, a).position {
                case .stretch, .normal: return true
                default: return false
                }
            }
            func transfer(_ other: Double, to a: Axis) -> Double? {
                guard let ratio = box.aspectRatio, ratio > 0, ratio.isFinite, box.size[a] == .auto else { return nil }
                let f = a == .horizontal ? ratio : 1 / ratio
                if box.boxSizing == .contentBox { return Swift.max(0, other - pb[a.other]) * f + pb[a] }
                return other * f
            }
            let fill = { (a: Axis) in Swift.max(0, imSize[a] - margins[a].start - margins[a].end) }
            var w = box.borderBoxLength(box.size.horizontal, basis: cbSize.horizontal, paddingBorder: pb.horizontal).map { clamp($0, .horizontal) }
            var h = box.borderBoxLength(box.size.vertical, basis: cbSize.vertical, paddingBorder: pb.vertical).map { clamp($0, .vertical) }
            if w == nil && stretches(.horizontal) { w = clamp(fill(.horizontal), .horizontal) }
            if h == nil, let w, let t = transfer(w, to: .vertical) { h = clamp(t, .vertical) }
            if h == nil && stretches(.vertical) { h = clamp(fill(.vertical), .vertical) }
            let cb = GridOptionalSize(horizontal: cbSize.horizontal, vertical: cbSize.vertical)
            if w == nil, let h, let t = transfer(h, to: .horizontal) {
                w = clamp(t, .horizontal)
                // `min-width: auto` of a box with a ratio is its min-content width (CSS Sizing 4
                // §5.1): a width through the ratio does not go below it.
                if box.minSize.horizontal == .auto && !box.isScrollContainer.horizontal {
                    let s = measurer.measure(item: i, knownSize: GridOptionalSize(horizontal: nil, vertical: h),
                                             availableSpace: GridAvailableSize(horizontal: .minContent, vertical: .definite(h)),
                                             containingBlock: cb)
                    if s.width.isFinite { w = Swift.max(w ?? 0, clamp(s.width, .horizontal)) }
                }
            }
            if w == nil {
                let s = measurer.measure(item: i, knownSize: GridOptionalSize(horizontal: nil, vertical: h),
                                         availableSpace: GridAvailableSize(horizontal: .definite(fill(.horizontal)),
                                                                           vertical: h.map { .definite($0) } ?? .maxContent),
                                         containingBlock: cb)
                w = clamp(s.width.isFinite ? s.width : 0, .horizontal)
                // With `border-box` the ratio relates border boxes, so the width is at least the
                // vertical padding and border through the ratio (CSS Sizing 4 §5.1), as for items.
                if let ratio = box.aspectRatio, ratio > 0, ratio.isFinite, box.boxSizing != .contentBox, h == nil {
                    w = Swift.max(w ?? 0, clamp(pb.vertical * ratio, .horizontal))
                }
            }
            if h == nil {
                let s = measurer.measure(item: i, knownSize: GridOptionalSize(horizontal: w, vertical: nil),
                                         availableSpace: GridAvailableSize(horizontal: .definite(w ?? 0), vertical: .maxContent),
                                         containingBlock: cb)
                h = clamp(s.height.isFinite ? s.height : 0, .vertical)
                if let w, let t = transfer(w, to: .vertical), box.size.vertical == .auto { h = clamp(t, .vertical) }
            }
            let size = GridAxisPair(horizontal: w ?? 0, vertical: h ?? 0)
            var offset = GridAxisPair<Double>(0)
            for a in Axis.allCases {
                let m = margins[a]
                let free = imSize[a] - size[a] - m.start - m.end
                let autoM = box.autoMargins(a, rtl: rtl)
                if bothInsets[a] && (autoM.start || autoM.end) {
                    let shift = free <= 0 ? 0 : (autoM.start && autoM.end ? layoutUnit(free / 2) : (autoM.start ? free : 0))
                    offset[a] = imStart[a] + m.start + shift
                    continue
                }
                let ins = logicalInsets(st, a)
                if ins.start.isAuto != ins.end.isAuto {
                    // One inset set: the margin box is flush with it (CSS Position 3 §4.1).
                    offset[a] = ins.start.isAuto ? imStart[a] + imSize[a] - m.end - size[a] : imStart[a] + m.start
                    continue
                }
                let alignment = absoluteAlignment(st, a)
                offset[a] = imStart[a] + m.start + alignmentShift(alignment, axis: a, free: free, itemRTL: st.direction.map { $0 == .rtl })
                let explicit = alignment.position != .normal && alignment.position != .stretch
                if bothInsets[a] && free < 0 && explicit && alignment.safety != .unsafe {
                    offset[a] = overflowingOffset(margin: m, size: size[a], imStart: imStart[a], imSize: imSize[a],
                                                  cbStart: cbStart[a], cbEnd: cbEnd[a])
                }
            }
            var x = offset.horizontal, cbx = cbStart.horizontal
            if rtl {
                x = outerSize.width - x - size.horizontal
                cbx = outerSize.width - cbEnd.horizontal
            }
            frames[i] = Rect(x: x, y: offset.vertical, width: size.horizontal, height: size.vertical)
            areas[i] = Rect(x: cbx, y: cbStart.vertical, width: cbSize.horizontal, height: cbSize.vertical)
        }
    }

    /// Where a box placed between two insets with an explicit self-alignment (not `normal` or
    /// `stretch`) goes when its margin box overflows the inset-modified containing block (CSS
    /// Position 3 §4.4, default overflow alignment, as Chromium does it):
    /// when it fits in the containing block, flush with whichever edge of the inset-modified
    /// block leaves less of it outside the containing block (the start edge on a tie); else at
    /// the containing block's start. Returns the border box's logical offset.
    private func overflowingOffset(margin m: (start: Double, end: Double), size: Double, imStart: Double, imSize: Double,
                                   cbStart: Double, cbEnd: Double) -> Double {
        let marginBox = size + m.start + m.end
        guard marginBox <= cbEnd - cbStart else { return cbStart + m.start }
        func outside(_ s: Double) -> Double { Swift.max(0, cbStart - s) + Swift.max(0, s + marginBox - cbEnd) }
        let startFlush = imStart, endFlush = imStart + imSize - marginBox
        return (outside(endFlush) < outside(startFlush) ? endFlush : startFlush) + m.start
    }

    /// The alignment of an absolutely positioned item along `axis`: its own `*-self`; else,
    /// at its static position (both insets `auto`), the container's `*-items` (CSS Box
    /// Alignment 3 §6.1, `auto`); else `normal`. Chrome ignores `*-items` for a box placed by
    /// its insets (found by chrome-diff, seed 104: 726 -> 738 of 800 cases).
    private func absoluteAlignment(_ st: TrackGridItemStyle, _ axis: Axis) -> GridItemAlignment {
        if let own = st.selfAlignment(axis) { return own }
        let s = st.inset.start(axis), e = st.inset.end(axis)
        return s.isAuto && e.isAuto ? containerItemsAlignment[axis] : .normal
    }

    /// The distance from the start of the alignment container to the item's margin box for
    /// `alignment` with `free` space left (CSS Box Alignment 3 §4.2–4.4), in the container's
    /// logical direction. `itemRTL` is the item's own direction for `self-start`/`self-end`.
    /// `center` (CSS Box Alignment 3 §4.2; CSS Grid 2 §10.3) takes half the free space truncated to Chrome's 1/64 px
    /// layout unit, as `justify-content: center` does: an odd number of units leaves the extra
    /// unit after the item (240.484375, not 240.4921875, which would round up to 241).
    /// (`mutating` although it only reads: called from the mutating per-item steps, a
    /// non-mutating method would get a copy of the whole solver on every call.)
    mutating func alignmentShift(_ alignment: GridItemAlignment, axis: Axis, free: Double, itemRTL: Bool?) -> Double {
        let flipped = axis == .horizontal && (itemRTL ?? rtl) != rtl
        var shift: Double
        switch alignment.position {
        case .end, .flexEnd: shift = free
        case .selfEnd: shift = flipped ? 0 : free
        case .selfStart: shift = flipped ? free : 0
        case .center: shift = layoutUnit(free / 2)
        case .left: shift = rtl && axis == .horizontal ? free : 0
        case .right: shift = axis == .horizontal && !rtl ? free : 0
        default: shift = 0
        }
        if free < 0 && alignment.safety == .safe { shift = 0 }
        return shift
    }

    /// Border widths at the logical start and end of `axis`.
    private func logicalBorder(_ box: GridBoxStyle, _ axis: Axis, outer: Double) -> (start: Double, end: Double) {
        let s = box.border.start(axis).resolveOrZero(nil), e = box.border.end(axis).resolveOrZero(nil)
        // A scrollbar gutter lies inside the border at the logical end (ScrollbarGutters.swift).
        let gutter = box.usedScrollbarGutter[axis]
        return rtl && axis == .horizontal ? (e, s + gutter) : (s, e + gutter)
    }

    /// Insets at the logical start and end of `axis`.
    private func logicalInsets(_ st: TrackGridItemStyle, _ axis: Axis) -> (start: GridLengthAuto, end: GridLengthAuto) {
        let s = st.inset.start(axis), e = st.inset.end(axis)
        return rtl && axis == .horizontal ? (e, s) : (s, e)
    }

    /// The lines of an absolutely positioned item's placement in one axis, as track indices
    /// of the final grid (§9.1).
    private func absoluteEdges(_ pair: GridLinePair, axis: Axis, explicit: ExplicitTrackList,
                               firstLine: Int) -> (start: AbsoluteEdge, end: AbsoluteEdge) {
        var scratch: [TrackGridWarning] = []
        func line(_ p: GridPlacement) -> Int? {
            switch p {
            case .line, .named:
                let r = resolveAxisPlacement(GridLinePair(start: p, end: .span(1)), explicitTrackCount: explicit.tracks.count,
                                             lineNames: explicit.lineNames, warnings: &scratch)
                return r.definite?.start
            default: return nil
            }
        }
        func span(_ p: GridPlacement) -> Int? { if case .span(let n) = p { return Swift.max(1, n) } else { return nil } }
        var s = line(pair.start), e: Int?
        if case .named(let name, 0) = pair.end {
            // A bare name on the end side is the area's `name-end` line first (§8.3).
            e = line(.named(name + "-end", 1)).flatMap { explicitLine in
                explicit.lineNames.indices.contains(explicitLine) && explicit.lineNames[explicitLine].contains(name + "-end") ? explicitLine : nil
            } ?? line(.named(name, 1))
        } else {
            e = line(pair.end)
        }
        if s == nil, let e, case .namedSpan(let name, let k) = pair.start {
            s = lineBefore(e, named: name, count: k, lineNames: explicit.lineNames)
        }
        if e == nil, let s, case .namedSpan(let name, let k) = pair.end {
            e = lineAfter(s, named: name, count: k, lineNames: explicit.lineNames)
        }
        if s == nil, let e, let n = span(pair.start) { s = e - n }
        if e == nil, let s, let n = span(pair.end) { e = s + n }
        if let a = s, let b = e {
            if a > b { s = b; e = a } else if a == b { e = a + 1 }
        }
        let count = tracks[axis].count
        func edge(_ l: Int?) -> AbsoluteEdge {
            guard let l else { return .paddingEdge }
            let k = l - firstLine
            return (0...count).contains(k) ? .line(k) : .paddingEdge
        }
        return (edge(s), edge(e))
    }

    /// The logical offset of a containing-block edge: a start line is the start of the track
    /// after it, an end line the end of the track before it; nil for a padding edge.
    private func edgeOffset(_ edge: AbsoluteEdge, axis: Axis, isStart: Bool) -> Double? {
        guard case .line(let k) = edge else { return nil }
        let t = tracks[axis]
        guard !t.isEmpty else { return nil }
        if isStart { return k < t.count ? t[k].offset : t[t.count - 1].offset + t[t.count - 1].baseSize }
        return k > 0 ? t[k - 1].offset + t[k - 1].baseSize : t[0].offset
    }
}
