import TesseraTrainer

/// The text the Trainer overlays on a cell when "Show Cell Properties" is on (GridRules §9):
/// the anchor's short name ((LT), (Top), ...), "span = n", "flex W+H"/"flex W"/"flex H",
/// "unsize(H)/(V)/(H+V)", one per line; in track mode the item's span, start and alignment.
enum TrainerOverlayText {
    static func text(for cell: TrainerCell, mode: TrainerMode) -> String? {
        var lines: [String] = []
        if mode == .eager {
            if let a = cell.anchor { lines.append(a.shortName) }
            if let s = cell.span { lines.append("span = \(s)") }
            if let f = cell.frame.shortName { lines.append(f) }
            if let u = cell.unsized { lines.append(u.shortName) }
        } else {
            let i = cell.item
            if let a = i.alignment { lines.append(a.shortName) }
            if i.columnSpan != 1 || i.rowSpan != 1 { lines.append("span = \(i.columnSpan)x\(i.rowSpan)") }
            if i.startColumn != nil || i.startRow != nil {
                lines.append("start = \(i.startColumn.map(String.init) ?? "-"),\(i.startRow.map(String.init) ?? "-")")
            }
            if let f = cell.frame.shortName { lines.append(f) }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
