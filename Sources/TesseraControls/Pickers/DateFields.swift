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
/// (the Gregorian calendar in the current time zone): stepping a segment, typing its digits,
/// keeping the date inside the picker's range.
struct DateFields {
    enum Segment: Int, CaseIterable, Sendable { case year, month, day, hour, minute }

    var calendar: Calendar
    var range: ClosedRange<Date>

    init(range: ClosedRange<Date>?) {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        calendar = c
        self.range = range ?? Date.distantPast...Date.distantFuture
    }

    /// The segments shown for `components`, in order.
    static func segments(_ components: DatePickerComponents) -> [Segment] {
        (components.contains(.date) ? [.year, .month, .day] : []) + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    func value(_ s: Segment, of date: Date) -> Int { calendar.component(s.unit, from: date) }

    /// The segment's text: four digits for the year, two for the others.
    func text(_ s: Segment, of date: Date) -> String {
        let v = value(s, of: date)
        return s == .year ? String(format: "%04d", v) : String(format: "%02d", v)
    }

    /// `date` with segment `s` moved by `delta` (month and year keep the day where it exists),
    /// clamped into the range.
    func step(_ s: Segment, of date: Date, by delta: Int) -> Date {
        clamp(calendar.date(byAdding: s.unit, value: delta, to: date) ?? date)
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
    /// from the Sunday (the calendar's first weekday) on or before the first, 6 weeks.
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
        }
    }
    /// How many digits a typed value of this segment has at most.
    var digits: Int { self == .year ? 4 : 2 }
}
