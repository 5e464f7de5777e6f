import TesseraGeometry
import TesseraLayout

/// The `trackGrid` kind (exyte/Grid's API over the CSS grid engine, `TrackGridLayout`) and its
/// item modifiers `gridSpan`, `gridStart`, `gridItemAlignment`, `gridOrder` (CSS `order`, a whole
/// number; auto-placement follows ascending order, then source order). JSON forms (README, "Track grid"):
///
/// - `tracks`: a count (`3` = three `1fr` tracks) or a list of `{"pt": 100}`, `{"fr": 1}`,
///   `"fit"`, `"auto"`, `{"minmax": [MIN, MAX]}` with MIN a number of points, `"auto"`,
///   `"minContent"` or `"maxContent"`, and MAX the same or `{"fr": N}`.
/// - `flow`: `"rows"` (default) or `"columns"`; `packing`: `"sparse"` (default) or `"dense"`;
///   `contentMode`: `"fill"` (default) or `"scroll"`; `spacing`: a number or `[h, v]`
///   (default 5, exyte's); `commonItemsAlignment` (default `center`) and `contentAlignment`
///   (default `topLeading`): alignment names.
/// - `areas` (optional, a Tessera extension; CSS `grid-template-areas`): a list of row
///   strings of cell names, `.` for an empty cell, e.g. `["head head", "nav main"]`; every
///   row has the same number of cells and each name fills one rectangle. The modifier
///   `{"gridArea": "main"}` puts an item in that area (it wins over `gridStart`/`gridSpan`).
/// - `subgrid` (optional; CSS Grid 2 §9): `"columns"`, `"rows"` or `"both"`: a trackGrid that is
///   an item of another one takes that grid's tracks in those axes (its `gridSpan` says how
///   many), its padding modifiers counting as the subgrid's padding. `"tracks": "subgrid"` is
///   the same for the tracks' axis (columns for `flow: "rows"`, rows for `"columns"`). `tracks`
///   may be left out when the tracks' axis is subgridded, and must then not be a list or a
///   count. Without `spacing` a subgridded axis uses the parent's spacing (CSS `gap: normal`).
///   Outside a trackGrid (or behind a `frame`/`offset`) a subgridded axis has no explicit
///   tracks (CSS `none`).
/// - `writingMode` (optional; CSS Writing Modes 4 §3.1): `"horizontal-tb"` (default),
///   `"vertical-lr"` or `"vertical-rl"`: in a vertical mode the tracks of `flow: "rows"` run down
///   the screen and the items flow to the right (`lr`) or left (`rl`); spacing and alignments
///   stay physical (`TrackGridLayout.writingMode`).
extension SpecBuilder {
    static let trackGridModifiers = ["gridSpan", "gridStart", "gridItemAlignment", "gridArea", "gridOrder", "gridLines"]

    func buildTrackGrid(_ v: SpecValue) throws -> LayoutNode {
        let known = ["kind", "id", "modifiers", "fill", "tracks", "flow", "packing", "contentMode", "spacing",
                     "commonItemsAlignment", "contentAlignment", "areas", "subgrid", "lineNames", "writingMode",
                     "content"]
        for key in try v.requireObject().keys where !known.contains(key) {
            throw SpecError("\(v.path).\(key)", "unknown trackGrid field \(MessageText.quoted(key)) (known: \(known.dropFirst(4).joined(separator: ", ")))")
        }
        var layout = TrackGridLayout(tracks: 1)
        if let f = v.field("flow") { layout.flow = try choice(f, ["rows": GridFlow.rows, "columns": .columns]) }
        try readSubgridAndTracks(v, into: &layout)
        if let p = v.field("packing") { layout.packing = try choice(p, ["sparse": GridPacking.sparse, "dense": .dense]) }
        if let m = v.field("contentMode") { layout.contentMode = try choice(m, ["fill": GridContentMode.fill, "scroll": .scroll]) }
        if let s = v.field("spacing") { layout.spacing = try trackSpacing(s) } else { layout.inheritsSubgridSpacing = true }
        if let a = v.field("commonItemsAlignment") { layout.commonItemsAlignment = try alignment(a) }
        if let a = v.field("contentAlignment") { layout.contentAlignment = try alignment(a) }
        if let a = v.field("areas") { layout.areas = try templateAreas(a) }
        if let w = v.field("writingMode") {
            layout.writingMode = try choice(w, ["horizontal-tb": GridWritingMode.horizontalTB, "vertical-lr": .verticalLR,
                                                "vertical-rl": .verticalRL])
        }
        if let n = v.field("lineNames") { layout.lineNames = try trackGridLineNames(n, trackCount: layout.tracks.tracks.count) }
        var values = LayoutValues()
        if !layout.subgridAxes.isEmpty {
            values[GridSubgridKey.self] = layout.subgridAxes
            subgridDepth += 1
            if subgridDepth > Self.maximumSubgridDepth {
                throw SpecError(v.path, #"subgrids are nested more than \#(Self.maximumSubgridDepth) deep; make the inner trackGrids ordinary grids (leave "subgrid" out)"#)
            }
        }
        defer { if !layout.subgridAxes.isEmpty { subgridDepth -= 1 } }
        return LayoutNode(layout: layout, children: try content(v, context: .none), values: values)
    }

    /// `subgrid` and `tracks` (after `flow`, which says which axis the tracks are).
    private func readSubgridAndTracks(_ v: SpecValue, into layout: inout TrackGridLayout) throws {
        if let sg = v.field("subgrid") {
            let forms = #"use "columns", "rows" or "both" (the axes whose tracks are the parent trackGrid's)"#
            guard case .string(let name) = sg.value else { throw SpecError(sg.path, "subgrid is a string: \(forms)") }
            switch name {
            case "columns": layout.subgrid = .columns
            case "rows": layout.subgrid = .rows
            case "both": layout.subgrid = .both
            default: throw SpecError(sg.path, "unknown subgrid \(MessageText.quoted(name)): \(forms)")
            }
        }
        let tracksAxis: GridSubgridAxes = layout.flow == .rows ? .columns : .rows
        let axisName = tracksAxis == .columns ? "columns" : "rows"
        guard let t = v.field("tracks") else {
            guard layout.subgrid.contains(tracksAxis) else { throw SpecError(v.path, #"missing field "tracks""#) }
            layout.tracks = .subgrid
            return
        }
        if case .string("subgrid") = t.value { layout.tracks = .subgrid; return }
        if layout.subgrid.contains(tracksAxis) {
            throw SpecError(t.path, #"the tracks are the \#(axisName), a subgrid here (the parent's tracks): leave "tracks" out or write "tracks": "subgrid""#)
        }
        layout.tracks = try tracks(t)
    }

    private func templateAreas(_ v: SpecValue) throws -> GridTemplateAreas {
        let rows = try v.array()
        guard !rows.isEmpty else { throw SpecError(v.path, "areas needs at least one row string") }
        guard rows.count <= Self.maximumSpan else { throw SpecError(v.path, "at most \(Self.maximumSpan) area rows (found \(rows.count))") }
        let strings = try rows.map { try $0.string() }
        guard let areas = GridTemplateAreas(rows: strings) else {
            throw SpecError(v.path, "invalid areas: every row needs the same number of cells, each name one filled rectangle, "
                            + "and at most \(TrackGridLimits.maxTemplateAreaCells) cells in all")
        }
        guard areas.columnCount <= Self.maximumSpan else {
            throw SpecError(v.path, "at most \(Self.maximumSpan) area columns (found \(areas.columnCount))")
        }
        return areas
    }

    private func choice<T>(_ v: SpecValue, _ options: KeyValuePairs<String, T>) throws -> T {
        let name = try v.string()
        guard let hit = options.first(where: { $0.key == name }) else {
            throw SpecError(v.path, "unknown value \(MessageText.quoted(name)) (\(options.map(\.key).joined(separator: ", ")))")
        }
        return hit.value
    }

    private func tracks(_ v: SpecValue) throws -> GridTracks {
        if case .number = v.value {
            let n = try v.integer()
            guard n >= 1 else { throw SpecError(v.path, "a track grid needs at least 1 track (found \(n))") }
            guard n <= Self.maximumSpan else { throw SpecError(v.path, "at most \(Self.maximumSpan) tracks (found \(n))") }
            return GridTracks.count(n)
        }
        let list = try v.array()
        guard !list.isEmpty else { throw SpecError(v.path, "a track list needs at least 1 track") }
        guard list.count <= Self.maximumSpan else { throw SpecError(v.path, "at most \(Self.maximumSpan) tracks (found \(list.count))") }
        return GridTracks(try list.map(track))
    }

    private func track(_ v: SpecValue) throws -> GridTrack {
        let forms = "{\"pt\": N}, {\"fr\": N}, \"fit\", \"auto\" or {\"minmax\": [MIN, MAX]}"
        if case .string(let s) = v.value {
            switch s {
            case "fit": return .fit
            case "auto": return .auto
            default: throw SpecError(v.path, "unknown track \(MessageText.quoted(s)) (\(forms))")
            }
        }
        let obj = try v.requireObject()
        guard obj.count == 1, let name = obj.keys.first, let arg = v.field(name) else {
            throw SpecError(v.path, "a track is \(forms)")
        }
        switch name {
        case "pt": return .pt(try nonNegative(arg))
        case "fr": return .fr(try nonNegative(arg))
        case "minmax":
            let pair = try arg.array()
            guard pair.count == 2 else { throw SpecError(arg.path, "minmax takes [MIN, MAX] (found \(pair.count) values)") }
            return .minmax(try minSizing(pair[0]), try maxSizing(pair[1]))
        default: throw SpecError("\(v.path).\(name)", "unknown track \(MessageText.quoted(name)) (\(forms))")
        }
    }

    private func minSizing(_ v: SpecValue) throws -> MinTrackSizing {
        if case .number = v.value { return .length(.px(try nonNegative(v))) }
        if case .object = v.value, let pt = v.field("pt") { return .length(.px(try nonNegative(pt))) }
        switch try v.string() {
        case "auto": return .auto
        case "minContent": return .minContent
        case "maxContent": return .maxContent
        case let s: throw SpecError(v.path, "unknown minimum \(MessageText.quoted(s)) (a number, \"auto\", \"minContent\", \"maxContent\")")
        }
    }

    private func maxSizing(_ v: SpecValue) throws -> MaxTrackSizing {
        if case .object = v.value, let fr = v.field("fr") { return .fr(try nonNegative(fr)) }
        switch try minSizing(v) {
        case .length(let l): return .length(l)
        case .auto: return .auto
        case .minContent: return .minContent
        case .maxContent: return .maxContent
        }
    }

    private func trackSpacing(_ v: SpecValue) throws -> GridSpacing {
        if case .array = v.value {
            let pair = try v.array()
            guard pair.count == 2 else { throw SpecError(v.path, "spacing is a number or [horizontal, vertical] (found \(pair.count) values)") }
            return GridSpacing(horizontal: try clampedSpacing(pair[0]) ?? 0, vertical: try clampedSpacing(pair[1]) ?? 0)
        }
        let d = try clampedSpacing(v) ?? GridSpacing.default.horizontal
        return GridSpacing(horizontal: d, vertical: d)
    }

    /// Applies `gridSpan`, `gridStart` or `gridItemAlignment`; false for other modifiers.
    func applyTrackGridModifier(_ name: String, _ arg: SpecValue, to node: LayoutNode) throws -> Bool {
        switch name {
        case "gridSpan":
            try requireOnly(["column", "row"], in: arg)
            node.values[GridSpanKey.self] = GridItemSpan(column: try span(arg.field("column")), row: try span(arg.field("row")))
        case "gridStart":
            try requireOnly(["column", "row"], in: arg)
            node.values[GridStartKey.self] = GridItemStart(column: try start(arg.field("column")), row: try start(arg.field("row")))
        case "gridItemAlignment":
            node.values[GridItemAlignmentKey.self] = try alignment(arg)
        case "gridArea":
            let name = try arg.string()
            guard !name.isEmpty, !name.contains(where: \.isWhitespace), !name.allSatisfy({ $0 == "." }) else {
                throw SpecError(arg.path, "gridArea is the name of an area (found \(MessageText.quoted(name)))")
            }
            node.values[GridAreaKey.self] = name
        case "gridLines":
            node.values[GridLinesKey.self] = try gridItemLines(arg)
        case "gridOrder":
            // CSS `order` (§4.4), kept to the 32-bit range browsers use.
            let n = try arg.integer(), r = GridOrderKey.range
            if !r.contains(n) { warnings.append("\(arg.path): order \(n) clamped to \(n < 0 ? r.lowerBound : r.upperBound)") }
            node.values[GridOrderKey.self] = Swift.min(Swift.max(n, r.lowerBound), r.upperBound)
        default:
            return false
        }
        return true
    }

    private func requireOnly(_ keys: [String], in arg: SpecValue) throws {
        for key in try arg.requireObject().keys where !keys.contains(key) {
            throw SpecError("\(arg.path).\(key)", "unknown field \(MessageText.quoted(key)) (known: \(keys.joined(separator: ", ")))")
        }
    }

    private func span(_ v: SpecValue?) throws -> Int {
        guard let v, !v.isNull else { return 1 }
        let n = try v.integer()
        guard n >= 1 else { throw SpecError(v.path, "a span is at least 1 track (found \(n))") }
        if n > Self.maximumSpan { warnings.append("\(v.path): span \(n) clamped to \(Self.maximumSpan)") }
        return min(n, Self.maximumSpan)
    }

    private func start(_ v: SpecValue?) throws -> Int? {
        guard let v, !v.isNull else { return nil }
        let n = try v.integer()
        guard n >= 0 else { throw SpecError(v.path, "a start is a 0-based track index, at least 0 (found \(n))") }
        if n > Self.maximumSpan { warnings.append("\(v.path): start \(n) clamped to \(Self.maximumSpan)") }
        return min(n, Self.maximumSpan)
    }
}
