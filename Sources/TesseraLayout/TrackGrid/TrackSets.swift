import TesseraGeometry

/// A run of tracks that one track definition list produced, repeating a pattern of `size`
/// definitions: an explicit `repeat()` (its body's track count), a single explicit track (1),
/// or the implicit tracks before or after the explicit grid (`grid-auto-rows/columns`' count).
struct TrackPattern: Equatable {
    var tracks: Range<Int>
    var size: Int
}

/// Sets of like tracks (CSS Grid 2 §11.5.1 shares, §11.7 fr sizes, §11.8 stretch, in Chrome's
/// layout units): Chrome cuts an axis into ranges at every pattern edge (`TrackPattern`) and
/// every item edge, and within a range the tracks of one definition (same offset in the
/// pattern) form one set, sized as a unit and split equally among its tracks. Sets are
/// numbered in track order of their first track (`setIndex`); in `repeat(2, auto 10px)` the
/// two `auto` tracks are one set although a `10px` track sits between them.
extension TrackGridSolver {
    /// Numbers the sets of `axis` (`setIndex`, `setStarts`, `setIsSingleton`,
    /// `interleavedSets`) from the track patterns, item edges and `extraEdges`.
    mutating func computeTrackSets(_ axis: Axis, extraEdges: [Int]) {
        let t = tracks[axis], n = t.count
        // The results reuse the arrays of the previous pass (this runs at every sizing pass),
        // the scratch lives in one temporary allocation: heap arrays cost a runtime metadata
        // lookup each.
        var index = setIndex[axis], starts = setStarts[axis], singleton = setIsSingleton[axis]
        setIndex[axis] = []; setStarts[axis] = []; setIsSingleton[axis] = []
        if index.count != n { index = [Int](repeating: 0, count: n) }
        if starts.count != n + 1 { starts = [Bool](repeating: true, count: n + 1) }
        if singleton.count != n { singleton = [Bool](repeating: false, count: n) }
        var interleaved = false
        // The results are written through buffers (a captured array checks its uniqueness at
        // every write).
        index.withUnsafeMutableBufferPointer { index in
        starts.withUnsafeMutableBufferPointer { starts in
        singleton.withUnsafeMutableBufferPointer { singleton in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n + 1) { buffer in
            // edge[0...n] (1: a set may end there), patternSize[0..<n], count[0..<sets].
            let edge = buffer.baseAddress!, patternSize = edge + (n + 1), count = patternSize + n
            for k in 0...n { edge[k] = 0 }
            for k in 0..<n { patternSize[k] = 1 }
            edge[0] = 1; edge[n] = 1
            for p in trackPatterns[axis] {
                let lo = Swift.max(0, Swift.min(n, p.tracks.lowerBound)), hi = Swift.max(lo, Swift.min(n, p.tracks.upperBound))
                edge[lo] = 1; edge[hi] = 1
                if p.size > 1 { for k in lo..<hi { patternSize[k] = p.size } }
            }
            for i in items.indices { edge[items[i].area[axis].start] = 1; edge[items[i].area[axis].end] = 1 }
            for e in extraEdges where e >= 0 && e <= n { edge[e] = 1 }
            for k in 1..<Swift.max(1, n) where t[k].isCollapsed != t[k - 1].isCollapsed { edge[k] = 1 }

            var next = 0
            var k = 0
            while k < n {
                var e = k + 1
                while e < n && edge[e] == 0 { e += 1 }
                let m = Swift.min(patternSize[k], e - k)
                if m == 1 {
                    // One definition: still cut where the resolved sizing functions differ (tracks
                    // whose pattern is not known, e.g. a subgrid's).
                    for j in k..<e {
                        if j > k && (t[j].minSizing != t[j - 1].minSizing || t[j].maxSizing != t[j - 1].maxSizing) { next += 1 }
                        index[j] = next
                    }
                    next += 1
                } else {
                    for j in k..<e { index[j] = next + (j - k) % m }
                    if e - k > m { interleaved = true }
                    next += m
                }
                k = e
            }
            // There are at most n sets.
            for s in 0..<Swift.min(next, n) { count[s] = 0 }
            for j in 0..<n { count[index[j]] += 1 }
            starts[0] = true; starts[n] = true
            for j in 1..<Swift.max(1, n) { starts[j] = index[j] != index[j - 1] }
            for j in 0..<n { singleton[j] = count[index[j]] == 1 }
        }
        }
        }
        }
        setIndex[axis] = index
        setStarts[axis] = starts
        setIsSingleton[axis] = singleton
        interleavedSets[axis] = interleaved
    }

    /// The sets among `spanned` (track indices, ascending), as positions into `spanned`, in
    /// set order.
    func likeSets(_ axis: Axis, _ spanned: [Int]) -> [[Int]] {
        let index = setIndex[axis]
        var sets: [[Int]] = []
        if !interleavedSets[axis] {
            var j = 0
            while j < spanned.count {
                var e = j + 1
                while e < spanned.count && index[spanned[e]] == index[spanned[j]] { e += 1 }
                sets.append(Array(j..<e))
                j = e
            }
            return sets
        }
        var slot: [Int: Int] = [:]
        var order: [Int] = []
        for (m, k) in spanned.enumerated() {
            if let s = slot[index[k]] { sets[s].append(m) } else {
                slot[index[k]] = sets.count
                sets.append([m]); order.append(index[k])
            }
        }
        // Set order is the order of set indices (a later range's set never precedes an
        // earlier one, but an interleaved set's index follows its first track).
        return zip(order, sets).sorted { $0.0 < $1.0 }.map { $0.1 }
    }

    /// The sets of the tracks `range`, as track indices, in set order.
    func trackSets(_ axis: Axis, _ range: Range<Int>) -> [[Int]] {
        let spanned = Array(range)
        return likeSets(axis, spanned).map { $0.map { spanned[$0] } }
    }
}

extension TrackGridSolver {
    /// Calls `body` with the track indices of each set of the tracks `range` (which starts and
    /// ends at set edges), in set order; consecutive sets are found without allocating a
    /// grouping.
    mutating func forEachSet(_ axis: Axis, _ range: Range<Int>, _ body: (inout TrackGridSolver, ArraySlice<Int>) -> Void) {
        if interleavedSets[axis] {
            for set in trackSets(axis, range) { body(&self, set[...]) }
            return
        }
        var members: [Int] = []
        var k = range.lowerBound
        while k < range.upperBound {
            var e = k + 1
            while e < range.upperBound && !setStarts[axis][e] { e += 1 }
            members.removeAll(keepingCapacity: true)
            members.append(contentsOf: k..<e)
            body(&self, members[...])
            k = e
        }
    }
}
