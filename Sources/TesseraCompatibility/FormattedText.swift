import Foundation

// SwiftUI's formatting in text: `Text("\(value, specifier: "%.1f")")`,
// `Text("\(price, format: .currency(code: "EUR"))")`, `Text(value, format: .percent)`, using
// Foundation's `FormatStyle`s (number, percent, currency, date) as Apple's do.

extension String.StringInterpolation {
    /// `value` formatted by the printf-style `specifier` (`"%.1f"`, `"%d"`, `"%05.2f"`), as
    /// SwiftUI's text interpolation does.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// `value` formatted by `format`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }

    /// A date in one of SwiftUI's text date styles.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(style.string(for: date))
    }
}

extension Text {
    /// `date` in a date style, SwiftUI's `Text(_:style:)` (shown as of when the view is
    /// evaluated: the relative styles do not count by themselves).
    public init(_ date: Date, style: DateStyle) { self.init(style.string(for: date)) }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// The time of day: "3:30 PM".
        public static let time = DateStyle(kind: 0)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: 1)
        /// The time from now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: 2)
        /// The time from now as an offset: "+2 hours".
        public static let offset = DateStyle(kind: 3)
        /// A count up or down from now: "2:32".
        public static let timer = DateStyle(kind: 4)

        func string(for date: Date, now: Date = Date()) -> String {
            switch kind {
            case 0: return date.formatted(date: .omitted, time: .shortened)
            case 1: return date.formatted(date: .long, time: .omitted)
            case 4:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                return seconds >= 3600 ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                    : String(format: "%d:%02d", seconds / 60, seconds % 60)
            default:
                let text = Self.spelledOut(seconds: Int(abs(date.timeIntervalSince(now)).rounded(.down)))
                return kind == 3 ? (date < now ? "-" : "+") + text : text
            }
        }

        /// "2 hours, 23 minutes": the two largest non-zero units (days to seconds).
        static func spelledOut(seconds: Int) -> String {
            let units = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            var rest = seconds, parts: [String] = []
            for (length, name) in units where parts.count < 2 {
                let count = rest / length
                rest %= length
                if count > 0 || (!parts.isEmpty) { if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") } }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }
}
