import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)").id("\(name)-label")
            Button("inc") { count += 1 }.id("\(name)-inc")
        }
    }
}

private enum Section: Hashable { case mail, notes, settings }

private struct SelectedTabs: View {
    @State private var selection = Section.mail
    var body: some View {
        VStack {
            Text("selected \(String(describing: selection))").id("selection")
            TabView(selection: $selection) {
                Counter(name: "mail").tabItem { Label("Mail", systemImage: "envelope") }.badge(3).tag(Section.mail)
                Counter(name: "notes").tabItem { Text("Notes") }.tag(Section.notes)
                Tab("Settings", systemImage: "gear", value: Section.settings) { Counter(name: "settings") }
            }
        }
    }
}

@Suite struct TabViewTests {
    @Test func clickingATabShowsItAndEachTabKeepsItsState() {
        let s = Stage(SelectedTabs())
        #expect(s.visibleTexts.contains("Mail") && s.visibleTexts.contains("3"), "the tab bar shows labels and the badge")
        s.click("mail-inc")
        s.click("tab-1")
        #expect(s.text("selection") == "selected notes")
        #expect(!s.visibleTexts.contains("mail 1"), "the hidden tab draws nothing")
        // Its button sits where the notes button is: clicks reach only the shown tab.
        s.click("notes-inc"); s.click("notes-inc")
        s.click("tab-0")
        #expect(s.text("mail-label") == "mail 1")
        #expect(s.text("notes-label") == "notes 2")
        #expect(s.text("selection") == "selected mail")
    }

    @Test func ctrlTabAndCtrlDigitsSwitchTabs() {
        let s = Stage(SelectedTabs())
        s.key("Tab", control: true)
        #expect(s.text("selection") == "selected notes")
        s.key("Tab", control: true)
        #expect(s.text("selection") == "selected settings")
        s.key("Tab", control: true)
        #expect(s.text("selection") == "selected mail", "Ctrl+Tab wraps")
        s.key("Tab", shift: true, control: true)
        #expect(s.text("selection") == "selected settings")
        s.key("2", control: true)
        #expect(s.text("selection") == "selected notes")
        s.key("9", control: true)
        #expect(s.text("selection") == "selected settings", "Ctrl+9 is the last tab")
        s.key("1", command: true)
        #expect(s.text("selection") == "selected mail")
    }

    @Test func aTabViewWithoutSelectionSelectsByPosition() {
        struct Plain: View {
            var body: some View {
                TabView {
                    Text("first page").id("p1").tabItem { Text("One") }
                    Text("second page").id("p2").tabItem { Text("Two") }
                }
            }
        }
        let s = Stage(Plain())
        #expect(s.visibleTexts.contains("first page") && !s.visibleTexts.contains("second page"))
        s.key("2", control: true)
        #expect(s.visibleTexts.contains("second page") && !s.visibleTexts.contains("first page"))
    }
}
