import TesseraGeometry

/// SwiftUI's `LazyVGrid` / `LazyHGrid` (and, with one track as wide as the proposal,
/// `LazyVStack` / `LazyHStack`), written once for both axes: items flow in reading order into
/// *lines* along `axis` (rows of a `LazyVGrid`, which grows vertically), each line holding one
/// item per track across (GridRules §10, ``LazyGridTracks``).
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

    /// Where child `j` goes: its line, its track (nil: a header or footer across every
    /// track) and the proposal it is measured with.
    private struct ChildPlace {
        var line: Int
        var track: Int?
    }

    /// The children's places: with a window, from its slots and sections; otherwise every item
    /// in one section.
    private func places(_ n: Int, _ count: Int) -> [ChildPlace] {
        var out: [ChildPlace] = []
        out.reserveCapacity(count)
        guard let window else {
            for j in 0..<count { out.append(ChildPlace(line: j / n, track: j % n)) }
            return out
        }
        window.sections.setPerLine(n)
        let table = window.sections
        for j in 0..<count {
            switch window.slot(j, childCount: count) {
            case .item(let i):
                let p = i < table.itemCount ? table.place(ofItem: i) : (line: table.lineCount, track: 0)
                out.append(ChildPlace(line: p.line, track: p.track))
            case .header(let s): out.append(ChildPlace(line: table.headerLine(s), track: nil))
            case .footer(let s): out.append(ChildPlace(line: table.footerLine(s), track: nil))
            }
        }
        return out
    }

    private func proposal(_ place: ChildPlace, _ t: [LazyGridTracks.Track], _ p: ProposedSize) -> ProposedSize {
        if let track = place.track { return ProposedSize(axis, nil, crossProposal(t[track], p)) }
        if case .stack = tracks, p[axis.other] == nil { return ProposedSize(axis, nil, nil) }
        return ProposedSize(axis, nil, crossLength(t))
    }

    /// The length of each line that has children, by line.
    private func lineLengths(_ t: [LazyGridTracks.Track], _ p: ProposedSize, _ subviews: LayoutSubviews,
                             _ places: [ChildPlace]) -> [Int: Double] {
        var out: [Int: Double] = [:]
        out.reserveCapacity(places.count)
        for (j, s) in subviews.enumerated() {
            let place = places[j]
            let length = s.sizeThatFits(proposal(place, t, p))[axis]
            out[place.line] = max(out[place.line] ?? 0, length)
        }
        return out
    }

    /// The main length of every line, spacing between them, when all lines have children.
    private func completeLength(_ lines: [Int: Double]) -> Double {
        lines.values.reduce(0, +) + Double(max(0, lines.count - 1)) * lineSpacing
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let t = resolveTracks(proposal, subviews)
        guard !t.isEmpty else { return .zero }
        let cross = crossLength(t)
        let n = t.count
        if let window, !window.isComplete(childCount: subviews.count) {
            window.sections.setPerLine(n)
            let lines = window.sections.lineCount
            guard lines > 0 else { return Size(axis, 0, cross) }
            if window.matches(t, spacing: lineSpacing) { return Size(axis, window.metrics.total, cross) }
            return Size(axis, Double(lines) * window.metrics.estimate + Double(lines - 1) * lineSpacing, cross)
        }
        let lines = lineLengths(t, proposal, subviews, places(n, subviews.count))
        return Size(axis, completeLength(lines), cross)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        // The tracks of the proposal the grid was measured with, not of the width it reported:
        // SwiftUI re-runs the column algorithm with its own width here (GridRules §10, third
        // worked example); Tessera places the columns it measured.
        let p = proposal
        let t = resolveTracks(p, subviews)
        guard !t.isEmpty else {
            for s in subviews { s.place(in: Rect(origin: bounds.origin, size: .zero), proposal: .zero) }
            window?.prepare(tracks: [], spacing: lineSpacing)
            return
        }
        let n = t.count
        let places = self.places(n, subviews.count)
        let lines = lineLengths(t, p, subviews, places)
        // Where each line starts: the window's metrics (updated with what was just measured),
        // or the running sum of the lines when every item is a child.
        var starts: [Int: Double] = [:]
        starts.reserveCapacity(lines.count)
        if let window {
            window.placedBounds = bounds
            // What is measured now moves the lines after it (and, through the estimate, all the
            // unmeasured ones), and new tracks (a resize) re-flow the items: the anchor line's
            // move — with new tracks, that of the line now holding the anchor line's first item —
            // is reported so a scroll view can follow it and keep what was on screen.
            let anchorBefore = window.metrics.offset(of: window.anchorLine)
            let oldPerLine = window.itemsPerLine, anchorLine = window.anchorLine
            if window.prepare(tracks: t, spacing: lineSpacing) {
                window.sizeChanged = true
                if oldPerLine > 0 { window.anchorLine = window.line(ofItem: window.item(startingLine: anchorLine, perLine: oldPerLine)) }
            }
            for (line, length) in lines where window.metrics.record(line, length: length) != 0 { window.sizeChanged = true }
            window.shiftBeforeAnchor += window.metrics.offset(of: window.anchorLine) - anchorBefore
            for line in lines.keys { starts[line] = window.metrics.offset(of: line) }
        } else {
            var position = 0.0
            for line in lines.keys.sorted() { starts[line] = position; position += lines[line]! + lineSpacing }
        }
        let cross = crossLength(t)
        let pin = window.map { PinFrame(window: $0, bounds: bounds, axis: axis, mirrored: subviews.areMirrored) }
        for (j, s) in subviews.enumerated() {
            let place = places[j]
            let itemProposal = self.proposal(place, t, p)
            let size = s.sizeThatFits(itemProposal)
            let lineLength = lines[place.line] ?? 0
            var start = starts[place.line] ?? 0
            let cell: Size, crossOrigin: Double, unit: UnitPoint
            if let ti = place.track {
                let track = t[ti]
                cell = Size(axis, lineLength, track.length); crossOrigin = track.offset
                unit = (track.alignment ?? alignment).unitPoint
            } else {
                cell = Size(axis, lineLength, cross); crossOrigin = 0
                unit = alignment.unitPoint
                if let pin, let window {
                    start = pin.position(of: window.slot(j, childCount: subviews.count), natural: start, length: lineLength)
                }
            }
            let origin = Point(axis, start, crossOrigin)
            let x = bounds.minX + origin.x + (cell.width - size.width) * unit.x
            let y = bounds.minY + origin.y + (cell.height - size.height) * unit.y
            s.place(in: Rect(origin: Point(x: x, y: y), size: size), proposal: itemProposal)
        }
    }
}

/// Where pinned headers and footers go: a pinned header stays at the viewport's leading edge
/// while its section shows, pushed away by the end of its section (so the next section's
/// header takes its place); a pinned footer stays at the trailing edge, up to its section's
/// start. Positions are along the container's axis, from its origin.
private struct PinFrame {
    let window: LazyGridWindow
    let visible: ClosedRange<Double>?
    init(window: LazyGridWindow, bounds: Rect, axis: Axis, mirrored: Bool) {
        self.window = window
        if (window.pinsHeaders || window.pinsFooters), let v = window.viewport?.frame {
            // Mirrored (right to left), horizontal positions count from the right edges.
            let lo = axis == .horizontal && mirrored ? bounds.maxX - v.maxX : v.origin[axis] - bounds.origin[axis]
            visible = lo...(lo + max(0, v.size[axis]))
        } else {
            visible = nil
        }
    }

    func position(of slot: LazySlot, natural: Double, length: Double) -> Double {
        guard let visible else { return natural }
        let table = window.sections, m = window.metrics
        switch slot {
        case .header(let s) where window.pinsHeaders:
            let lines = table.lines(ofSection: s)
            let end = m.offset(of: lines.upperBound) + m.length(of: lines.upperBound)
            return max(natural, min(visible.lowerBound, end - length))
        case .footer(let s) where window.pinsFooters:
            let begin = m.offset(of: table.lines(ofSection: s).lowerBound)
            return min(natural, max(visible.upperBound - length, begin))
        default:
            return natural
        }
    }
}
