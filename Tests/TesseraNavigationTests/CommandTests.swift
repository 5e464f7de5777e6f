import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct ShortcutHost: View {
    @State private var log = ""
    @State private var locked = false
    var body: some View {
        VStack {
            Text("log \(log)").id("log")
            Button("New") { log += "n" }.keyboardShortcut("n")
            Button("Save As") { log += "S" }.keyboardShortcut("s", modifiers: [.command, .shift])
            Button("Lock") { locked = true; log += "L" }.keyboardShortcut("l", modifiers: .option)
            Button("Disabled") { log += "x" }.keyboardShortcut("d").disabled(locked)
            Button("OK") { log += "ok" }.keyboardShortcut(.defaultAction)
        }
    }
}

@Suite struct KeyboardShortcutTests {
    @Test func shortcutsPressTheirButtonsWithCtrlForCommand() {
        let s = Stage(ShortcutHost())
        s.key("N", control: true)
        s.key("N")                               // no modifier: not the shortcut
        s.key("S", shift: true, control: true)
        s.key("S", control: true)                // Shift missing: not Save As
        s.key("N", command: true)                // Cmd is Ctrl's alias
        s.key("Return")
        #expect(s.text("log") == "log nSnok")
        s.key("D", control: true)
        s.key("L", alt: true)
        s.key("D", control: true)                // the button is disabled now
        #expect(s.text("log") == "log nSnokxL")
    }

    @Test func shortcutsOfAScreenOffScreenDoNothing() {
        struct Stacked: View {
            @State var log = ""
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("log \(log)").id("log")
                        Button("Root action") { log += "r" }.keyboardShortcut("r")
                        NavigationLink("push", value: 1).id("push")
                    }
                    .navigationDestination(for: Int.self) { _ in Text("pushed") }
                }
            }
        }
        let s = Stage(Stacked())
        s.key("R", control: true)
        s.click("push")
        s.key("R", control: true)
        #expect(s.text("log") == "log r")
    }
}

private struct MenuHost: View {
    @State private var log = ""
    @State private var flag = false
    var body: some View {
        VStack {
            Text("log \(log)").id("log")
            Menu("Actions") {
                Button("Archive") { log += "a" }.id("archive")
                Divider()
                Button("Delete", role: .destructive) { log += "d" }.id("delete")
                Toggle("Flag", isOn: $flag).id("flag")
                Menu("More") { Button("Nested") { log += "n" }.id("nested") }.id("more")
            }
            .id("menu")
            Menu { Button("Other") { log += "o" }.id("other") } label: { Text("Split") } primaryAction: { log += "p" }
                .id("split")
        }
    }
}

@Suite struct MenuTests {
    @Test func aRowRunsItsActionAndClosesTheMenu() {
        let s = Stage(MenuHost())
        #expect(!s.isVisible("archive"))
        s.click("menu")
        #expect(s.isVisible("archive") && s.isVisible("delete") && s.isVisible("flag"))
        s.click("archive")
        #expect(s.text("log") == "log a")
        #expect(!s.isVisible("archive"), "a row closes the menu")
    }

    @Test func escapeAndOutsideClicksCloseIt() {
        let s = Stage(MenuHost())
        s.click("menu")
        s.key("Escape")
        #expect(!s.isVisible("archive"))
        s.click("menu")
        s.send(.click(Point(x: 5, y: 5)))
        #expect(!s.isVisible("archive"))
        #expect(s.text("log") == "log ")
    }

    @Test func nestedMenusOpenInsideAndPrimaryActionRunsFromTheLabel() {
        let s = Stage(MenuHost())
        s.click("menu")
        s.click("more")
        s.click("nested")
        #expect(s.text("log") == "log n")
        s.click("split")
        #expect(s.text("log") == "log np", "the label runs the primary action")
        #expect(!s.isVisible("other"))
        s.click("menu-chevron")
        s.click("other")
        #expect(s.text("log") == "log npo")
    }
}

@Suite struct ContextMenuTests {
    @Test func aRightClickOpensTheMenuAndALeftClickDoesNot() throws {
        struct Host: View {
            @State var log = ""
            var body: some View {
                VStack {
                    Text("log \(log)").id("log")
                    Rectangle().fill(Color.blue).frame(width: 200, height: 80).id("card")
                        .contextMenu {
                            Button("Reply") { log += "r" }.id("reply")
                            Button("Delete", role: .destructive) { log += "d" }.id("delete")
                        }
                }
            }
        }
        let s = Stage(Host())
        let card = try #require(s.frame("card"))
        let centre = Point(x: card.midX, y: card.midY)
        s.send(.click(centre))
        #expect(!s.isVisible("reply"), "a left click opens nothing")
        s.send(.pointer(PointerEvent(.down, at: centre, button: .secondary)), settle: false)
        s.send(.pointer(PointerEvent(.up, at: centre, button: .secondary)))
        #expect(s.isVisible("reply") && s.isVisible("delete"))
        s.click("delete")
        #expect(s.text("log") == "log d")
        #expect(!s.isVisible("reply"))
    }

    /// The Menu key and Shift+F10 open the menu of the row holding the focus, and no other.
    @Test(arguments: [KeyPress("Application"), KeyPress("Menu"), KeyPress("F10", shift: true)])
    func theMenuKeyOpensTheFocusedRowsMenu(_ key: KeyPress) {
        struct Rows: View {
            @State var log = ""
            var body: some View {
                VStack {
                    Text("log \(log)").id("log")
                    ForEach(0..<3) { i in
                        Button("Row \(i)") { log += "p\(i)" }.id("row-\(i)")
                            .contextMenu { Button("Reply \(i)") { log += "r\(i)" }.id("reply-\(i)") }
                    }
                }
            }
        }
        let s = Stage(Rows())
        s.send(.key(key))
        #expect(!s.isVisible("reply-0") && !s.isVisible("reply-1"), "nothing focused: no menu")
        s.key("Tab"); s.key("Tab")              // focus on Row 1
        s.send(.key(key))
        #expect(s.isVisible("reply-1"))
        #expect(!s.isVisible("reply-0") && !s.isVisible("reply-2"), "only the focused row's menu")
        s.click("reply-1")
        #expect(s.text("log") == "log r1")
        s.send(.key(KeyPress("F10")))
        #expect(!s.isVisible("reply-1"), "F10 without Shift is the menu bar's key")
    }
}
