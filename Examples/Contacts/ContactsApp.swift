import TesseraApp

/// An example address book built on TesseraLists' `Table`: 10,000 contacts in four sortable
/// columns (click a header; click again to reverse), several selected at once (click,
/// Shift-click, Ctrl-click, arrows, Ctrl+A) and deleted with the Delete button or the Delete key.
@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup("Contacts") { ContactsView().platformLook(.desktop) }
            .defaultSize(width: 800, height: 520)
    }
}
