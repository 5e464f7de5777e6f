/// The exyte/Grid code of the Trainer's track grid: `TrackGrid(tracks: [...], spacing: [h, v])`
/// (exyte's `Grid(tracks:spacing:)`, named `TrackGrid` in Tessera beside SwiftUI's eager `Grid`),
/// every cell in reading order as an item (shape, fill and frame as in the eager code, then
/// `.gridSpan(column:row:)`, `.gridStart(column:row:)`, `.gridItemAlignment` when set), then the
/// grid modifiers that differ from exyte's defaults (`.gridFlow`, `.gridPacking`,
/// `.gridContentMode`, `.gridCommonItemsAlignment`, `.gridContentAlignment`), `.padding` and
/// `.border(.primary)`. Compiles against Tessera.
public enum ExyteCodeGenerator {
    /// The code for `state`'s track grid.
    public static func code(for state: TrainerState) -> GeneratedCode {
        var w = CodeWriter(cells: state.rows.reduce(0) { $0 + $1.cells.count })
        let t = state.track
        w.append("TrackGrid", .type); w.plain("("); w.append("tracks", .property); w.plain(": [")
        for (i, track) in t.tracks.enumerated() {
            if i > 0 { w.plain(", ") }
            swiftTrack(track, into: &w)
        }
        w.plain("], "); w.append("spacing", .property); w.plain(": [")
        w.appendOneDecimal(t.horizontalSpacing); w.plain(", ")
        w.appendOneDecimal(t.verticalSpacing); w.plain("]) {\n")
        for row in state.rows { for cell in row.cells {
            SwiftUICodeGenerator.shape(cell, indent: "    ", into: &w)
            let i = cell.item, more = "        "
            if i.columnSpan != 1 || i.rowSpan != 1 {
                w.plain(more); w.append(".gridSpan", .member); w.plain("(")
                argument("column", i.columnSpan == 1 ? nil : i.columnSpan, first: true, &w)
                argument("row", i.rowSpan == 1 ? nil : i.rowSpan, first: i.columnSpan == 1, &w)
                w.plain(")\n")
            }
            if i.startColumn != nil || i.startRow != nil {
                w.plain(more); w.append(".gridStart", .member); w.plain("(")
                argument("column", i.startColumn, first: true, &w)
                argument("row", i.startRow, first: i.startColumn == nil, &w)
                w.plain(")\n")
            }
            if let a = i.alignment { SwiftUICodeGenerator.modifier(".gridItemAlignment", a.rawValue, more, &w) }
        } }
        w.plain("}\n")
        if t.flow != .rows { SwiftUICodeGenerator.modifier(".gridFlow", t.flow.rawValue, "", &w) }
        if t.packing != .sparse { SwiftUICodeGenerator.modifier(".gridPacking", t.packing.rawValue, "", &w) }
        if t.contentMode != .fill { SwiftUICodeGenerator.modifier(".gridContentMode", t.contentMode.rawValue, "", &w) }
        if t.commonItemsAlignment != .center { SwiftUICodeGenerator.modifier(".gridCommonItemsAlignment", t.commonItemsAlignment.rawValue, "", &w) }
        if t.contentAlignment != .topLeading { SwiftUICodeGenerator.modifier(".gridContentAlignment", t.contentAlignment.rawValue, "", &w) }
        SwiftUICodeGenerator.trailer(state.grid.padding, into: &w)
        return w.code
    }

    /// `name: value` (after ", " unless `first`), nothing when `value` is nil.
    private static func argument(_ name: String, _ value: Int?, first: Bool, _ w: inout CodeWriter) {
        guard let value else { return }
        if !first { w.plain(", ") }
        w.append(name, .property); w.plain(": "); w.append(value)
    }

    /// A track in Swift: `.pt(80.0)`, `.fr(1.0)`, `.fit`, `.auto`,
    /// `.minmax(.length(.px(50.0)), .fr(1.0))`.
    static func swiftTrack(_ track: TrainerTrack, into w: inout CodeWriter) {
        switch track {
        case .pt(let v): w.append(".pt", .member); w.plain("("); w.appendOneDecimal(v); w.plain(")")
        case .fr(let v): w.append(".fr", .member); w.plain("("); w.appendOneDecimal(v); w.plain(")")
        case .fit: w.append(".fit", .member)
        case .auto: w.append(".auto", .member)
        case .minmax(let a, let b):
            w.append(".minmax", .member); w.plain("("); bound(a, &w); w.plain(", "); bound(b, &w); w.plain(")")
        }
    }

    private static func bound(_ b: TrainerTrackBound, _ w: inout CodeWriter) {
        switch b {
        case .pt(let v):
            w.append(".length", .member); w.plain("("); w.append(".px", .member); w.plain("(")
            w.appendOneDecimal(v); w.plain("))")
        case .fr(let v): w.append(".fr", .member); w.plain("("); w.appendOneDecimal(v); w.plain(")")
        case .auto: w.append(".auto", .member)
        case .minContent: w.append(".minContent", .member)
        case .maxContent: w.append(".maxContent", .member)
        }
    }
}
