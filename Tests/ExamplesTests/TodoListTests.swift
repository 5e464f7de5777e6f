import Testing
@testable import TodoList
@testable import TesseraApp
import TesseraTesting

@Suite(.serialized) @MainActor struct TodoListTests {
    @Test func storeIgnoresBlankTitlesAndKeepsIDsUnique() {
        let store = TodoStore()
        #expect(!store.add("   "))
        #expect(store.add("  Plant trees "))
        #expect(store.todos.last?.title == "Plant trees")
        store.delete(store.todos.last!.id)
        store.add("Again")
        #expect(Set(store.todos.map(\.id)).count == store.todos.count)
    }

    @Test func typingAndReturnAddsARow() throws {
        let s = try session(TodoListApp())
        s.click("draft")
        _ = s.handle(.text("Water plants"))
        _ = s.handle(.key(name: "Return", shift: false))
        _ = s.frame()
        #expect(s.text("todo-4") == "Water plants")
        #expect(s.text("summary") == "3 of 4 left")
    }

    @Test func deleteRemovesTheRow() throws {
        let s = try session(TodoListApp())
        s.click("delete-1")
        (s.clock as? SimulatedClock)?.advance(to: 1)
        _ = s.frame()
        #expect(s.host.node(withID: "todo-1") == nil)
        #expect(s.text("summary") == "1 of 2 left")
    }

    @Test func golden() throws {
        try GoldenImages().assertMatches(try screenshot(TodoListApp()), golden: goldens + "/todo-list.png")
    }

    @Test func goldenMidwayThroughTheDeleteAnimation() throws {
        // Delete "Buy milk" at 0.1 s; the frame 0.15 s into the 0.3 s fade.
        let s = try session(TodoListApp())
        _ = s.frame()
        let f = s.host.node(withID: "delete-1")!.frame
        let events = "[{\"at\": 0.1, \"click\": {\"x\": \(f.midX), \"y\": \(f.midY)}}]"
        let image = try screenshot(TodoListApp(), events: events, time: 0.25)
        try GoldenImages().assertMatches(image, golden: goldens + "/todo-list-deleting.png")
    }
}
