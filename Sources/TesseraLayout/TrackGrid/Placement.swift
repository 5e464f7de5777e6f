import TesseraGeometry

/// A span of grid lines in origin-zero coordinates (line 1 of the explicit grid is 0): the
/// item occupies the tracks between `start` and `end` (`start < end`).
public struct GridLineRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    @inlinable public init(_ start: Int, _ end: Int) { self.start = start; self.end = end }
    @inlinable public var span: Int { end - start }
    @inlinable public var range: Range<Int> { start..<end }
}

/// An item's placement in one axis after line resolution (CSS Grid 2 §8.3.1): a definite line
/// range, or an automatic position with a span.
enum AxisPlacement: Equatable {
    case definite(GridLineRange)
    case auto(span: Int)

    var span: Int {
        switch self {
        case .definite(let r): return r.span
        case .auto(let s): return s
        }
    }
    var definite: GridLineRange? { if case .definite(let r) = self { return r } else { return nil } }
}

/// Resolves the start/end pair of one axis into origin-zero lines (§8.3 line-based placement,
/// §8.3.1 grid placement conflict handling). `explicitTrackCount` maps negative line numbers;
/// `lineNames` resolves named lines (implicit lines count as carrying every name, §8.3).
func resolveAxisPlacement(
    _ pair: GridLinePair, explicitTrackCount n: Int, lineNames: [[String]],
    warnings: inout [TrackGridWarning]
) -> AxisPlacement {
    func clampSpan(_ s: Int) -> Int {
        if s < 1 {
            warnings.append(TrackGridWarning(.invalidSpan, "span \(s) is invalid (must be positive); using span 1"))
            return 1
        }
        if s > TrackGridLimits.maxLine {
            warnings.append(TrackGridWarning(.absurdSpan, "span \(s) clamped to \(TrackGridLimits.maxLine)"))
            return TrackGridLimits.maxLine
        }
        return s
    }
    // A definite line in origin-zero coordinates, or nil for auto / span.
    func line(_ p: GridPlacement, isEnd: Bool) -> Int? {
        switch p {
        case .line(0):
            warnings.append(TrackGridWarning(.invalidLine, "line 0 is invalid; treated as auto"))
            return nil
        case .line(let k):
            var k = k
            if abs(k) > TrackGridLimits.maxLine {
                warnings.append(TrackGridWarning(.lineOutOfRange, "line \(k) clamped to ±\(TrackGridLimits.maxLine)"))
                k = k > 0 ? TrackGridLimits.maxLine : -TrackGridLimits.maxLine
            }
            return k > 0 ? k - 1 : n + 1 + k
        case .named(let name, 0):
            // A bare name: the area's edge `name-start` / `name-end` first, else `name 1` (§8.3).
            let edge = name + (isEnd ? "-end" : "-start")
            if let hit = lineNames.firstIndex(where: { $0.contains(edge) }) { return hit }
            return namedLine(name, 1)
        case .named(let name, let k):
            return namedLine(name, k)
        default:
            return nil
        }
    }
    func namedLine(_ name: String, _ k: Int) -> Int {
        let matches = lineNames.indices.filter { lineNames[$0].contains(name) }
        if k > 0 {
            if k <= matches.count { return matches[k - 1] }
            return n + (k - matches.count)   // implicit lines after the explicit grid all match
        } else {
            let m = -k
            if m <= matches.count { return matches[matches.count - m] }
            return -(m - matches.count)
        }
    }
    func span(_ p: GridPlacement) -> Int? {
        switch p {
        case .span(let s): return clampSpan(s)
        // Without a definite opposite line a named span is `span 1` (§8.3.1).
        case .namedSpan(_, let s): _ = clampSpan(s); return 1
        default: return nil
        }
    }

    let s = line(pair.start, isEnd: false), e = line(pair.end, isEnd: true)
    switch (s, e) {
    case let (s?, e?):
        if s == e { return .definite(GridLineRange(s, s + 1)) }
        return .definite(GridLineRange(Swift.min(s, e), Swift.max(s, e)))
    case let (s?, nil):
        if case .namedSpan(let name, let k) = pair.end {
            return .definite(GridLineRange(s, lineAfter(s, named: name, count: clampSpan(k), lineNames: lineNames)))
        }
        return .definite(GridLineRange(s, s + (span(pair.end) ?? 1)))
    case let (nil, e?):
        if case .namedSpan(let name, let k) = pair.start {
            return .definite(GridLineRange(lineBefore(e, named: name, count: clampSpan(k), lineNames: lineNames), e))
        }
        return .definite(GridLineRange(e - (span(pair.start) ?? 1), e))
    case (nil, nil):
        // Both spans: the end span is ignored (§8.3.1).
        return .auto(span: span(pair.start) ?? span(pair.end) ?? 1)
    }
}

/// The outcome of placement: each item's area (nil for hidden items) and the lines the
/// implicit grid covers in each axis (§7.5).
struct GridPlacementResult {
    var columns: [GridLineRange] = []
    var rows: [GridLineRange] = []
    var placed: [Bool] = []
    /// Origin-zero lines spanned by the implicit grid: `lines[axis].lowerBound` is the first
    /// line, `upperBound` the last.
    var lines = GridAxisPair<ClosedRange<Int>>(0...0)
}

/// The grid item placement algorithm (CSS Grid 2 §8.5), axis-generic: "primary" is the axis the
/// auto-placement cursor walks first (columns for `grid-auto-flow: row`), "secondary" the axis
/// that grows.
func placeGridItems(
    _ items: [TrackGridItemStyle], explicit: GridAxisPair<ExplicitTrackList>, flow: GridAutoFlow,
    warnings: inout [TrackGridWarning], clampedTo limits: GridAxisPair<Int?> = .init(nil)
) -> GridPlacementResult {
    // `order` (§4.4): place the items in order-modified document order, report in source order.
    if let visit = orderModifiedDocumentOrder(items) {
        let placed = placeGridItems(visit.map { items[$0] }, explicit: explicit, flow: flow,
                                    warnings: &warnings, clampedTo: limits)
        return placed.inSourceOrder(visit)
    }
    let primary: Axis = flow.direction == .row ? .horizontal : .vertical
    let secondary = primary.other
    let count = items.count
    var result = GridPlacementResult()
    result.placed = [Bool](repeating: false, count: count)
    var prim = [AxisPlacement](repeating: .auto(span: 1), count: count)
    var sec = [AxisPlacement](repeating: .auto(span: 1), count: count)
    var done = [GridLineRange](repeating: GridLineRange(0, 1), count: count)
    var doneSec = [GridLineRange](repeating: GridLineRange(0, 1), count: count)

    // Lines of the explicit grid, extended by definite placements and the largest auto span.
    var pLo = 0, pHi = explicit[primary].tracks.count
    var sLo = 0, sHi = explicit[secondary].tracks.count
    var maxAutoPrimarySpan = 1
    var hidden = [Bool](repeating: false, count: count)
    let pCount = explicit[primary].tracks.count, sCount = explicit[secondary].tracks.count
    let pNames = explicit[primary].lineNames, sNames = explicit[secondary].lineNames
    items.withUnsafeBufferPointer { styles in
        for i in 0..<count {
            hidden[i] = styles[i].isHidden || styles[i].isAbsolutelyPositioned
            if hidden[i] { continue }
            let p = primary == .horizontal ? styles[i].column : styles[i].row
            let s = primary == .horizontal ? styles[i].row : styles[i].column
            // Fully automatic placement is by far the common case: skip line resolution.
            prim[i] = p == .auto ? .auto(span: 1)
                : resolveAxisPlacement(p, explicitTrackCount: pCount, lineNames: pNames, warnings: &warnings)
            sec[i] = s == .auto ? .auto(span: 1)
                : resolveAxisPlacement(s, explicitTrackCount: sCount, lineNames: sNames, warnings: &warnings)
        }
    }
    // A subgrid's subgridded axes have no implicit tracks (CSS Grid 2 §9): for the items the
    // auto-placement cursor places, lines and spans in the axis it walks are clamped to the
    // explicit grid first; everything else is placed with hypothetical implicit lines and the
    // caller clamps the result (as Chrome does; SubgridLayout.swift).
    clampPlacements(&prim, limits[primary], unless: sec)
    // An axis without explicit tracks has no explicit lines to keep: its implicit grid is only
    // what the items span (Chrome: `grid-row: -3` with no rows makes one row, not three).
    var pSeen = pCount > 0, sSeen = sCount > 0
    var anyAutoPrimary = false
    for i in 0..<count where !hidden[i] {
        if let r = prim[i].definite {
            pLo = pSeen ? Swift.min(pLo, r.start) : r.start; pHi = pSeen ? Swift.max(pHi, r.end) : r.end; pSeen = true
        } else { maxAutoPrimarySpan = Swift.max(maxAutoPrimarySpan, prim[i].span); anyAutoPrimary = true }
        if let r = sec[i].definite {
            sLo = sSeen ? Swift.min(sLo, r.start) : r.start; sHi = sSeen ? Swift.max(sHi, r.end) : r.end; sSeen = true
        }
    }
    // Chrome keeps the explicit grid's single line only when some item reaches the positive
    // side (an item at line 2 still makes track 1 exist for auto-placed items).
    // Auto-placed items still walk the primary axis up to the explicit grid's line (Chrome:
    // beside an item at `grid-column: -3`, an auto item takes the next column, not the next
    // row); the implicit grid then ends at the last track an item takes.
    let trimPrimaryEnd = pCount == 0 && pSeen && pHi <= 0 && anyAutoPrimary
    if pCount == 0 && pSeen && pHi > 0 { pLo = Swift.min(pLo, 0) }
    if trimPrimaryEnd { pHi = 0 }
    if sCount == 0 && sSeen && sHi > 0 { sLo = Swift.min(sLo, 0) }
    // No items at all (or none auto-placed in the primary axis): no implicit tracks for them.
    if !anyAutoPrimary { maxAutoPrimarySpan = 0 }

    var grid = CellOccupancy(primary: pLo..<pHi, secondaryStart: sLo)
    // Occupancy matters only to auto-placed items: when every item is placed by lines, none
    // is recorded (100k items spanning 1000×1000 lines cost nothing here).
    var needsOccupancy = false
    for i in 0..<count where !hidden[i] && (prim[i].definite == nil || sec[i].definite == nil) { needsOccupancy = true; break }
    func place(_ i: Int, _ p: GridLineRange, _ s: GridLineRange) {
        if needsOccupancy { grid.occupy(primary: p.range, secondary: s.range) }
        done[i] = p; doneSec[i] = s; result.placed[i] = true
    }

    // 1. Position anything that is not auto-positioned.
    for i in 0..<count where !hidden[i] {
        if let p = prim[i].definite, let s = sec[i].definite { place(i, p, s) }
    }

    // 2. Process the items locked to a given secondary line (row for row flow).
    var lockedCursor: [Int: Int] = [:]
    for i in 0..<count where !hidden[i] && !result.placed[i] {
        guard let s = sec[i].definite, case .auto(let span) = prim[i] else { continue }
        let from = flow.dense ? pLo : (lockedCursor[s.start] ?? pLo)
        let p: Int
        if let n = limits[primary] {
            p = lockedSubgridStart(grid, span: span, rows: s, from: from, lastLine: n, first: pLo)
        } else {
            p = grid.firstFree(span: span, secondary: s.range, from: from, limit: Int.max - span) ?? from
        }
        // In a subgrid the area found may lie beyond its tracks: it is recorded there and
        // clamped with the others afterwards (Chrome).
        place(i, GridLineRange(p, p + span), s)
        lockedCursor[s.start] = p + span
    }

    // 3. Determine the primary tracks of the implicit grid.
    pLo = Swift.min(pLo, grid.primaryStart)
    pHi = Swift.max(pHi, grid.primaryStart + grid.primaryCount, pLo + maxAutoPrimarySpan)
    // A subgrid's cursor walks its explicit tracks only (§9, Chrome).
    if let n = limits[primary] { pLo = 0; pHi = Swift.max(1, n) }

    // 4. Position the remaining grid items with the auto-placement cursor. Sparse packing
    // moves the cursor as Chrome does (AutoPlacementCursor.swift), which keeps the placed
    // areas itself: they are not recorded in the occupancy grid, only their extent.
    var autoEnd = (primary: pHi, secondary: sHi)
    if !flow.dense {
        var placedAreas: [(majorStart: Int, minorStart: Int, majorEnd: Int, minorEnd: Int)] = []
        for i in 0..<count where result.placed[i] {
            placedAreas.append((doneSec[i].start - sLo, done[i].start - pLo, doneSec[i].end - sLo, done[i].end - pLo))
        }
        var cursor = AutoPlacementCursor(placed: placedAreas, capacity: count)
        let minorMaxEnd = pHi - pLo
        for i in 0..<count where !hidden[i] && !result.placed[i] {
            let sSpan = sec[i].span
            let p: GridLineRange
            if let d = prim[i].definite {
                cursor.moveToMinorLine(d.start - pLo)
                cursor.fit(majorSpan: sSpan, minorSpan: d.span, minorMaxEnd: Swift.max(minorMaxEnd, d.end - pLo), movement: .fixedMinor)
                p = d
            } else {
                let span = prim[i].span
                cursor.fit(majorSpan: sSpan, minorSpan: span, minorMaxEnd: Swift.max(minorMaxEnd, span), movement: .free)
                p = GridLineRange(cursor.minor + pLo, cursor.minor + pLo + span)
            }
            let s = GridLineRange(cursor.major + sLo, cursor.major + sLo + sSpan)
            done[i] = p; doneSec[i] = s; result.placed[i] = true
            autoEnd = (Swift.max(autoEnd.primary, p.end), Swift.max(autoEnd.secondary, s.end))
            cursor.placeAtCursor(majorSpan: sSpan, minorSpan: p.span)
        }
    } else {
        // Dense packing: each item searches from the start-most lines (§8.5 step 4, `dense`),
        // on the occupancy grid; rows known full for a span are skipped.
        var denseColumnFrontier: [DenseKey: Int] = [:]
        for i in 0..<count where !hidden[i] && !result.placed[i] {
            let sSpan = sec[i].span
            if let p = prim[i].definite {
                // Rows where this column range was already blocked stay blocked.
                var row = Swift.max(sLo, denseColumnFrontier[DenseKey(p.start, p.end, sSpan)] ?? sLo)
                while !grid.isFree(primary: p.range, secondary: row..<(row + sSpan)) { row += 1 }
                denseColumnFrontier[DenseKey(p.start, p.end, sSpan)] = row
                place(i, p, GridLineRange(row, row + sSpan))
            } else {
                let pSpan = prim[i].span
                // (A span wider than a subgrid's tracks starts one row down, as the cursor would.)
                let at = grid.firstFit(pSpan: pSpan, sSpan: sSpan, row: pLo + pSpan > pHi ? sLo + 1 : sLo, column: pLo,
                                       lower: pLo, upper: pHi, dense: true)
                place(i, GridLineRange(at.primary, at.primary + pSpan), GridLineRange(at.secondary, at.secondary + sSpan))
            }
        }
    }

    // The implicit grid covers every placed item and the explicit grid.
    sLo = Swift.min(sLo, grid.secondaryStart)
    sHi = Swift.max(sHi, grid.secondaryStart + grid.secondaryCount, autoEnd.secondary)
    pLo = Swift.min(pLo, grid.primaryStart)
    pHi = Swift.max(pHi, grid.primaryStart + grid.primaryCount, autoEnd.primary)
    if trimPrimaryEnd {
        pHi = Int.min
        for i in 0..<count where result.placed[i] { pHi = Swift.max(pHi, done[i].end) }
    }
    result.lines[primary] = pLo...pHi
    result.lines[secondary] = sLo...sHi
    if primary == .horizontal { result.columns = done; result.rows = doneSec }
    else { result.columns = doneSec; result.rows = done }
    return result
}

/// A primary range and secondary span, keying where dense packing of such items resumes.
private struct DenseKey: Hashable {
    var start: Int, end: Int, span: Int
    init(_ start: Int, _ end: Int, _ span: Int) { self.start = start; self.end = end; self.span = span }
}

/// Where an item locked to the secondary lines `rows` of a subgrid starts in the primary axis
/// (§8.5 step 2 in a subgrid, §9 leaves it to the placement algorithm): the first free run
/// from `from` that starts at or before the subgrid's last line. When the row's cursor is
/// already past that line, or no such run is free, Chrome goes on searching the following
/// rows from the `first` line, and the item keeps its own row at the line found there (so it
/// may overlap the items of its row).
private func lockedSubgridStart(_ grid: CellOccupancy, span: Int, rows s: GridLineRange, from: Int,
                                lastLine n: Int, first: Int) -> Int {
    var row = s.start, f = from
    while true {
        if f <= n, let q = grid.firstFree(span: span, secondary: row..<(row + s.span), from: f, limit: n + span) {
            return q
        }
        row += 1; f = Swift.min(first, n)
    }
}

/// Clamps resolved placements to `count` tracks (nil: no limit), CSS Grid 2 §9, except those
/// definite in both axes.
private func clampPlacements(_ p: inout [AxisPlacement], _ count: Int?, unless other: [AxisPlacement]) {
    guard let n = count else { return }
    for i in p.indices where p[i].definite == nil || other[i].definite == nil {
        switch p[i] {
        case .definite(let r): p[i] = .definite(clampToSpan(r, count: n))
        case .auto(let s): p[i] = .auto(span: Swift.max(1, Swift.min(s, n)))
        }
    }
}
