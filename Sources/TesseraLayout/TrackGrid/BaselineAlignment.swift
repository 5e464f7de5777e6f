import TesseraGeometry

/// Which baseline set an item aligns by (CSS Box Alignment 3 §9.1).
enum GridBaselineKind { case first, last }

extension TrackGridSolver {
    /// Whether some item may be baseline-aligned in the block axis (its own `align-self` or the
    /// container's `align-items`); when not, the baseline steps have nothing to do.
    var mayBaselineAlign: Bool {
        let p = containerItemsAlignment.vertical.position
        return hasBaselineSelfAlignment || p == .baseline || p == .lastBaseline
    }

    /// Whether `item` takes part in baseline alignment along `axis`, and by which baseline
    /// (CSS Box Alignment 3 §9.1–9.2, CSS Grid 2 §10.6 as browsers do it): `align-self:
    /// baseline` / `last baseline` (or the container's `align-items`) in the row axis, an
    /// `auto` block size or a definite one, and no `auto` margin in that axis (an item with
    /// one falls back to its margin alignment). Baseline alignment is done in the block axis
    /// only: `justify-self: baseline` aligns as `start` (DEVIATIONS.md).
    mutating func baselineKind(_ item: GridItemState, _ axis: Axis) -> GridBaselineKind? {
        guard axis == .vertical else { return nil }
        let kind: GridBaselineKind
        switch selfAlignment(item, axis).position {
        case .baseline: kind = .first
        case .lastBaseline: kind = .last
        default: return nil
        }
        let autoM = boxes.autoMargins(item.source, axis, rtl: rtl)
        return autoM.start || autoM.end ? nil : kind
    }

    /// The border-box size of a baseline-aligned item in the block axis while the rows are not
    /// final: its preferred (or ratio-transferred) height, else its content height at its
    /// used width, clamped by its min/max heights. Such items are never stretched.
    private mutating func baselineItemSize(_ item: GridItemState) -> Size {
        let bs = item.source
        let w = sized.horizontal ? finalSize(item, .horizontal, otherKnown: nil) : knownOtherSize(item, .vertical)
        let pb = paddingBorder(bs, .vertical, item), pbOther = paddingBorder(bs, .horizontal, item)
        let basis = areaSizeUnaligned(item, .vertical)
        let h = preferredSize(bs, .vertical, basis: basis, otherSize: w, pb: pb, pbOther: pbOther)
            ?? contentSize(item, .vertical, .maxContent, otherKnown: w)
        return Size(width: w ?? 0, height: clampSize(h, bs, .vertical, basis: basis, pb: pb))
    }

    /// An item's first or last baseline from its border-box top, synthesized from the bottom
    /// border edge when its content has none (CSS Box Alignment 3 §9.1).
    private mutating func itemBaseline(_ item: GridItemState, size: Size, kind: GridBaselineKind) -> Double {
        naturalBaseline(item, size: size, kind: kind) ?? size.height
    }

    /// The baseline the item's content reports, nil when it has none (a subgrid's items,
    /// CSS Grid 2 §9, synthesize theirs).
    private mutating func naturalBaseline(_ item: GridItemState, size: Size, kind: GridBaselineKind) -> Double? {
        let b = item.source < (subgrids?.realCount ?? Int.max)
            ? measurer.baseline(item: item.source, size: size, last: kind == .last) : nil
        guard let b, b.isFinite else { return nil }
        return b
    }

    /// Computes each baseline-aligned item's shim along the block axis (CSS Grid 2 §11.5 step
    /// 1 and §10.6): items that share a baseline group — first baseline: the same start row;
    /// last baseline: the same end row — are shifted so their baselines line up; the shim is
    /// the extra space before (first) or after (last) the item's margin box. Returns whether
    /// any item has a non-zero shim.
    @discardableResult
    mutating func computeBaselineShims() -> Bool {
        // No item can take part: every shim is still zero (none was ever set).
        guard mayBaselineAlign else { return false }
        var anyParticipant = false
        for i in items.indices { items[i].baselineShim = 0 }
        var groups: [GroupKey: Double] = [:]
        var measured: [(index: Int, key: GroupKey, extent: Double)] = []
        for i in items.indices {
            guard let kind = baselineKind(items[i], .vertical) else { continue }
            let item = items[i]
            let size = baselineItemSize(item)
            let natural = naturalBaseline(item, size: size, kind: kind)
            // An item without a baseline of its own whose height is a percentage of its area
            // would synthesize one from a size that depends on the row: it takes no part and
            // keeps its fallback alignment (Chrome).
            if natural == nil, boxes.size(item.source, .vertical).isPercent { continue }
            anyParticipant = true
            let b = natural ?? size.height
            let mStart = item.marginStart.vertical, mEnd = item.marginSum.vertical - mStart
            let key: GroupKey, extent: Double
            switch kind {
            case .first: key = GroupKey(row: item.area.vertical.start, last: false); extent = mStart + b
            case .last: key = GroupKey(row: item.area.vertical.end, last: true); extent = mEnd + size.height - b
            }
            groups[key] = Swift.max(groups[key] ?? -.infinity, extent)
            measured.append((i, key, extent))
        }
        guard anyParticipant else { return false }
        var nonZero = false
        for m in measured {
            let shim = Swift.max(0, (groups[m.key] ?? m.extent) - m.extent)
            items[m.index].baselineShim = shim
            if shim > 0 { nonZero = true }
        }
        return nonZero
    }

    /// Adds (or, with `remove`, takes away) the baseline shims to the items' block-axis margins
    /// so the row sizing sees the baseline-aligned contributions (§11.5 step 1).
    mutating func applyBaselineShims(remove: Bool = false) {
        for i in items.indices where items[i].baselineShim != 0 {
            items[i].marginSum.vertical += remove ? -items[i].baselineShim : items[i].baselineShim
            if remove { items[i].baselineShim = 0 }
        }
    }

    /// Moves baseline-aligned items to their shared baseline in their final rows (`frames`
    /// indexed by source item, in the container's border-box coordinates). The shim is taken
    /// from the start of the area for `first baseline` and from its end for `last baseline`,
    /// whose fallback alignment is `safe self-end` (CSS Box Alignment 3 §4.2): a last-baseline
    /// item alone in its group sits at the end of its area, also when it overflows it (Chrome
    /// does not apply the `safe`).
    mutating func alignBaselineFrames(_ frames: inout [Rect]) {
        guard mayBaselineAlign else { return }
        computeBaselineShims()
        for item in items {
            guard let kind = baselineKind(item, .vertical), kind == .last || item.baselineShim > 0 else { continue }
            let r = item.area.vertical
            let t = tracks.vertical
            let h = frames[item.source].height
            let mStart = item.marginStart.vertical, mEnd = item.marginSum.vertical - mStart
            switch kind {
            case .first: frames[item.source].origin.y = t[r.start].offset + mStart + item.baselineShim
            case .last:
                let end = t[r.end - 1].offset + t[r.end - 1].baseSize
                // Alone in its group the item falls back to end alignment, which Chrome does
                // not make safe: an item taller than its area overflows at the start.
                frames[item.source].origin.y = end - mEnd - h - item.baselineShim
            }
        }
    }

    /// The grid container's first or last baseline from its border-box top (CSS Grid 2
    /// §10.7): in the first (last) row that holds items, the shared baseline of the items
    /// that baseline-align there, else the baseline of the first (last) item in grid order
    /// (row-major), synthesized from its border box if it has none. nil without items.
    mutating func containerBaseline(frames: [Rect], kind: GridBaselineKind) -> Double? {
        guard !items.isEmpty else { return nil }
        var row = kind == .first ? Int.max : Int.min
        for i in items.indices {
            switch kind {
            case .first: row = Swift.min(row, items[i].area.vertical.start)
            case .last: row = Swift.max(row, items[i].area.vertical.end)
            }
        }
        var candidates: [GridItemState] = []
        var aligned: [GridItemState] = []
        for i in items.indices where (kind == .first ? items[i].area.vertical.start : items[i].area.vertical.end) == row {
            let item = items[i]
            candidates.append(item)
            if baselineKind(item, .vertical) == kind { aligned.append(item) }
        }
        let pool = aligned.isEmpty ? candidates : aligned
        // Grid order: by column (in the row), then document order; for the last baseline the
        // last item in that order.
        let sorted = pool.sorted { ($0.area.horizontal.start, $0.source) < ($1.area.horizontal.start, $1.source) }
        guard let pick = kind == .first ? sorted.first : sorted.last else { return nil }
        let f = frames[pick.source]
        return f.minY + itemBaseline(pick, size: f.size, kind: kind)
    }
}

/// A baseline-sharing group (CSS Box Alignment 3 §9.2): a row and which baseline set.
private struct GroupKey: Hashable {
    var row: Int
    var last: Bool
}
