import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls

@Suite struct DatePickerStyleTests {
    let fields = DateFields(range: nil)

    func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 30) -> Date {
        fields.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func graphicalShowsTheMonthInPlaceAndAClickPicksADay() {
        let selection = Box(date(2026, 11, 28))
        let stage = ControlStage(DatePicker("Due", selection: selection.binding, displayedComponents: .date)
            .datePickerStyle(.graphical).id("picker"), size: Size(width: 400, height: 320))
        #expect(stage.rect("date-picker-calendar") != nil, "the calendar shows without a click")
        stage.click("day-2026-11-12")
        #expect(fields.calendar.isDate(selection.value, inSameDayAs: date(2026, 11, 12)))
        #expect(stage.rect("day-2026-11-12") != nil, "the page stays")
        stage.click("calendar-next")
        stage.click("day-2026-12-24")
        #expect(fields.value(.month, of: selection.value) == 12)
        #expect(fields.value(.hour, of: selection.value) == 9, "the time of day is kept")
    }

    @Test func graphicalWithTimeHasTheTimeFieldUnderTheCalendar() throws {
        let selection = Box(date(2026, 11, 28, 14, 5))
        let stage = ControlStage(DatePicker("Due", selection: selection.binding).datePickerStyle(.graphical),
                                 size: Size(width: 400, height: 360))
        let calendar = try #require(stage.rect("date-picker-calendar"))
        // The time field is the focusable row under the calendar: Up steps the hour.
        stage.click(at: Point(x: calendar.minX + 12, y: calendar.maxY + 18))
        stage.key("Up")
        #expect(fields.value(.hour, of: selection.value) == 15)
    }

    @Test func fieldHasNoCalendarButtonAndWheelIsDrawnAsField() {
        for style in [AnyDatePickerStyleBox(.field), AnyDatePickerStyleBox(.wheel), AnyDatePickerStyleBox(.stepperField)] {
            let selection = Box(date(2026, 11, 28))
            let stage = ControlStage(style.apply(DatePicker("Due", selection: selection.binding, displayedComponents: .date).id("picker")),
                                     size: Size(width: 500, height: 400))
            let picker = stage.rect("picker")!
            stage.click(at: Point(x: picker.maxX - 4, y: picker.midY))
            #expect(stage.rect("day-2026-11-05") == nil, "no pop-up for \(style.kind)")
        }
        #expect(_DatePickerStyleKind.compact.hasCalendarButton)
    }
}

/// A date picker style to apply in a loop.
struct AnyDatePickerStyleBox {
    let kind: _DatePickerStyleKind
    init<S: DatePickerStyle>(_ style: S) { kind = style._kind }
    func apply<V: View>(_ view: V) -> some View { view.environment(\.datePickerStyleKind, kind) }
}
