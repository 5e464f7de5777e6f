/// The Trainer's grid as a layout spec (Contracts.md, "Layout specs and layout output"), for `tessera layout`: the grid (eager
/// `grid` or `trackGrid`) with id `grid` and its `padding` modifier (so `grid` is the padded,
/// bordered box of the preview), each cell a `roundedRectangle` with id `rRcC` (row R, column C
/// of the Trainer's rows, from 0) and the modifiers of its code. The border draws and has no
/// layout, so it is left out. `proposal` is what the preview area proposes to the grid.
public enum SpecGenerator {
    /// The spec's JSON text, proposing `proposal` (nil dimensions are `null`: ideal size).
    public static func spec(for state: TrainerState, proposal: (width: Double?, height: Double?)) -> String {
        var s = "{\n  \"proposal\": {\"width\": \(dimension(proposal.width)), \"height\": \(dimension(proposal.height))},\n  \"root\": "
        if state.mode == .eager { eager(state, &s) } else { track(state, &s) }
        s += "\n}\n"
        return s
    }

    private static func dimension(_ d: Double?) -> String { d.map(TrainerNumber.short) ?? "null" }
    private static func n(_ d: Double) -> String { TrainerNumber.short(d) }

    private static func eager(_ state: TrainerState, _ s: inout String) {
        let g = state.grid
        s += "{\"kind\": \"grid\", \"id\": \"grid\""
        if let a = g.alignment { s += ", \"alignment\": \"\(a.rawValue)\"" }
        s += ", \"horizontalSpacing\": \(n(g.horizontalSpacing)), \"verticalSpacing\": \(n(g.verticalSpacing))"
        s += ", \"modifiers\": [{\"padding\": \(n(g.padding))}], \"content\": ["
        for (r, row) in state.rows.enumerated() {
            s += r == 0 ? "\n    " : ",\n    "
            s += "{\"kind\": \"gridRow\""
            if let a = row.alignment { s += ", \"alignment\": \"\(a.rawValue)\"" }
            s += ", \"content\": ["
            for (c, cell) in row.cells.enumerated() {
                s += c == 0 ? "\n      " : ",\n      "
                var mods = frame(cell)
                if let a = cell.columnAlignment { mods.append("{\"gridColumnAlignment\": \"\(a.rawValue)\"}") }
                if let sp = cell.span { mods.append("{\"gridCellColumns\": \(sp)}") }
                if let a = cell.anchor { mods.append("{\"gridCellAnchor\": \"\(a.rawValue)\"}") }
                if let u = cell.unsized {
                    let axes = u == .both ? "\"horizontal\", \"vertical\"" : "\"\(u.rawValue)\""
                    mods.append("{\"gridCellUnsizedAxes\": [\(axes)]}")
                }
                shape(cell, id: TrainerState.cellLayoutID(row: r, column: c), mods, &s)
            }
            s += "]}"
        }
        s += "]}"
    }

    private static func frame(_ cell: TrainerCell) -> [String] {
        var f: [String] = []
        if !cell.frame.flexibleWidth { f.append("\"width\": \(n(cell.width))") }
        if !cell.frame.flexibleHeight { f.append("\"height\": \(n(cell.height))") }
        return f.isEmpty ? [] : ["{\"frame\": {\(f.joined(separator: ", "))}}"]
    }

    private static func shape(_ cell: TrainerCell, id: String, _ mods: [String], _ s: inout String) {
        s += "{\"kind\": \"roundedRectangle\", \"id\": \"\(id)\", \"cornerRadius\": 5, \"fill\": \"\(cell.color.rawValue)\""
        if !mods.isEmpty { s += ", \"modifiers\": [\(mods.joined(separator: ", "))]" }
        s += "}"
    }

    /// A track in the spec's JSON form (`{"pt": N}`, `{"fr": N}`, `"fit"`, `"auto"`,
    /// `{"minmax": [MIN, MAX]}`), which is also the state file's.
    public static func jsonTrack(_ t: TrainerTrack) -> String {
        switch t {
        case .pt(let v): return "{\"pt\": \(n(v))}"
        case .fr(let v): return "{\"fr\": \(n(v))}"
        case .fit: return "\"fit\""
        case .auto: return "\"auto\""
        case .minmax(let a, let b): return "{\"minmax\": [\(jsonBound(a)), \(jsonBound(b))]}"
        }
    }

    static func jsonBound(_ b: TrainerTrackBound) -> String {
        switch b {
        case .pt(let v): return n(v)
        case .fr(let v): return "{\"fr\": \(n(v))}"
        case .auto: return "\"auto\""
        case .minContent: return "\"minContent\""
        case .maxContent: return "\"maxContent\""
        }
    }

    private static func track(_ state: TrainerState, _ s: inout String) {
        let t = state.track
        s += "{\"kind\": \"trackGrid\", \"id\": \"grid\", \"tracks\": [\(t.tracks.map(jsonTrack).joined(separator: ", "))]"
        s += ", \"flow\": \"\(t.flow.rawValue)\", \"packing\": \"\(t.packing.rawValue)\", \"contentMode\": \"\(t.contentMode.rawValue)\""
        s += ", \"spacing\": [\(n(t.horizontalSpacing)), \(n(t.verticalSpacing))]"
        s += ", \"commonItemsAlignment\": \"\(t.commonItemsAlignment.rawValue)\", \"contentAlignment\": \"\(t.contentAlignment.rawValue)\""
        s += ", \"modifiers\": [{\"padding\": \(n(state.grid.padding))}], \"content\": ["
        var first = true
        for (r, row) in state.rows.enumerated() {
            for (c, cell) in row.cells.enumerated() {
                s += first ? "\n    " : ",\n    "; first = false
                var mods = frame(cell)
                let i = cell.item
                if i.columnSpan != 1 || i.rowSpan != 1 { mods.append("{\"gridSpan\": {\"column\": \(i.columnSpan), \"row\": \(i.rowSpan)}}") }
                if i.startColumn != nil || i.startRow != nil {
                    var parts: [String] = []
                    if let c = i.startColumn { parts.append("\"column\": \(c)") }
                    if let r = i.startRow { parts.append("\"row\": \(r)") }
                    mods.append("{\"gridStart\": {\(parts.joined(separator: ", "))}}")
                }
                if let a = i.alignment { mods.append("{\"gridItemAlignment\": \"\(a.rawValue)\"}") }
                shape(cell, id: TrainerState.cellLayoutID(row: r, column: c), mods, &s)
            }
        }
        s += "]}"
    }
}
