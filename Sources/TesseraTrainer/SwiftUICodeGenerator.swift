/// The SwiftUI code of the Trainer's eager grid, as GridRules §9 describes the code panel:
/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (alignment omitted when unspecified),
/// one `GridRow` (with `alignment:` when set) per row, per cell `RoundedRectangle(cornerRadius:
/// 5.0)`, `.fill(.<colour>.gradient)`, `.frame(...)` (a flexible axis omitted; no frame when
/// both are), `.gridColumnAlignment`, `.gridCellColumns`, `.gridCellAnchor`,
/// `.gridCellUnsizedAxes` when set, then `.padding(x)` and `.border(.primary)`. Numbers have one
/// decimal. The text compiles against Tessera (`import Tessera`) as it does against SwiftUI.
public enum SwiftUICodeGenerator {
    /// The code for `state`'s eager grid.
    public static func code(for state: TrainerState) -> GeneratedCode {
        var w = CodeWriter(cells: state.rows.reduce(0) { $0 + $1.cells.count })
        let g = state.grid
        w.append("Grid", .type); w.plain("(")
        if let a = g.alignment { w.append("alignment", .property); w.plain(": "); w.append(".", a.rawValue, .member); w.plain(", ") }
        w.append("horizontalSpacing", .property); w.plain(": "); w.appendOneDecimal(g.horizontalSpacing)
        w.plain(", "); w.append("verticalSpacing", .property); w.plain(": "); w.appendOneDecimal(g.verticalSpacing)
        w.plain(") {\n")
        for row in state.rows {
            w.plain("    "); w.append("GridRow", .type)
            if let a = row.alignment { w.plain("("); w.append("alignment", .property); w.plain(": "); w.append(".", a.rawValue, .member); w.plain(")") }
            w.plain(" {\n")
            for cell in row.cells { shape(cell, indent: "        ", into: &w) }
            w.plain("    }\n")
        }
        w.plain("}\n")
        trailer(g.padding, into: &w)
        return w.code
    }

    /// The cell's shape, fill and frame (shared with the exyte generator).
    static func shape(_ cell: TrainerCell, indent: String, into w: inout CodeWriter) {
        let more = indent + "    "
        w.plain(indent); w.append("RoundedRectangle", .type); w.plain("("); w.append("cornerRadius", .property); w.plain(": ")
        w.append("5.0", .number); w.plain(")\n")
        w.plain(more); w.append(".fill", .member); w.plain("("); w.append(".", cell.color.rawValue, .member); w.append(".gradient", .member); w.plain(")\n")
        if cell.frame != .flexibleBoth {
            w.plain(more); w.append(".frame", .member); w.plain("(")
            if !cell.frame.flexibleWidth { w.append("width", .property); w.plain(": "); w.appendOneDecimal(cell.width) }
            if cell.frame == .fixed { w.plain(", ") }
            if !cell.frame.flexibleHeight { w.append("height", .property); w.plain(": "); w.appendOneDecimal(cell.height) }
            w.plain(")\n")
        }
        if let a = cell.columnAlignment { modifier(".gridColumnAlignment", a.rawValue, more, &w) }
        if let s = cell.span { w.plain(more); w.append(".gridCellColumns", .member); w.plain("("); w.append(s); w.plain(")\n") }
        if let a = cell.anchor { modifier(".gridCellAnchor", a.rawValue, more, &w) }
        if let u = cell.unsized {
            switch u {
            case .horizontal, .vertical: modifier(".gridCellUnsizedAxes", u.rawValue, more, &w)
            case .both:
                w.plain(more); w.append(".gridCellUnsizedAxes", .member); w.plain("([")
                w.append(".horizontal", .member); w.plain(", "); w.append(".vertical", .member); w.plain("])\n")
            }
        }
    }

    static func modifier(_ name: String, _ member: String, _ indent: String, _ w: inout CodeWriter) {
        w.plain(indent); w.append(name, .member); w.plain("("); w.append(".", member, .member); w.plain(")\n")
    }

    /// `.padding(x)` and `.border(.primary)`.
    static func trailer(_ padding: Double, into w: inout CodeWriter) {
        w.append(".padding", .member); w.plain("("); w.appendOneDecimal(padding); w.plain(")\n")
        w.append(".border", .member); w.plain("("); w.append(".primary", .member); w.plain(")\n")
    }
}
