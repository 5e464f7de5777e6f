import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Font sanitizing and paragraph options as the layout sees them (the deterministic measurer:
/// characters 0.6·size wide, lines 1.2·size tall, baseline 0.95·size).
@Suite struct TextOptionsTests {
    @Test func sizesAreSanitized() {
        #expect(Font(size: .nan).resolvedSize == 17)
        #expect(Font(size: .infinity).resolvedSize == 17)
        #expect(Font(size: 0).resolvedSize == 1)
        #expect(Font(size: -5).resolvedSize == 1)
        #expect(Font(size: 1e19).resolvedSize == Font.maximumSize)
        #expect(Font(size: 17).resolvedSize == 17)
    }

    @Test func weightsAreOrderedWithCSSValues() {
        #expect(Font.Weight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(Font.Weight.ultraLight < .thin && .semibold < .bold && .heavy < .black)
    }

    @Test func lineLimitKeepsAndReservesLines() {
        let m = MonospaceTextMeasurer()
        let f = Font(size: 10)   // 6 pt characters, 12 pt lines
        let words = "aaa bbb ccc ddd"
        let free = m.measure(StyledText(words, font: f), proposedWidth: 30)
        #expect(free.size.height == 4 * 12)
        let two = m.measure(StyledText(words, font: f, options: TextLayoutOptions(lineLimit: 1...2)), proposedWidth: 30)
        #expect(two.size.height == 2 * 12 && two.lastBaseline == 12 + 9.5)
        let reserved = m.measure(StyledText("a", font: f, options: TextLayoutOptions(lineLimit: 3...3)), proposedWidth: nil)
        #expect(reserved.size.height == 3 * 12)
        let spaced = m.measure(StyledText("a\nb", font: f, options: TextLayoutOptions(lineSpacing: 5)), proposedWidth: nil)
        #expect(spaced.size.height == 12 + 5 + 12 && spaced.lastBaseline == 17 + 9.5)
    }

    @Test func textLeafUsesTheStyledText() {
        let leaf = TextLeaf(StyledText(spans: [TextSpan("ab", font: Font(size: 10)), TextSpan("cd", font: Font(size: 20))]),
                            measurer: MonospaceTextMeasurer())
        let d = leaf.dimensions(for: .unspecified)
        #expect(d.width == 4 * 6)   // the deterministic measurer sizes by the first run's font
        #expect(d.height == 12)
    }
}
