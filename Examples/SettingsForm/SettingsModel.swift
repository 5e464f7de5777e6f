import TesseraApp

/// The appearance the form's segmented picker chooses.
enum Appearance: String, CaseIterable, Hashable {
    case light = "Light", dark = "Dark"
    var colorScheme: ColorScheme { self == .light ? .light : .dark }
}

/// The settings edited by the form, shared through the environment (`@Environment(Settings.self)`).
@Observable
final class Settings {
    var name = "Ada Lovelace"
    var password = "analytical"
    var notifications = true
    var sendReports = false
    var volume = 0.6
    var fontSize = 14
    var appearance = Appearance.light
    var language = "English"
    var saved = 0

    static let languages = ["English", "Français", "Deutsch", "Español"]
}
