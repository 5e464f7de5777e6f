import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// Hostile text: each case is replaced, clamped or falls back as documented, and measuring and
/// drawing it neither crash nor hang.
@Suite(.serialized) struct TextBadInputTests {
    let m: TextMeasurer
    let r: HeadlessRenderer
    init() throws { m = try TextMeasurer(); r = try HeadlessRenderer(assets: Assets.locate()) }

    func draw(_ run: TextRun) throws -> PixelImage {
        var list = DisplayList()
        list.append(.text(run))
        return try r.render(list, size: Size(width: 200, height: 100))
    }

    func finite(_ t: TextMetrics) -> Bool {
        [t.size.width, t.size.height, t.firstBaseline, t.lastBaseline].allSatisfy { $0.isFinite && $0 >= 0 }
    }

    @Test func invalidUTF8IsReplacedByTheReplacementCharacter() throws {
        let decoded = String(decoding: [0x41, 0xFF, 0xC3, 0x28, 0x42] as [UInt8], as: UTF8.self)   // "A\u{FFFD}\u{FFFD}(B"
        #expect(decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == 2)
        let a = m.measure(StyledText(decoded, font: Font(size: 20)), proposedWidth: nil)
        let b = m.measure(StyledText("A\u{FFFD}\u{FFFD}(B", font: Font(size: 20)), proposedWidth: nil)
        #expect(a == b && a.size.width > 0)
        // The bundled face has U+FFFD: no fallback face is needed for it.
        #expect(m.lines(StyledText("\u{FFFD}", font: Font(size: 20)), proposedWidth: nil)[0][0].fontFile.hasSuffix("DejaVuSans.ttf"))
    }

    @Test func fontSizesAreClamped() throws {
        let body = m.measure(StyledText("Grid", font: Font(size: 17)), proposedWidth: nil)
        #expect(m.measure(StyledText("Grid", font: Font(size: .nan)), proposedWidth: nil) == body)
        let zero = m.measure(StyledText("Grid", font: Font(size: 0)), proposedWidth: nil)
        let one = m.measure(StyledText("Grid", font: Font(size: 1)), proposedWidth: nil)
        #expect(zero == one && finite(zero))
        let huge = m.measure(StyledText("Grid", font: Font(size: 1e19)), proposedWidth: nil)
        let max = m.measure(StyledText("Grid", font: Font(size: Font.maximumSize)), proposedWidth: nil)
        #expect(huge == max && finite(huge))
        for size in [0, 1e19, .nan, -.infinity] {
            _ = try draw(TextRun("Grid", fontSize: size, origin: Point(x: 0, y: 0)))
        }
    }

    @Test func tenThousandCombiningMarksStayBounded() throws {
        let s = "a" + String(repeating: "\u{301}", count: 10_000) + "b"
        let t = m.measure(StyledText(s, font: Font(size: 20)), proposedWidth: nil)
        let plain = m.measure(StyledText("ab", font: Font(size: 20)), proposedWidth: nil)
        #expect(finite(t) && t.size.height == plain.size.height)
        #expect(t.size.width < plain.size.width * 3)
        _ = try draw(TextRun(s, fontSize: 20, origin: Point(x: 10, y: 10)))
        #expect(TextClusters.split(s[...]).first?.unicodeScalars.count == TextClusters.maximumScalars)
    }

    @Test func aMegabyteOnOneLine() throws {
        let s = String(repeating: "grid 网格 ", count: 1 << 20 / 12)
        let ideal = m.measure(StyledText(s, font: Font(size: 17)), proposedWidth: nil)
        #expect(finite(ideal) && ideal.size.width > 100_000)
        let oneLine = m.measure(StyledText(s, font: Font(size: 17), options: TextLayoutOptions(lineLimit: 1...1)), proposedWidth: 300)
        #expect(oneLine.size.width <= 300 && oneLine.size.height == m.measure(StyledText("grid 网格", font: Font(size: 17)), proposedWidth: nil).size.height)
        // Drawn in a 200-point window: only the runs that can be seen are rasterized.
        let img = try draw(TextRun(s, fontSize: 17, origin: Point(x: 0, y: 0)))
        #expect(img.width == 200)
    }

    @Test func unpairedSurrogatesCannotReachText() {
        // Swift strings hold Unicode scalars only: UTF-16 with a lone surrogate decodes to U+FFFD.
        let units: [UInt16] = [0x61, 0xD800, 0x62]
        let s = String(decoding: units, as: UTF16.self)
        #expect(Array(s.unicodeScalars) == ["a", "\u{FFFD}", "b"])
        #expect(finite(m.measure(StyledText(s, font: Font(size: 17)), proposedWidth: nil)))
    }
}
