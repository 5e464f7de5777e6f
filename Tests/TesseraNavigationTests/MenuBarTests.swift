import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A window with a menu bar over a count, as TesseraApp builds it for `.commands`.
private struct MenuBarHost: View {
    @State private var log = ""
    var body: some View {
        let append = { (s: String) in log += s }
        VStack(spacing: 0) {
            MenuBar(appName: "Demo",
                    standardRows: [.appTermination: [AnyView(Button("Quit Demo") { append("q") }.keyboardShortcut("q").id("quit"))],
                                   .newItem: [AnyView(Button("New Window") { append("n") }.keyboardShortcut("n").id("new-window"))]],
                    commands: commands(append))
            Text("log \(log)").id("log")
            Spacer()
        }
    }

    private func commands(_ append: @escaping (String) -> Void) -> [CommandEntry] {
        CommandsBuilder.buildBlock(
            CommandsBuilder.buildExpression(CommandMenu("Tools") {
                Button("Hammer") { append("h") }.keyboardShortcut("h", modifiers: [.command, .shift]).id("hammer")
                Divider()
                Button("Saw") { append("s") }.id("saw")
            }),
            CommandsBuilder.buildExpression(CommandGroup(after: .newItem) {
                Button("New Tab") { append("t") }.keyboardShortcut("t").id("new-tab")
            }),
            CommandsBuilder.buildExpression(CommandGroup(replacing: .help) {
                Button("Demo Help") { append("?") }.id("help")
            })
        )._commandEntries
    }
}

@Suite struct MenuBarTests {
    @Test func menusAreInSwiftUIsOrderAndEmptyOnesAreLeftOut() {
        let titles = MenuBar(appName: "Demo", standardRows: [.appTermination: [AnyView(Button("Quit") {})]],
                             commands: CommandMenu("Tools") { Button("Hammer") {} }._commandEntries
                                 + CommandGroup(replacing: .help) { Button("Help") {} }._commandEntries).menuTitles
        #expect(titles == ["Demo", "Tools", "Help"])
        let replaced = MenuBar(appName: "Demo", standardRows: [.newItem: [AnyView(Button("New Window") {})]],
                               commands: CommandGroup(replacing: .newItem) {}._commandEntries).menuTitles
        #expect(replaced.isEmpty, "replacing the only group with nothing leaves no menu")
    }

    @Test func rowsShowTheirShortcutsAndRunOnClick() {
        let s = Stage(MenuBarHost())
        s.click("menubar-File")
        #expect(s.visibleTexts.contains("New Window"))
        #expect(s.visibleTexts.contains("Ctrl+N"))
        #expect(s.visibleTexts.contains("New Tab"), "CommandGroup(after: .newItem) joins the File menu")
        s.click("new-tab")
        #expect(s.text("log") == "log t")
        #expect(!s.visibleTexts.contains("New Window"), "a row closes its menu")
        s.click("menubar-Tools")
        #expect(s.visibleTexts.contains("Ctrl+Shift+H"))
    }

    @Test func shortcutsWorkWithTheMenusClosed() {
        let s = Stage(MenuBarHost())
        s.key("H", shift: true, control: true)
        s.key("N", control: true)
        s.key("H", control: true)                 // Shift missing: not Hammer
        s.key("Q", command: true)                 // Cmd is Ctrl's alias
        #expect(s.text("log") == "log hnq")
    }

    @Test func f10OpensTheFirstMenuAndArrowsWalkTheBar() {
        let s = Stage(MenuBarHost())
        s.key("F10")
        #expect(s.visibleTexts.contains("Quit Demo"))
        s.key("Right")
        #expect(s.visibleTexts.contains("New Window"))
        #expect(!s.visibleTexts.contains("Quit Demo"))
        s.key("Left")
        s.key("Left")
        #expect(s.visibleTexts.contains("Demo Help"), "Left from the first menu wraps to the last")
        s.key("Escape")
        #expect(!s.visibleTexts.contains("Demo Help"))
    }
}

@Suite struct MenuBarFrameTests {
    /// The frame that opens a menu (F10, a click) already shows its title highlighted: what
    /// the first frame draws is what the bar draws at rest.
    @Test(arguments: ["F10", "click"])
    func theHighlightComesWithTheMenuInTheSameFrame(_ how: String) throws {
        let host = ViewHost(MenuBarHost(), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 800, height: 600)
        _ = host.frame(size: size, at: 0)
        if how == "F10" {
            host.handle(.key(KeyPress("F10")))
        } else {
            let f = try #require(host.node(withID: "menubar-Demo")?.frame)
            host.handle(.click(Point(x: f.midX, y: f.midY)))
        }
        let first = host.frame(size: size, at: 0.02).displayList.items
        var later = first
        for i in 1...5 { later = host.frame(size: size, at: 0.02 + Double(i) / 10).displayList.items }
        #expect(first == later, "the frame after \(how) differs from the bar at rest")
        #expect(first.count > 0)
    }
}

@Suite struct MenuKeyboardTests {
    /// Down and Up walk a menu's rows (wrapping, the first press taking the first or last row),
    /// Return presses the focused one and closes the menu.
    @Test func downAndUpWalkTheRowsAndReturnPressesOne() {
        let s = Stage(MenuBarHost())
        s.key("F10"); s.key("Right")            // File: New Window, New Tab
        s.key("Down"); s.key("Down"); s.key("Return")
        #expect(s.text("log") == "log t")
        #expect(!s.visibleTexts.contains("New Window"), "the row closed its menu")
        s.key("F10"); s.key("Right")
        s.key("Up"); s.key("Up"); s.key("Return")
        #expect(s.text("log") == "log tn")
    }

    @Test func theStepWrapsAndStartsAtAnEnd() {
        #expect(MenuList.step(from: nil, down: true, rows: [0, 2, 3]) == 0)
        #expect(MenuList.step(from: nil, down: false, rows: [0, 2, 3]) == 3)
        #expect(MenuList.step(from: 3, down: true, rows: [0, 2, 3]) == 0)
        #expect(MenuList.step(from: 0, down: false, rows: [0, 2, 3]) == 3)
        #expect(MenuList.step(from: 1, down: true, rows: [0, 2, 3]) == 0, "a row that is not a button starts over")
    }
}
