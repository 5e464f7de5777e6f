import Foundation

/// The Trainer's state file (JSON, version 1). Every field but `rows` is optional (absent or
/// `null` = the default of GridRules §9); unknown fields are rejected, every number is checked
/// against ``TrainerLimits``, and the first problem is reported with its JSON path.
///
/// ```json
/// {"version": 1, "mode": "eager",                       // or "track"
///  "grid": {"alignment": null, "horizontalSpacing": 5, "verticalSpacing": 5,
///           "padding": 10, "showCellProperties": true},
///  "rows": [{"alignment": "top",                        // top, center, bottom or null
///            "cells": [{"color": "green", "width": 80, "height": 80,
///                       "frame": "fixed",               // flexibleWidth, flexibleHeight, flexibleBoth
///                       "columnAlignment": "leading",   // leading, center, trailing
///                       "anchor": "topLeading",         // one of the nine box alignments
///                       "span": 2,                      // 2...6
///                       "unsized": "horizontal",        // vertical, both
///                       "item": {"columnSpan": 1, "rowSpan": 1, "startColumn": 0,
///                                "startRow": null, "alignment": null}}]}],
///  "track": {"tracks": [{"pt": 80}, {"fr": 1}, "fit", "auto", {"minmax": [50, {"fr": 1}]}],
///            "flow": "rows", "packing": "sparse", "contentMode": "fill",
///            "horizontalSpacing": 5, "verticalSpacing": 5,
///            "commonItemsAlignment": "center", "contentAlignment": "topLeading"},
///  "selection": [[0, 1]],                               // [row, column] of selected cells
///  "view": {"code": "swift", "codeOpacity": 1, "gridOpacity": 1}}
/// ```
/// Limits: 1...20 rows of 1...20 cells (spans add up to at most 20 columns), sizes 10...800,
/// spacing and padding 0...50, tracks 1...20 with points 0...800 and fractions 0...20, a
/// track-grid item's start + span within the tracks.
public enum TrainerStateFile {
    /// The format version written and read.
    public static let version = 1
    /// The largest state file read, in bytes.
    public static let maximumBytes = 1 << 20

    /// The state in `data`, or a ``TrainerStateError`` naming the JSON path of the problem.
    public static func decode(_ data: Data) throws -> TrainerState {
        guard data.count <= maximumBytes else { throw TrainerStateError("$", "the file is larger than \(maximumBytes) bytes") }
        return try TrainerStateReader.read(data)
    }

    /// `state` as the JSON text of a state file (stable field order; options at their default
    /// are left out of cells and items).
    public static func encode(_ state: TrainerState) -> String {
        let n = TrainerNumber.short
        func q(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "null" }
        var s = "{\n  \"version\": \(version),\n  \"mode\": \"\(state.mode.rawValue)\",\n"
        let g = state.grid
        s += "  \"grid\": {\"alignment\": \(q(g.alignment?.rawValue)), \"horizontalSpacing\": \(n(g.horizontalSpacing)), "
        s += "\"verticalSpacing\": \(n(g.verticalSpacing)), \"padding\": \(n(g.padding)), \"showCellProperties\": \(g.showCellProperties)},\n"
        s += "  \"rows\": ["
        for (r, row) in state.rows.enumerated() {
            s += r == 0 ? "\n" : ",\n"
            s += "    {\"alignment\": \(q(row.alignment?.rawValue)), \"cells\": ["
            for (c, cell) in row.cells.enumerated() {
                s += c == 0 ? "\n      " : ",\n      "
                var f = ["\"color\": \"\(cell.color.rawValue)\"", "\"width\": \(n(cell.width))", "\"height\": \(n(cell.height))"]
                if cell.frame != .fixed { f.append("\"frame\": \"\(cell.frame.rawValue)\"") }
                if let a = cell.columnAlignment { f.append("\"columnAlignment\": \"\(a.rawValue)\"") }
                if let a = cell.anchor { f.append("\"anchor\": \"\(a.rawValue)\"") }
                if let sp = cell.span { f.append("\"span\": \(sp)") }
                if let u = cell.unsized { f.append("\"unsized\": \"\(u.rawValue)\"") }
                let i = cell.item
                if i != TrainerItemOptions() {
                    var it: [String] = []
                    if i.columnSpan != 1 { it.append("\"columnSpan\": \(i.columnSpan)") }
                    if i.rowSpan != 1 { it.append("\"rowSpan\": \(i.rowSpan)") }
                    if let v = i.startColumn { it.append("\"startColumn\": \(v)") }
                    if let v = i.startRow { it.append("\"startRow\": \(v)") }
                    if let a = i.alignment { it.append("\"alignment\": \"\(a.rawValue)\"") }
                    f.append("\"item\": {\(it.joined(separator: ", "))}")
                }
                s += "{" + f.joined(separator: ", ") + "}"
            }
            s += "\n    ]}"
        }
        s += "\n  ],\n"
        let t = state.track
        s += "  \"track\": {\"tracks\": [\(t.tracks.map(SpecGenerator.jsonTrack).joined(separator: ", "))], "
        s += "\"flow\": \"\(t.flow.rawValue)\", \"packing\": \"\(t.packing.rawValue)\", \"contentMode\": \"\(t.contentMode.rawValue)\", "
        s += "\"horizontalSpacing\": \(n(t.horizontalSpacing)), \"verticalSpacing\": \(n(t.verticalSpacing)), "
        s += "\"commonItemsAlignment\": \"\(t.commonItemsAlignment.rawValue)\", \"contentAlignment\": \"\(t.contentAlignment.rawValue)\"},\n"
        var selected: [String] = []
        for (r, row) in state.rows.enumerated() {
            for (c, cell) in row.cells.enumerated() where state.selection.contains(cell.id) { selected.append("[\(r), \(c)]") }
        }
        s += "  \"selection\": [\(selected.joined(separator: ", "))],\n"
        let v = state.view
        s += "  \"view\": {\"code\": \"\(v.code.rawValue)\", \"codeOpacity\": \(n(v.codeOpacity)), \"gridOpacity\": \(n(v.gridOpacity))}\n}\n"
        return s
    }
}

extension TrainerState {
    /// The code the code panel shows: SwiftUI's in eager mode; exyte's or the CSS in track mode.
    public var code: GeneratedCode {
        switch (mode, view.code) {
        case (.eager, _): SwiftUICodeGenerator.code(for: self)
        case (.track, .swift): ExyteCodeGenerator.code(for: self)
        case (.track, .css): CSSCodeGenerator.code(for: self)
        }
    }
}
