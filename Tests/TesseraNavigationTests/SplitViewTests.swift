import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct ThreeColumns: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var folder = "Inbox"
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            VStack {
                Button("Inbox") { folder = "Inbox" }.id("inbox")
                Button("Archive") { folder = "Archive" }.id("archive")
            }
            .navigationTitle("Folders")
            .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
        } content: {
            Text("list of \(folder)").id("list").navigationTitle(folder)
        } detail: {
            Text("detail of \(folder)").id("detail")
        }
    }
}

@Suite struct SplitViewTests {
    @Test func sidebarSelectionDrivesTheOtherColumns() throws {
        let s = Stage(ThreeColumns())
        let sidebar = try #require(s.frame("inbox")), list = try #require(s.frame("list")), detail = try #require(s.frame("detail"))
        #expect(sidebar.maxX <= 200 && list.minX >= 200 && list.maxX <= 481 && detail.minX >= 481,
                "sidebar 200 (its ideal width), content 280, detail the rest")
        s.click("archive")
        #expect(s.text("list") == "list of Archive" && s.text("detail") == "detail of Archive")
        #expect(s.visibleTexts.contains("Folders") && s.visibleTexts.contains("Archive"))
    }

    @Test func theToggleAndCtrlAltSHideAndShowTheSidebar() {
        let s = Stage(ThreeColumns())
        s.click("sidebar-toggle")
        #expect(!s.isVisible("inbox") && s.isVisible("list"), "doubleColumn: content and detail")
        s.key("S", control: true, alt: true)
        #expect(s.isVisible("inbox"))
        s.key("S", control: true, alt: true)
        #expect(!s.isVisible("inbox"))
    }

    @Test func draggingTheDividerResizesTheSidebarWithinItsRange() throws {
        let s = Stage(ThreeColumns())
        let divider = try #require(s.frame("split-divider-0"))
        let y = divider.midY
        s.send(.pointer(PointerEvent(.down, at: Point(x: divider.midX, y: y))), settle: false)
        s.send(.pointer(PointerEvent(.moved, at: Point(x: divider.midX + 40, y: y))), settle: false)
        s.send(.pointer(PointerEvent(.up, at: Point(x: divider.midX + 40, y: y))))
        #expect(abs((s.frame("split-divider-0")?.midX ?? 0) - (divider.midX + 40)) < 1)
        let moved = try #require(s.frame("split-divider-0")).midX
        s.send(.pointer(PointerEvent(.down, at: Point(x: moved, y: y))), settle: false)
        s.send(.pointer(PointerEvent(.moved, at: Point(x: moved + 400, y: y))), settle: false)
        s.send(.pointer(PointerEvent(.up, at: Point(x: moved + 400, y: y))))
        #expect(abs((s.frame("split-divider-0")?.minX ?? 0) - 300) < 1.5, "clamped to the 300-point maximum")
    }

    @Test func twoColumnsWithDetailOnly() {
        struct Two: View {
            @State var visibility = NavigationSplitViewVisibility.detailOnly
            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) { Text("side").id("side") } detail: { Text("main").id("main") }
            }
        }
        let s = Stage(Two())
        #expect(!s.isVisible("side") && s.isVisible("main"))
        s.click("sidebar-toggle")
        #expect(s.isVisible("side"))
    }
}
