import TesseraApp

/// An example mail app built on TesseraNavigation and TesseraApp's scenes: the main window is a
/// stack with the inbox (a list of messages, a toolbar with Compose, a context menu per row), a
/// message screen (toolbar Delete with a confirmation alert), and a compose sheet with Cancel /
/// Send. A message opens in a window of its own ("Open in New Window", `WindowGroup(for:)`),
/// the Activity window counts the mail (Window menu), Settings (Ctrl+,) holds the signature,
/// the Folders window is a split view of mailboxes, messages and the message chosen, and the
/// menu bar has the app's commands: File ▸ New Message (Ctrl+Shift+N), Mailbox ▸ Empty Sent
/// (greyed out while nothing is sent) and Mailbox ▸ Delete Message (Ctrl+Backspace), which
/// acts on the message the window shows (a `FocusedValue`). Keyboard: Tab moves between controls, Alt+Left / Ctrl+[ / Escape go
/// back, Escape cancels the sheet, Return sends from the alert, F10 opens the menu bar. Every
/// window draws in the desktop look (a Mac app).
@main
struct MailApp: App {
    /// One mailbox for every window.
    let store = MailStore()
    /// The colour scheme of every window (nil: the system's; the tests' dark goldens set it).
    var colorScheme: ColorScheme?

    var body: some Scene {
        let store = store, scheme = colorScheme
        WindowGroup("Mail") { MailView(store: store).preferredColorScheme(scheme).platformLook(.desktop) }
            .defaultSize(width: 900, height: 600)
            .commands {
                CommandGroup(after: .newItem) {
                    Button("New Message") { store.composing = true }.keyboardShortcut("n", modifiers: [.command, .shift])
                        .id("command-new-message")
                }
                CommandMenu("Mailbox") {
                    Button("Empty Sent") { store.sent.removeAll() }.disabled(store.sent.isEmpty).id("command-empty-sent")
                }
                MessageCommands(store: store)
            }
        WindowGroup("Message", id: "message", for: Message.ID.self) { $id in
            MessageWindow(store: store, id: id).preferredColorScheme(scheme).platformLook(.desktop)
        }
        .defaultSize(width: 560, height: 420)
        Window("Activity", id: "activity") { ActivityView(store: store).preferredColorScheme(scheme).platformLook(.desktop) }
            .defaultSize(width: 360, height: 200)
        Window("Folders", id: "folders") { FoldersView(store: store).preferredColorScheme(scheme).platformLook(.desktop) }
            .defaultSize(width: 900, height: 560)
        Settings { MailSettingsView(store: store).preferredColorScheme(scheme).platformLook(.desktop) }
    }
}
