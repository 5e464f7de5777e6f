import TesseraApp

/// A `TextField` to add tasks, a `ForEach` of rows with a checkbox `Toggle` and a delete
/// button; deleting animates the row out and the rows below up.
struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("To-do").font(.title).id("title")
            HStack {
                TextField("New task", text: $draft, prompt: Text("What needs doing?"))
                    .labelsHidden()
                    .onSubmit(add)
                    .id("draft")
                Button("Add", action: add).buttonStyle(.borderedProminent).disabled(draft.isEmpty).id("add")
            }
            VStack(alignment: .leading, spacing: 8) {
                ForEach(store.todos) { todo in
                    TodoRow(todo: todo, store: store)
                        .transition(.opacity)
                }
            }
            Text("\(store.remaining) of \(store.todos.count) left").foregroundStyle(Color.secondary).id("summary")
        }
        .padding(24)
        .frame(width: 420, alignment: .leading)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    private func add() {
        if store.add(draft) { draft = "" }
    }
}

/// One task: a checkbox with the title, and a delete button.
struct TodoRow: View {
    let todo: Todo
    let store: TodoStore

    var body: some View {
        HStack {
            Toggle(todo.title, isOn: Binding(
                get: { store.todos.first { $0.id == todo.id }?.done ?? false },
                set: { v in if let i = store.todos.firstIndex(where: { $0.id == todo.id }) { store.todos[i].done = v } }))
                .toggleStyle(.checkbox)
                .id("todo-\(todo.id)")
            Spacer()
            Button("Delete", role: .destructive) {
                withAnimation(.easeInOut(duration: 0.3)) { store.delete(todo.id) }
            }
            .controlSize(.small)
            .id("delete-\(todo.id)")
        }
        .padding(.horizontal, 10).padding(.vertical, 6)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.12)))
    }
}

#Preview {
    TodoListView()
}

struct TodoRow_Previews: PreviewProvider {
    static var previews: some View {
        let store = TodoStore()
        Group {
            TodoRow(todo: store.todos[0], store: store).previewDisplayName("Open task")
            TodoRow(todo: store.todos[1], store: store).previewDisplayName("Done task")
        }
        .previewLayout(.fixed(width: 420, height: 56))
    }
}
