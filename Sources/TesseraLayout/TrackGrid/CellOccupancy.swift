/// The cell occupancy used by auto-placement (CSS Grid 2 §8.5), stored sparsely: for each
/// secondary line (a row for `grid-auto-flow: row`) the occupied primary lines as sorted,
/// disjoint, merged intervals. "Primary" is the axis the cursor moves along first (columns
/// for row flow), "secondary" the axis that grows (rows).
///
/// Memory is proportional to the rows items reach and the runs of occupied cells in them, not
/// to rows × columns: a thousand items spanning 1000×1000 cells cost a few intervals per row.
/// Searches jump over occupied runs instead of stepping cell by cell, and `dense` packing
/// remembers, per primary span, the first row that can still hold it, so packing stays
/// O(items × span) rather than rescanning full rows for every item.
///
/// Lines are origin-zero (line 1 of the explicit grid is 0, implicit lines before it are
/// negative). Cells outside the rows stored are free.
struct CellOccupancy {
    private(set) var primaryStart: Int
    private(set) var primaryCount: Int
    private(set) var secondaryStart: Int
    private(set) var secondaryCount = 0
    /// Occupied primary intervals per stored secondary line (index = line - secondaryStart).
    private var rows: [[Range<Int>]] = []
    /// Per primary span: every stored row before this line has no free run that long.
    private var denseFrontier: [Int: Int] = [:]

    init(primary: Range<Int>, secondaryStart: Int) {
        primaryStart = primary.lowerBound
        primaryCount = primary.count
        self.secondaryStart = secondaryStart
    }

    /// The primary lines covered so far.
    var primaryRange: Range<Int> { primaryStart..<(primaryStart + primaryCount) }
    /// The secondary lines covered so far.
    var secondaryRange: Range<Int> { secondaryStart..<(secondaryStart + secondaryCount) }

    /// The end of the first occupied interval of row `s` overlapping `p`, or nil if `p` is free
    /// in that row.
    private func blocker(row s: Int, _ p: Range<Int>) -> Int? {
        let i = s - secondaryStart
        guard i >= 0 && i < secondaryCount else { return nil }
        let runs = rows[i]
        // First interval whose end is beyond p.lowerBound (binary search).
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].upperBound <= p.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        if lo < runs.count && runs[lo].lowerBound < p.upperBound { return runs[lo].upperBound }
        return nil
    }

    /// Whether every cell of the area is free.
    func isFree(primary p: Range<Int>, secondary s: Range<Int>) -> Bool {
        if p.isEmpty { return true }
        for row in s where blocker(row: row, p) != nil { return false }
        return true
    }

    /// The first primary line ≥ `from` at which `span` cells are free in all the rows of `s`,
    /// with the area ending at or before `limit`; nil if there is none.
    func firstFree(span: Int, secondary s: Range<Int>, from: Int, limit: Int) -> Int? {
        var p = from
        while p + span <= limit {
            var next: Int? = nil
            for row in s {
                if let end = blocker(row: row, p..<(p + span)) { next = Swift.max(next ?? end, end) }
            }
            guard let n = next else { return p }
            p = n
        }
        return nil
    }

    /// Auto-placement search (§8.5 step 4): the first position, scanning rows from `row` (and
    /// primary lines from `column` in that first row, from `lower` in later rows), where a
    /// `pSpan` × `sSpan` area fits inside primary lines `lower..<upper`. With `dense` the
    /// search may start at the first row that can still hold the span.
    mutating func firstFit(pSpan: Int, sSpan: Int, row: Int, column: Int, lower: Int, upper: Int,
                           dense: Bool) -> (primary: Int, secondary: Int) {
        var s = row, p = column
        if dense, let f = denseFrontier[pSpan], f > s { s = f; p = lower }
        var advancing = dense
        while true {
            if s >= secondaryStart + secondaryCount { return (p, s) }   // rows beyond: all free
            if let q = firstFree(span: pSpan, secondary: s..<(s + sSpan), from: p, limit: upper) { return (q, s) }
            // Rows with no free run of pSpan in themselves can never hold this span again.
            if advancing && p == lower && (sSpan == 1 || firstFree(span: pSpan, secondary: s..<(s + 1), from: lower, limit: upper) == nil) {
                denseFrontier[pSpan] = s + 1
            } else {
                advancing = false
            }
            s += 1; p = lower
        }
    }

    /// Marks the area as occupied.
    mutating func occupy(primary p: Range<Int>, secondary s: Range<Int>) {
        guard !p.isEmpty && !s.isEmpty else { return }
        if primaryCount == 0 { primaryStart = p.lowerBound }
        let pEnd = Swift.max(primaryStart + primaryCount, p.upperBound)
        primaryStart = Swift.min(primaryStart, p.lowerBound)
        primaryCount = pEnd - primaryStart
        if secondaryCount == 0 { secondaryStart = s.lowerBound }
        if s.lowerBound < secondaryStart {
            rows.insert(contentsOf: repeatElement([], count: secondaryStart - s.lowerBound), at: 0)
            secondaryCount += secondaryStart - s.lowerBound
            secondaryStart = s.lowerBound
            denseFrontier.removeAll()
        }
        if s.upperBound > secondaryStart + secondaryCount {
            rows.append(contentsOf: repeatElement([], count: s.upperBound - secondaryStart - secondaryCount))
            secondaryCount = s.upperBound - secondaryStart
        }
        for row in s { Self.insert(p, into: &rows[row - secondaryStart]) }
    }

    /// Inserts an interval into a sorted list of disjoint intervals, merging overlapping and
    /// adjacent ones.
    private static func insert(_ p: Range<Int>, into runs: inout [Range<Int>]) {
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].upperBound < p.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var start = p.lowerBound, end = p.upperBound
        var j = lo
        while j < runs.count && runs[j].lowerBound <= end {
            start = Swift.min(start, runs[j].lowerBound); end = Swift.max(end, runs[j].upperBound); j += 1
        }
        runs.replaceSubrange(lo..<j, with: CollectionOfOne(start..<end))
    }
}
