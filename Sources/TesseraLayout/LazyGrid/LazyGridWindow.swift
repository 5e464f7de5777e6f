import TesseraGeometry

/// The shared state between a lazy container's layout and the view layer that creates its
/// items on demand: how many items there are, which consecutive items are the layout node's
/// children (`firstIndex` …), the line metrics (measured and estimated line lengths), and what
/// the last placement found.
///
/// The layout reads it while measuring and writes to it only while placing (the lengths of the
/// lines it placed, the tracks it used); the view layer reads what was placed, decides which
/// items must exist for the viewport, and invalidates the layout node when it changed them.
public final class LazyGridWindow: @unchecked Sendable {
    /// How many items the container has (created or not).
    public var itemCount: Int
    /// The index of the item that is the layout node's first child.
    public var firstIndex = 0
    public let metrics = LazyLineMetrics()
    /// The tracks of the last placement and the item count the metrics were sized for.
    public private(set) var placedTracks: [LazyGridTracks.Track] = []
    private var metricsKey: (lengths: [Double], items: Int, spacing: Double)?
    /// The rect the container was last placed in (absolute).
    public internal(set) var placedBounds: Rect?
    /// Set when a placement measured lines different from what the container's size assumed
    /// (its size must be asked again); cleared by the view layer.
    public var sizeChanged = false
    /// The line a scroll view keeps still (the first one on screen): placements add how far
    /// measuring moved its start to `shiftBeforeAnchor`, and the scroll view moves its offset as
    /// much, so lines measured (or estimated anew) above the viewport cause no visible jump.
    public var anchorLine = 0
    public var shiftBeforeAnchor = 0.0

    public init(itemCount: Int) { self.itemCount = max(0, itemCount) }

    /// Items per line for the last placement (at least 1 when there are tracks).
    public var itemsPerLine: Int { placedTracks.count }

    /// Sizes the metrics for `tracks` if they are not already; returns whether they were reset.
    @discardableResult
    func prepare(tracks: [LazyGridTracks.Track], spacing: Double) -> Bool {
        placedTracks = tracks
        let lengths = tracks.map(\.length)
        if let key = metricsKey, key.lengths == lengths, key.items == itemCount, key.spacing == spacing { return false }
        let estimate = metrics.estimate
        metricsKey = (lengths, itemCount, spacing)
        let perLine = max(1, tracks.count)
        metrics.reset(lineCount: tracks.isEmpty ? 0 : (itemCount + perLine - 1) / perLine, spacing: spacing)
        metrics.fallbackEstimate = estimate
        return true
    }

    /// Whether the metrics were sized for these tracks and count.
    func matches(_ tracks: [LazyGridTracks.Track], spacing: Double) -> Bool {
        guard let key = metricsKey else { return false }
        return key.items == itemCount && key.spacing == spacing && key.lengths == tracks.map(\.length)
    }

    /// The lines (as item indices) that cover `range` of the container's main axis, in its own
    /// coordinates, after the last placement; empty when there is nothing to show.
    public func items(covering range: ClosedRange<Double>) -> Range<Int> {
        let perLine = itemsPerLine
        guard perLine > 0, metrics.lineCount > 0, itemCount > 0 else { return 0..<0 }
        let total = metrics.total
        guard range.upperBound >= 0, range.lowerBound <= total else { return 0..<0 }
        let first = metrics.line(at: range.lowerBound)
        let last = metrics.line(at: range.upperBound)
        return (first * perLine)..<min(itemCount, (last + 1) * perLine)
    }
}
