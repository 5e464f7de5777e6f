import Testing
import TesseraGeometry
@testable import TesseraLayout

/// `span <custom-ident>` and named lines (CSS Grid 2 §8.3, §8.3.1) on a grid of three 10pt
/// columns named `[a] 10 [b] 10 [a] 10 [b]` (origin-zero lines 0:a 1:b 2:a 3:b). Each
/// expectation follows from the rule: count lines with the name away from the definite edge;
/// implicit lines on the side searched all carry it; a named span alone is `span 1`.
@Suite struct TrackGridNamedSpanTests {
    func resolve(_ pair: GridLinePair) -> AxisPlacement {
        var warnings: [TrackGridWarning] = []
        return resolveAxisPlacement(pair, explicitTrackCount: 3, lineNames: [["a"], ["b"], ["a"], ["b"]], warnings: &warnings)
    }

    @Test func spansCountOnlyLinesWithTheName() {
        #expect(resolve(GridLinePair(start: .line(1), end: .namedSpan("a", 1))) == .definite(GridLineRange(0, 2)))
        #expect(resolve(GridLinePair(start: .namedSpan("b", 1), end: .line(4))) == .definite(GridLineRange(1, 3)))
        #expect(resolve(GridLinePair(start: .named("b", 1), end: .namedSpan("b", 1))) == .definite(GridLineRange(1, 3)))
    }

    @Test func implicitLinesOnTheSearchedSideCarryEveryName() {
        // After line 0 only line 2 is `a`; the next `a` is the first implicit line, 4.
        #expect(resolve(GridLinePair(start: .line(1), end: .namedSpan("a", 2))) == .definite(GridLineRange(0, 4)))
        // Before line 2 only line 1 is `b`; then the implicit line -1 (line 0 is `a`).
        #expect(resolve(GridLinePair(start: .namedSpan("b", 2), end: .line(3))) == .definite(GridLineRange(-1, 2)))
        // A name no line has: the implicit lines only.
        #expect(resolve(GridLinePair(start: .line(2), end: .namedSpan("zz", 2))) == .definite(GridLineRange(1, 5)))
        // Searching forward from before the grid skips the implicit lines there.
        #expect(resolve(GridLinePair(start: .line(-6), end: .namedSpan("b", 1))) == .definite(GridLineRange(-2, 1)))
    }

    @Test func aNamedSpanAloneIsSpanOne() {
        #expect(resolve(GridLinePair(start: .namedSpan("a", 3), end: .auto)) == .auto(span: 1))
        #expect(resolve(GridLinePair(start: .span(2), end: .namedSpan("a", 1))) == .auto(span: 2))
        #expect(resolve(GridLinePair(start: .auto, end: .namedSpan("b", 2))) == .auto(span: 1))
    }

    @Test func cssTextParses() throws {
        #expect(try GridLinePair(css: "a / span 2 b") == GridLinePair(start: .named("a", 0), end: .namedSpan("b", 2)))
        #expect(try GridLinePair(css: "span b 3 / -1") == GridLinePair(start: .namedSpan("b", 3), end: .line(-1)))
        #expect(try GridLinePair(css: "main") == GridLinePair(start: .named("main", 0), end: .named("main", 0)))
        #expect(try GridLinePair(css: "2 x") == GridLinePair(start: .named("x", 2), end: .auto))
        #expect(try GridLinePair(css: " 3 ") == GridLinePair(start: .line(3), end: .auto))
        for bad in ["", "0", "span 0", "a b", "1 / 2 / 3", "auto 3", "span", "1 2"] where bad != "span" {
            #expect(throws: GridLineSyntaxError.self, "\(bad)") { try GridLinePair(css: bad) }
        }
        #expect(try GridLinePair(css: "span") == GridLinePair(start: .span(1), end: .auto))
    }

    @Test func layoutNamesTheTracksAxisLines() {
        var layout = TrackGridLayout(tracks: [.pt(10), .pt(20)])
        layout.lineNames = [["side"], [], ["end"]]
        #expect(layout.style.templateColumns == [.lineNames(["side"]), .track(.px(10)), .track(.px(20)), .lineNames(["end"])])
    }
}
