import TesseraGeometry

/// SwiftUI's `LazyVGrid` / `LazyHGrid` (and, with one track as wide as the proposal,
/// `LazyVStack` / `LazyHStack`), written once for both axes: items flow in reading order into
/// *lines* along `axis` (rows of a `LazyVGrid`, which grows vertically), each line holding one
/// item per track across (reference §10, ``LazyGridTracks``).
///
/// - Each item is measured with the track's length across and nothing along (`(w, nil)` in a
///   `LazyVGrid`); a line is as long as its longest item; lines are `spacing` apart (nil: 8).
/// - An item is placed at that size inside its cell (track × line) by the track's `alignment`,
///   else by `alignment` (the grid's guide across, centred along).
/// - The container is as long across as its tracks (which may exceed the proposal) and as long
///   along as its lines; with no tracks (an empty `columns` list) it is empty and shows nothing.
///
/// Without a ``window`` the children are all the items (how `tessera layout` and a lazy grid
/// outside a scroll view work). With one, the children are the items
/// `window.firstIndex ..< firstIndex + children.count`: lines without children take their
/// length from ``LazyLineMetrics`` (measured earlier or estimated), so the container's length
/// costs O(log lines) whatever the item count.
public struct LazyGridLayout: Layout {
    /// What the tracks across are.
    public enum Tracks: Hashable, Sendable {
        /// A grid's `GridItem`s.
        case items([GridItem])
        /// A lazy stack: one track as long as the proposal across (its children's longest when
        /// the proposal is unspecified or infinite).
        case stack
    }
    public var axis: Axis
    public var tracks: Tracks
    /// Where an item sits in its cell when its track sets no alignment.
    public var alignment: Alignment
    public var spacing: Double?
    public var window: LazyGridWindow?

    public init(axis: Axis, tracks: Tracks, alignment: Alignment = .center, spacing: Double? = nil,
                window: LazyGridWindow? = nil) {
        self.axis = axis; self.tracks = tracks; self.alignment = alignment; self.spacing = spacing; self.window = window
    }

    /// `LazyVGrid(columns:alignment:spacing:)`.
    public static func vGrid(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> LazyGridLayout {
        LazyGridLayout(axis: .vertical, tracks: .items(columns), alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }
    /// `LazyHGrid(rows:alignment:spacing:)`.
    public static func hGrid(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil) -> LazyGridLayout {
        LazyGridLayout(axis: .horizontal, tracks: .items(rows), alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    /// The spacing between lines, bad values read as the default.
    var lineSpacing: Double {
        guard let s = spacing, s.isFinite, s >= 0 else { return GridItem.defaultSpacing }
        return s
    }

    /// The tracks across for a proposal.
    func resolveTracks(_ p: ProposedSize, _ subviews: LayoutSubviews) -> [LazyGridTracks.Track] {
        let cross = axis.other
        switch tracks {
        case .items(let items):
            return LazyGridTracks(items: items, available: p[cross]).tracks
        case .stack:
            var length = p[cross] ?? .infinity
            if !length.isFinite {
                length = 0
                for s in subviews { length = max(length, s.sizeThatFits(ProposedSize(axis, nil, p[cross]))[cross]) }
            }
            return [LazyGridTracks.Track(offset: 0, length: max(0, length), alignment: nil)]
        }
    }

    private func crossProposal(_ track: LazyGridTracks.Track, _ p: ProposedSize) -> Double? {
        if case .stack = tracks, p[axis.other] == nil { return nil }
        return track.length
    }

    private func crossLength(_ tracks: [LazyGridTracks.Track]) -> Double {
        guard let last = tracks.last else { return 0 }
        return last.offset + last.length
    }

    /// The line lengths of the children (all items, or the window's), line by line.
    private func lineLengths(_ t: [LazyGridTracks.Track], _ p: ProposedSize, _ subviews: LayoutSubviews, first: Int) -> [(line: Int, length: Double)] {
        let n = t.count
        var out: [(line: Int, length: Double)] = []
        for (j, s) in subviews.enumerated() {
            let index = first + j, line = index / n, track = t[index % n]
            let length = s.sizeThatFits(ProposedSize(axis, nil, crossProposal(track, p)))[axis]
            if let lastLine = out.last?.line, lastLine == line { out[out.count - 1].length = max(out[out.count - 1].length, length) }
            else { out.append((line, length)) }
        }
        return out
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let t = resolveTracks(proposal, subviews)
        guard !t.isEmpty else { return .zero }
        let cross = crossLength(t)
        if let window {
            let n = t.count
            let lines = (window.itemCount + n - 1) / n
            guard lines > 0 else { return Size(axis, 0, cross) }
            if window.matches(t, spacing: lineSpacing) { return Size(axis, window.metrics.total, cross) }
            return Size(axis, Double(lines) * window.metrics.estimate + Double(lines - 1) * lineSpacing, cross)
        }
        let lines = lineLengths(t, proposal, subviews, first: 0)
        let main = lines.reduce(0) { $0 + $1.length } + Double(max(0, lines.count - 1)) * lineSpacing
        return Size(axis, main, cross)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        // The tracks of the proposal the grid was measured with, not of the width it reported:
        // SwiftUI re-runs the column algorithm with its own width here (reference §10, third
        // worked example); Tessera places the columns it measured.
        let p = proposal
        let t = resolveTracks(p, subviews)
        guard !t.isEmpty else {
            for s in subviews { s.place(in: Rect(origin: bounds.origin, size: .zero), proposal: .zero) }
            window?.prepare(tracks: [], spacing: lineSpacing)
            return
        }
        let n = t.count
        let first = window?.firstIndex ?? 0
        let lines = lineLengths(t, p, subviews, first: first)
        // Where each line starts: the window's metrics (updated with what was just measured),
        // or the running sum of the lines when every item is a child.
        var starts: [Int: Double] = [:]
        if let window {
            window.placedBounds = bounds
            // What is measured now moves the lines after it (and, through the estimate, all the
            // unmeasured ones), and new tracks (a resize) re-flow the items: the anchor line's
            // move — with new tracks, that of the line now holding the anchor line's first item —
            // is reported so a scroll view can follow it and keep what was on screen.
            let anchorBefore = window.metrics.offset(of: window.anchorLine)
            let anchorItem = window.anchorLine * max(1, window.itemsPerLine)
            if window.prepare(tracks: t, spacing: lineSpacing) {
                window.sizeChanged = true
                window.anchorLine = anchorItem / n
            }
            for l in lines where window.metrics.record(l.line, length: l.length) != 0 { window.sizeChanged = true }
            window.shiftBeforeAnchor += window.metrics.offset(of: window.anchorLine) - anchorBefore
            for l in lines { starts[l.line] = window.metrics.offset(of: l.line) }
        } else {
            var position = 0.0
            for l in lines { starts[l.line] = position; position += l.length + lineSpacing }
        }
        var lineLength: [Int: Double] = [:]
        for l in lines { lineLength[l.line] = l.length }
        for (j, s) in subviews.enumerated() {
            let index = first + j, line = index / n, track = t[index % n]
            let itemProposal = ProposedSize(axis, nil, crossProposal(track, p))
            let size = s.sizeThatFits(itemProposal)
            let cell = Size(axis, lineLength[line] ?? 0, track.length)
            let unit = (track.alignment ?? alignment).unitPoint
            let origin = Point(axis, starts[line] ?? 0, track.offset)
            let x = bounds.minX + origin.x + (cell.width - size.width) * unit.x
            let y = bounds.minY + origin.y + (cell.height - size.height) * unit.y
            s.place(in: Rect(origin: Point(x: x, y: y), size: size), proposal: itemProposal)
        }
    }
}
