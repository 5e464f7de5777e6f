import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// Paragraph direction and alignment (UAX #9 P2-P3, SwiftUI's `multilineTextAlignment` and
/// `layoutDirection`) and tabular digits (`monospacedDigit()`).
@Suite(.serialized) struct TextParagraphTests {
    let m: TextMeasurer
    init() throws { m = try TextMeasurer() }

    func block(_ s: String, width: Double?, alignment: TextAlignment = .leading,
               direction: GridLayout.LayoutDirection = .leftToRight, font: Font = Font(size: 20)) -> TextBlock {
        m.engine.layout(StyledText(s, font: font, options: TextLayoutOptions(alignment: alignment, layoutDirection: direction)),
                        maxWidth: width)
    }

    // MARK: Direction and alignment

    @Test func aRightToLeftParagraphsLeadingEdgeIsItsRightEdge() throws {
        // Three Hebrew words over two lines of different widths.
        let b = block("שלום עולם ומלואו", width: 120)
        try #require(b.lines.count >= 2)
        #expect(b.lines.allSatisfy { $0.isRightToLeft })
        let widths = Set(b.lines.map(\.width))
        try #require(widths.count > 1)   // the lines differ, so the alignment shows
        for line in b.lines {
            #expect(b.offset(of: line, alignment: .leading, direction: .leftToRight) == b.width - line.width)
            #expect(b.offset(of: line, alignment: .trailing, direction: .leftToRight) == 0)
        }
        // A Latin paragraph: leading is the left edge.
        let latin = block("hello wide world again", width: 120)
        #expect(latin.lines.allSatisfy { !$0.isRightToLeft && latin.offset(of: $0, alignment: .leading, direction: .leftToRight) == 0 })
        // In a right-to-left environment leading is the right edge for every paragraph.
        #expect(latin.lines.allSatisfy { latin.offset(of: $0, alignment: .leading, direction: .rightToLeft) == latin.width - $0.width })
    }

    @Test func baseDirectionFromTheFirstStrongCharacterElseTheEnvironment() {
        #expect(block("abc שלום", width: nil).lines[0].isRightToLeft == false)
        #expect(block("שלום abc", width: nil).lines[0].isRightToLeft == true)
        // Hebrew first wins over a left-to-right environment, Latin first over a right-to-left one.
        #expect(block("שלום abc", width: nil, direction: .leftToRight).lines[0].isRightToLeft == true)
        #expect(block("abc שלום", width: nil, direction: .rightToLeft).lines[0].isRightToLeft == false)
        // No strong character: the environment decides.
        #expect(block("123 - 456", width: nil, direction: .rightToLeft).lines[0].isRightToLeft == true)
        #expect(block("123 - 456", width: nil, direction: .leftToRight).lines[0].isRightToLeft == false)
    }

    @Test func aRightToLeftParagraphIsDrawnAgainstTheRightEdge() throws {
        let r = try HeadlessRenderer(assets: Assets.locate())
        let text = StyledText("שלום עולם ומלואו", font: Font(size: 20), options: TextLayoutOptions(alignment: .leading))
        let b = m.engine.layout(text, maxWidth: 120)
        try #require(b.lines.count >= 2)
        let short = try #require(b.lines.min { $0.width < $1.width })
        var list = DisplayList()
        list.append(.text(TextRun(text, color: .black, origin: Point(x: 0, y: 0), maxWidth: 120)))
        let img = try r.render(list, size: Size(width: b.width, height: b.height))
        // The shortest line's ink lies in its right-aligned box, none left of it.
        var minX = Int.max, maxX = Int.min
        for y in Int(short.top)..<Int(short.top + short.ascent + short.descent) {
            for x in 0..<img.width where img[x, y].0 < 128 { minX = min(minX, x); maxX = max(maxX, x) }
        }
        #expect(minX >= Int(b.width - short.width) - 1)
        #expect(maxX >= Int(b.width) - 4)
    }

    // MARK: Tabular digits

    @Test func monospacedDigitsHaveEqualAdvances() throws {
        // Noto Serif CJK's default figures are proportional: 1 is narrower than 0.
        let serif = Font(size: 20, family: "Noto Serif CJK SC")
        var tabular = serif
        tabular.monospacedDigit = true
        func width(_ s: String, _ f: Font) -> Double { m.measure(StyledText(s, font: f), proposedWidth: nil).size.width }
        try #require(width("1111", serif) < width("0000", serif))
        #expect(width("1111", tabular) == width("0000", tabular))
        #expect(width("1111", tabular) == width("8888", tabular))
        #expect(width("1111", tabular) == 4 * width("0", serif))       // every digit in the widest digit's cell
        // Letters keep their own advances; a digit is in its cell between them.
        #expect(width("a1b", tabular) == width("a", serif) + width("0", serif) + width("b", serif))
        // The ones are centred in their cells when drawn.
        let r = try HeadlessRenderer(assets: Assets.locate())
        var list = DisplayList()
        list.append(.text(TextRun(StyledText("1", font: tabular), color: .black, origin: Point(x: 0, y: 0))))
        let cell = width("0", serif)
        let img = try r.render(list, size: Size(width: cell, height: 30))
        var minX = Int.max, maxX = Int.min
        for y in 0..<img.height { for x in 0..<img.width where img[x, y].0 < 160 { minX = min(minX, x); maxX = max(maxX, x) } }
        let left = minX, right = Int(cell) - 1 - maxX
        #expect(abs(left - right) <= 2)
        #expect(left >= 2)
    }
}
