import Foundation
import Tessera
import TesseraLayout

/// A ``TextEditor``'s state kept across evaluations (a reference in `@State`): the buffer and
/// what its last evaluation measured with (width, font, measurer, line height), which vertical
/// moves and clicks need to find rows.
final class TextEditorModel {
    var buffer = TextBuffer()
    var width = 0.0
    var font = Font(size: 13)
    var lineHeight = 16.0
    var viewportHeight = 0.0
    var measurer: (any TextMeasuring)?
    /// Called with a warning line (a clamped paste); the default prints to standard error once
    /// per kind.
    var warn: (String) -> Void = { TextEditorWarnings.emit($0) }

    /// The rows of line `i` at the last width.
    func rows(of i: Int) -> TextRows {
        guard let measurer else { return TextRows(buffer.lineText(i), width: 0, font: font, measurer: MonospaceTextMeasurer()) }
        return TextRows(buffer.lineText(i), width: width, font: font, measurer: measurer)
    }

    /// The x of the caret in its row.
    func caretX() -> Double {
        let line = buffer.line(containing: buffer.caret)
        let text = buffer.lineText(line)
        let rows = rows(of: line)
        let local = buffer.caret - buffer.lineStarts[line]
        let r = rows.row(containing: local)
        let piece = text.utf8.index(text.startIndex, offsetBy: rows.starts[r])..<text.utf8.index(text.startIndex, offsetBy: local)
        return TextRows.width(text[piece], font: font, measurer: measurer ?? MonospaceTextMeasurer())
    }

    /// Moves the caret `count` rows up (negative) or down, keeping its x (Up, Down, Page Up,
    /// Page Down); at the first or last row it goes to the start or end of the text.
    func moveVertically(by count: Int, extend: Bool) {
        let goal = buffer.goalX ?? caretX()
        var line = buffer.line(containing: buffer.caret)
        var rows = rows(of: line)
        var row = rows.row(containing: buffer.caret - buffer.lineStarts[line])
        var steps = count
        while steps != 0 {
            if steps < 0 {
                if row > 0 { row -= 1 } else if line > 0 { line -= 1; rows = self.rows(of: line); row = rows.count - 1 } else {
                    buffer.place(at: 0, extend: extend); buffer.goalX = goal; return
                }
                steps += 1
            } else {
                if row + 1 < rows.count { row += 1 } else if line + 1 < buffer.lineCount { line += 1; rows = self.rows(of: line); row = 0 } else {
                    buffer.place(at: buffer.utf8Count, extend: extend); buffer.goalX = goal; return
                }
                steps -= 1
            }
        }
        place(line: line, row: row, rows: rows, x: goal, extend: extend)
        buffer.goalX = goal
    }

    /// Puts the caret in row `row` of line `line` nearest to `x`.
    func place(line: Int, row: Int, rows: TextRows, x: Double, extend: Bool) {
        let text = buffer.lineText(line)
        let range = rows.range(row, length: text.utf8.count)
        var piece = text[text.utf8.index(text.startIndex, offsetBy: range.lowerBound)..<text.utf8.index(text.startIndex, offsetBy: range.upperBound)]
        // A wrapped row's trailing space belongs before the break: the caret stays on the row.
        if row + 1 < rows.count, piece.last == " " { piece = piece.dropLast() }
        let local = TextRows.offset(at: x, in: piece, font: font, measurer: measurer ?? MonospaceTextMeasurer())
        buffer.place(at: buffer.lineStarts[line] + range.lowerBound + local, extend: extend)
    }

    /// Puts the caret at the start or end of its row (Home, End).
    func moveToRowEdge(end: Bool, extend: Bool) {
        let line = buffer.line(containing: buffer.caret)
        let rows = rows(of: line)
        let length = buffer.lineRange(line).count
        let range = rows.range(rows.row(containing: buffer.caret - buffer.lineStarts[line]), length: length)
        var target = end ? range.upperBound : range.lowerBound
        if end, range.upperBound < length { target -= 1 }  // before the wrapped row's break space
        buffer.place(at: buffer.lineStarts[line] + target, extend: extend)
        buffer.goalX = nil
    }

    /// Inserts `s`, reporting a clamp through `warn`.
    func insert(_ s: String, typing: Bool = false) {
        if let warning = buffer.insert(s, coalescing: typing) { warn(warning) }
    }
}

/// Warnings of text editors, each printed once per process to standard error.
enum TextEditorWarnings {
    nonisolated(unsafe) private static var printed = Set<String>()
    static func emit(_ line: String) {
        let kind = String(line.prefix(40))
        guard !printed.contains(kind) else { return }
        printed.insert(kind)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
