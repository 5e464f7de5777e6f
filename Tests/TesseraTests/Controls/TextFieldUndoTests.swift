import Testing
@testable import Tessera

/// Undo and redo in a text field (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y).
@Suite struct TextFieldUndoTests {
    func typed(_ text: String = "") -> (FormState, ControlHarness) {
        let s = FormState()
        s.text = text
        let h = ControlHarness(TextFieldTests.Form(state: s))
        h.click("field")
        return (s, h)
    }

    @Test func aRunOfTypingIsOneStepAndRedoBringsItBack() {
        let (s, h) = typed()
        for c in "hello" { h.key(String(c)); h.type(String(c)) }
        h.key("Left"); h.key("Right")   // a caret move ends the run
        h.type(" world")
        #expect(s.text == "hello world")
        h.key("z", control: true)
        #expect(s.text == "hello")
        h.key("z", control: true)
        #expect(s.text == "")
        h.key("z", control: true)       // nothing left: no change
        #expect(s.text == "")
        h.key("z", shift: true, control: true)
        #expect(s.text == "hello")
        h.key("y", control: true)
        #expect(s.text == "hello world")
    }

    @Test func deletionsAndPastesAreUndoneAndANewEditClearsRedo() {
        let (s, h) = typed()
        h.type("abc")
        h.key("Backspace"); h.key("Backspace")
        #expect(s.text == "a")
        h.key("z", control: true)
        #expect(s.text == "abc", "a run of deletions is one step")
        h.key("a", control: true); h.key("x", control: true)
        #expect(s.text == "")
        h.key("v", control: true); h.key("v", control: true)
        #expect(s.text == "abcabc")
        h.key("z", control: true)
        #expect(s.text == "abc")
        h.type("!")
        h.key("y", control: true)       // the typing cleared the redo step
        #expect(s.text == "abc!")
    }

    @Test func historyIsBounded() {
        var history = TextFieldHistory()
        var editor = TextEditor()
        for i in 0..<(TextFieldHistory.limit + 50) {
            let before = editor
            editor.insert("\(i % 10)")
            history.record(from: before, to: editor, run: nil)
        }
        var undone = 0
        while let previous = history.undo(from: editor) { editor = previous; undone += 1 }
        #expect(undone == TextFieldHistory.limit)
    }
}
