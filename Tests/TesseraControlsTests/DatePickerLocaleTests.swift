import Foundation
import Testing
@testable import Tessera
@testable import TesseraControls
import TesseraLayout

/// The date picker in the demo's two languages: the field's order, separators and clock come
/// from the locale's CLDR short patterns (`M/d/y, h:mm a` in en_US, `y/M/d HH:mm` in zh-Hans),
/// the calendar page's title, weekday initials and first weekday too.
@Suite struct DatePickerLocaleTests {
    static let enUS = Locale(identifier: "en_US")
    static let zhHans = Locale(identifier: "zh-Hans")
    let fields = DateFields(range: nil, locale: enUS)
    func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date {
        fields.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    @Test func usEnglishIsMonthDayYearOnATwelveHourClock() {
        let format = fields.format([.date, .hourAndMinute])
        #expect(format.segments == [.month, .day, .year, .hour, .minute, .period])
        #expect(format.twelveHour)
        let text = fields.text(of: date(2019, 6, 3, 15, 30), in: format)
        #expect(text.hasPrefix("6/3/2019, 3:30"), "\(text)")
        #expect(text.hasSuffix("PM"))
        #expect(fields.text(.hour, of: date(2019, 6, 3, 0, 5), in: format) == "12", "midnight is 12 AM")
    }

    @Test func simplifiedChineseIsYearMonthDayOnATwentyFourHourClock() {
        let zh = DateFields(range: nil, locale: Self.zhHans)
        let format = zh.format([.date, .hourAndMinute])
        #expect(format.segments == [.year, .month, .day, .hour, .minute])
        #expect(!format.twelveHour)
        #expect(zh.text(of: date(2019, 6, 3, 15, 30), in: format) == "2019/6/3 15:30")
        #expect(zh.monthTitle(date(2019, 6, 3, 0, 0)) == "2019年6月")
        #expect(zh.calendar.veryShortWeekdaySymbols.first == "日")
    }

    @Test func monthTitlesAndFirstWeekdaysFollowTheLocale() {
        #expect(fields.monthTitle(date(2019, 6, 3, 0, 0)) == "June 2019")
        let de = DateFields(range: nil, locale: Locale(identifier: "de_DE"))
        let page = de.page(for: date(2026, 11, 15, 0, 0))
        #expect(de.calendar.component(.weekday, from: page.days[0]) == 2, "a German page starts on Monday")
        #expect(de.format(.date).segments == [.day, .month, .year])
    }

    @Test func quotedLiteralsAndDroppedFieldsParse() {
        let pieces = DateFieldFormat.parse("EEEE, 'day' d. MMMM y 'o''clock'")
        #expect(pieces == [.segment(.day, padded: false), .literal(". "), .segment(.month, padded: true), .literal(" "),
                           .segment(.year, padded: false)])
    }

    @Test func keysTypeATwelveHourTimeAndChooseTheHalfOfTheDay() {
        let selection = Box(date(2026, 11, 28, 14, 5))
        let stage = ControlStage(DatePicker("Due", selection: selection.binding, displayedComponents: .hourAndMinute).id("picker")
                                    .environment(\.locale, Self.enUS), size: Size(width: 400, height: 120))
        stage.key("Tab")                                               // into the field: the hour
        stage.key("9")                                                 // 9 on the afternoon's clock: 21:05
        #expect(fields.value(.hour, of: selection.value) == 21)
        stage.key("Right"); stage.key("Right")                         // past the minute to AM/PM
        stage.key("a")
        #expect(fields.value(.hour, of: selection.value) == 9)
        stage.key("Up")                                                // back to PM
        #expect(fields.value(.hour, of: selection.value) == 21)
        #expect(fields.value(.minute, of: selection.value) == 5)
    }

    @Test func theFieldShowsTheLocalesOrder() {
        let selection = Box(date(2019, 6, 3, 15, 30))
        func texts(_ locale: Locale) -> [String] {
            let stage = ControlStage(DatePicker("Due", selection: selection.binding).environment(\.locale, locale),
                                     size: Size(width: 500, height: 120))
            var out: [String] = []
            stage.host.renderRoot.forEachNode { n in if case .text(let t) = n.content { out.append(t.string) } }
            return out
        }
        let en = texts(Self.enUS), zh = texts(Self.zhHans)
        #expect(Array(en.drop { $0 != "6" }.prefix(5)) == ["6", "/", "3", "/", "2019"], "\(en)")
        #expect(Array(zh.drop { $0 != "2019" }.prefix(5)) == ["2019", "/", "6", "/", "3"], "\(zh)")
        #expect(en.contains("PM") && !zh.contains("PM") && !zh.contains("下午"))
    }
}
