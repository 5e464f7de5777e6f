/// Where a masonry item goes in the grid axis: a lane chosen by the engine (`auto`, spanning
/// `span` lanes) or a definite first lane (0-based, after the container resolved its lines).
///
/// Follows CSS Grid Level 3 (editor's draft, "Grid Lanes" layout): an item with a definite
/// grid-axis position is stacked in those lanes; every other item goes where the lanes it would
/// span end earliest, within the tie threshold (`flow-tolerance`).
public struct MasonryLanePlacement: Hashable, Sendable {
    /// The first lane (0-based), or nil for automatic placement.
    public var start: Int?
    /// The number of lanes spanned (at least 1).
    public var span: Int

    public init(start: Int? = nil, span: Int = 1) {
        self.start = start.map { Swift.max(0, $0) }
        self.span = Swift.max(1, span)
    }

    /// Automatic placement spanning `span` lanes.
    public static func auto(span: Int = 1) -> MasonryLanePlacement { MasonryLanePlacement(span: span) }
}

/// The result of stacking items into lanes (see ``placeMasonryItems(_:extents:laneCount:gap:tolerance:)``).
public struct MasonryPlacement: Hashable, Sendable {
    /// Each item's first lane (0-based).
    public var lanes: [Int]
    /// Each item's span, clamped to the lane count.
    public var spans: [Int]
    /// Each item's start along the stacking axis, from the content edge (margin box).
    public var offsets: [Double]
    /// Where each item's alignment area ends along the stacking axis: the earliest start of a
    /// later item in one of its lanes minus the gap, or `.infinity` for an item no later item
    /// follows (its area reaches the end of the stacking extent). Chromium 156 aligns items
    /// (`align-self` in a column masonry) in these areas.
    public var areaEnds: [Double]
    /// The running position of each lane after the last item (gaps not included after it).
    public var laneExtents: [Double]
    /// The stacking extent of the content: the largest lane extent (0 without items).
    public var contentExtent: Double
}

/// The largest number of lanes a masonry container makes: more (10^6 lanes asked for) are
/// clamped, and items beyond are placed in the last lanes.
public let masonryMaximumLaneCount = 10_000

/// Stacks items into lanes as CSS Grid Level 3 grid-lanes layout does, as Chromium 156 lays
/// it out with experimental web platform features (checked by chrome-diff's masonry stage).
///
/// Items go in order. An item with a definite `start` is stacked at the largest running
/// position of its lanes. An automatic item considers every start lane; its position there is
/// the largest running position of the lanes it would span; the smallest such position `m`
/// wins, and every start whose position is at most `m + tolerance` ties: among those the first
/// at or after the *placement cursor* (the lane after the previous automatic item's last lane),
/// wrapping around, is chosen. Definite items do not move the cursor. Each lane's running
/// position becomes the item's end plus `gap` (never less than it was: an item with negative
/// margins does not pull its lanes back).
///
/// - Parameters:
///   - placements: each item's lane placement.
///   - extents: each item's outer size along the stacking axis (margins included, so it may
///     be negative); non-finite values count as 0.
///   - laneCount: the number of lanes (clamped to 1...``masonryMaximumLaneCount``); items
///     needing more lanes are clamped into the available ones.
///   - gap: the space between items stacked in one lane.
///   - tolerance: the tie threshold; `.infinity` places items strictly in order.
public func placeMasonryItems(_ placements: [MasonryLanePlacement], extents: [Double], laneCount: Int,
                              gap: Double, tolerance: Double) -> MasonryPlacement {
    let lanes = Swift.min(Swift.max(1, laneCount), masonryMaximumLaneCount)
    let gap = gap.isFinite ? Swift.max(0, gap) : 0
    let tolerance = tolerance.isNaN ? 0 : Swift.max(0, tolerance)
    var running = [Double](repeating: 0, count: lanes)
    var lastItem = [Int](repeating: -1, count: lanes)
    var used = [Bool](repeating: false, count: lanes)
    var result = MasonryPlacement(lanes: [], spans: [], offsets: [], areaEnds: [], laneExtents: [], contentExtent: 0)
    result.lanes.reserveCapacity(placements.count)
    result.spans.reserveCapacity(placements.count)
    result.offsets.reserveCapacity(placements.count)
    result.areaEnds = [Double](repeating: .infinity, count: placements.count)
    var cursor = 0
    for (i, placement) in placements.enumerated() {
        let span = Swift.min(placement.span, lanes)
        let start: Int
        if let fixed = placement.start {
            start = Swift.min(fixed, lanes - span)
        } else {
            start = masonryAutoStart(running, span: span, cursor: cursor, tolerance: tolerance)
            cursor = (start + span) % lanes
        }
        var top = 0.0
        for l in start..<(start + span) { top = Swift.max(top, running[l]) }
        let raw = i < extents.count ? extents[i] : 0
        // A negative extent (negative margins) never moves a lane back, as in Chromium.
        let extent = raw.isFinite ? raw : 0
        for l in start..<(start + span) {
            running[l] = Swift.max(running[l], top + extent + gap)
            if lastItem[l] >= 0 { result.areaEnds[lastItem[l]] = Swift.min(result.areaEnds[lastItem[l]], top - gap) }
            lastItem[l] = i
            used[l] = true
        }
        result.lanes.append(start)
        result.spans.append(span)
        result.offsets.append(top)
    }
    result.laneExtents = running.indices.map { used[$0] ? running[$0] - gap : 0 }
    result.contentExtent = Swift.max(0, result.laneExtents.max() ?? 0)
    return result
}

/// The start lane of an automatic item spanning `span` lanes (see ``placeMasonryItems(_:extents:laneCount:gap:tolerance:)``).
func masonryAutoStart(_ running: [Double], span: Int, cursor: Int, tolerance: Double) -> Int {
    let starts = running.count - span + 1
    if span == 1 {
        var best = Double.infinity
        for v in running where v < best { best = v }
        let limit = best + tolerance
        for k in 0..<starts {
            let s = (cursor + k) % running.count
            if s < starts && running[s] <= limit { return s }
        }
        return 0
    }
    var positions = [Double](repeating: 0, count: starts)
    var best = Double.infinity
    for s in 0..<starts {
        var top = 0.0
        for l in s..<(s + span) { top = Swift.max(top, running[l]) }
        positions[s] = top
        best = Swift.min(best, top)
    }
    let limit = best + tolerance
    for k in 0..<running.count {
        let s = (cursor + k) % running.count
        if s < starts && positions[s] <= limit { return s }
    }
    return 0
}
