import Testing
@testable import TesseraControls

@Suite struct TextBufferTests {
    @Test func lineStartsFollowEditsWithoutRescanning() {
        var b = TextBuffer(text: "one\ntwo\nthree")
        #expect(b.lineStarts == [0, 4, 8])
        b.place(at: 5, extend: false)           // t|wo
        b.insert("X\nY")
        #expect(b.text == "one\ntX\nYwo\nthree")
        #expect(b.lineStarts == [0, 4, 7, 11])
        #expect(b.lineStarts == [0] + TextBuffer.lineFeeds(in: b.text, from: 0).map { $0 + 1 })
        b.place(at: 3, extend: false); b.place(at: 8, extend: true)   // across two line feeds
        b.insert("")
        #expect(b.text == "onewo\nthree")
        #expect(b.lineStarts == [0, 6])
        #expect(b.lineText(1) == "three")
        #expect(b.line(containing: 7) == 1)
    }

    @Test func undoAndRedoRestoreTextAndSelection() {
        var b = TextBuffer(text: "hello")
        for c in " big world" { b.insert(String(c), coalescing: true) }
        #expect(b.text == "hello big world")
        b.undo()   // "world"
        #expect(b.text == "hello big ")
        b.undo()   // "big "
        #expect(b.text == "hello ")
        b.undo()   // " ": typing groups by words, each with the spaces after it
        #expect(b.text == "hello")
        #expect(b.caret == 5)
        b.redo(); b.redo()
        #expect(b.text == "hello big ")
        b.selectAll(); b.insert("gone")
        #expect(!b.history.canRedo)
        b.undo()
        #expect(b.text == "hello big ")
        #expect(b.selection == 0..<10)
        #expect(b.lineStarts == [0])
        while b.undo() {}
        #expect(b.text == "hello")
    }

    @Test func pastedControlCharactersAndLineEndingsAreCleaned() {
        var b = TextBuffer()
        b.insert("a\r\nb\rc\u{7}d\te")
        #expect(b.text == "a\nb\ncd\te")
        #expect(b.lineCount == 3)
    }

    @Test func aHugePasteIsCutWithOneWarning() {
        var b = TextBuffer(text: "start ")
        let big = String(repeating: "é0123456789\n", count: 800_000)  // 10.4 MB
        let warning = b.insert(big)
        #expect(b.utf8Count == TextBuffer.maximumLength || b.utf8Count == TextBuffer.maximumLength - 1)
        #expect(warning?.contains("cut to") == true)
        #expect(b.lineStarts.count == TextBuffer.lineFeeds(in: b.text, from: 0).count + 1)
        #expect(b.text.unicodeScalars.last != nil)
        b.undo()
        #expect(b.text == "start ")
    }

    @Test func wordMovesAndDeletes() {
        var b = TextBuffer(text: "alpha beta_2 gamma")
        b.move(left: true, extend: false, word: true)
        #expect(b.caret == 13)
        b.deleteBackward(word: true)
        #expect(b.text == "alpha gamma")
        b.selectWord(at: 1)
        #expect(b.selectedText == "alpha")
    }
}
