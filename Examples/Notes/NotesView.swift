import TesseraApp

/// One note: a title (its first line) and its text.
struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
    var title: String { text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "New Note" }
}

/// The notes app's window: the notes on the left, the chosen one's editor on the right.
struct NotesView: View {
    @State private var notes = [
        Note(id: 0, text: "Groceries\nEggs, flour, milk\nLemons for the tart"),
        Note(id: 1, text: "Meeting notes\nShip the controls wave by Friday.\nTextEditor: undo, paste, 10,000 lines."),
        Note(id: 2, text: "Ideas\nA grid toolkit with a Table built on the lazy grid."),
    ]
    @State private var chosen = 0

    var body: some View {
        HStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(notes) { note in
                    Text(note.title)
                        .lineLimit(1)
                        .padding(.horizontal, 8).padding(.vertical, 4)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(note.id == chosen ? Color.accentColor.opacity(0.25) : Color.clear)
                        .contentShape(Rectangle())
                        .onTapGesture { chosen = note.id }
                        .id("note-\(note.id)")
                }
                Spacer()
                Button("New Note") {
                    let id = (notes.map(\.id).max() ?? -1) + 1
                    notes.append(Note(id: id, text: ""))
                    chosen = id
                }
                .id("new-note")
            }
            .padding(8)
            .frame(width: 180)
            TextEditor(text: binding(for: chosen))
                .padding(8)
                .id("editor")
        }
    }

    private func binding(for id: Int) -> Binding<String> {
        Binding(get: { notes.first { $0.id == id }?.text ?? "" },
                set: { new in if let i = notes.firstIndex(where: { $0.id == id }) { notes[i].text = new } })
    }
}
