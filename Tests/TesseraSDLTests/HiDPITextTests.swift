import Foundation
import Testing
import TesseraDisplayList
import TesseraFuzzing
import TesseraGeometry
import TesseraLayout
@testable import TesseraSDL

/// Text drawn at a scale other than 1 keeps the word spaces it has at scale 1 (issue 29): the
/// layout is in points at scale 1, each run is rasterized at the device size, and runs are
/// placed one after another at their device widths (`DevicePlacement.swift`). Before, each run
/// went to its 1x position times the scale, so where a long line is cut into runs (at a space)
/// and between the runs of a styled line, words lost or doubled their spaces ("sits attrailing").
@Suite(.serialized) struct HiDPITextTests {
    static let scales = [1.0, 1.5, 2.0, 3.0]
    /// Words of letters with upright sides (n, m, u, o, e), whose ink gaps inside a word stay
    /// narrow at any size, so that every wide blank column run on a line is a word space.
    static let words: [String] = {
        let pool = ["moon", "neon", "none", "omen", "nun", "menu", "noun", "mum", "emu", "mono",
                    "nomen", "memo", "eon", "mummen", "nee", "one", "ommen", "moue", "mun", "unmoon"]
        var random = SeededRandom(seed: 11)
        return (0..<60).map { _ in random.pick(pool) }
    }()
    static let fontSize = 20.0
    static let origin = Point(x: 10, y: 10)
    static let maxWidth = 2000.0

    /// One span: a line longer than 128 clusters, which the engine cuts into runs at a space.
    static var plain: StyledText { StyledText(words.joined(separator: " "), font: Font(size: fontSize)) }

    /// A span per word, in two colours (as syntax-coloured code is): a run per word.
    static var styled: StyledText {
        var spans: [TextSpan] = []
        for (i, w) in words.enumerated() {
            let colour = i % 2 == 0 ? Color.black : Color(red: 0.1, green: 0.1, blue: 0.35)
            spans.append(TextSpan(i == words.count - 1 ? w : w + " ", font: Font(size: fontSize), color: colour))
        }
        return StyledText(spans: spans)
    }

    /// The blank column runs between inked columns of the first line (its rows between its top
    /// and its baseline), in device pixels, that are at least `minimum` wide.
    func gaps(_ text: StyledText, scale: Double, renderer: HeadlessRenderer, measurer: TextMeasurer) throws -> [Int] {
        let metrics = measurer.measure(text, proposedWidth: Self.maxWidth)
        var list = DisplayList()
        list.append(.text(TextRun(text, color: .black, origin: Self.origin, maxWidth: Self.maxWidth)))
        let size = Size(width: Self.maxWidth + 40, height: Self.origin.y + metrics.size.height + 10)
        let image = try renderer.render(list, size: size, scale: scale)
        let top = Int(((Self.origin.y + 3) * scale).rounded()), bottom = Int(((Self.origin.y + metrics.firstBaseline) * scale).rounded())
        let inked = (0..<image.width).map { x in
            (top..<bottom).contains { y in let p = image[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 160 }
        }
        // A word space is a space's advance (0.32 em in DejaVu Sans) plus side bearings; the
        // gaps between these letters stay under 0.2 em.
        let minimum = Int((Self.fontSize * 0.25 * scale).rounded(.down))
        var runs: [Int] = []
        guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { return [] }
        var x = first
        while x <= last {
            if inked[x] { x += 1; continue }
            var end = x
            while end <= last && !inked[end] { end += 1 }
            if end - x >= minimum { runs.append(end - x) }
            x = end
        }
        return runs
    }

    func checkGaps(_ text: StyledText, _ name: String) throws {
        let renderer = try HeadlessRenderer(assets: Assets.locate())
        renderer.tracksDamage = false
        let measurer = try TextMeasurer(assets: Assets.locate())
        let spaces = measurer.lines(text, proposedWidth: Self.maxWidth).first.map { $0.map(\.text).joined().filter { $0 == " " }.count } ?? 0
        let runs = measurer.lines(text, proposedWidth: Self.maxWidth).first?.count ?? 0
        #expect(spaces > 15 && runs > 1, "the first line has \(spaces) spaces and \(runs) runs")
        let reference = try gaps(text, scale: 1, renderer: renderer, measurer: measurer)
        #expect(reference.count == spaces, "\(name) at scale 1: \(reference.count) word gaps for \(spaces) spaces: \(reference)")
        for scale in Self.scales.dropFirst() {
            let found = try gaps(text, scale: scale, renderer: renderer, measurer: measurer)
            #expect(found.count == spaces, "\(name) at scale \(scale): \(found.count) word gaps for \(spaces) spaces: \(found)")
            guard found.count == reference.count else { continue }
            // Each gap's 1x ink edges are rounded to whole pixels (±1 px between two edges, so
            // ±s px at scale s), and its device edges again (±1 px): a lost or doubled space
            // is off by a whole space, about 0.3 em times the scale.
            let worst = zip(found, reference).map { abs(Double($0) - Double($1) * scale) }.max() ?? 0
            #expect(worst <= scale + 1, "\(name) at scale \(scale): a word gap differs from its 1x gap times the scale by \(worst) px: \(found) for \(reference)")
        }
    }

    @Test func aLongWrappedLineKeepsItsWordGapsAtEveryScale() throws {
        try checkGaps(Self.plain, "one span")
    }

    @Test func aLineOfManyStyledRunsKeepsItsWordGapsAtEveryScale() throws {
        try checkGaps(Self.styled, "a span per word")
    }
}
