import TesseraGeometry

/// Where the items of a lazy masonry container go when only some of them have been measured:
/// measured items keep their extent (their length along the stacking axis), the others are
/// estimated at the mean of the measured ones (``fallbackEstimate`` before any was measured).
///
/// Items are stacked by the rule of ``placeMasonryItems(_:extents:laneCount:gap:tolerance:)``
/// (CSS Grid Level 3, grid-lanes: each automatic item into the lanes ending earliest, ties
/// within the tolerance going to the lane after the previous item). That rule makes an item's
/// place depend on every item before it, so the plan places items *on demand*, in order, only
/// as far as a question needs (``items(covering:)`` stops once every lane ends past the range),
/// and a changed measurement only forgets the places from that item on (restarting from a
/// checkpoint of the lanes every ``checkpointStride(laneCount:)`` items). Scrolling down a
/// photo wall therefore places each item about once, whatever the item count.
///
/// Two running tables answer "which items meet this range" in O(log n): the largest end of the
/// items so far (non-decreasing) and the lowest lane end before each item (non-decreasing too:
/// lanes only grow), which no later item starts before.
public final class LazyMasonryPlan: @unchecked Sendable {
    public private(set) var itemCount = 0
    /// The lanes (at most ``maximumLaneCount``).
    public private(set) var laneCount = 0
    public private(set) var gap = 0.0
    public private(set) var tolerance = 0.0
    /// The lengths across of the lanes the measurements were made for.
    private var laneLengths: [Double] = []
    /// Each item's measured extent (NaN: not measured), span (>= 1) and definite lane (-1: auto).
    private var measured: [Double] = []
    private var spans: [Int32] = []
    private var fixedLanes: [Int32] = []
    /// Placement of items `0 ..< placedCount`.
    private var lanes: [Int32] = []
    private var offsets: [Double] = []
    private var extents: [Double] = []
    private var maxEndThrough: [Double] = []
    private var floorBefore: [Double] = []
    public private(set) var placedCount = 0
    /// The lanes' running ends after item `placedCount - 1` and the placement cursor.
    private var running: [Double] = []
    private var cursor = 0
    private var checkpoints: [(running: [Double], cursor: Int)] = []
    private var stride = 256
    private var measuredSum = 0.0
    private var measuredCount = 0
    /// The first item that has no measurement (the estimate moves the items from there on).
    private var firstUnmeasured = 0
    /// The extent assumed for an item before any was measured.
    public var fallbackEstimate = 100.0
    /// When set, the extent of unmeasured items for the frame being settled.
    public private(set) var frozenEstimate: Double?
    /// The item a scroll view keeps still (the first one meeting the viewport).
    public var anchorItem = 0

    /// The most lanes a lazy masonry container stacks into; more are clamped (the items go
    /// into the first ones): placing an item looks at every lane.
    public static let maximumLaneCount = 1_000
    /// How many lanes the container's `GridItem`s asked for at the last layout (more than
    /// ``laneCount`` when they were clamped; the container warns once).
    public var requestedLaneCount = 0

    public init() {}

    /// The mean of the measured extents (the fallback before any was measured).
    public var measuredMean: Double { measuredCount > 0 ? measuredSum / Double(measuredCount) : fallbackEstimate }
    /// The extent of an unmeasured item now.
    public var estimate: Double { frozenEstimate ?? measuredMean }

    /// Items between checkpoints of the lanes: more lanes, fewer checkpoints (bounded memory).
    public static func checkpointStride(laneCount: Int) -> Int { Swift.max(256, laneCount * 4) }

    /// Sets the item count and the lanes. New lanes (other lengths, count, gap or tolerance)
    /// forget every measurement (items are measured with their lanes' length); another item
    /// count keeps what was measured of the items that stay. Returns whether the lanes changed.
    @discardableResult
    public func configure(itemCount rawCount: Int, laneLengths rawLengths: [Double], gap rawGap: Double,
                          tolerance rawTolerance: Double) -> Bool {
        let count = Swift.max(0, rawCount)
        let lengths = Array(rawLengths.prefix(Self.maximumLaneCount))
        let gap = rawGap.isFinite ? Swift.max(0, rawGap) : 0
        let tolerance = rawTolerance.isNaN ? 0 : Swift.max(0, rawTolerance)
        let newLanes = lengths != laneLengths || gap != self.gap || tolerance != self.tolerance
        if newLanes {
            laneLengths = lengths; laneCount = lengths.count; self.gap = gap; self.tolerance = tolerance
            stride = Self.checkpointStride(laneCount: laneCount)
            measured = []; spans = []; fixedLanes = []
            itemCount = 0; measuredSum = 0; measuredCount = 0; firstUnmeasured = 0
            checkpoints = []
        }
        if count != itemCount || newLanes {
            let keep = Swift.min(count, itemCount)
            for i in keep..<itemCount where !measured[i].isNaN { measuredSum -= measured[i]; measuredCount -= 1 }
            measured.removeSubrange(keep...); spans.removeSubrange(keep...); fixedLanes.removeSubrange(keep...)
            measured.append(contentsOf: repeatElement(.nan, count: count - keep))
            spans.append(contentsOf: repeatElement(1, count: count - keep))
            fixedLanes.append(contentsOf: repeatElement(-1, count: count - keep))
            itemCount = count
            firstUnmeasured = Swift.min(firstUnmeasured, keep)
            forget(from: keep)
        }
        return newLanes
    }

    /// Records what item `item` measured and where it asked to go. Returns whether anything
    /// changed (the places from `item` on are then forgotten).
    @discardableResult
    public func record(_ item: Int, extent raw: Double, placement: MasonryLanePlacement) -> Bool {
        guard item >= 0, item < itemCount, laneCount > 0 else { return false }
        let extent = raw.isFinite ? raw : 0
        let span = Int32(Swift.min(Swift.max(1, placement.span), laneCount))
        let fixed = Int32(placement.start.map { Swift.min($0, laneCount - Int(span)) } ?? -1)
        let old = measured[item]
        guard old != extent || spans[item] != span || fixedLanes[item] != fixed else { return false }
        if !old.isNaN { measuredSum -= old; measuredCount -= 1 }
        measured[item] = extent; spans[item] = span; fixedLanes[item] = fixed
        measuredSum += extent; measuredCount += 1
        if item == firstUnmeasured {
            while firstUnmeasured < itemCount && !measured[firstUnmeasured].isNaN { firstUnmeasured += 1 }
        }
        forget(from: item)
        return true
    }

    /// Freezes the estimate at the mean measured so far for the frame being settled (nil: it
    /// follows every measurement). A change moves every unmeasured item.
    public func freezeEstimate(_ value: Double?) {
        let before = estimate
        frozenEstimate = value
        if estimate != before { forget(from: firstUnmeasured) }
    }

    /// Forgets the places of items `from...` (back to the checkpoint before it).
    private func forget(from item: Int) {
        guard item < placedCount else { return }
        placedCount = (item / stride) * stride
        lanes.removeSubrange(placedCount...); offsets.removeSubrange(placedCount...); extents.removeSubrange(placedCount...)
        maxEndThrough.removeSubrange(placedCount...); floorBefore.removeSubrange(placedCount...)
        let c = placedCount / stride
        if c < checkpoints.count {
            running = checkpoints[c].running; cursor = checkpoints[c].cursor
            checkpoints.removeSubrange((c + 1)...)
        }
    }

    /// Places items until `item` is placed (or every item).
    private func place(through item: Int) {
        let target = Swift.min(item + 1, itemCount)
        while placedCount < target { placeNext() }
    }

    private func placeNext() {
        let i = placedCount
        if i == 0 { running = [Double](repeating: 0, count: laneCount); cursor = 0; checkpoints = [] }
        if i % stride == 0 && i / stride == checkpoints.count { checkpoints.append((running, cursor)) }
        let span = Int(spans[i])
        var floor = Double.infinity
        for v in running where v < floor { floor = v }
        let start: Int
        if fixedLanes[i] >= 0 {
            start = Int(fixedLanes[i])
        } else {
            start = masonryAutoStart(running, span: span, cursor: cursor, tolerance: tolerance)
            cursor = (start + span) % laneCount
        }
        var top = 0.0
        for l in start..<(start + span) { top = Swift.max(top, running[l]) }
        let extent = measured[i].isNaN ? estimate : measured[i]
        for l in start..<(start + span) { running[l] = top + Swift.max(0, extent + gap) }
        lanes.append(Int32(start)); offsets.append(top); extents.append(Swift.max(0, extent))
        maxEndThrough.append(Swift.max(i > 0 ? maxEndThrough[i - 1] : 0, top + Swift.max(0, extent)))
        floorBefore.append(floor)
        placedCount += 1
    }

    /// The stacking extent of the content: exact once every item is placed, else the placed
    /// lanes plus the remaining items at the estimate, shared by the lanes.
    public var total: Double {
        guard itemCount > 0, laneCount > 0 else { return 0 }
        if placedCount == 0 {
            return Swift.max(0, Double(itemCount) * (estimate + gap) / Double(laneCount) - gap)
        }
        let highest = running.max() ?? 0
        guard placedCount < itemCount else { return Swift.max(0, highest - gap) }
        let spread = (running.reduce(0, +) + Double(itemCount - placedCount) * (estimate + gap)) / Double(laneCount)
        return Swift.max(0, Swift.max(highest, spread) - gap)
    }

    /// The items that may meet `range` of the stacking axis (a superset, in index order: the
    /// first whose end reaches the range through the last that may start in it).
    public func items(covering range: ClosedRange<Double>) -> Range<Int> {
        guard itemCount > 0, laneCount > 0 else { return 0..<0 }
        // Place until every lane ends past the range: no later item starts in it.
        while placedCount < itemCount && (placedCount == 0 || (running.min() ?? 0) <= range.upperBound) { placeNext() }
        let first = firstIndex(in: maxEndThrough) { $0 >= range.lowerBound }
        let last = firstIndex(in: floorBefore) { $0 > range.upperBound }
        return first < last ? first..<last : first..<first
    }

    /// The item a scroll view keeps still when its viewport starts at `y`: the one starting
    /// nearest at or below `y` (a `scrollTo` target at the top is that item), else the first
    /// item meeting `y`.
    public func firstItem(at y: Double) -> Int {
        let r = items(covering: y...y)
        guard !r.isEmpty else { return Swift.min(r.lowerBound, Swift.max(0, itemCount - 1)) }
        var best = r.lowerBound, bestOffset = Double.infinity
        // Items starting below `y` come after the ones meeting it, within a few per lane.
        let end = Swift.min(itemCount, r.upperBound + 2 * laneCount)
        for i in r.lowerBound..<end {
            guard let p = place(of: i) else { break }
            if p.offset >= y && p.offset < bestOffset { best = i; bestOffset = p.offset }
        }
        return bestOffset.isFinite ? best : r.lowerBound
    }

    /// The first index of `0 ..< placedCount` whose value passes `test` (a predicate false
    /// then true over the non-decreasing `values`); `placedCount` when none does.
    private func firstIndex(in values: [Double], where test: (Double) -> Bool) -> Int {
        var lo = 0, hi = placedCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if test(values[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Item `item`'s first lane, span, start along the stacking axis and extent (placing the
    /// items before it if needed); nil for an index out of range.
    public func place(of item: Int) -> (lane: Int, span: Int, offset: Double, extent: Double)? {
        guard item >= 0, item < itemCount, laneCount > 0 else { return nil }
        place(through: item)
        return (Int(lanes[item]), Int(spans[item]), offsets[item], extents[item])
    }

    /// Where item `item` starts along the stacking axis (0 when out of range).
    public func offset(of item: Int) -> Double { place(of: item)?.offset ?? 0 }

    /// Whether item `item` has been measured.
    public func isMeasured(_ item: Int) -> Bool { item >= 0 && item < itemCount && !measured[item].isNaN }

    /// How many items are measured.
    public var measuredItemCount: Int { measuredCount }
}
