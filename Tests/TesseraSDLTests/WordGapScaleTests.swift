import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// Issue 29, "How to check it": a wrapped paragraph's word gaps at scale s equal its gaps at
/// scale 1 times s within 1 px, on every line, in both system faces (DejaVu Sans for the touch
/// look, Inter for the desktop look). Gaps are measured to a fraction of a pixel from the ink's
/// anti-aliased coverage. The layout is in points; drawing places each glyph run on whole
/// device pixels, so a gap drawn at scale 1 is itself up to a pixel off its true width, and
/// s times it up to s px: the gaps are therefore compared, at every scale including 1, with s
/// times the paragraph's gaps in points as a 4x drawing measures them (to a quarter point),
/// within 1 device pixel. A lost space shrinks a gap by about 0.3 em times s, a doubled one
/// grows it as much: both far outside 1 px. (``HiDPITextTests`` compares whole-pixel gaps with
/// the 1x drawing's, within s + 1 px.)
@Suite(.serialized) struct WordGapScaleTests {
    static let scales = [1.0, 1.5, 2.0, 3.0]
    /// The scale whose drawing stands for the true geometry.
    static let fine = 4.0
    /// 1 device pixel at every HiDPI scale; at scale 1, where hinting snaps stems and runs to
    /// whole pixels of a 15-point face, 1.5.
    static func tolerance(_ scale: Double) -> Double { scale == 1 ? 1.5 : 1 }
    static let fontSize = 15.0
    static let maxWidth = 420.0
    static let origin = Point(x: 10, y: 10)

    /// Words of letters with upright or round sides (n, m, u, o, e): their gaps inside a word
    /// stay under 0.2 em, so every blank column run wider than 0.25 em is a word space.
    static var paragraph: String {
        let pool = ["moon", "neon", "none", "omen", "nun", "menu", "noun", "mum", "emu", "mono",
                    "nomen", "memo", "eon", "mummen", "nee", "one", "ommen", "moue", "mun", "unmoon"]
        var state: UInt32 = 29
        return (0..<70).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return pool[Int(state >> 16) % pool.count]
        }.joined(separator: " ")
    }

    /// The ink coverage (0...1) of each column of device pixels over rows `rows`.
    static func columnCoverage(_ image: PixelImage, rows: Range<Int>) -> [Double] {
        (0..<image.width).map { x in
            rows.reduce(0.0) { worst, y in
                let p = image[x, y]
                return max(worst, 1 - Double(min(p.r, p.g, p.b)) / 255)
            }
        }
    }

    /// The word gaps of one line in device pixels: each run of blank columns at least `minimum`
    /// wide, widened on each side over the anti-aliased edge of the ink next to it (the partly
    /// inked columns up to and including the first at least half inked), counting each
    /// column's blank fraction (1 - coverage).
    static func gaps(_ coverage: [Double], minimum: Double) -> [Double] {
        guard let first = coverage.firstIndex(where: { $0 > 0.5 }), let last = coverage.lastIndex(where: { $0 > 0.5 }) else { return [] }
        var out: [Double] = []
        var x = first
        while x <= last {
            guard coverage[x] < 0.02 else { x += 1; continue }
            var lo = x, hi = x
            while hi + 1 <= last && coverage[hi + 1] < 0.02 { hi += 1 }
            x = hi + 1
            while lo - 1 >= first && coverage[lo] < 0.5 { lo -= 1 }
            while hi + 1 <= last && coverage[hi] < 0.5 { hi += 1 }
            let width = (lo...hi).reduce(0.0) { $0 + 1 - coverage[$1] }
            if width >= minimum { out.append(width) }
        }
        return out
    }

    /// The word gaps of every line of `text` wrapped at `maxWidth`, drawn at `scale`.
    func lineGaps(_ text: StyledText, scale: Double, renderer: HeadlessRenderer, measurer: TextMeasurer) throws -> [[Double]] {
        let metrics = measurer.measure(text, proposedWidth: Self.maxWidth)
        let lineCount = measurer.lines(text, proposedWidth: Self.maxWidth).count
        let lineHeight = metrics.size.height / Double(lineCount)
        var list = DisplayList()
        list.append(.text(TextRun(text, color: .black, origin: Self.origin, maxWidth: Self.maxWidth)))
        let image = try renderer.render(list, size: Size(width: Self.maxWidth + 40, height: metrics.size.height + 30), scale: scale)
        return (0..<lineCount).map { i in
            // From x-height's top (a little under the line's ascent) to the baseline.
            let baseline = Self.origin.y + metrics.firstBaseline + Double(i) * lineHeight
            let rows = Int(((baseline - 0.45 * Self.fontSize) * scale).rounded())..<Int((baseline * scale).rounded())
            return Self.gaps(Self.columnCoverage(image, rows: rows), minimum: Self.fontSize * 0.25 * scale)
        }
    }

    func check(family: String?, _ name: String) throws {
        let renderer = try HeadlessRenderer(assets: Assets.locate())
        renderer.tracksDamage = false
        let measurer = try TextMeasurer(assets: Assets.locate())
        var font = Font(size: Self.fontSize)
        font.systemFamily = family
        let text = StyledText(Self.paragraph, font: font)
        let lines = measurer.lines(text, proposedWidth: Self.maxWidth)
        #expect(lines.count >= 4, "\(name): the paragraph wraps onto \(lines.count) lines")
        let spaces = lines.map { line in line.map(\.text).joined().trimmingCharacters(in: .whitespaces).filter { $0 == " " }.count }
        let reference = try lineGaps(text, scale: Self.fine, renderer: renderer, measurer: measurer).map { $0.map { $0 / Self.fine } }
        #expect(reference.map(\.count) == spaces, "\(name) at scale \(Self.fine): word gaps per line \(reference.map(\.count)) for spaces \(spaces)")
        for scale in Self.scales {
            let found = try lineGaps(text, scale: scale, renderer: renderer, measurer: measurer)
            #expect(found.map(\.count) == spaces, "\(name) at scale \(scale): word gaps per line \(found.map(\.count)) for spaces \(spaces)")
            for (line, (gaps, ref)) in zip(found, reference).enumerated() where gaps.count == ref.count {
                let worst = zip(gaps, ref).map { abs($0 - $1 * scale) }.max() ?? 0
                #expect(worst <= Self.tolerance(scale), "\(name) at scale \(scale), line \(line + 1): a word gap is \(worst) px off its width in points times \(scale)")
            }
        }
    }

    @Test func aWrappedParagraphKeepsItsWordGapsInDejaVuSans() throws { try check(family: nil, "DejaVu Sans") }

    @Test func aWrappedParagraphKeepsItsWordGapsInInter() throws { try check(family: "Inter", "Inter") }
}
