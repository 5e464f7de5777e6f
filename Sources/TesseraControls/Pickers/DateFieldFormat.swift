import Foundation

/// How a ``DatePicker`` field shows a date in a locale, as AppKit's date field does: the
/// locale's own order of year, month and day, its separators, and its clock (`6/3/2019, 3:30 PM`
/// in `en_US`, `2019/6/3 15:30` in `zh-Hans`, `3.6.2019, 15:30` in `de_DE`). It is read from
/// the locale's pattern for the skeletons `yMd` and `jmm` (Unicode TR35 §2.6, the patterns
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` answers): letters become segments,
/// everything else (quoted or not) the literal text between them; pattern letters with no
/// segment (an era, a weekday) are left out.
struct DateFieldFormat: Equatable {
    /// A piece of the field: an editable segment or literal text.
    enum Piece: Equatable {
        case segment(DateFields.Segment, padded: Bool)
        case literal(String)
    }

    let pieces: [Piece]
    /// Whether the hour counts 1 to 12 with an AM/PM segment.
    let twelveHour: Bool
    /// The locale's names of the two halves of the day.
    let amSymbol: String
    let pmSymbol: String

    /// The format for `components` (date, hour and minute, or both) in `locale`.
    init(_ components: DatePickerComponents, locale: Locale) {
        let template = (components.contains(.date) || components.isEmpty ? "yMd" : "") + (components.contains(.hourAndMinute) ? "jmm" : "")
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "y-MM-dd HH:mm"
        pieces = Self.parse(pattern)
        twelveHour = pattern.contains("h") || pattern.contains("K")
        let formatter = DateFormatter()
        formatter.locale = locale
        amSymbol = formatter.amSymbol
        pmSymbol = formatter.pmSymbol
    }

    /// The segments in the order the field shows them.
    var segments: [DateFields.Segment] {
        pieces.compactMap { if case .segment(let s, _) = $0 { s } else { nil } }
    }

    /// The pieces of a date pattern (Unicode TR35 §4 pattern syntax: runs of one letter are
    /// fields, text in single quotes is literal, `''` is a quote).
    static func parse(_ pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var chars = Array(pattern)[...]
        func flush() { if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" } }
        while let c = chars.popFirst() {
            if c == "'" {
                if chars.first == "'" { chars.removeFirst(); literal.append("'"); continue }
                while let q = chars.popFirst(), q != "'" { literal.append(q) }
            } else if c.isASCII, c.isLetter {
                var count = 1
                while chars.first == c { chars.removeFirst(); count += 1 }
                guard let segment = DateFields.Segment(patternLetter: c) else { continue }
                flush()
                pieces.append(.segment(segment, padded: count >= 2 && segment != .year))
            } else {
                literal.append(c)
            }
        }
        flush()
        return Self.trimmed(pieces)
    }

    /// `pieces` without literal text before the first segment or after the last (left by a
    /// dropped era or weekday).
    private static func trimmed(_ pieces: [Piece]) -> [Piece] {
        let isSegment: (Piece) -> Bool = { if case .segment = $0 { true } else { false } }
        guard let first = pieces.firstIndex(where: isSegment), let last = pieces.lastIndex(where: isSegment) else { return pieces }
        return Array(pieces[first...last])
    }
}

extension DateFields.Segment {
    /// The segment a pattern letter stands for (nil: a field the picker does not edit).
    init?(patternLetter c: Character) {
        switch c {
        case "y", "Y", "u": self = .year
        case "M", "L": self = .month
        case "d": self = .day
        case "h", "H", "k", "K": self = .hour
        case "m": self = .minute
        case "a", "b", "B": self = .period
        default: return nil
        }
    }
}
