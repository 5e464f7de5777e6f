/// The CSS equivalent of the Trainer's grid (CSS Grid 2). Track mode maps exyte's API one to one,
/// as Tessera's engine does: `.pt(N)` is `Npx`, `.fr(N)` `Nfr`, `.fit` `minmax(auto,
/// max-content)`, `.auto` `auto`; flow and packing are `grid-auto-flow`; the tracks across the
/// flow are implicit (`1fr` in fill mode, `max-content`-sized in scroll mode); common item and
/// content alignment are `justify-items`/`align-items` and `justify-content`/`align-content`;
/// each item's span and start are `grid-column`/`grid-row`, its alignment `justify-self`/
/// `align-self`. Eager mode gives the closest CSS: an `inline-grid` of `auto` tracks with the
/// grid, row and column alignments as `*-items`/`*-self` and spans as `grid-column: span n`
/// (CSS has no cell anchor or unsized axes; those are noted in comments).
public enum CSSCodeGenerator {
    /// The CSS for `state` in its current mode.
    public static func code(for state: TrainerState) -> GeneratedCode {
        var w = CodeWriter(cells: state.rows.reduce(0) { $0 + $1.cells.count })
        if state.mode == .track { track(state, &w) } else { eager(state, &w) }
        return w.code
    }

    private static func px(_ v: Double) -> String { TrainerNumber.short(v) + "px" }

    private static func declaration(_ name: String, _ value: String, _ w: inout CodeWriter, comment: String? = nil) {
        w.plain("  "); w.append(name, .property); w.plain(": "); w.append(value, .number); w.plain(";")
        if let comment { w.plain(" "); w.append("/* \(comment) */", .comment) }
        w.plain("\n")
    }

    private static func rule(_ selector: String, _ w: inout CodeWriter, _ body: (inout CodeWriter) -> Void) {
        w.append(selector, .type); w.plain(" {\n"); body(&w); w.plain("}\n")
    }

    private static func cellBox(_ cell: TrainerCell, _ w: inout CodeWriter) {
        if !cell.frame.flexibleWidth { declaration("width", px(cell.width), &w) }
        if !cell.frame.flexibleHeight { declaration("height", px(cell.height), &w) }
        declaration("border-radius", "5px", &w)
        declaration("background", "linear-gradient(\(cell.color.rawValue), \(cell.color.rawValue))", &w)
    }

    static func cssTrack(_ t: TrainerTrack) -> String {
        switch t {
        case .pt(let v): return px(v)
        case .fr(let v): return TrainerNumber.short(v) + "fr"
        case .fit: return "minmax(auto, max-content)"
        case .auto: return "auto"
        case .minmax(let a, let b): return "minmax(\(bound(a)), \(bound(b)))"
        }
    }

    private static func bound(_ b: TrainerTrackBound) -> String {
        switch b {
        case .pt(let v): return px(v)
        case .fr(let v): return TrainerNumber.short(v) + "fr"
        case .auto: return "auto"
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        }
    }

    private static func track(_ state: TrainerState, _ w: inout CodeWriter) {
        let t = state.track
        w.append("/* exyte/Grid on CSS grid: TrackGrid(tracks:) */", .comment); w.plain("\n")
        rule(".grid", &w) { w in
            declaration("display", "grid", &w)
            let list = t.tracks.map(cssTrack).joined(separator: " ")
            let implicit = t.contentMode == .fill ? "1fr" : "max-content"
            if t.flow == .rows {
                declaration("grid-template-columns", list, &w)
                declaration("grid-auto-rows", implicit, &w)
                declaration("grid-auto-flow", t.packing == .dense ? "row dense" : "row", &w)
            } else {
                declaration("grid-template-rows", list, &w)
                declaration("grid-auto-columns", implicit, &w)
                declaration("grid-auto-flow", t.packing == .dense ? "column dense" : "column", &w)
            }
            declaration("column-gap", px(t.horizontalSpacing), &w)
            declaration("row-gap", px(t.verticalSpacing), &w)
            declaration("justify-items", t.commonItemsAlignment.cssHorizontal, &w, comment: "gridCommonItemsAlignment")
            declaration("align-items", t.commonItemsAlignment.cssVertical, &w)
            declaration("justify-content", t.contentAlignment.cssHorizontal, &w, comment: "gridContentAlignment")
            declaration("align-content", t.contentAlignment.cssVertical, &w)
            if t.contentMode == .fill {
                declaration("width", "100%", &w, comment: "content mode fill"); declaration("height", "100%", &w)
            } else {
                declaration("overflow", "auto", &w, comment: "content mode scroll")
            }
            declaration("padding", px(state.grid.padding), &w)
            declaration("border", "1px solid", &w)
        }
        for (r, row) in state.rows.enumerated() {
            for (c, cell) in row.cells.enumerated() {
                rule(".\(TrainerState.cellLayoutID(row: r, column: c))", &w) { w in
                    let i = cell.item
                    if i.columnSpan != 1 || i.startColumn != nil {
                        declaration("grid-column", placement(i.startColumn, i.columnSpan), &w)
                    }
                    if i.rowSpan != 1 || i.startRow != nil { declaration("grid-row", placement(i.startRow, i.rowSpan), &w) }
                    if let a = i.alignment {
                        declaration("justify-self", a.cssHorizontal, &w); declaration("align-self", a.cssVertical, &w)
                    }
                    cellBox(cell, &w)
                }
            }
        }
    }

    /// `grid-column`/`grid-row`: `S / span N` (1-based lines) or `span N`.
    private static func placement(_ start: Int?, _ span: Int) -> String {
        if let start { return span == 1 ? "\(start + 1)" : "\(start + 1) / span \(span)" }
        return "span \(span)"
    }

    private static func eager(_ state: TrainerState, _ w: inout CodeWriter) {
        let g = state.grid
        w.append("/* SwiftUI's eager Grid, as close as CSS grid gets: auto-sized tracks */", .comment); w.plain("\n")
        // A column's alignment is set by any of its cells (SwiftUI reads it per column).
        var columnAlignment: [Int: TrainerColumnAlignment] = [:]
        for row in state.rows {
            var col = 0
            for cell in row.cells {
                if let a = cell.columnAlignment, cell.columnCount == 1 { columnAlignment[col] = columnAlignment[col] ?? a }
                col += cell.columnCount
            }
        }
        rule(".grid", &w) { w in
            declaration("display", "inline-grid", &w)
            declaration("grid-template-columns", "repeat(\(max(1, state.columnCount)), auto)", &w)
            declaration("column-gap", px(g.horizontalSpacing), &w)
            declaration("row-gap", px(g.verticalSpacing), &w)
            let a = g.alignment ?? .center
            declaration("justify-items", a.cssHorizontal, &w, comment: g.alignment == nil ? "unspecified: center" : "Grid(alignment:)")
            declaration("align-items", a.cssVertical, &w)
            declaration("padding", px(g.padding), &w)
            declaration("border", "1px solid", &w)
        }
        for (r, row) in state.rows.enumerated() {
            var col = 0
            for (c, cell) in row.cells.enumerated() {
                rule(".\(TrainerState.cellLayoutID(row: r, column: c))", &w) { w in
                    declaration("grid-row", "\(r + 1)", &w)
                    declaration("grid-column", cell.columnCount == 1 ? "\(col + 1)" : "\(col + 1) / span \(cell.columnCount)", &w)
                    if let a = cell.anchor {
                        declaration("justify-self", a.cssHorizontal, &w, comment: "gridCellAnchor(.\(a.rawValue)), approximated")
                        declaration("align-self", a.cssVertical, &w)
                    } else {
                        if cell.columnCount == 1, let a = columnAlignment[col] { declaration("justify-self", a.css, &w, comment: "gridColumnAlignment") }
                        if let a = row.alignment { declaration("align-self", a.css, &w, comment: "GridRow(alignment:)") }
                    }
                    if cell.frame.flexibleWidth && cell.frame.flexibleHeight {
                        declaration("place-self", "stretch", &w)
                    } else if cell.frame.flexibleWidth {
                        declaration("justify-self", "stretch", &w)
                    } else if cell.frame.flexibleHeight {
                        declaration("align-self", "stretch", &w)
                    }
                    if let u = cell.unsized { w.plain("  "); w.append("/* gridCellUnsizedAxes(\(u.rawValue)): no CSS equivalent */", .comment); w.plain("\n") }
                    cellBox(cell, &w)
                }
                col += cell.columnCount
            }
        }
    }
}
