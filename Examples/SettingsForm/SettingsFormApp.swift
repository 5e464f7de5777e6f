import TesseraApp

/// A settings form in a `Grid` with every control: `swift run SettingsForm`.
@main
struct SettingsFormApp: App {
    var body: some Scene {
        WindowGroup("Settings") { SettingsForm().platformLook(.desktop) }
            .defaultSize(width: 640, height: 560)
    }
}
