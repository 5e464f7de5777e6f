import Testing
@testable import Tessera

/// X11's primary selection in text fields: selecting with the pointer sets it, a middle click
/// pastes it where it lands.
@Suite struct PrimarySelectionTests {
    @Test func aDoubleClickSelectionBecomesThePrimarySelectionAndAMiddleClickPastesIt() throws {
        let s = FormState()
        s.text = "hello world"
        let h = ControlHarness(TextFieldTests.Form(state: s))
        let clipboard = MemoryClipboard()
        h.host.clipboard = clipboard
        let field = try #require(h.host.node(withID: "field").map { h.host.animator.attributes(of: $0).frame })
        let start = Point(x: field.minX + 12, y: field.midY)   // in "hello"
        _ = h.host.handle(.pointer(PointerEvent(.down, at: start)))
        _ = h.host.handle(.pointer(PointerEvent(.up, at: start)))
        _ = h.host.handle(.pointer(PointerEvent(.down, at: start, clickCount: 2)))
        _ = h.host.handle(.pointer(PointerEvent(.up, at: start, clickCount: 2)))
        #expect(clipboard.primary == "hello")
        #expect(clipboard.text == nil, "the clipboard is left alone")
        let end = Point(x: field.maxX - 10, y: field.midY)      // after "world"
        _ = h.host.handle(.pointer(PointerEvent(.down, at: end, button: .middle)))
        _ = h.host.handle(.pointer(PointerEvent(.up, at: end, button: .middle)))
        #expect(s.text == "hello worldhello")
        h.key("z", control: true)
        #expect(s.text == "hello world", "the middle-click paste is one undo step")
    }

    @Test func secureFieldsNeitherSetNorPasteThePrimarySelection() throws {
        let s = FormState()
        let h = ControlHarness(TextFieldTests.Form(state: s))
        let clipboard = MemoryClipboard()
        clipboard.primary = "leak"
        h.host.clipboard = clipboard
        let field = try #require(h.host.node(withID: "secret").map { h.host.animator.attributes(of: $0).frame })
        let p = Point(x: field.midX, y: field.midY)
        _ = h.host.handle(.pointer(PointerEvent(.down, at: p, button: .middle)))
        _ = h.host.handle(.pointer(PointerEvent(.up, at: p, button: .middle)))
        #expect(s.secret == "")
    }
}
