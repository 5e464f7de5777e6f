import TesseraApp

/// A to-do list: type a task and press Return (or Add), tick it off, delete it (animated).
@main
struct TodoListApp: App {
    var body: some Scene {
        WindowGroup("To-do") { TodoListView().platformLook(.desktop) }
            .defaultSize(width: 480, height: 520)
    }
}
