import Foundation
@_spi(Controls) import Tessera

/// The pop-up page of a ``DatePicker``: the month and year with buttons for the previous and
/// next months, the weekday initials, and six weeks of days (names and first weekday of the
/// picker's locale); the selected day is a tinted
/// circle, days outside the month are dimmed, days outside the range are dimmed and ignore
/// clicks. Each day is identified `day-YYYY-MM-DD` (for tests and event files).
struct CalendarPage: View {
    let fields: DateFields
    let selection: Date
    let month: Date
    let tint: Color
    let text: Color
    let dim: Color
    let surface: Color
    let border: Color
    let choose: (Date) -> Void
    let turn: (Int) -> Void

    var body: some View {
        let page = fields.page(for: month)
        let cal = fields.calendar
        let shownMonth = cal.component(.month, from: page.first)
        VStack(spacing: 6) {
            HStack {
                Text(verbatim: fields.monthTitle(page.first)).bold().foregroundStyle(text)
                Spacer()
                Button("‹") { turn(-1) }.buttonStyle(.borderless).id("calendar-previous")
                Button("›") { turn(1) }.buttonStyle(.borderless).id("calendar-next")
            }
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                GridRow {
                    ForEach(0..<7, id: \.self) { k in
                        Text(verbatim: String(cal.veryShortWeekdaySymbols[(k + cal.firstWeekday - 1) % 7])).font(Font(size: 11))
                            .foregroundStyle(dim).frame(width: 24)
                    }
                }
                ForEach(0..<6, id: \.self) { week in
                    GridRow {
                        ForEach(0..<7, id: \.self) { k in dayCell(page.days[week * 7 + k], shownMonth: shownMonth) }
                    }
                }
            }
        }
        .padding(10)
        .frame(width: 210)
        .background(RoundedRectangle(cornerRadius: 8).fill(surface))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(border, lineWidth: 1)._passesHits())
    }

    private func dayCell(_ day: Date, shownMonth: Int) -> some View {
        let cal = fields.calendar
        let parts = cal.dateComponents([.year, .month, .day], from: day)
        let selected = cal.isDate(day, inSameDayAs: selection)
        let allowed = fields.allows(day: day)
        let inMonth = parts.month == shownMonth
        return Text(verbatim: "\(parts.day ?? 0)").font(Font(size: 12)).monospacedDigit()
            .foregroundStyle(selected ? Color.white : (allowed && inMonth) ? text : dim.opacity(allowed ? 1 : 0.45))
            .frame(width: 24, height: 22)
            .background(Circle().fill(selected ? tint : Color.clear))
            .contentShape(Rectangle())
            .onTapGesture { if allowed { choose(day) } }
            .id(String(format: "day-%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
    }
}

/// A small calendar icon: a rounded page with a header band and a 3x2 grid of dots.
struct CalendarGlyph: View {
    let color: Color
    var body: some View {
        ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 2.5).strokeBorder(color, lineWidth: 1.2)
            Rectangle().fill(color).frame(height: 3.5)
            VStack(spacing: 2) {
                HStack(spacing: 2) { dot; dot; dot }
                HStack(spacing: 2) { dot; dot; dot }
            }
            .padding(.top, 5.5)
        }
    }
    private var dot: some View { Rectangle().fill(color).frame(width: 2, height: 2) }
}
