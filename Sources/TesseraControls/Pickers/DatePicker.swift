import Foundation
@_spi(Controls) import Tessera

/// A control for choosing a date and time, like SwiftUI's `DatePicker` in its macOS
/// `.compact`/`.stepperField` look: the label, then a bordered field of segments (year, month,
/// day for `.date`; hour and minute, and AM/PM on a twelve-hour clock, for `.hourAndMinute`) in
/// the order and with the separators of the environment's `locale` (CLDR's short patterns:
/// `6/3/2019, 3:30 PM` in `en_US`, `2019/6/3 15:30` in `zh-Hans`), and a calendar button
/// opening a pop-up month page (month names, weekday initials and first weekday of the locale).
/// Keyboard: with the field focused, Left/Right (Tab stays for focus) choose a segment, Up/Down
/// step it, digits type it (a segment's last digits win, as in AppKit), A and P choose the
/// half of the day; in the pop-up a click picks a day, the arrows move by months. The selection
/// stays in `in:`.
/// `datePickerStyle(_:)` chooses the look (``DatePickerStyle``): `.graphical` shows the month
/// page in place, `.field` the field without the pop-up.
///
/// Bad input: a selection outside the range is shown clamped (the next edit writes a value
/// inside it), with one warning on standard error. (A `ClosedRange` whose lower bound is above its upper bound
/// cannot be built in Swift: `a...b` traps in the caller, before the picker sees it.)
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label
    @State private var segment = 0
    @State private var typed = ""
    @State private var isFocused = false
    @State private var showsCalendar = false
    @State private var month: Date?
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.locale) private var locale

    /// A picker of `selection` within `range`, showing `displayedComponents`, with a label.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = range; self.components = displayedComponents; self.label = label()
    }

    public var body: some View {
        _ControlContextReader { ctx in
            let fields = DateFields(range: range, locale: locale)
            let date = current(fields)
            let showsDate = components.contains(.date) || components.isEmpty
            let showsLabel = !(Label.self == EmptyView.self) && !ctx.environment.labelsHidden
            if style == .graphical {
                VStack(alignment: .leading, spacing: 8) {
                    if showsLabel { label.foregroundStyle(ctx.text) }
                    if showsDate { calendar(ctx, fields: fields, date: date, closes: false).id("date-picker-calendar") }
                    if components.contains(.hourAndMinute) { field(ctx, fields: fields, date: date, format: fields.format(.hourAndMinute)) }
                }
                .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
            } else {
                HStack(spacing: 8) {
                    if showsLabel { label.foregroundStyle(ctx.text) }
                    field(ctx, fields: fields, date: date, format: fields.format(components.isEmpty ? [.date] : components))
                    if showsDate && style.hasCalendarButton {
                        Button { month = date; showsCalendar = true } label: { CalendarGlyph(color: ctx.text).frame(width: 14, height: 14) }
                            .popover(isPresented: $showsCalendar) { calendar(ctx, fields: fields, date: date, closes: true) }
                    }
                }
                .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
            }
        }
    }

    /// The bordered field of segments in the locale's order, focusable and keyboard-operable.
    private func field(_ ctx: _ControlContext, fields: DateFields, date: Date, format: DateFieldFormat) -> some View {
        let segments = format.segments
        return HStack(spacing: 0) {
            ForEach(Array(format.pieces.enumerated()), id: \.offset) { _, piece in
                switch piece {
                case .literal(let text):
                    Text(verbatim: text).foregroundStyle(ctx.placeholder).fixedSize()
                case .segment(let s, _):
                    let i = segments.firstIndex(of: s) ?? 0
                    Text(verbatim: fields.text(s, of: date, in: format))
                        .monospacedDigit()
                        .fixedSize()
                        .foregroundStyle(isFocused && i == segment ? Color.white : ctx.text)
                        .padding(.horizontal, 1)
                        .background(RoundedRectangle(cornerRadius: 3).fill(isFocused && i == segment ? ctx.tint : Color.clear))
                        .onTapGesture { segment = i; typed = "" }
                }
            }
        }
        .fixedSize()   // a date never wraps: "PM" stays on the line in a narrow column
        .padding(.horizontal, 6)
        .frame(height: ctx.controlHeight)
        .background(RoundedRectangle(cornerRadius: ctx.cornerRadius).fill(ctx.surface))
        .overlay(RoundedRectangle(cornerRadius: ctx.cornerRadius).strokeBorder(isFocused ? ctx.tint : ctx.border, lineWidth: 1)._passesHits())
        ._focusableControl(isEnabled: ctx.isEnabled, focusChanged: { isFocused = $0; typed = "" }, key: { press in
            key(press, fields: fields, format: format)
        })
        ._focusRing(isFocused && ctx.isEnabled, cornerRadius: ctx.cornerRadius)
        .accessibilityAttributes { a in
            a.role = .spinButton
            a.value = fields.text(of: date, in: format)
        }
    }

    /// The month page: in the pop-up (`closes`: a chosen day closes it) or in place.
    private func calendar(_ ctx: _ControlContext, fields: DateFields, date: Date, closes: Bool) -> some View {
        CalendarPage(fields: fields, selection: date, month: month ?? date, tint: ctx.tint, text: ctx.text,
                     dim: ctx.placeholder, surface: ctx.surface, border: ctx.border, choose: { day in
                         write(fields.choose(day: day, keepingTimeOf: date))
                         if closes { showsCalendar = false }
                     }, turn: { month = fields.calendar.date(byAdding: .month, value: $0, to: month ?? date) })
    }

    /// The selection, clamped into the range (one warning when it was outside).
    private func current(_ fields: DateFields) -> Date {
        let value = selection.wrappedValue
        let clamped = fields.clamp(value)
        if clamped != value {
            DatePickerWarnings.outOfRange(value, range: fields.range)
        }
        return clamped
    }

    private func write(_ date: Date) {
        if date != selection.wrappedValue { selection.wrappedValue = date }
    }

    private func key(_ press: KeyPress, fields: DateFields, format: DateFieldFormat) -> Bool {
        let date = fields.clamp(selection.wrappedValue)
        let segments = format.segments
        guard !segments.isEmpty else { return false }
        let s = segments[min(segment, segments.count - 1)]
        switch press.key.lowercased() {
        case "left": segment = max(0, segment - 1); typed = ""
        case "right": segment = min(segments.count - 1, segment + 1); typed = ""
        case "up": write(fields.step(s, of: date, by: 1)); typed = ""
        case "down": write(fields.step(s, of: date, by: -1)); typed = ""
        case "space": month = date; showsCalendar = true
        case "a" where s == .period, "p" where s == .period:
            write(fields.set(.period, of: date, to: press.key.lowercased() == "a" ? 0 : 1))
        default:
            guard s.digits > 0, let digit = Int(press.key.replacingOccurrences(of: "Keypad ", with: "")), (0...9).contains(digit),
                  !press.control, !press.command else { return false }
            typed = String((typed + String(digit)).suffix(s.digits))
            let value = Int(typed) ?? 0
            write(s == .hour && format.twelveHour ? fields.setTwelveHour(of: date, to: value) : fields.set(s, of: date, to: value))
            if typed.count == s.digits, segment + 1 < segments.count { segment += 1; typed = "" }
        }
        return true
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` of `selection` within `range`, showing `displayedComponents`.
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>? = nil,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
    /// A picker of dates from `range`'s lower bound on.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(title, selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents)
    }
    /// A picker of dates up to `range`'s upper bound.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(title, selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents)
    }
}

/// The date picker's warning, printed once per process.
enum DatePickerWarnings {
    nonisolated(unsafe) private static var warned = false
    static func outOfRange(_ date: Date, range: ClosedRange<Date>) {
        guard !warned else { return }
        warned = true
        FileHandle.standardError.write(Data(("DatePicker: selection \(date) is outside the range \(range.lowerBound)...\(range.upperBound); "
            + "it was clamped into the range. Keep the bound value inside `in:`.\n").utf8))
    }
}
