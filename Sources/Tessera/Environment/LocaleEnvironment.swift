import Foundation

/// The locale views format dates and numbers in, like SwiftUI's `EnvironmentValues.locale`
/// (set with `.environment(\.locale, Locale(identifier: "zh-Hans"))`). Its default is the
/// desktop's locale (`Locale.desktop`).
struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .desktop }
}

extension EnvironmentValues {
    /// The locale views format dates and numbers in (`Locale.desktop` unless set).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

extension Locale {
    /// The desktop's locale: the one `LC_ALL`, `LC_TIME` or `LANG` names (in that order; the
    /// encoding and modifier are dropped: `de_DE.UTF-8` is `de_DE`), `en_US` when they name
    /// none or the C/POSIX locale. (Foundation on Linux answers `Locale.current` with `en_001`
    /// whatever the environment says, so SwiftUI's default is read here instead.)
    public static var desktop: Locale { DesktopLocale.shared }

    /// The locale identifier in a POSIX locale name (`de_DE.UTF-8@euro` is `de_DE`), nil for
    /// none and for C/POSIX.
    static func identifier(posixName name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        let base = String(name.prefix { $0 != "." && $0 != "@" })
        return base.isEmpty || base == "C" || base == "POSIX" ? nil : base
    }
}

/// The desktop locale, read once from the process's environment.
private enum DesktopLocale {
    static let shared: Locale = {
        let env = ProcessInfo.processInfo.environment
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { env[$0] }.first { !$0.isEmpty }
        return Locale(identifier: Locale.identifier(posixName: name) ?? "en_US")
    }()
}
