@_spi(Controls) import Tessera
import TesseraLayout

/// What one line of a ``TextEditor`` shows: its text, wrapped into rows at `width`, with the
/// selection (line-relative UTF-8 range; past the end when the line feed is selected) and the
/// caret. Equal values are skipped by the reconciler, so typing re-evaluates one line.
struct TextEditorLine: View {
    let index: Int
    let text: String
    let width: Double
    let caret: Int?
    let selection: Range<Int>?
    let focused: Bool
    let model: TextEditorModel
    let changed: () -> Void

    var body: some View {
        _ControlContextReader { ctx in
            let font = ctx.textFont
            let rows = TextRows(Substring(text), width: width, font: font, measurer: ctx.measurer)
            let lineHeight = model.lineHeight
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows.count, id: \.self) { r in
                    row(r, rows: rows, ctx: ctx, font: font, lineHeight: lineHeight)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onPointerInteraction {
                TextEditorPointer(model: model, line: index, rows: rows, lineHeight: lineHeight, clipboard: ctx.clipboard, changed: changed)
            }
        }
    }

    private func row(_ r: Int, rows: TextRows, ctx: _ControlContext, font: Font, lineHeight: Double) -> some View {
        let length = text.utf8.count
        let range = rows.range(r, length: length)
        let piece = slice(range)
        func x(_ offset: Int) -> Double {
            TextRows.width(slice(range.lowerBound..<min(max(offset, range.lowerBound), range.upperBound)), font: font, measurer: ctx.measurer)
        }
        var band: (Double, Double)?
        if let s = selection, s.lowerBound <= range.upperBound, s.upperBound >= range.lowerBound {
            let x0 = x(s.lowerBound)
            let pastEnd = s.upperBound > length && r == rows.count - 1
            let x1 = x(s.upperBound) + (pastEnd ? 6 : 0)
            if x1 > x0 { band = (x0, x1) }
        }
        let lastRow = r == rows.count - 1
        let caretHere = caret.map { $0 >= range.lowerBound && ($0 < range.upperBound || lastRow) } ?? false
        let caretX = caretHere ? x(caret!) : 0
        return Text(verbatim: String(piece)).font(font).foregroundStyle(ctx.text)
            .fixedSize()
            .frame(maxWidth: .infinity, minHeight: lineHeight, alignment: .leading)
            .background(alignment: .leading) {
                if let band {
                    Rectangle().fill(focused ? ctx.selection : ctx.track).frame(width: band.1 - band.0, height: lineHeight).offset(x: band.0)
                }
            }
            .overlay(alignment: .leading) {
                if caretHere && focused {
                    Rectangle().fill(ctx.text).frame(width: 1.5, height: lineHeight - 2).offset(x: caretX - 0.75)._passesHits()
                }
            }
    }

    private func slice(_ r: Range<Int>) -> Substring {
        let u = text.utf8
        return text[u.index(u.startIndex, offsetBy: r.lowerBound)..<u.index(u.startIndex, offsetBy: r.upperBound)]
    }
}

/// The pointer on a ``TextEditor`` line: a press puts the caret at the nearest character (two
/// presses select a word, three the line; Shift extends), a drag extends the selection, also
/// onto the lines above and below. As on X11, text selected with the pointer becomes the
/// primary selection and a middle click pastes the primary selection where it lands.
final class TextEditorPointer: PointerRecognizer {
    let model: TextEditorModel
    let line: Int
    let rows: TextRows
    let lineHeight: Double
    let clipboard: any Clipboard
    let changed: () -> Void

    init(model: TextEditorModel, line: Int, rows: TextRows, lineHeight: Double, clipboard: any Clipboard, changed: @escaping () -> Void) {
        self.model = model; self.line = line; self.rows = rows; self.lineHeight = lineHeight; self.clipboard = clipboard; self.changed = changed
    }

    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        guard event.button == .primary || event.button == .middle, line < model.buffer.lineCount else { return .failed }
        let x = event.location.x - frame.minX
        let y = event.location.y - frame.minY
        var target = line, targetRows = rows
        var row = min(max(0, Int(y / lineHeight)), rows.count - 1)
        if y < 0 || y >= frame.height {
            // Beyond this line: count lines of one row each (the ones in between are not measured).
            let steps = y < 0 ? Int((y / lineHeight).rounded(.down)) : Int(((y - frame.height) / lineHeight).rounded(.down)) + 1
            target = min(max(0, line + steps), model.buffer.lineCount - 1)
            targetRows = model.rows(of: target)
            row = y < 0 ? targetRows.count - 1 : 0
        }
        if event.button == .middle {
            guard event.phase == .down, let text = clipboard.readPrimarySelection() else { return .recognized }
            model.place(line: target, row: row, rows: targetRows, x: x, extend: false)
            model.insert(text)
            changed()
            return .recognized
        }
        switch event.phase {
        case .down:
            model.place(line: target, row: row, rows: targetRows, x: x, extend: event.shift)
            if event.clickCount == 2 { model.buffer.selectWord(at: model.buffer.caret) }
            if event.clickCount >= 3 { model.buffer.selectLine(target) }
        case .moved:
            model.place(line: target, row: row, rows: targetRows, x: x, extend: true)
        case .up:
            if model.buffer.hasSelection { clipboard.writePrimarySelection(model.buffer.selectedText) }
        }
        model.buffer.goalX = nil
        changed()
        return .recognized
    }
}
