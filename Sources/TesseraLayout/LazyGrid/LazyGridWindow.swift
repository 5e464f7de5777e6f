import TesseraGeometry

/// What a lazy container's children are, one entry per child when only some exist: an item
/// (by its index over all sections), or a section's header or footer.
public enum LazySlot: Hashable, Sendable {
    case item(Int)
    case header(Int)
    case footer(Int)
}

/// The shared state between a lazy container's layout and the view layer that creates its
/// items on demand: the sections (``LazySectionTable``), which items and headers/footers are
/// the layout node's children (``slots``), the line metrics (measured and estimated line
/// lengths), which headers/footers are pinned and the viewport they pin to, and what the last
/// placement found.
///
/// The layout reads it while measuring and writes to it only while placing (the lengths of the
/// lines it placed, the tracks it used); the view layer reads what was placed, decides which
/// items must exist for the viewport, and invalidates the layout node when it changed them.
public final class LazyGridWindow: @unchecked Sendable {
    /// The sections and their items (one section without header or footer by default).
    public var sections: LazySectionTable
    /// How many items the container has (created or not), over all sections. Setting it makes
    /// the content one section without header or footer.
    public var itemCount: Int {
        get { sections.itemCount }
        set { sections = .single(itemCount: newValue) }
    }
    /// The index of the first item child when ``slots`` is empty (children are then the items
    /// `firstIndex ..< firstIndex + children.count`).
    public var firstIndex = 0
    /// What each child is; empty: consecutive items from ``firstIndex``.
    public var slots: [LazySlot] = []
    /// Whether section headers / footers stay in the viewport while their section shows
    /// (SwiftUI's `pinnedViews`).
    public var pinsHeaders = false
    public var pinsFooters = false
    /// The node whose frame is the visible part (a scroll view's viewport), for pinning.
    public weak var viewport: LayoutNode?
    public let metrics = LazyLineMetrics()
    /// The tracks of the last placement and the item count the metrics were sized for.
    public private(set) var placedTracks: [LazyGridTracks.Track] = []
    private var metricsKey: (lengths: [Double], sections: LazySectionTable, spacing: Double)?
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

    public init(itemCount: Int) { sections = .single(itemCount: max(0, itemCount)) }

    /// Items per line for the last placement (at least 1 when there are tracks).
    public var itemsPerLine: Int { placedTracks.count }

    /// The slot of child `j` of `childCount`.
    @inline(__always) func slot(_ j: Int, childCount: Int) -> LazySlot {
        slots.count == childCount ? slots[j] : .item(firstIndex + j)
    }

    /// Whether every item, header and footer is a child (the container is laid out eagerly).
    func isComplete(childCount: Int) -> Bool {
        guard childCount == sections.itemCount + sections.supplementaryCount else { return false }
        return slots.count == childCount || (!sections.hasSupplementaries && firstIndex == 0)
    }

    /// Sizes the metrics for `tracks` if they are not already; returns whether they were reset.
    @discardableResult
    func prepare(tracks: [LazyGridTracks.Track], spacing: Double) -> Bool {
        placedTracks = tracks
        sections.setPerLine(tracks.count)
        let lengths = tracks.map(\.length)
        if let key = metricsKey, key.lengths == lengths, key.sections == sections, key.spacing == spacing { return false }
        let estimate = metrics.estimate
        metricsKey = (lengths, sections, spacing)
        metrics.reset(lineCount: tracks.isEmpty ? 0 : sections.lineCount, spacing: spacing)
        metrics.fallbackEstimate = estimate
        return true
    }

    /// Whether the metrics were sized for these tracks and sections.
    func matches(_ tracks: [LazyGridTracks.Track], spacing: Double) -> Bool {
        guard let key = metricsKey else { return false }
        return key.spacing == spacing && key.lengths.count == tracks.count
            && zip(key.lengths, tracks).allSatisfy { $0 == $1.length } && key.sections == sections
    }

    /// The lines covering `range` of the container's main axis, in its own coordinates, after
    /// the last placement; nil when there is nothing to show.
    public func lines(covering range: ClosedRange<Double>) -> ClosedRange<Int>? {
        guard itemsPerLine > 0, metrics.lineCount > 0 else { return nil }
        guard range.upperBound >= 0, range.lowerBound <= metrics.total else { return nil }
        return metrics.line(at: range.lowerBound)...metrics.line(at: range.upperBound)
    }

    /// The items whose lines cover `range` of the container's main axis (own coordinates),
    /// after the last placement; empty when there is nothing to show.
    public func items(covering range: ClosedRange<Double>) -> Range<Int> {
        guard itemCount > 0, let lines = lines(covering: range) else { return 0..<0 }
        return sections.items(inLines: lines)
    }

    /// The headers and footers to create for the lines `lines` (those on them) and, when they
    /// are pinned, for every section meeting `visible` (pinned ones show wherever their
    /// section is on screen).
    public func supplementaries(lines: ClosedRange<Int>, visible: ClosedRange<Int>?) -> [LazySlot] {
        guard sections.hasSupplementaries, sections.lineCount > 0 else { return [] }
        let lo = min(lines.lowerBound, visible?.lowerBound ?? lines.lowerBound)
        let hi = max(lines.upperBound, visible?.upperBound ?? lines.upperBound)
        var out: [LazySlot] = []
        for s in sections.section(ofLine: lo)...sections.section(ofLine: hi) {
            let info = sections.sections[s], span = sections.lines(ofSection: s)
            let onScreen = visible.map { span.overlaps($0) } ?? false
            if info.hasHeader && (lines.contains(sections.headerLine(s)) || (pinsHeaders && onScreen)) { out.append(.header(s)) }
            if info.hasFooter && (lines.contains(sections.footerLine(s)) || (pinsFooters && onScreen)) { out.append(.footer(s)) }
        }
        return out
    }

    /// The first item on or after `line` when lines hold `perLine` items.
    func item(startingLine line: Int, perLine: Int) -> Int {
        var t = sections
        t.setPerLine(perLine)
        return t.items(inLines: max(0, line)...max(0, line)).lowerBound
    }

    /// The line of `item` (0 when there is none) for the current tracks.
    func line(ofItem item: Int) -> Int {
        guard item >= 0, item < itemCount else { return item <= 0 ? 0 : max(0, sections.lineCount - 1) }
        return sections.place(ofItem: item).line
    }

    /// Where item `item` is, relative to the container's origin, after the last placement.
    public func rect(ofItem item: Int, axis: Axis) -> Rect? {
        guard itemsPerLine > 0, item >= 0, item < itemCount else { return nil }
        let (line, t) = sections.place(ofItem: item)
        let track = placedTracks[min(t, placedTracks.count - 1)]
        return Rect(origin: Point(axis, metrics.offset(of: line), track.offset), size: Size(axis, metrics.length(of: line), track.length))
    }
}
