import TesseraApp

/// An example mail app built on TesseraNavigation: a stack with the inbox (a list of
/// messages, a toolbar with Compose), a message screen (toolbar Delete with a confirmation
/// alert), and a compose sheet with Cancel / Send. Keyboard: Tab moves between controls,
/// Alt+Left / Ctrl+[ / Escape go back, Escape cancels the sheet, Return sends from the alert.
@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup("Mail") { MailView() }
            .defaultSize(width: 900, height: 600)
    }
}
