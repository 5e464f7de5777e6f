import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Subgrid rules the spec leaves open, with the numbers Chromium 156 gives for the same
/// fixtures (hand-written probes laid out with `Tools/chrome-diff`, not Tessera's output).
@Suite struct TrackGridSubgridChromeTests {
    typealias Sub = TrackGridSubgridTests

    /// An empty subgrid spanning three tracks with padding 4 (left) and 6 (right).
    static func paddedSubgrid() -> TrackGridItemStyle {
        Sub.subgrid([], rows: false, span: 3) { s in
            s.box.padding = GridEdges(top: .zero, left: .px(4), bottom: .zero, right: .px(6))
        }
    }

    /// Implicit tracks (and a single-track `repeat()`) are one set in Chrome: the edge floors
    /// of the subgrid (4 + 6) are shared by the three tracks, 3.33 each (Chrome: 3.32812 ×3).
    @Test func edgeFloorsAreSharedByASetOfImplicitTracks() {
        for template in [[], [GridTrackListItem.repeat(.count(3), [.track(.auto)])]] {
            var style = TrackGridStyle()
            style.templateColumns = template
            let r = TG.layout(style, [Self.paddedSubgrid()])
            #expect(r.columnSizes.count == 3)
            #expect(abs(r.columnSizes.reduce(0, +) - 10) < 1e-9)
            for c in r.columnSizes { #expect(abs(c - 10.0 / 3) < 1.0 / 64) }
        }
    }

    /// Explicit tracks outside a `repeat()` are sets of their own: `auto` then two implicit
    /// tracks gives 4 | 3, 3 (Chrome), `auto auto auto` gives 4 | 0 | 6.
    @Test func explicitTracksAreSetsOfTheirOwn() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto)
        #expect(TG.layout(style, [Self.paddedSubgrid()]).columnSizes == [4, 3, 3])
        style.templateColumns = TG.tracks(.auto, .auto, .auto)
        #expect(TG.layout(style, [Self.paddedSubgrid()]).columnSizes == [4, 0, 6])
    }

    /// Three items locked to row 2 of a two-column subgrid, the middle one spanning 2: the
    /// third finds the row's cursor past the last line and, as in Chrome, lands in the first
    /// column of its own row (over the first item): x 0, 10, 0 in columns of 10 and 20.
    @Test func lockedItemPastTheSpanWrapsInItsRow() throws {
        var parent = TrackGridStyle()
        parent.templateColumns = TG.tracks(.px(10), .px(20), .px(30))
        let row2 = GridLinePair(start: .line(2), end: .auto)
        let items = [TG.item(5, 5, row: row2), TG.item(5, 7, column: GridLinePair(start: .span(2), end: .auto), row: row2),
                     TG.item(5, 9, row: row2)]
        let sub = Sub.subgrid(items, rows: false, span: 2)
        let r = TG.layout(parent, [sub])
        var m = TextLikeMeasurer()
        let inner = layoutTrackGrid(style: try #require(r.subgridStyles[0]), items: items,
                                    input: TrackGridInput(knownSize: GridAxisPair(horizontal: 30, vertical: nil)), measurer: &m)
        #expect(inner.itemFrames.map(\.minX) == [0, 10, 0])
    }

    /// `justify-content: space-between` puts 66 between two empty columns; a subgrid with a
    /// `normal` gap takes that gutter, so its first track stays 0 wide (Chrome: its stretched
    /// item is 0 wide at x 0) rather than taking half the gutter.
    @Test func normalGapTakesTheUsedGutter() throws {
        var parent = TrackGridStyle()
        parent.justifyContent = GridContentAlignment(.spaceBetween)
        let items = [TG.contentItem()]
        let sub = Sub.subgrid(items, rows: false, span: 2)
        let r = TG.layout(parent, [sub], width: 66)
        var m = TextLikeMeasurer(minContent: 0, maxContent: 0)
        let inner = layoutTrackGrid(style: try #require(r.subgridStyles[0]), items: items,
                                    input: TrackGridInput(knownSize: GridAxisPair(horizontal: 66, vertical: nil)), measurer: &m)
        #expect(inner.itemFrames[0].minX == 0)
        #expect(inner.itemFrames[0].width == 0)
    }
}
