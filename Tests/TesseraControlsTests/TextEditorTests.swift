import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls
import TesseraLayout
import TesseraDisplayList

/// The strings of the text runs `list` draws.
private func texts(_ list: DisplayList) -> [String] {
    list.items.compactMap { if case .text(let run) = $0 { run.text.string } else { nil } }
}

/// Event replays on a `TextEditor`: typing, keys, the mouse, the clipboard, undo and redo.
@Suite struct TextEditorTests {
    /// The editor filling a 400x300 stage, focused by a click at its top-left text position.
    private func focusedEditor(_ text: Box<String>, size: Size = Size(width: 400, height: 300)) -> ControlStage {
        let stage = ControlStage(TextEditor(text: text.binding).id("editor"), size: size)
        stage.click(at: Point(x: 7, y: 8))
        return stage
    }

    @Test func typingReturnAndUndoRedoReplayOnTheBinding() {
        let text = Box("")
        let stage = focusedEditor(text)
        stage.type("Hello"); stage.type(" "); stage.type("world")
        stage.key("Return")
        stage.type("second")
        #expect(text.value == "Hello world\nsecond")
        stage.key("Z", control: true)          // "second"
        #expect(text.value == "Hello world\n")
        stage.key("Z", control: true)          // the line break
        stage.key("Z", control: true)          // "world"
        #expect(text.value == "Hello ")
        stage.key("Z", control: true, alt: false)
        #expect(text.value == "")
        stage.key("Z", shift: true, control: true)
        stage.key("Y", control: true)
        #expect(text.value == "Hello world")
        stage.type("!")                        // a new edit ends redo
        stage.key("Z", shift: true, control: true)
        #expect(text.value == "Hello world!")
    }

    @Test func arrowsMoveByLineKeepingTheColumn() {
        let text = Box("abcdef\nxy\n123456")
        let stage = focusedEditor(text)         // the click put the caret at the start
        stage.key("Right"); stage.key("Right"); stage.key("Right"); stage.key("Right")
        stage.key("Down"); stage.key("Down")     // through the short line, back to column 4
        stage.type("|")
        #expect(text.value == "abcdef\nxy\n1234|56")
        stage.key("Up")
        stage.type("^")
        #expect(text.value == "abcdef\nxy^\n1234|56")
        stage.key("Home", control: true); stage.key("Down", shift: true)
        stage.key("Backspace")                   // the first line and its line break
        #expect(text.value == "xy^\n1234|56")
    }

    @Test func clicksPlaceTheCaretAndDragsSelect() {
        let text = Box("first line\nsecond line\nthird")
        let stage = focusedEditor(text)
        let cw = 0.6 * 13, lh = 1.2 * 13, inset = TextEditor.inset   // the desktop look's regular control font: 13 points
        // Click between "se" and "cond" on line 1.
        stage.click(at: Point(x: inset + 2 * cw + 1, y: inset + 1.5 * lh))
        stage.type("_")
        #expect(text.value == "first line\nse_cond line\nthird")
        // Drag from line 0 column 6 to line 2 column 2: the selection spans three lines.
        stage.drag(from: Point(x: inset + 6 * cw + 1, y: inset + 0.5 * lh), to: Point(x: inset + 2 * cw + 1, y: inset + 2.5 * lh))
        stage.type("*")
        #expect(text.value == "first *ird")
        // A double click selects a word; a triple click the line.
        stage.click(at: Point(x: inset + 2 * cw, y: inset + 0.5 * lh), count: 2)
        stage.type("last")
        #expect(text.value == "last *ird")
    }

    @Test func copyCutPasteGoThroughTheHostClipboard() {
        let text = Box("one two")
        let stage = focusedEditor(text)
        let clipboard = MemoryClipboard()
        stage.host.clipboard = clipboard
        stage.key("Right", shift: true, control: true)
        stage.key("X", control: true)
        #expect(clipboard.text == "one")
        #expect(text.value == " two")
        stage.key("End", control: true)
        stage.key("V", control: true)
        #expect(text.value == " twoone")
        clipboard.text = "a\r\nb"
        stage.key("V", control: true)
        #expect(text.value == " twoonea\nb")
        stage.key("Z", control: true); stage.key("Z", control: true)
        #expect(text.value == " two")
    }

    @Test func longLinesWrapAndDownMovesByRow() {
        // 400 points wide: (400 - 2*5) / 9 = 43 characters a row.
        let words = (0..<20).map { "word\($0)" }.joined(separator: " ")   // 129 characters
        let text = Box(words)
        let stage = focusedEditor(text)
        stage.key("Down")
        stage.type("#")
        let index = text.value.firstIndex(of: "#").map { text.value.distance(from: text.value.startIndex, to: $0) }
        #expect(index != nil && index! > 40 && index! < 60)   // the second row's start, not the end of the text
    }

    @Test func aTenThousandLineTextEditsAtTheCaretOnly() {
        let big = (0..<10_000).map { "line \($0) of the long text" }.joined(separator: "\n")
        let text = Box(big)
        let stage = focusedEditor(text)
        stage.key("End", control: true)
        stage.type("!")
        #expect(text.value.hasSuffix("line 9999 of the long text!"))
        stage.key("Home", control: true)
        stage.type("#")
        #expect(text.value.hasPrefix("#line 0 of"))
        #expect(text.value.utf8.count == big.utf8.count + 2)
        // Only the lines on screen are made: 300 points hold 17 lines of 18 points.
        let drawn = texts(stage.host.frame(size: stage.size, at: stage.time).displayList)
        #expect(drawn.count < 40)
        #expect(drawn.contains { $0.hasPrefix("#line 0 of") })
    }

    @Test func tenMegabytesPastedAreCutAndStayResponsive() {
        let text = Box("")
        let stage = focusedEditor(text)
        let clipboard = MemoryClipboard(text: String(repeating: "0123456789 pasted\n", count: 600_000))   // 10.8 MB
        stage.host.clipboard = clipboard
        let start = Date()
        stage.key("V", control: true)
        #expect(text.value.utf8.count <= TextBuffer.maximumLength)
        #expect(text.value.utf8.count > TextBuffer.maximumLength - 20)
        #expect(Date().timeIntervalSince(start) < 20, "a paste of 10 MB must not hang (debug build)")
        stage.type("?")                          // full: nothing more fits
        #expect(!text.value.hasSuffix("?"))
        stage.key("Backspace"); stage.type("!")
        #expect(text.value.hasSuffix("!"))
        #expect(texts(stage.host.frame(size: stage.size, at: stage.time).displayList).count < 40)
    }

    @Test func theCaretIsScrolledIntoView() {
        let text = Box((0..<100).map { "line \($0)" }.joined(separator: "\n"))
        let stage = focusedEditor(text)
        stage.key("End", control: true)
        stage.type("Z")
        let drawn = texts(stage.host.frame(size: stage.size, at: stage.time).displayList)
        #expect(drawn.contains("line 99Z"))
        #expect(!drawn.contains("line 0"))
        stage.key("Home", control: true)
        #expect(texts(stage.host.frame(size: stage.size, at: stage.time).displayList).contains("line 0"))
    }
}
