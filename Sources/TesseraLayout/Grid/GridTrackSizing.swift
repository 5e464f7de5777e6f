import TesseraGeometry

/// Column widths and row heights of the eager grid (GridRules §4.2–4.4; Apple's `Grid`:
/// "the grid sets the width of all the cells in a column to match the needs of column's
/// widest cell", "the tallest cell in a row sets the height of the entire row", flexible
/// tracks "share the remaining space ... equally").
///
/// Each track gets a range (min, ideal, max) from its cells' answers to the minimum, ideal and
/// maximum proposals along the axis (the other axis proposed nil for columns, the cell's box
/// width for rows). A cell unsized on the axis (`gridCellUnsizedAxes`) counts as rigid at its
/// ideal length. Spanning cells (columns only) then spread what their spanned tracks lack
/// equally, and a spanning cell that is unbounded makes its tracks unbounded. A proposal then
/// resolves the lengths: nil → ideal, 0 → min, infinity → max, finite → SwiftUI's space
/// distribution (``SpaceDistribution``) over the tracks, each track answering its share with
/// its cells' answers clamped into its range.
struct GridTrackSizing {
    /// A cell's measured range along one axis.
    struct CellRange {
        var min: Double, ideal: Double, max: Double
        var rigid: Bool { min == max }
    }

    /// One track's range and what it needs from spanning cells.
    struct Track {
        var min = 0.0, ideal = 0.0, max = 0.0
        /// The largest max of its own (single-span) cells, before spanning contributions.
        var ownMax = 0.0
        var priority = -Double.infinity
        var hasCells = false
    }

    /// Measures a cell along `axis` with `cross` proposed on the other axis.
    static func range(of s: LayoutSubview, axis: Axis, cross: Double?, unsized: Bool) -> CellRange {
        range(of: s.node, axis: axis, cross: cross, unsized: unsized)
    }

    /// Measures a cell's node along `axis` with `cross` proposed on the other axis.
    @inline(__always)
    static func range(of s: LayoutNode, axis: Axis, cross: Double?, unsized: Bool) -> CellRange {
        if unsized {
            let v = s.sizeThatFits(ProposedSize(axis, nil, cross))[axis]
            return CellRange(min: v, ideal: v, max: v)
        }
        let lo = s.sizeThatFits(ProposedSize(axis, 0, cross))[axis]
        let hi = s.sizeThatFits(ProposedSize(axis, .infinity, cross))[axis]
        let ideal = lo == hi ? lo : s.sizeThatFits(ProposedSize(axis, nil, cross))[axis]
        return CellRange(min: lo, ideal: Swift.min(Swift.max(ideal, lo), hi), max: hi)
    }

    /// Adds a single-span cell's range to its track.
    static func add(_ r: CellRange, priority: Double, to t: inout Track) {
        t.min = max(t.min, r.min); t.ideal = max(t.ideal, r.ideal); t.max = max(t.max, r.max)
        t.ownMax = t.max
        t.priority = t.hasCells ? max(t.priority, priority) : priority
        t.hasCells = true
    }

    /// Spreads a spanning cell's range over `tracks[span]` (with `innerGaps` between them).
    static func addSpanning(_ r: CellRange, over span: Range<Int>, innerGaps: Double, to tracks: inout [Track]) {
        let n = Double(span.count)
        var inMin = innerGaps, inIdeal = innerGaps, inMax = innerGaps
        for j in span { inMin += tracks[j].min; inIdeal += tracks[j].ideal; inMax += tracks[j].max }
        if r.min > inMin { for j in span { tracks[j].min += (r.min - inMin) / n } }
        if r.ideal > inIdeal { for j in span { tracks[j].ideal += (r.ideal - inIdeal) / n } }
        if r.max.isInfinite {
            for j in span { tracks[j].max = .infinity }
        } else if r.max > inMax {
            for j in span { tracks[j].max += (r.max - inMax) / n }
        }
        for j in span {
            tracks[j].ideal = max(tracks[j].ideal, tracks[j].min)
            tracks[j].max = max(tracks[j].max, tracks[j].ideal)
        }
    }

    /// Resolves track lengths for a proposal along the axis.
    /// `respond(j, share)` is the largest answer of track j's own cells to `share`.
    static func resolve(_ tracks: [Track], proposal: Double?, gaps: Double,
                        respond: (Int, Double) -> Double) -> [Double] {
        guard let p = proposal else { return tracks.map(\.ideal) }
        if p == 0 { return tracks.map(\.min) }
        if p.isInfinite { return tracks.map(\.max) }
        let items = tracks.map { SpaceDistribution.Item(min: $0.min, max: $0.max, priority: $0.priority) }
        return SpaceDistribution.distribute(p - gaps, items: items) { j, share in
            let t = tracks[j]
            var v = t.hasCells ? respond(j, share) : 0
            // Space a spanning cell asked for is taken by the track up to its range.
            if t.max > t.ownMax { v = max(v, share) }
            return min(max(v, t.min), t.max)
        }
    }
}
