import TesseraGeometry

/// The layout pass's checks and small steps (`TrackGridEngine.swift`): whether a second column
/// pass is needed, size validation, outer clamping, collapsing empty `auto-fit` tracks, and
/// whether rows depend on the available space.
extension TrackGridSolver {
    /// Whether some item's inline contribution can depend on the row sizes (§11.1 step 3): an
    /// inline size that is not a fixed length, with an aspect ratio or content the measurer
    /// reports as following the block size (a nested grid of ratio items, say).
    func needsSecondColumnPass() -> Bool {
        for i in items.indices {
            let s = items[i].source
            if case .px = boxes.size(s, .horizontal) { continue }
            if let r = boxes.aspectRatio(s), r > 0, r.isFinite { return true }
            if contentFollowsHeight(s) { return true }
        }
        return false
    }

    /// Whether the measurer reports that item `source`'s content width follows its height
    /// (``TrackGridMeasurer/inlineSizeDependsOnBlockSize(item:)``); a subgrid's items are not asked.
    func contentFollowsHeight(_ source: Int) -> Bool {
        source < (subgrids?.realCount ?? styles.count) && measurer.inlineSizeDependsOnBlockSize(item: source)
    }

    /// Reports item sizes that are not finite or negative; the box model treats them as `auto`.
    mutating func validateItemSizes() {
        func bad(_ v: GridSize) -> Bool {
            switch v {
            case .px(let x), .percent(let x): return !x.isFinite || x < 0
            default: return false
            }
        }
        guard boxes.mayHaveInvalidSizes else { return }
        for i in 0..<boxes.count {
            for a in Axis.allCases where bad(boxes.size(i, a)) || bad(boxes.minSize(i, a)) || bad(boxes.maxSize(i, a)) {
                warnings.append(TrackGridWarning(.invalidSize, "item \(i): a size along \(a) is not a finite, non-negative length; treated as auto"))
            }
        }
    }

    func clampOuter(_ v: Double, _ mn: Double?, _ mx: Double?, _ pb: Double) -> Double {
        var r = v
        if let mx { r = Swift.min(r, mx) }
        if let mn { r = Swift.max(r, mn) }
        return Swift.max(r, pb)
    }

    /// §7.2.3.2 `auto-fit`: repeated tracks without items collapse to `0px` with their gutters.
    mutating func collapseEmptyAutoFitTracks(_ explicit: GridAxisPair<ExplicitTrackList>, firstLine: GridAxisPair<Int>) {
        for a in [Axis.horizontal, .vertical] where explicit[a].autoFit && !explicit[a].autoRepeatTracks.isEmpty {
            let offset = -firstLine[a]
            var used = [Bool](repeating: false, count: tracks[a].count)
            for item in items { for k in item.area[a].range { used[k] = true } }
            for k in explicit[a].autoRepeatTracks where !used[k + offset] { tracks[a][k + offset].isCollapsed = true }
        }
    }
}

extension TrackGridSolver {
    /// Whether the row sizes depend on the grid's block size: fr or percentage rows, or a
    /// percentage row gap (Chrome then sizes the rows again once an auto height is known).
    func rowsDependOnAvailableSpace(percentGap: Bool) -> Bool {
        if percentGap { return true }
        return functions.vertical.contains { f in
            if f.usesPercent { return true }
            if case .fr = f.max { return true }
            return false
        }
    }
}
