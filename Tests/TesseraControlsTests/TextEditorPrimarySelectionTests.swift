import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls

/// X11's primary selection in a `TextEditor`: a pointer selection sets it, a middle click
/// pastes it where it lands (an undoable edit), the clipboard is left alone.
@Suite struct TextEditorPrimarySelectionTests {
    @Test func doubleClickSetsThePrimarySelectionAndMiddleClickPastesIt() {
        let text = Box("first line\nsecond")
        let stage = ControlStage(TextEditor(text: text.binding).id("editor"), size: Size(width: 400, height: 300))
        let clipboard = MemoryClipboard()
        stage.host.clipboard = clipboard
        let cw = 0.6 * 15, lh = 1.2 * 15, inset = TextEditor.inset
        stage.click(at: Point(x: inset + 1 * cw, y: inset + 0.5 * lh))
        stage.click(at: Point(x: inset + 1 * cw, y: inset + 0.5 * lh), count: 2)   // "first"
        #expect(clipboard.primary == "first")
        #expect(clipboard.text == nil)
        let end = Point(x: inset + 6 * cw + 1, y: inset + 1.5 * lh)              // after "second"
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: end, button: .middle)))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: end, button: .middle)))
        stage.frame()
        #expect(text.value == "first line\nsecondfirst")
        stage.key("Z", control: true)
        #expect(text.value == "first line\nsecond")
    }
}
