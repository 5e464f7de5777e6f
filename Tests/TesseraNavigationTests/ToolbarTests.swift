import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct ToolbarScreen: View {
    @State private var log = ""
    var body: some View {
        NavigationStack {
            Text("log \(log)").id("log")
                .navigationTitle("Title")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log += "c" }.id("cancel") }
                    ToolbarItem(placement: .primaryAction) { Button("Save") { log += "s" }.id("save") }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Left") { log += "l" }.id("left")
                        Button("Right") { log += "r" }.id("right")
                    }
                    if log.isEmpty {
                        ToolbarItem(placement: .status) { Text("untouched").id("status") }
                    }
                }
        }
    }
}

@Suite struct ToolbarTests {
    @Test func placementsPutItemsAtTheirEdgesOfTheBars() throws {
        let s = Stage(ToolbarScreen())
        let cancel = try #require(s.frame("cancel")), save = try #require(s.frame("save"))
        let left = try #require(s.frame("left")), log = try #require(s.frame("log"))
        #expect(cancel.maxY <= NavigationBar.height && save.maxY <= NavigationBar.height, "both in the top bar")
        #expect(cancel.midX < s.size.width / 2 && save.midX > s.size.width / 2, "cancellation leading, primary trailing")
        #expect(left.minY > log.maxY && left.maxY <= s.size.height, "the bottom bar is under the content")
        #expect(s.visibleTexts.contains("Title"))
        #expect(s.isVisible("status"))
    }

    @Test func itemsRunTheirActionsAndFollowState() {
        let s = Stage(ToolbarScreen())
        s.click("save"); s.click("cancel"); s.click("right")
        #expect(s.text("log") == "log scr")
        #expect(!s.isVisible("status"), "an item under an if leaves when its condition turns false")
    }

    @Test func principalReplacesTheTitle() {
        struct Principal: View {
            var body: some View {
                NavigationStack {
                    Text("x").navigationTitle("Hidden title")
                        .toolbar { ToolbarItem(placement: .principal) { Text("Custom").id("principal") } }
                }
            }
        }
        let s = Stage(Principal())
        #expect(s.visibleTexts.contains("Custom") && !s.visibleTexts.contains("Hidden title"))
    }

    @Test func trailingItemsThatDoNotFitGoIntoTheOverflowMenu() {
        struct Crowded: View {
            @State var log = ""
            var body: some View {
                NavigationStack {
                    Text("log \(log)").id("log")
                        .toolbar {
                            ForEachItem(names: ["One", "Two", "Three", "Four"]) { log += $0 }
                        }
                }
            }
        }
        let s = Stage(Crowded())
        #expect(s.isVisible("item-One"), "the first item fits at 800 points")
        #expect(!s.isVisible("item-Four"))
        s.click("toolbar-overflow")
        #expect(s.isVisible("item-Four"), "the menu shows the others")
        s.click("item-Four")
        #expect(s.text("log") == "log Four")
    }
}

/// Four trailing items (a toolbar content of its own, as apps write them).
private struct ForEachItem: ToolbarContent {
    let names: [String]
    let action: (String) -> Void
    var _toolbarEntries: [ToolbarEntry] {
        names.flatMap { name in
            ToolbarItem(placement: .primaryAction) { Button(name) { action(name) }.id("item-\(name)") }._toolbarEntries
        }
    }
}
