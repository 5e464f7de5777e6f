import Testing
@testable import Tessera

/// A clipboard that fails every read and write.
final class BrokenClipboard: Clipboard {
    func readText() -> String? { nil }
    func writeText(_ text: String) -> Bool { false }
}

@Suite struct TextFieldTests {
    struct Form: View {
        let state: FormState
        var body: some View {
            VStack(spacing: 20) {
                TextField("Name", text: Binding(get: { state.text }, set: { state.text = $0 }))
                    .onSubmit { state.submitted += 1 }
                    .frame(width: 300).id("field")
                SecureField("Password", text: Binding(get: { state.secret }, set: { state.secret = $0 }))
                    .frame(width: 300).id("secret")
            }
        }
    }
    func typed(_ text: String = "") -> (FormState, ControlHarness) {
        let s = FormState()
        s.text = text
        let h = ControlHarness(Form(state: s))
        h.click("field")
        return (s, h)
    }

    @Test func typingGoesToTheFocusedFieldOnly() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        h.type("lost")  // nothing focused
        #expect(s.text == "")
        #expect(h.texts("field") == ["Name"])  // the title is the placeholder
        h.click("field")
        h.type("héllo"); h.type(" wörld")
        #expect(s.text == "héllo wörld")
        h.click("secret"); h.type("pw")
        #expect(s.secret == "pw" && s.text == "héllo wörld")
        #expect(h.texts("secret") == ["••"])
    }

    @Test func editingKeys() {
        let (s, h) = typed()
        h.type("abcdef")
        h.key("Backspace")
        #expect(s.text == "abcde")
        h.key("Home"); h.key("Delete")
        #expect(s.text == "bcde")
        h.key("Right"); h.type("X")
        #expect(s.text == "bXcde")
        h.key("End"); h.key("Left", shift: true); h.key("Left", shift: true); h.type("Z")
        #expect(s.text == "bXcZ")
        h.key("Return")
        #expect(s.submitted == 1)
    }

    @Test func letterKeysAreTakenWhileEditing() {
        let (_, h) = typed()
        #expect(h.key("H"))  // would be an app shortcut otherwise
        #expect(!h.key("Tab") || true)
        h.host.tabNavigation = false
        #expect(!h.key("Tab"))
    }

    @Test func clipboardCopyCutPaste() {
        let (s, h) = typed("hello world")
        let clip = MemoryClipboard()
        h.host.clipboard = clip
        h.key("A", control: true); h.key("C", control: true)
        #expect(clip.text == "hello world")
        h.key("End")
        for _ in 0..<5 { h.key("Left", shift: true) }
        h.key("X", control: true)
        #expect(clip.text == "world" && s.text == "hello ")
        h.key("Home"); h.key("V", control: true)
        #expect(s.text == "worldhello ")
    }

    @Test func secureFieldsDoNotCopy() {
        let s = FormState(), h = ControlHarness(Form(state: s))
        let clip = MemoryClipboard(text: "before")
        h.host.clipboard = clip
        h.click("secret"); h.type("hunter2")
        h.key("A", control: true); h.key("C", control: true); h.key("X", control: true)
        #expect(clip.text == "before" && s.secret == "hunter2")
    }

    @Test func failingClipboardKeepsTheText() {
        let (s, h) = typed("keep me")
        h.host.clipboard = BrokenClipboard()
        h.key("A", control: true); h.key("X", control: true)
        #expect(s.text == "keep me")
        h.key("V", control: true)
        #expect(s.text == "keep me")
    }

    @Test func controlCharactersAndLineBreaks() {
        let (s, h) = typed()
        h.type("a\u{7}b\u{0}c\u{1b}\u{85}")
        h.type("line1\r\nline2\tend")
        #expect(s.text == "abcline1 line2 end")
    }

    @Test func compositionIsShownButNotCommitted() {
        let (s, h) = typed("ab")
        h.host.handle(.textEditing("にほ", cursor: 2)); h.settle()
        #expect(s.text == "ab")
        #expect(h.texts("field").first == "abにほ")
        // The underline under the composition is drawn (a non-empty bar).
        var bars: [Rect] = []
        h.host.node(withID: "field")?.forEachNode { n in if case .shape(_, _) = n.content, n.frame.height == 1.5 { bars.append(n.frame) } }
        #expect(bars.contains { $0.width > 0 })
        h.type("日本")
        #expect(s.text == "ab日本")
        #expect(h.texts("field").first == "ab日本")
    }

    @Test func clickPlacesTheCaretAndDragSelects() {
        let (s, h) = typed("abcdefghij")
        // Monospace: the desktop look's 13 pt control text, 7.8 points per character; the text
        // starts 8 points in.
        let f = h.frame("field"), cw = 0.6 * 13
        h.click(Point(x: f.minX + 8 + cw * 3 + 2, y: f.midY))
        h.type("_")
        #expect(s.text == "abc_defghij")
        h.pointer(.down, Point(x: f.minX + 8 + cw * 1, y: f.midY))
        h.pointer(.moved, Point(x: f.minX + 8 + cw * 4, y: f.midY))
        h.pointer(.up, Point(x: f.minX + 8 + cw * 4, y: f.midY))
        h.type("Q")
        #expect(s.text == "aQdefghij")
    }

    @Test func megabytePasteStaysWindowed() {
        let (s, h) = typed()
        let big = String(repeating: "0123456789abcdef", count: 65_536)  // 1 MiB
        h.host.clipboard = MemoryClipboard(text: big)
        h.key("V", control: true)
        #expect(s.text.utf8.count == 1_048_576)
        let drawn = h.texts("field").first ?? ""
        #expect(drawn.utf8.count <= 2 * TextFieldGeometry.reach + 256)
        #expect(drawn.hasSuffix("cdef"))
        h.type("!")
        #expect(s.text.hasSuffix("f!") && s.text.utf8.count == 1_048_577)
        h.key("Home"); h.type("^")
        #expect(s.text.hasPrefix("^0") && (h.texts("field").first ?? "").hasPrefix("^0"))
    }

    @Test func textChangedFromOutsideMovesTheCaretToTheEnd() {
        let (s, h) = typed("abc")
        h.key("Home")
        s.text = "replaced"; h.settle()
        h.type("!")
        #expect(s.text == "replaced!")
    }
}
