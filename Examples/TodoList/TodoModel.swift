import Foundation
import TesseraApp

/// One task.
struct Todo: Identifiable, Hashable {
    let id: Int
    var title: String
    var done = false
}

/// The list: tasks in order, with ids that stay unique as tasks come and go.
@Observable
final class TodoStore {
    var todos: [Todo] = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Write the report", done: true),
                         Todo(id: 3, title: "Call Grace")]
    private var nextID = 4

    /// Adds a task (ignoring blank titles, trimming spaces); returns whether one was added.
    @discardableResult
    func add(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return false }
        todos.append(Todo(id: nextID, title: trimmed))
        nextID += 1
        return true
    }

    func delete(_ id: Int) { todos.removeAll { $0.id == id } }

    var remaining: Int { todos.filter { !$0.done }.count }
}
