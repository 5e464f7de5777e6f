import Tessera

/// The language of the demo's words inside scenes: `DemoRootView` sets `--lang`'s, so a scene's
/// own labels (the settings form, the honeycomb's panel, the gallery's album headers) follow it.
private struct DemoLanguageKey: EnvironmentKey { static let defaultValue = DemoLanguage.english }

extension EnvironmentValues {
    /// The language of the demo's words (English where no view set one).
    public var demoLanguage: DemoLanguage {
        get { self[DemoLanguageKey.self] }
        set { self[DemoLanguageKey.self] = newValue }
    }
}

extension DemoLanguage {
    /// `english` in English, `chinese` in Simplified Chinese (with full-width punctuation).
    func pick(_ english: String, _ chinese: String) -> String { self == .simplifiedChinese ? chinese : english }
}
