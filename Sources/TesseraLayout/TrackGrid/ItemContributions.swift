import TesseraGeometry

/// A placed grid item while the engine runs: its grid area in track indices (0 = the first
/// track of the implicit grid) and the contributions cached for the current sizing pass.
struct GridItemState {
    let source: Int
    var area: GridAxisPair<GridLineRange>
    var crossesFlexible = GridAxisPair<Bool>(false)
    var crossesAutoMin = GridAxisPair<Bool>(false)
    var spansOnlyFixedMax = GridAxisPair<Bool>(false)
    /// Whether the fixed maximums of the spanned tracks make a stretch over them definite
    /// before that axis is sized (§11.1): `spansOnlyFixedMax`, unless a maximum is a percentage
    /// of a content-based height (Chrome then measures the item as in an indefinite area).
    var stretchesDefinitely = GridAxisPair<Bool>(false)
    /// The sum of the fixed maximums of the spanned tracks plus gaps, when `spansOnlyFixedMax`.
    var fixedMaxSum = GridAxisPair<Double>(.infinity)
    // Contributions in the axis being sized (§11.5), NaN until computed.
    /// Cached per pass by `refreshItemGeometry`: the unaligned area size once an axis is sized,
    /// padding + border, and logical margins (percentages against the area's width).
    var areaSize = GridAxisPair<Double>(.nan)
    var pb = GridAxisPair<Double>(0)
    var marginStart = GridAxisPair<Double>(0)
    var marginSum = GridAxisPair<Double>(0)
    var minContent = Double.nan
    var maxContent = Double.nan
    var minimum = Double.nan
    /// Space added before (first baseline) or after (last baseline) the margin box in the
    /// block axis to line the item up with its baseline-sharing group (BaselineAlignment.swift).
    var baselineShim = 0.0

    init(source: Int, area: GridAxisPair<GridLineRange>) { self.source = source; self.area = area }

    mutating func clearContributions() { minContent = .nan; maxContent = .nan; minimum = .nan }
}

extension TrackGridSolver {
    /// The size of the grid area of `item` along `axis` once that axis is sized: its tracks and
    /// the gutters between them. Never negative: a subgrid's tracks can end before they start
    /// (CSS Grid 2 §9, fixedTrackEdges), and Chrome then gives the area zero size at its start.
    mutating func areaSize(_ item: GridItemState, _ axis: Axis) -> Double? {
        guard aligned[axis] else { return areaSizeUnaligned(item, axis) }
        return alignedAreaSize(item.area[axis], axis)
    }

    /// The size of the aligned tracks `r` of `axis` and the gutters between them, at least 0.
    /// (The tracks are read in place: copying `tracks[axis]` retained and released the array
    /// at every call.)
    @inline(__always) func alignedAreaSize(_ r: GridLineRange, _ axis: Axis) -> Double {
        let last = axis == .horizontal ? tracks.horizontal[r.end - 1] : tracks.vertical[r.end - 1]
        let first = axis == .horizontal ? tracks.horizontal[r.start].offset : tracks.vertical[r.start].offset
        return Swift.max(0, last.offset + last.baseSize - first)
    }

    /// The area size before alignment: the track sizes plus plain gutters (used while sizing).
    @inline(__always) func areaSizeUnaligned(_ item: GridItemState, _ axis: Axis) -> Double? {
        sized[axis] ? item.areaSize[axis] : nil
    }

    /// Refreshes the per-item caches after an axis was sized.
    mutating func refreshItemGeometry() {
        // Prefix sums of the track sizes make every area size O(1); they live in one temporary
        // allocation (on the stack for small grids), as this runs after every sizing pass.
        let columns = tracks.horizontal.count + 1, rows = tracks.vertical.count + 1
        withUnsafeTemporaryAllocation(of: Double.self, capacity: columns + rows) { buffer in
            let base = buffer.baseAddress!
            let prefix = GridAxisPair(horizontal: base, vertical: base + columns)
            for a in BothAxes() where sized[a] {
                let p = prefix[a]
                p[0] = 0
                for k in tracks[a].indices { p[k + 1] = p[k] + tracks[a][k].baseSize }
            }
            refreshItemGeometry(prefix: prefix)
        }
    }

    /// `refreshItemGeometry()` with the prefix sums of the sized axes' track sizes.
    private mutating func refreshItemGeometry(prefix: GridAxisPair<UnsafeMutablePointer<Double>>) {
        // Each item is read into a local, updated and stored once: setting its fields in the
        // array one by one checked the array's uniqueness at every field.
        for i in items.indices {
            var item = items[i]
            let s = item.source
            for a in BothAxes() {
                if sized[a] {
                    let r = item.area[a]
                    if aligned[a] {
                        // Content distribution widens the areas (CSS Grid 2 §10.5: the space
                        // belongs to the gutters), and the other axis is sized in those areas.
                        item.areaSize[a] = alignedAreaSize(r, a)
                        continue
                    }
                    item.areaSize[a] = prefix[a][r.end] - prefix[a][r.start] + Double(r.span - 1) * gaps[a]
                } else {
                    item.areaSize[a] = .nan
                }
            }
            if itemBoxesResolved && !boxes.hasPercent[s] { items[i] = item; continue }
            let basis: Double? = sized.horizontal ? item.areaSize.horizontal : nil
            for a in BothAxes() {
                let p = boxes.paddingBorder(s, a, widthBasis: basis)
                item.pb[a] = p.start + p.end
                let m = boxes.logicalMargins(s, a, rtl: rtl, widthBasis: basis)
                item.marginStart[a] = m.start
                item.marginSum[a] = m.start + m.end + (a == .vertical ? item.baselineShim : 0)
            }
            items[i] = item
            if subgrids != nil { addSubgridMargins(i) }
        }
        itemBoxesResolved = true
    }

    /// Re-resolves percentage padding, border and margins against the grid area's width after
    /// content alignment (the space `justify-content` distributes belongs to the area, Chrome).
    mutating func resolveItemBoxesInAlignedAreas() {
        for i in items.indices where boxes.hasPercent[items[i].source] {
            let s = items[i].source
            let basis = areaSize(items[i], .horizontal)
            for a in BothAxes() {
                let p = boxes.paddingBorder(s, a, widthBasis: basis)
                items[i].pb[a] = p.start + p.end
                let m = boxes.logicalMargins(s, a, rtl: rtl, widthBasis: basis)
                items[i].marginStart[a] = m.start
                items[i].marginSum[a] = m.start + m.end
            }
            if subgrids != nil { addSubgridMargins(i) }
        }
    }

    /// Recomputes which tracks each item spans (flexible, auto minimum, fixed maximums) after
    /// the sizing functions of `axis` were resolved.
    mutating func classifySpannedTracks(_ axis: Axis) {
        // Prefix counts make each item O(1) whatever its span (items spanning 1000 tracks).
        // They live in one temporary allocation (on the stack for small grids): this runs at
        // every sizing pass, and heap arrays cost a runtime metadata lookup each.
        let t = tracks[axis], n = t.count + 1
        let fs = functions[axis]
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 5 * n) { buffer in
            let fixedSum = buffer.baseAddress!, flex = fixedSum + n, autoMin = flex + n, notFixed = autoMin + n, percentMax = notFixed + n
            fixedSum[0] = 0; flex[0] = 0; autoMin[0] = 0; notFixed[0] = 0; percentMax[0] = 0
            for k in t.indices {
                let tr = t[k]
                flex[k + 1] = flex[k] + (tr.isFlexible ? 1 : 0)
                autoMin[k + 1] = autoMin[k] + (tr.minSizing == .auto ? 1 : 0)
                if case .length(.percent) = fs[k].max { percentMax[k + 1] = percentMax[k] + 1 } else { percentMax[k + 1] = percentMax[k] }
                if case .fixed(let v) = tr.maxSizing { notFixed[k + 1] = notFixed[k]; fixedSum[k + 1] = fixedSum[k] + v }
                else { notFixed[k + 1] = notFixed[k] + 1; fixedSum[k + 1] = fixedSum[k] }
            }
            let contentBased = contentBasedPercents[axis], gap = gaps[axis]
            for i in items.indices {
                // Read, updated and stored once (one uniqueness check of the array per item).
                var item = items[i]
                let r = item.area[axis]
                let onlyFixed = notFixed[r.end] == notFixed[r.start]
                item.crossesFlexible[axis] = flex[r.end] > flex[r.start]
                item.crossesAutoMin[axis] = autoMin[r.end] > autoMin[r.start]
                item.spansOnlyFixedMax[axis] = onlyFixed
                item.stretchesDefinitely[axis] = onlyFixed && (!contentBased || percentMax[r.end] == percentMax[r.start])
                item.fixedMaxSum[axis] = onlyFixed ? fixedSum[r.end] - fixedSum[r.start] + Double(r.span - 1) * gap : .infinity
                item.clearContributions()
                items[i] = item
            }
        }
        // Chrome sizes sets of like tracks as units (TrackSets.swift).
        var ownerEdges: [Int] = []
        if let plan = subgrids { for area in plan.ownerAreas { ownerEdges.append(area[axis].start); ownerEdges.append(area[axis].end) } }
        computeTrackSets(axis, extraEdges: ownerEdges)
    }

    // MARK: Box model of an item (CSS Sizing 3 §§4–5, CSS Box 4)

    /// The percentage basis for an item's margins and padding: its grid area's inline size
    /// (the containing block is the grid area, CSS Grid 2 §9), or nil before columns are sized.
    mutating func inlineBasis(_ item: GridItemState) -> Double? { areaSizeUnaligned(item, .horizontal) }

    @inline(__always) func paddingBorder(_ bs: Int, _ axis: Axis, _ item: GridItemState) -> Double { item.pb[axis] }

    @inline(__always) func marginSum(_ bs: Int, _ axis: Axis, _ item: GridItemState) -> Double { item.marginSum[axis] }

    /// The item's preferred border-box size along `axis`, resolved against `basis`, or
    /// transferred through `aspect-ratio` from a definite size in the other axis.
    mutating func preferredSize(_ bs: Int, _ axis: Axis, basis: Double?, otherSize: Double?, pb: Double, pbOther: Double) -> Double? {
        if let v = boxes.borderBoxLength(bs, boxes.size(bs, axis), basis: basis, paddingBorder: pb) { return v }
        if let ratio = boxes.aspectRatio(bs), ratio > 0, ratio.isFinite, let other = otherSize {
            // aspect-ratio applies to the box named by box-sizing (CSS Sizing 4 §2.1).
            // Chrome computes the transferred size in layout units (1/64 px, truncated).
            let f = axis == .horizontal ? ratio : 1 / ratio
            if boxes.boxSizing(bs) == .contentBox { return layoutUnit(Swift.max(0, other - pbOther) * f) + pb }
            return layoutUnit(other * f)
        }
        return nil
    }

    /// Clamps a border-box size by the item's min and max sizes (max first, then min, as
    /// CSS 2 §10.4 orders them) and by its padding and border.
    /// `transfer: false` for a size that does not come through the ratio (a stretched size):
    /// the other axis's limits then do not transfer to it.
    mutating func clampSize(_ v: Double, _ bs: Int, _ axis: Axis, basis: Double?, pb: Double, otherBasis: Double? = nil,
                            pbOther knownPBOther: Double? = nil, transfer: Bool = true) -> Double {
        var r = v
        // Min and max sizes of the other axis (percentages against `otherBasis`) transfer
        // through `aspect-ratio` to this axis when its preferred size behaves as auto, the
        // ratio-dependent axis (CSS Sizing 4 §2.1).
        if transfer, let ratio = boxes.aspectRatio(bs), ratio > 0, ratio.isFinite,
           boxes.size(bs, axis) == .auto || (boxes.size(bs, axis).isPercent && basis == nil) {
            let f = axis == .horizontal ? ratio : 1 / ratio
            // The ratio relates the boxes box-sizing names: with `content-box` the transferred
            // limit is a content size, so this axis's padding and border come on top.
            // With `border-box` a limit never goes below the other axis's padding and border
            // (its used border-box size cannot).
            let contentBox = boxes.boxSizing(bs) == .contentBox
            let extra = contentBox ? pb : 0
            // (Percentage padding resolves against the area's width: callers that know it pass
            // the other axis's padding and border.)
            let pbOther = contentBox ? 0 : knownPBOther ?? { let p = boxes.paddingBorder(bs, axis.other, widthBasis: nil); return p.start + p.end }()
            if let mx = boxes.maxSize(bs, axis.other).resolve(otherBasis) { r = Swift.min(r, Swift.max(mx, pbOther) * f + extra) }
            if let mn = boxes.minSize(bs, axis.other).resolve(otherBasis) { r = Swift.max(r, Swift.max(mn, pbOther) * f + extra) }
        }
        if let mx = boxes.borderBoxLength(bs, boxes.maxSize(bs, axis), basis: basis, paddingBorder: pb) { r = Swift.min(r, mx) }
        if let mn = boxes.borderBoxLength(bs, boxes.minSize(bs, axis), basis: basis, paddingBorder: pb) { r = Swift.max(r, mn) }
        return Swift.max(r, pb)
    }

    /// The size of the item along the *other* axis that is already known while `axis` is being
    /// sized: a definite preferred size, or — once that axis was sized — the size the item
    /// takes in its area.
    mutating func knownOtherSize(_ item: GridItemState, _ axis: Axis) -> Double? {
        let other = axis.other
        let bs = item.source
        let pb = paddingBorder(bs, other, item)
        // The inline contribution of an item with an aspect ratio comes from the block size its
        // rows give it (CSS Grid 2 §11.1 step 3: the sized rows, or fixed rows before that),
        // transferred through the ratio.
        let fromRows = axis == .horizontal && boxes.size(bs, .horizontal).resolve(nil) == nil && ratioBlockFillsRows(item)
        if sized[other] {
            if fromRows, let area = areaSizeUnaligned(item, other) {
                return clampSize(Swift.max(0, area - marginSum(bs, other, item)), bs, other, basis: area, pb: pb)
            }
            // A block size that neither fills the rows nor is styled is not definite: the
            // inline contribution stays content-based.
            if axis == .horizontal, boxes.aspectRatio(bs) != nil, boxes.size(bs, .horizontal).resolve(nil) == nil,
               boxes.size(bs, .vertical).resolve(areaSizeUnaligned(item, other)) == nil {
                return nil
            }
            // Re-resolving the columns (§11.1 step 3), an item's block size is definite only
            // when styled or stretched over its rows: an auto height aligned otherwise is still
            // content-based, measured as in the first pass (Chrome).
            if axis == .horizontal, boxes.size(bs, .vertical).resolve(areaSizeUnaligned(item, other)) == nil,
               !isStretched(item, other) {
                return nil
            }
            return finalSize(item, other, otherKnown: nil)
        }
        if let v = boxes.borderBoxLength(bs, boxes.size(bs, other), basis: nil, paddingBorder: pb) {
            return clampSize(v, bs, other, basis: nil, pb: pb)
        }
        if boxes.aspectRatio(bs) != nil, item.stretchesDefinitely[other], item.fixedMaxSum[other].isFinite,
           fromRows || isStretched(item, other) {
            return clampSize(Swift.max(0, item.fixedMaxSum[other] - marginSum(bs, other, item)), bs, other, basis: nil, pb: pb)
        }
        return nil
    }

    /// Space the item sees in the other axis while measuring: its area once sized, the sum of
    /// fixed maximums when it spans only such tracks (CSS Grid 2 §11.1), else unconstrained.
    mutating func availableOther(_ item: GridItemState, _ axis: Axis) -> AvailableSpace {
        let other = axis.other
        let bs = item.source
        if let s = areaSizeUnaligned(item, other) { return .definite(Swift.max(0, s - marginSum(bs, other, item))) }
        if item.spansOnlyFixedMax[other], item.fixedMaxSum[other].isFinite {
            return .definite(Swift.max(0, item.fixedMaxSum[other] - marginSum(bs, other, item)))
        }
        return .maxContent
    }

    /// Content-based border-box size along `axis` under `constraint` (min- or max-content).
    mutating func contentSize(_ item: GridItemState, _ axis: Axis, _ constraint: AvailableSpace, otherKnown: Double?) -> Double {
        var known = GridOptionalSize(nil)
        known[axis.other] = otherKnown
        var avail = GridAvailableSize(.maxContent)
        avail[axis] = constraint
        avail[axis.other] = otherKnown.map { .definite($0) } ?? availableOther(item, axis)
        let cb = GridOptionalSize(horizontal: areaSizeUnaligned(item, .horizontal), vertical: areaSizeUnaligned(item, .vertical))
        let s = measureGridItem(item.source, knownSize: known, availableSpace: avail, containingBlock: cb)
        let v = axis == .horizontal ? s.width : s.height
        return v.isFinite && v >= 0 ? v : 0
    }

    /// The content-based floor of a border-box size `ratioSize` that the aspect ratio gives the
    /// item along `axis` (CSS Sizing 4 §5.1, the automatic minimum size): its min-content size;
    /// in the block axis, the extent of its content laid out at that height (percentages of the
    /// content resolve against it, a grid's rows are sized in it), as Chrome measures it.
    mutating func ratioContentFloor(_ item: GridItemState, _ axis: Axis, ratioSize: Double, otherKnown: Double?) -> Double {
        guard axis == .vertical, let width = otherKnown, item.source < (subgrids?.realCount ?? styles.count) else {
            return contentSize(item, axis, .minContent, otherKnown: otherKnown)
        }
        let cb = GridOptionalSize(horizontal: areaSizeUnaligned(item, .horizontal), vertical: areaSizeUnaligned(item, .vertical))
        let h = measurer.measureContentBlockSize(item: item.source, size: Size(width: width, height: ratioSize), containingBlock: cb)
        return h.isFinite && h >= 0 ? h : 0
    }

    /// Fills the min-content, max-content and minimum contributions of item `i` along `axis`
    /// (CSS Sizing 3 §5.2 contributions; CSS Grid 2 §6.6 automatic minimum size).
    mutating func computeContributions(_ i: Int, _ axis: Axis) {
        let item = items[i]
        let bs = item.source
        let pb = paddingBorder(bs, axis, item)
        let margins = marginSum(bs, axis, item)
        let other = knownOtherSize(item, axis)
        let pbOther = paddingBorder(bs, axis.other, item)
        // The other axis's min/max percentages resolve once its tracks are sized (the column
        // re-run of §11.1 step 3 sees the rows), before that they behave as auto.
        let otherBasis = areaSizeUnaligned(item, axis.other)
        // Percentages of the (not yet sized) grid area behave as auto.
        let preferred = preferredSize(bs, axis, basis: nil, otherSize: other, pb: pb, pbOther: pbOther)
        var minC: Double, maxC: Double
        if let p = preferred {
            minC = clampSize(p, bs, axis, basis: nil, pb: pb, otherBasis: otherBasis, pbOther: pbOther)
            // A size transferred through the aspect ratio is floored by the automatic minimum
            // size, the content's min-content size (CSS Sizing 4 §5.1), in either axis; a
            // percentage inline size of the not yet sized area behaves as auto (cyclic, CSS
            // Sizing 3 §5.2.1), so it is floored too (a percentage block size is not: Chrome).
            if boxes.size(bs, axis) == .auto || (axis == .horizontal && boxes.size(bs, axis).isPercent),
               boxes.minSize(bs, axis) == .auto,
               !boxes.isScrollContainer(bs, axis) {
                // (Capped by this axis's own max size only, not by one transferred from the
                // other axis: the automatic minimum wins over a transferred maximum, Chrome.)
                minC = Swift.max(minC, clampSize(ratioContentFloor(item, axis, ratioSize: minC, otherKnown: other), bs, axis, basis: nil, pb: pb, pbOther: pbOther,
                                                 transfer: false))
            }
            maxC = minC
        } else {
            minC = clampSize(contentSize(item, axis, .minContent, otherKnown: other), bs, axis, basis: nil, pb: pb, otherBasis: otherBasis, pbOther: pbOther)
            maxC = clampSize(contentSize(item, axis, .maxContent, otherKnown: other), bs, axis, basis: nil, pb: pb, otherBasis: otherBasis, pbOther: pbOther)
            if maxC < minC { maxC = minC }
            // With `box-sizing: border-box` the ratio applies to the border box, which is at
            // least the padding and border of the other axis (CSS Sizing 4 §5.1); a percentage
            // size behaves as auto here (CSS Sizing 3 §5.2.1, cyclic percentage).
            if let ratio = boxes.aspectRatio(bs), ratio > 0, ratio.isFinite, boxes.boxSizing(bs) != .contentBox,
               boxes.size(bs, axis) == .auto || boxes.size(bs, axis).isPercent {
                let floor = clampSize(pbOther * (axis == .horizontal ? ratio : 1 / ratio), bs, axis, basis: nil, pb: pb, otherBasis: otherBasis, pbOther: pbOther)
                minC = Swift.max(minC, floor); maxC = Swift.max(maxC, floor)
            }
            // Intrinsic size keywords (CSS Sizing 3 §3.1): the box is that content size.
            if boxes.size(bs, axis) == .minContent { maxC = minC }
            if boxes.size(bs, axis) == .maxContent { minC = maxC }
        }
        items[i].minContent = minC + margins
        items[i].maxContent = maxC + margins

        // Minimum contribution: the outer size with the used minimum size as preferred size,
        // when the preferred size behaves as auto (or depends on the containing block).
        let behavesAuto = boxes.size(bs, axis).resolve(nil) == nil
        if !behavesAuto {
            items[i].minimum = items[i].minContent
            return
        }
        var usedMin: Double
        if let mn = boxes.borderBoxLength(bs, boxes.minSize(bs, axis), basis: nil, paddingBorder: pb) {
            usedMin = mn
        } else if boxes.minSize(bs, axis) == .auto && !boxes.isScrollContainer(bs, axis) && item.crossesAutoMin[axis]
                    && (item.area[axis].span == 1 || !item.crossesFlexible[axis]) {
            // Automatic minimum size = content-based minimum size (§6.6). The transferred size
            // suggestion is for replaced elements only (CSS Grid 2 §6.6): a box whose size
            // comes through its aspect ratio suggests its min-content size, the ratio-derived
            // size floored by its content (CSS Sizing 4 §5.1), which `minC` already is.
            var suggestion = minC
            if let mx = boxes.borderBoxLength(bs, boxes.maxSize(bs, axis), basis: nil, paddingBorder: pb) {
                suggestion = Swift.min(suggestion, mx)
            }
            if item.spansOnlyFixedMax[axis] {
                suggestion = Swift.min(suggestion, Swift.max(0, item.fixedMaxSum[axis] - margins))
            }
            usedMin = suggestion
        } else {
            usedMin = 0
        }
        items[i].minimum = Swift.max(usedMin, pb) + margins
    }

    @inline(__always) mutating func minContentContribution(_ i: Int, _ axis: Axis) -> Double {
        if items[i].minContent.isNaN { computeContributions(i, axis) }
        return items[i].minContent
    }
    @inline(__always) mutating func maxContentContribution(_ i: Int, _ axis: Axis) -> Double {
        if items[i].maxContent.isNaN { computeContributions(i, axis) }
        return items[i].maxContent
    }
    @inline(__always) mutating func minimumContribution(_ i: Int, _ axis: Axis) -> Double {
        if items[i].minimum.isNaN { computeContributions(i, axis) }
        return items[i].minimum
    }
}

extension GridSize {
    @inlinable var isPercent: Bool { if case .percent = self { return true } else { return false } }
}
