import TesseraGeometry

/// `grid-template-areas` (CSS Grid 2 §7.3): named grid areas drawn as rows of cell tokens.
/// Each row string holds whitespace-separated tokens; a token of one or more `.` is a null
/// cell, any other token names the area the cell belongs to. Every row must have the same
/// number of cells and every name must cover a filled rectangle; otherwise the value is
/// invalid and ``init(rows:)`` returns nil (the property then behaves as `none`).
///
/// A named area `foo` gives the explicit grid at least as many rows and columns as the
/// template has (tracks beyond `grid-template-rows/columns` take `grid-auto-rows/columns`,
/// §7.1), and implicitly names the lines around it `foo-start` and `foo-end` in both axes
/// (§7.3.2), so `grid-area: foo` — ``GridPlacement/named(_:_:)`` with count 0 on every side
/// — places an item in it (§8.3).
public struct GridTemplateAreas: Hashable, Sendable {
    /// The cells, row by row (nil: a null cell).
    public let cells: [[String?]]
    /// Each named area's lines in origin-zero coordinates: columns, then rows.
    public let areas: [String: GridAxisPair<GridLineRange>]

    public var rowCount: Int { cells.count }
    public var columnCount: Int { cells.first?.count ?? 0 }

    /// Parses the rows of a `grid-template-areas` value; nil when they do not form a valid
    /// template (rows of different lengths, a name that is not one filled rectangle, no rows,
    /// more than ``TrackGridLimits/maxTemplateAreaCells`` cells).
    public init?(rows: [String]) {
        let cells: [[String?]] = rows.map { row in
            row.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { token in
                token.allSatisfy { $0 == "." } ? nil : String(token)
            }
        }
        guard let width = cells.first?.count, width > 0, cells.allSatisfy({ $0.count == width }) else { return nil }
        // Cells counted in all, not per side: 1000 x 1000 names with 20,000 items took > 120 s.
        guard width <= TrackGridLimits.maxLine, cells.count <= TrackGridLimits.maxLine,
              width * cells.count <= TrackGridLimits.maxTemplateAreaCells else { return nil }
        var bounds: [String: (r0: Int, r1: Int, c0: Int, c1: Int, count: Int)] = [:]
        for (r, row) in cells.enumerated() {
            for (c, name) in row.enumerated() {
                guard let name else { continue }
                if var b = bounds[name] {
                    b.r0 = Swift.min(b.r0, r); b.r1 = Swift.max(b.r1, r + 1)
                    b.c0 = Swift.min(b.c0, c); b.c1 = Swift.max(b.c1, c + 1)
                    b.count += 1
                    bounds[name] = b
                } else {
                    bounds[name] = (r, r + 1, c, c + 1, 1)
                }
            }
        }
        var areas: [String: GridAxisPair<GridLineRange>] = [:]
        for (name, b) in bounds {
            // A filled rectangle: as many cells as its bounding box.
            guard b.count == (b.r1 - b.r0) * (b.c1 - b.c0) else { return nil }
            areas[name] = GridAxisPair(horizontal: GridLineRange(b.c0, b.c1), vertical: GridLineRange(b.r0, b.r1))
        }
        self.cells = cells
        self.areas = areas
    }

    /// The number of tracks the template defines along `axis`.
    @inlinable public func trackCount(_ axis: Axis) -> Int { axis == .horizontal ? columnCount : rowCount }
}

extension ExplicitTrackList {
    /// Extends the explicit grid of `axis` to the template's tracks (the added tracks take the
    /// `grid-auto-*` pattern) and adds the implicit `name-start` / `name-end` line names of
    /// each named area (CSS Grid 2 §7.3.2), after any names the track list gave those lines.
    mutating func apply(_ areas: GridTemplateAreas, axis: Axis, autoTracks: [TrackSizingFunction]) {
        let needed = areas.trackCount(axis)
        var added = 0
        while tracks.count < needed {
            tracks.append(autoTracks.isEmpty ? .auto : autoTracks[added % autoTracks.count])
            lineNames.append([])
            added += 1
        }
        areaTracks = added
        if added > 0 { patterns.append(TrackPattern(tracks: (tracks.count - added)..<tracks.count, size: Swift.max(1, autoTracks.count))) }
        // Names in a fixed order so that layout does not depend on dictionary order.
        for name in areas.areas.keys.sorted() {
            guard let r = areas.areas[name]?[axis] else { continue }
            let start = name + "-start", end = name + "-end"
            if !lineNames[r.start].contains(start) { lineNames[r.start].append(start) }
            if !lineNames[r.end].contains(end) { lineNames[r.end].append(end) }
        }
    }
}

/// `gridArea(_:)`: the named area of the grid's `areas` template an item occupies (CSS
/// `grid-area: name`), or nil. It wins over `gridStart`/`gridSpan`. Not in exyte/Grid,
/// which has no named areas: a Tessera extension of its API.
public struct GridAreaKey: LayoutValueKey {
    public static let defaultValue: String? = nil
}
