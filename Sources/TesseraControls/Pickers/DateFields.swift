import Foundation

/// Which parts of a date a ``DatePicker`` shows, like SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Year, month and day.
    public static let date = DatePickerComponents(rawValue: 1)
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// The editable segments of a date field and the date arithmetic behind them, in one calendar
/// (the Gregorian calendar in the current time zone, its first weekday the locale's): stepping a
/// segment, typing its digits, keeping the date inside the picker's range. What the field shows
/// and in which order is the locale's (``DateFieldFormat``).
struct DateFields {
    enum Segment: Int, CaseIterable, Sendable { case year, month, day, hour, minute, period }

    var calendar: Calendar
    var range: ClosedRange<Date>
    let locale: Locale

    init(range: ClosedRange<Date>?, locale: Locale = Locale(identifier: "en_US")) {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        c.locale = locale
        calendar = c
        self.locale = locale
        self.range = range ?? Date.distantPast...Date.distantFuture
    }

    /// The field's format for `components` in this locale.
    func format(_ components: DatePickerComponents) -> DateFieldFormat { DateFieldFormat(components, locale: locale) }

    func value(_ s: Segment, of date: Date) -> Int {
        s == .period ? (calendar.component(.hour, from: date) < 12 ? 0 : 1) : calendar.component(s.unit, from: date)
    }

    /// The segment's text in `format`: the year in at least four digits, the others in two
    /// where the pattern pads them, the hour 1 to 12 on a twelve-hour clock, the period the
    /// locale's AM or PM.
    func text(_ s: Segment, of date: Date, in format: DateFieldFormat) -> String {
        let v = value(s, of: date)
        let padded = format.pieces.contains(.segment(s, padded: true))
        switch s {
        case .year: return String(format: "%04d", v)
        case .period: return v == 0 ? format.amSymbol : format.pmSymbol
        case .hour where format.twelveHour: return String(format: padded ? "%02d" : "%d", v % 12 == 0 ? 12 : v % 12)
        default: return String(format: padded ? "%02d" : "%d", v)
        }
    }

    /// The whole field's text in `format` (for assistive technologies).
    func text(of date: Date, in format: DateFieldFormat) -> String {
        format.pieces.map { piece in
            switch piece {
            case .segment(let s, _): text(s, of: date, in: format)
            case .literal(let l): l
            }
        }.joined()
    }

    /// The month and year above a calendar page, in the locale's words ("June 2019",
    /// "2019年6月").
    func monthTitle(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.dateFormat = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) ?? "MMMM y"
        return f.string(from: date)
    }

    /// `date` with segment `s` moved by `delta` (month and year keep the day where it exists;
    /// the period moves by twelve hours within the day), clamped into the range.
    func step(_ s: Segment, of date: Date, by delta: Int) -> Date {
        if s == .period { return set(.period, of: date, to: 1 - value(.period, of: date)) }
        return clamp(calendar.date(byAdding: s.unit, value: delta, to: date) ?? date)
    }

    /// `date` with the hour typed on a twelve-hour clock (`value` 1 to 12, 0 as 12), keeping
    /// its half of the day.
    func setTwelveHour(of date: Date, to value: Int) -> Date {
        set(.hour, of: date, to: min(max(0, value), 12) % 12 + 12 * self.value(.period, of: date))
    }

    /// `date` with segment `s` set to `value` (out-of-calendar values are pinned to the
    /// segment's valid values), clamped into the range.
    func set(_ s: Segment, of date: Date, to value: Int) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        switch s {
        case .year: parts.year = min(max(1, value), 9999)
        case .month: parts.month = min(max(1, value), 12)
        case .day: parts.day = max(1, value)
        case .hour: parts.hour = min(max(0, value), 23)
        case .minute: parts.minute = min(max(0, value), 59)
        case .period: parts.hour = (parts.hour ?? 0) % 12 + (value == 0 ? 0 : 12)
        }
        if let year = parts.year, let month = parts.month,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        return clamp(calendar.date(from: parts) ?? date)
    }

    func clamp(_ date: Date) -> Date { min(max(date, range.lowerBound), range.upperBound) }

    /// Whether day `day` (any time on it) can be chosen.
    func allows(day: Date) -> Bool {
        let start = calendar.startOfDay(for: day)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        return end > range.lowerBound && start <= range.upperBound
    }

    /// `date` moved to day `day`, keeping its time of day, clamped into the range.
    func choose(day: Date, keepingTimeOf date: Date) -> Date {
        let t = calendar.dateComponents([.hour, .minute, .second], from: date)
        var d = calendar.dateComponents([.year, .month, .day], from: day)
        d.hour = t.hour; d.minute = t.minute; d.second = t.second
        return clamp(calendar.date(from: d) ?? day)
    }

    /// The first day of `date`'s month, and the days shown in its calendar page: whole weeks
    /// from the locale's first weekday (Sunday in `en_US` and `zh-Hans`, Monday in `de_DE`) on
    /// or before the first, 6 weeks.
    func page(for month: Date) -> (first: Date, days: [Date]) {
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: month)) ?? month
        let weekday = calendar.component(.weekday, from: first)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        let start = calendar.date(byAdding: .day, value: -lead, to: first) ?? first
        return (first, (0..<42).compactMap { calendar.date(byAdding: .day, value: $0, to: start) })
    }
}

extension DateFields.Segment {
    var unit: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .period: .hour
        }
    }
    /// How many digits a typed value of this segment has at most (the period takes none).
    var digits: Int {
        switch self {
        case .year: 4
        case .period: 0
        default: 2
        }
    }
}
