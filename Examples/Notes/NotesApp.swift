import TesseraApp

/// A notes app: a list of notes beside a `TextEditor` editing the chosen one.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            NotesView().platformLook(.desktop)
        }
    }
}
