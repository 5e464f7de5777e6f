import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls
import TesseraLayout

/// Event replays on `DatePicker` and `ColorPicker`: keys, the calendar pop-up, the palette
/// and the sliders.
@Suite struct DatePickerTests {
    let fields = DateFields(range: nil)
    func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 30) -> Date {
        fields.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func segmentsStepTypeAndStayInTheRange() {
        let f = DateFields(range: date(2026, 1, 1, 0, 0)...date(2026, 12, 31, 23, 59))
        #expect(f.step(.month, of: date(2026, 1, 31), by: 1) == date(2026, 2, 28))     // the day is kept where it exists
        #expect(f.step(.year, of: date(2026, 6, 1), by: 1) == date(2026, 12, 31, 23, 59))  // clamped to the range
        #expect(f.set(.day, of: date(2026, 2, 10), to: 31) == date(2026, 2, 28))
        #expect(f.set(.hour, of: date(2026, 2, 10), to: 99) == date(2026, 2, 10, 23, 30))
        #expect(!f.allows(day: date(2025, 12, 31)))
        #expect(f.allows(day: date(2026, 1, 1, 12, 0)))
        let page = f.page(for: date(2026, 11, 15))
        #expect(page.days.count == 42)
        #expect(f.calendar.component(.weekday, from: page.days[0]) == f.calendar.firstWeekday)
        #expect(page.days.contains { f.calendar.isDate($0, inSameDayAs: date(2026, 11, 1)) })
    }

    @Test func keysChooseSegmentsStepAndTypeDigits() {
        let selection = Box(date(2026, 11, 28, 14, 5))
        // zh-Hans orders the field year, month, day, hour, minute (24-hour clock).
        let stage = ControlStage(DatePicker("Due", selection: selection.binding).id("picker").environment(\.locale, Locale(identifier: "zh-Hans")),
                                 size: Size(width: 400, height: 120))
        let picker = stage.rect("picker")!
        stage.click(at: Point(x: picker.minX + 60, y: picker.midY))   // into the field: focus
        stage.key("Right")                                             // month
        stage.key("Up")
        #expect(fields.value(.month, of: selection.value) == 12)
        stage.key("Right")                                             // day
        stage.key("1"); stage.key("5")                                 // typed: 15, then on to the hour
        #expect(fields.value(.day, of: selection.value) == 15)
        stage.key("0"); stage.key("8")
        #expect(fields.value(.hour, of: selection.value) == 8)
        #expect(fields.value(.minute, of: selection.value) == 5)
        #expect(fields.value(.year, of: selection.value) == 2026)
    }

    @Test func theCalendarPopUpPicksADayInTheRangeOnly() {
        let selection = Box(date(2026, 11, 28))
        let range = date(2026, 11, 10, 0, 0)...date(2026, 12, 20, 0, 0)
        let stage = ControlStage(DatePicker("Due", selection: selection.binding, in: range, displayedComponents: .date).id("picker"),
                                 size: Size(width: 500, height: 400))
        let picker = stage.rect("picker")!
        stage.click(at: Point(x: picker.maxX - 10, y: picker.midY))    // the calendar button
        #expect(stage.rect("day-2026-11-05") != nil)
        stage.click("day-2026-11-05")                                  // before the range: ignored
        #expect(fields.value(.day, of: selection.value) == 28)
        stage.click("calendar-next")
        stage.click("day-2026-12-03")
        #expect(fields.calendar.isDate(selection.value, inSameDayAs: date(2026, 12, 3)))
        #expect(fields.value(.hour, of: selection.value) == 9)         // the time of day is kept
        #expect(stage.rect("day-2026-12-03") == nil)                   // the pop-up closed
    }

    @Test func aSelectionOutsideTheRangeIsShownClamped() {
        let selection = Box(date(2030, 1, 1))
        let range = date(2026, 1, 1, 0, 0)...date(2026, 12, 31, 0, 0)
        let stage = ControlStage(DatePicker("Due", selection: selection.binding, in: range, displayedComponents: .date).id("picker")
                                    .environment(\.locale, Locale(identifier: "zh-Hans")),
                                 size: Size(width: 400, height: 120))
        let picker = stage.rect("picker")!
        stage.click(at: Point(x: picker.minX + 60, y: picker.midY))
        stage.key("Down")                                              // year - 1 from the clamped 2026-12-31
        #expect(selection.value == date(2026, 1, 1, 0, 0))
    }
}

@Suite struct ColorPickerTests {
    @Test func hsbRoundTripsAndKeepsItsHueForGreys() {
        let c = Color(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.5)
        let back = HSBColor(c).color()
        #expect(abs(back.red - 0.2) < 1e-9 && abs(back.green - 0.6) < 1e-9 && abs(back.blue - 0.4) < 1e-9 && back.alpha == 0.5)
        #expect(HSBColor(Color(red: .nan, green: 2, blue: -1)) == HSBColor(Color(red: 0, green: 1, blue: 0)))
    }

    @Test func thePaletteAndTheSlidersWriteTheBinding() {
        let selection = Box(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let stage = ControlStage(ColorPicker("Tint", selection: selection.binding).id("picker"), size: Size(width: 400, height: 500))
        stage.click("color-swatch")
        stage.click("palette-4")                                   // hue 0.55, full saturation and brightness
        #expect(abs(HSBColor(selection.value).hue - 0.55) < 1e-6)
        #expect(selection.value.alpha == 0.5)                       // the opacity is kept
        let brightness = stage.rect("brightness")!
        stage.click(at: Point(x: brightness.minX + brightness.width * 0.25, y: brightness.midY))
        let b = HSBColor(selection.value).brightness
        #expect(b > 0.1 && b < 0.4)
        #expect(abs(HSBColor(selection.value).hue - 0.55) < 1e-6)
    }

    @Test func withoutOpacityTheColourIsOpaque() {
        let selection = Box(Color(red: 0, green: 0, blue: 1, alpha: 0.3))
        let stage = ControlStage(ColorPicker("Tint", selection: selection.binding, supportsOpacity: false).id("picker"),
                                 size: Size(width: 400, height: 500))
        stage.click("color-swatch")
        #expect(stage.rect("opacity") == nil)
        stage.click("palette-0")
        #expect(selection.value.alpha == 1)
    }
}
