import Foundation

/// The languages the demo's own words (titles, summaries, key hints, help, status line) are
/// shown in. Chosen with `--lang zh-Hans|en` on `demo` and `screenshot`; without it, from the
/// `LANG` (then `LC_ALL`, `LC_MESSAGES`) environment variable (`zh_CN.UTF-8`, `zh_SG` and
/// `zh-Hans` mean Simplified Chinese), falling back to English.
public enum DemoLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language of a `--lang` value; an error line lists the accepted values.
    public static func parse(_ value: String) throws -> DemoLanguage {
        if let l = fromLocale(value) { return l }
        throw UsageError("bad --lang \"\(value)\": expected one of \(allCases.map(\.rawValue).joined(separator: ", "))")
    }

    /// The language of a locale name (`zh_CN.UTF-8`, `zh-Hans`, `en_US`, `C`), nil when neither.
    public static func fromLocale(_ name: String) -> DemoLanguage? {
        let n = name.lowercased().replacingOccurrences(of: "_", with: "-")
        if n == "en" || n.hasPrefix("en-") || n.hasPrefix("en.") || n == "c" || n == "posix" || n.hasPrefix("c.") { return .english }
        if n == "zh" || n.hasPrefix("zh-hans") || n.hasPrefix("zh-cn") || n.hasPrefix("zh-sg") || n.hasPrefix("zh.") { return .simplifiedChinese }
        return nil
    }

    /// The language from `LC_ALL`, `LC_MESSAGES` or `LANG` (the first set), else English.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DemoLanguage {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let v = env[key], !v.isEmpty { return fromLocale(v) ?? .english }
        }
        return .english
    }
}
