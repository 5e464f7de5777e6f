import Observation
import Testing
@testable import Tessera
@testable import TesseraNavigation

private struct SelectedNoteKey: FocusedValueKey { typealias Value = String }
private struct SceneTitleKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var selectedNote: String? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
    fileprivate var sceneTitle: String? {
        get { self[SceneTitleKey.self] }
        set { self[SceneTitleKey.self] = newValue }
    }
}

@Observable private final class Notebook {
    var notes: [String] = []
    var log = ""
}

/// Commands of their own type (a `body`), reading the window's focused values and the model.
private struct NoteCommands: Commands {
    let book: Notebook
    @FocusedValue(\.selectedNote) var note
    @FocusedValue(\.sceneTitle) var title
    var body: some Commands {
        CommandMenu("Note") {
            Button("Clear All") { book.notes.removeAll(); book.log += "c" }
                .keyboardShortcut("k").disabled(book.notes.isEmpty).id("clear")
            Button("Archive \(note ?? "nothing")") { book.log += "a(\(note ?? "-"))" }
                .keyboardShortcut("r").disabled(note == nil).id("archive")
            Text("in \(title ?? "?")").id("scene-title")
        }
    }
}

/// A window as TesseraApp builds it: a menu bar made from `.dynamic` commands over content
/// sharing its focused values.
private struct NotebookWindow: View {
    let book: Notebook
    let focus = FocusedValuesStore()
    @State private var first = ""
    @State private var second = ""
    var body: some View {
        let book = self.book
        VStack {
            MenuBar(appName: "Notes", standardRows: [:], commands: [.dynamic { NoteCommands(book: book)._commandEntries }], focus: focus)
            Text("log \(book.log)").id("log")
            Button("Add") { book.notes.append("n") }.id("add")
            TextField("First", text: $first).id("first").focusedValue(\.selectedNote, "first")
            TextField("Second", text: $second).id("second").focusedValue(\.selectedNote, "second")
            Spacer()
        }
        .focusedSceneValue(\.sceneTitle, "Notebook")
        .environment(\.focusedValuesStore, focus)
    }
}

@Suite struct FocusedCommandTests {
    @Test func aDisabledCommandsShortcutDoesNotFireUntilTheModelEnablesIt() {
        let book = Notebook()
        let s = Stage(NotebookWindow(book: book))
        s.key("K", control: true)
        #expect(book.log == "", "Clear All is disabled while there are no notes")
        s.click("add")
        s.key("Escape")                          // leave the Add button (its key handling)
        s.key("K", control: true)
        #expect(book.log == "c")
        #expect(book.notes.isEmpty)
    }

    @Test func commandsReadTheFocusedValueOfTheFocusedView() {
        let book = Notebook()
        let s = Stage(NotebookWindow(book: book))
        s.key("R", control: true)
        #expect(book.log == "", "nothing focused publishes a note: Archive is disabled")
        s.click("first")
        s.key("R", control: true)
        s.click("second")
        s.key("R", control: true)
        #expect(book.log == "a(first)a(second)")
        s.click("menubar-Note")
        #expect(s.visibleTexts.contains("Archive second"), "the row's title follows the focus")
        #expect(s.visibleTexts.contains("in Notebook"), "a scene value is there whatever has focus")
    }

    @Test func aPublisherThatLeavesTakesItsValueAlong() {
        let store = FocusedValuesStore()
        final class A {}
        let a = A(), b = A()
        store.publish(ObjectIdentifier(a)) { $0.selectedNote = "a" }
        store.publish(ObjectIdentifier(b)) { $0.selectedNote = "b" }
        #expect(store.values.selectedNote == "b", "the newest publisher wins")
        store.publish(ObjectIdentifier(b), nil)
        #expect(store.values.selectedNote == "a")
        store.publish(ObjectIdentifier(a), nil)
        #expect(store.values.selectedNote == nil)
    }
}
