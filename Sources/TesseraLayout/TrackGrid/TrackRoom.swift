import TesseraGeometry

/// The room by which §11.5.1 orders the affected tracks (least first): to the growth limit for
/// base sizes; for growth limits, to the `fit-content()` argument (infinite without one),
/// whether or not the track is infinitely growable (Chrome).
@inline(__always) func sortRoom(_ t: SizingTrack, _ size: AffectedSize) -> Double {
    switch size {
    case .baseSize: return t.growthLimit - t.baseSize - t.itemIncurredIncrease
    case .growthLimit: return (t.fitContentLimit ?? .infinity) - t.finiteGrowthLimit - t.itemIncurredIncrease
    }
}

/// §11.5.1 step 2.2: the limit up to which an affected size grows first.
@inline(__always) func firstLimit(_ t: SizingTrack, _ size: AffectedSize) -> Double {
    switch size {
    case .baseSize:
        // A `fit-content()` argument limits growth limits only; base sizes grow up to the
        // growth limit as for `auto` (Chrome).
        return t.growthLimit
    case .growthLimit:
        if t.growthLimit.isFinite && !t.infinitelyGrowable { return t.growthLimit }
        return t.fitContentLimit ?? .infinity
    }
}

/// Range-minimum queries in O(1) after an O(n log n) sparse table.
struct RangeMinimum {
    private var levels: [[Double]]

    init(_ values: [Double]) {
        levels = [values]
        var width = 1
        while width * 2 <= values.count {
            let prev = levels[levels.count - 1]
            var next = [Double](repeating: .infinity, count: values.count - width * 2 + 1)
            for i in next.indices { next[i] = Swift.min(prev[i], prev[i + width]) }
            levels.append(next)
            width *= 2
        }
    }

    /// The minimum of `values[start..<end]` (infinity for an empty range).
    func minimum(_ start: Int, _ end: Int) -> Double {
        guard end > start else { return .infinity }
        var level = 0
        while (2 << level) <= end - start { level += 1 }
        return Swift.min(levels[level][start], levels[level][end - (1 << level)])
    }
}

/// Which ranges of tracks `distributeItemSpace` would visit one track at a time in track order:
/// every track after the first starts a set of its own (`setStarts`), and all have the same
/// room (`room`) and the same room to sort by (`sortRoom`). Built once per distribution step,
/// queried in O(1) (the fast path of `increaseSizesForSpanningItems`).
struct EvenRoomRanges {
    private let singletonPrefix: [Int]
    private let minRoom: RangeMinimum, maxRoom: RangeMinimum
    private let minSort: RangeMinimum, maxSort: RangeMinimum

    init(_ solver: TrackGridSolver, _ axis: Axis, size: AffectedSize, room: [Double]) {
        let count = room.count
        var prefix = [Int](repeating: 0, count: count + 1)
        var sortKeys = [Double](repeating: 0, count: count)
        for k in 0..<count {
            let single = k < solver.setIsSingleton[axis].count ? solver.setIsSingleton[axis][k] : true
            prefix[k + 1] = prefix[k] + (single ? 1 : 0)
            var t = solver.tracks[axis][k]
            t.itemIncurredIncrease = 0 // as `distributeItemSpace` sorts: after clearing it
            sortKeys[k] = sortRoom(t, size)
        }
        singletonPrefix = prefix
        minRoom = RangeMinimum(room)
        maxRoom = RangeMinimum(room.map { -$0 })
        minSort = RangeMinimum(sortKeys)
        maxSort = RangeMinimum(sortKeys.map { -$0 })
    }

    /// Whether the tracks `start..<end` are singleton sets of equal room and sort key.
    func allEqualSingletons(_ start: Int, _ end: Int) -> Bool {
        guard end - start >= 2 else { return false }
        guard singletonPrefix[end] - singletonPrefix[start] == end - start else { return false }
        return minRoom.minimum(start, end) == -maxRoom.minimum(start, end)
            && minSort.minimum(start, end) == -maxSort.minimum(start, end)
    }
}
