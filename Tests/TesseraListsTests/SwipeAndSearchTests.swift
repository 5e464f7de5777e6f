import Foundation
import Testing
@testable import Tessera
@testable import TesseraLists

@Suite struct SwipeActionsTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    private func list(_ log: Log) -> some View {
        List(0..<3) { i in
            Text("Row \(i)").id("row-\(i)")
                .swipeActions {
                    Button("Flag") { log.entries.append("flag \(i)") }.id("flag-\(i)")
                    Button("Delete", role: .destructive) { log.entries.append("delete \(i)") }.id("delete-\(i)")
                }
        }
    }

    @Test func theActionsShowWhileTheRowIsHoveredAndRunOnClick() throws {
        let log = Log()
        let stage = ListStage(list(log))
        #expect(stage.rect("flag-1") == nil)
        let row = try #require(stage.rect("row-1"))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: row.midX, y: row.midY))))
        stage.frame()
        #expect(stage.rect("flag-1") != nil)
        #expect(stage.rect("flag-0") == nil)
        stage.click("delete-1")
        #expect(log.entries == ["delete 1"])
    }

    /// A touchpad swipe: horizontal scroll steps of `dx` lines over the row, a frame after each.
    private func swipe(_ stage: ListStage, over id: String, dx: Double, steps: Int) throws {
        let row = try #require(stage.rect(id))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: row.minX + 20, y: row.midY))))
        for _ in 0..<steps { _ = stage.host.handle(.scroll(dx: dx, dy: 0)); stage.frame() }
    }

    @Test func aTouchpadSwipeLeftRevealsTheActionsAndASwipeRightHidesThem() throws {
        let log = Log()
        let stage = ListStage(list(log))
        try swipe(stage, over: "row-1", dx: 0.1, steps: 2)
        #expect(stage.rect("swipe-actions") == nil, "a short swipe reveals nothing")
        try swipe(stage, over: "row-1", dx: 0.25, steps: 12)
        let band = try #require(stage.rect("swipe-actions"))
        let row = try #require(stage.rect("row-1"))
        #expect(abs(band.midY - row.midY) < 1 && band.maxX > row.maxX, "the band is at the row's trailing edge")
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: 1, y: 299))))   // not hovering: the band stays
        stage.frame()
        #expect(stage.rect("swipe-actions") != nil)
        try swipe(stage, over: "row-1", dx: -0.25, steps: 12)
        #expect(stage.rect("swipe-actions") == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func verticalScrollingIsNotTakenByTheRows() throws {
        let stage = ListStage(List(0..<200) { i in Text("Row \(i)").id("row-\(i)").swipeActions { Button("Flag") {} } })
        let before = try #require(stage.rect("row-0"))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: before.midX, y: before.midY))))
        _ = stage.host.handle(.scroll(dx: 0.1, dy: -3))
        stage.frame()
        let after = stage.rect("row-0")
        #expect(after == nil || after!.minY < before.minY, "the list scrolled")
        #expect(stage.rect("swipe-actions") == nil)
    }

    @Test func sweptDistanceCountsTowardsTheOtherStateOnly() {
        let swept = SweptDistance()
        #expect(swept.add(20, revealed: false, threshold: 30) == nil)
        #expect(swept.add(-5, revealed: false, threshold: 30) == nil, "a step back starts again")
        #expect(swept.add(25, revealed: false, threshold: 30) == nil)
        #expect(swept.add(10, revealed: false, threshold: 30) == true)
        #expect(swept.add(.nan, revealed: true, threshold: 30) == nil)
        #expect(swept.add(-31, revealed: true, threshold: 30) == false)
    }

    @Test func aRightClickOffersTheActionsInAMenu() throws {
        let log = Log()
        let stage = ListStage(list(log))
        let row = try #require(stage.rect("row-2"))
        let p = Point(x: row.midX, y: row.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: p, button: .secondary)))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: p, button: .secondary)))
        stage.frame()
        // The menu's rows (hover is elsewhere, so these come from the menu).
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: 1, y: 299))))
        stage.frame()
        stage.click("flag-2")
        #expect(log.entries == ["flag 2"])
    }
}

@Suite struct SearchableTests {
    struct Names: View {
        @State private var query = ""
        let names = ["Ada", "Alan", "Grace", "Edsger"]
        var body: some View {
            List(names.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) { Text($0).id("row-\($0)") }
                .searchable(text: $query, prompt: "Find a name")
        }
    }

    @Test func ctrlFFocusesTheFieldAndTypingFilters() throws {
        let stage = ListStage(Names())
        let field = try #require(stage.rect("search-field"))
        #expect(field.minY < (stage.rect("row-Ada")?.minY ?? 0))
        stage.key("F", control: true)
        _ = stage.host.handle(.text("gr"))
        stage.frame()
        #expect(stage.rect("row-Grace") != nil)
        #expect(stage.rect("row-Ada") == nil)
        stage.key("Backspace"); stage.key("Backspace")
        #expect(stage.rect("row-Ada") != nil)
    }

    @Test func ctrlRRunsTheRefreshAction() async throws {
        final class Count: @unchecked Sendable {
            private let lock = NSLock(); private var n = 0
            func add() { lock.withLock { n += 1 } }
            var value: Int { lock.withLock { n } }
        }
        let count = Count()
        let stage = ListStage(List(0..<2) { Text("\($0)") }.refreshable { count.add() })
        stage.key("R", control: true)
        // Sleeping with await frees this thread for the action's task (a blocked thread may starve it).
        for _ in 0..<1000 where count.value == 0 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(count.value == 1)
    }
}

@Suite struct SearchSuggestionsTests {
    struct Fruits: View {
        @State private var query = ""
        let state: Box<String>
        var body: some View {
            List(["Apple", "Banana"], id: \.self) { Text($0) }
                .searchable(text: Binding(get: { query }, set: { query = $0; state.value = $0 }))
                .searchSuggestions {
                    Text("Apricot").searchCompletion("apricot").id("suggest-apricot")
                    Text("Blueberry").searchCompletion("blueberry").id("suggest-blueberry")
                }
        }
    }

    @Test func suggestionsShowWhileTheFieldHasFocusAndAClickCompletes() {
        let state = Box("")
        let stage = ListStage(Fruits(state: state))
        #expect(stage.rect("suggest-apricot") == nil, "hidden until the field has focus")
        stage.key("F", control: true)
        #expect(stage.rect("suggest-apricot") != nil)
        stage.click("suggest-blueberry")
        #expect(state.value == "blueberry")
        #expect(stage.rect("suggest-apricot") == nil, "the panel closes")
    }

    @Test func suggestionsOnTheContentAreFoundToo() {
        let stage = ListStage(List(["A"], id: \.self) { Text($0) }
            .searchSuggestions { Text("Alpha").id("suggest-alpha") }
            .searchable(text: .constant("")))
        stage.key("F", control: true)
        #expect(stage.rect("suggest-alpha") != nil)
    }
}
