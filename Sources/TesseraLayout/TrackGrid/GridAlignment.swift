import TesseraGeometry

extension TrackGridSolver {
    /// §10.5 Aligning the Grid (`justify-content` / `align-content`, CSS Box Alignment 3 §5.3):
    /// distributes the free space of the content box around and between the tracks and stores
    /// each track's offset. `start` is the logical start offset (padding + border).
    mutating func alignTracks(_ axis: Axis, innerSize: Double, start: Double, alignment: GridContentAlignment) {
        let free = innerSize - usedSpace(axis)
        var n = 0
        for t in tracks[axis] where !t.isCollapsed { n += 1 }
        var initial = 0.0, between = 0.0
        var position = alignment.position
        if position == .left { position = rtl && axis == .horizontal ? .end : .start }
        if position == .right { position = rtl && axis == .horizontal ? .start : .end }
        switch position {
        case .normal, .start, .flexStart, .stretch, .left, .right: initial = 0
        case .end, .flexEnd: initial = free
        case .center: initial = layoutUnit(free / 2)
        case .spaceBetween:
            if free > 0 && n > 1 { between = layoutUnit(free / Double(n - 1)) }
        case .spaceAround:
            // Falls back to `safe center` (CSS Box Alignment 3 §5.3): start when overflowing.
            if free > 0 && n > 0 { between = layoutUnit(free / Double(n)); initial = layoutUnit(between / 2) }
        case .spaceEvenly:
            if free > 0 { between = layoutUnit(free / Double(n + 1)); initial = between }
        }
        if free < 0 && alignment.safety == .safe { initial = 0; between = 0 }
        var offset = start + initial
        var first = true
        let gap = gaps[axis]
        for k in tracks[axis].indices {
            if tracks[axis][k].isCollapsed { tracks[axis][k].offset = offset; continue }
            if !first { offset += gap + between }
            first = false
            tracks[axis][k].offset = offset
            offset += tracks[axis][k].baseSize
        }
        usedGutters[axis] = gap + between
        aligned[axis] = true
    }

    /// The alignment that applies to `item` along `axis` (`*-self`, else — when it is nil,
    /// CSS `auto` — the container's `*-items`; an explicit `normal` does not defer).
    mutating func selfAlignment(_ item: GridItemState, _ axis: Axis) -> GridItemAlignment {
        if let own = selfAlignments[item.source][axis] { return own }
        return containerItemsAlignment[axis]
    }

    /// Whether the item is stretched along `axis` (CSS Grid 2 §6.2, §10.3–10.4: `normal`
    /// behaves as `stretch` for items without an aspect ratio; with one, the inline axis still
    /// fills its area like a block-level box and the block axis follows the ratio). Stretch
    /// needs an `auto` size and no `auto` margins.
    mutating func isStretched(_ item: GridItemState, _ axis: Axis) -> Bool {
        let bs = item.source
        guard boxes.size(bs, axis) == .auto else { return false }
        let autoM = boxes.autoMargins(bs, axis, rtl: rtl)
        if autoM.start || autoM.end { return false }
        switch selfAlignment(item, axis).position {
        case .stretch: return true
        case .normal:
            // With an aspect ratio the block size follows the inline size when that is known
            // (stretched or styled); otherwise the block axis stretches and the inline size
            // follows the ratio (Chrome).
            if axis == .horizontal || boxes.aspectRatio(bs) == nil { return true }
            return boxes.size(bs, .horizontal).resolve(nil) == nil && !boxes.size(bs, .horizontal).isPercent
                && !isStretched(item, .horizontal)
        default: return false
        }
    }

    /// Whether an item with an aspect ratio and an `auto` block size takes its block size from
    /// its rows when its inline contribution is measured (`normal` or `stretch` alignment, no
    /// `auto` margins): Chrome transfers that block size through the ratio (CSS Sizing 4 §5.1)
    /// to size the columns, while the final layout fills the inline axis.
    mutating func ratioBlockFillsRows(_ item: GridItemState) -> Bool {
        let bs = item.source
        guard boxes.aspectRatio(bs) != nil, boxes.size(bs, .vertical) == .auto else { return false }
        let autoM = boxes.autoMargins(bs, .vertical, rtl: rtl)
        if autoM.start || autoM.end { return false }
        let p = selfAlignment(item, .vertical).position
        return p == .normal || p == .stretch
    }

    /// The item's used border-box size along `axis` once that axis is sized (CSS Grid 2 §6.2,
    /// §10.3–10.4): its definite preferred size, the stretched area size, or the fit-content
    /// size in its area — clamped by its min and max sizes.
    mutating func finalSize(_ item: GridItemState, _ axis: Axis, otherKnown: Double?) -> Double {
        let bs = item.source
        let area = areaSizeUnaligned(item, axis) ?? 0
        let s = aligned[axis] ? (areaSize(item, axis) ?? area) : area
        let pb = paddingBorder(bs, axis, item)
        let pbOther = paddingBorder(bs, axis.other, item)
        let m = marginSum(bs, axis, item)
        if let plan = subgrids, plan.owners[bs]?.axes[axis] == true {
            // A subgrid fills its area in a subgridded axis (CSS Grid 2 §9). Chrome: its inline
            // size is the area less its margins, even below its padding and border; its block
            // size is its padding and border around the extent of its tracks, which is never
            // negative (the area before it is clamped at zero: its tracks may end before they
            // start).
            if axis == .horizontal { return Swift.max(0, s - m) }
            let r = item.area[axis], t = tracks[axis]
            let raw = aligned[axis] ? t[r.end - 1].offset + t[r.end - 1].baseSize - t[r.start].offset : area
            return pb + Swift.max(0, raw - m - pb)
        }
        var other = otherKnown
        var otherStretched = false
        let ob = sized[axis.other] ? areaSize(item, axis.other) : nil
        if other == nil {
            let otherBasis = aligned[axis.other] ? areaSize(item, axis.other) : nil
            // A styled size of the other axis transfers as its used size: clamped by that
            // axis's min and max sizes (CSS Sizing 4 §5.1).
            other = boxes.borderBoxLength(bs, boxes.size(bs, axis.other), basis: otherBasis, paddingBorder: pbOther)
                .map { clampSize($0, bs, axis.other, basis: otherBasis, pb: pbOther) }
            // A ratio item, or content whose width follows its height (a nested grid of ratio
            // items), takes the size its stretch makes definite in the other axis (Chrome).
            if other == nil && sized[axis.other] && isStretched(item, axis.other)
                && (boxes.aspectRatio(bs) != nil || (axis == .horizontal && contentFollowsHeight(item.source))) {
                other = clampSize(Swift.max(0, (areaSize(item, axis.other) ?? 0) - marginSum(bs, axis.other, item)), bs, axis.other,
                                  basis: areaSize(item, axis.other), pb: pbOther)
                otherStretched = true
            } else if other == nil && !sized[axis.other] && boxes.aspectRatio(bs) != nil && item.stretchesDefinitely[axis.other]
                        && item.fixedMaxSum[axis.other].isFinite && isStretched(item, axis.other) {
                // Stretched over fixed tracks only: that size is already definite (§11.1).
                other = clampSize(Swift.max(0, item.fixedMaxSum[axis.other] - marginSum(bs, axis.other, item)), bs, axis.other,
                                  basis: nil, pb: pbOther)
                otherStretched = true
            }
        }
        switch boxes.size(bs, axis) {
        case .stretch: return clampSize(Swift.max(0, s - m), bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
        case .minContent: return clampSize(contentSize(item, axis, .minContent, otherKnown: other), bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
        case .maxContent: return clampSize(contentSize(item, axis, .maxContent, otherKnown: other), bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
        case .fitContent:
            return clampSize(contentSize(item, axis, .definite(Swift.max(0, s - m)), otherKnown: other), bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
        default: break
        }
        // An explicit `stretch` wins over a size the aspect ratio would transfer; the stretched
        // axis is then not the ratio-dependent one, so the other axis's min/max sizes do not
        // transfer to it (CSS Sizing 4 §5.1, CSS Box Alignment 3 §6.1).
        if boxes.aspectRatio(bs) != nil, selfAlignment(item, axis).position == .stretch, isStretched(item, axis) {
            return clampSize(Swift.max(0, s - m), bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther, transfer: false)
        }
        if let p = preferredSize(bs, axis, basis: s, otherSize: other, pb: pb, pbOther: pbOther) {
            var v = clampSize(p, bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
            // A size transferred through the aspect ratio is floored by the automatic minimum
            // size, the content's min-content size (CSS Sizing 4 §5.1), in either axis.
            // An inline size that follows a block size stretched by `normal` is not floored;
            // one that follows an explicit `stretch` is, like one that follows a styled height
            // (Chrome: the explicit stretch makes the block size definite).
            let implicitStretch = otherStretched && selfAlignment(item, axis.other).position != .stretch
            if boxes.size(bs, axis) == .auto, boxes.minSize(bs, axis) == .auto,
               !boxes.isScrollContainer(bs, axis), !(axis == .horizontal && implicitStretch) {
                // (Not capped by a max size transferred from the other axis: Chrome.)
                v = Swift.max(v, clampSize(ratioContentFloor(item, axis, ratioSize: v, otherKnown: other), bs, axis, basis: s, pb: pb, pbOther: pbOther,
                                           transfer: false))
            }
            return v
        }
        if isStretched(item, axis) {
            // (`normal` fills like a block box: the other axis's limits still transfer, Chrome.)
            var fill = Swift.max(0, s - m)
            // A `normal`-aligned ratio item under `box-sizing: border-box` is still at least the
            // other axis's padding and border through the ratio (CSS Sizing 4 §5.1), as below.
            if let ratio = boxes.aspectRatio(bs), ratio > 0, ratio.isFinite, boxes.boxSizing(bs) != .contentBox,
               selfAlignment(item, axis).position == .normal {
                fill = Swift.max(fill, pbOther * (axis == .horizontal ? ratio : 1 / ratio))
            }
            return clampSize(fill, bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
        }
        var fit = contentSize(item, axis, .definite(Swift.max(0, s - m)), otherKnown: other)
        // With `box-sizing: border-box` the ratio applies to the border box, which is at least
        // the padding and border of the other axis (CSS Sizing 4 §5.1), as in the contributions.
        if let ratio = boxes.aspectRatio(bs), ratio > 0, ratio.isFinite, boxes.boxSizing(bs) != .contentBox {
            fit = Swift.max(fit, pbOther * (axis == .horizontal ? ratio : 1 / ratio))
        }
        return clampSize(fit, bs, axis, basis: s, pb: pb, otherBasis: ob, pbOther: pbOther)
    }

    /// The item's logical start offset along `axis` inside the container's border box
    /// (§10.3–10.4 self alignment and `auto` margins, CSS Box Alignment 3 §6).
    mutating func itemOffset(_ item: GridItemState, _ axis: Axis, size: Double) -> Double {
        let bs = item.source
        let areaStart = tracks[axis][item.area[axis].start].offset
        let s = areaSize(item, axis) ?? 0
        let m = (start: item.marginStart[axis], end: item.marginSum[axis] - item.marginStart[axis])
        let autoM = boxes.autoMargins(bs, axis, rtl: rtl)
        let free = s - size - m.start - m.end
        if autoM.start || autoM.end {
            guard free > 0 else { return areaStart + m.start }
            // Two auto margins take half the free space each, truncated to a layout unit as
            // `center` is (Chrome).
            if autoM.start && autoM.end { return areaStart + m.start + layoutUnit(free / 2) }
            return areaStart + m.start + (autoM.start ? free : 0)
        }
        let shift = alignmentShift(selfAlignment(item, axis), axis: axis, free: free,
                                   itemRTL: directions[bs].map { $0 == .rtl })
        return areaStart + m.start + shift
    }
}
