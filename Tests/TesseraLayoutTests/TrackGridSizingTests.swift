import Testing
import TesseraGeometry
@testable import TesseraLayout

/// The track sizing algorithm (CSS Grid 2 §11.3–11.8), step by step, with hand-derived values.
@Suite struct TrackGridSizingTests {
    /// §11.4 + §11.6: `minmax(10px, 30px) minmax(10px, 80px)` in 100px start at base 10/10;
    /// the 80px of free space is shared equally, the first track freezes at 30 and the rest
    /// goes to the second: 30 / 70.
    @Test func maximizeTracksFreezesAtGrowthLimits() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.minmax(.length(.px(10)), .length(.px(30))), .minmax(.length(.px(10)), .length(.px(80))))
        let r = TG.layout(style, [], width: 100)
        #expect(r.columnSizes == [30, 70])
    }

    /// §11.7.1: `1fr 1fr` in 100px with a 70px item in the first column. The first pass gives
    /// 50 per fr, below that track's base size 70 (its minimum contribution), so it becomes
    /// inflexible and the other takes the 30 left.
    @Test func frWithMinimums() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.fr(1), .fr(1))
        let r = TG.layout(style, [TG.item(70, 10)], width: 100)
        #expect(r.columnSizes == [70, 30])
    }

    /// `minmax(0, 1fr)` has a fixed 0 minimum: the same item does not hold the track open.
    @Test func zeroMinimumFrIgnoresContent() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.minmax(.length(.px(0)), .fr(1)), .minmax(.length(.px(0)), .fr(1)))
        let r = TG.layout(style, [TG.item(70, 10)], width: 100)
        #expect(r.columnSizes == [50, 50])
    }

    /// §11.5 step 4: an item spanning `1fr 2fr` in a max-content sized grid: its 90px are
    /// distributed to the flexible tracks in proportion to the flex factors (30 / 60), and one
    /// fr is then 30, so the grid is 90 wide.
    @Test func spanningItemAcrossFlexibleTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.fr(1), .fr(2))
        let span = GridLinePair(start: .line(1), end: .span(2))
        let r = TG.layout(style, [TG.item(90, 10, column: span)])
        #expect(r.columnSizes == [30, 60])
        #expect(r.size.width == 90)
    }

    /// Flexible tracks with a fraction sum below 1 take only that share (§11.7.1): `0.25fr`
    /// in 100px is 25.
    @Test func fractionalFlexSumBelowOne() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.fr(0.25))
        let r = TG.layout(style, [], width: 100)
        #expect(r.columnSizes == [25])
    }

    /// §11.5.1 in layout units (1/64 px, as Chrome): five `auto` columns sized to max-content,
    /// three 100px items spanning columns 1–3, 2–4 and 3–5, so every line is an item edge and
    /// each column is a set of its own. Each item's 6400 units over 3 equal tracks visited in
    /// order: 2133, 2133, then the 2134 left. The planned increase of a column is the largest
    /// over the items: 2133, 2133, 2134, 2134, 2134 units. (The span distribution's fast path
    /// for equal rooms must give exactly this.)
    @Test func spanSharesInLayoutUnitsLeaveTheRemainderToLaterTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto, .auto, .auto, .auto, .auto)
        let items = (1...3).map { TG.item(100, 10, column: GridLinePair(start: .line($0), end: .span(3))) }
        let r = TG.layout(style, items)
        #expect(r.columnSizes == [2133, 2133, 2134, 2134, 2134].map { $0 / 64.0 })
    }

    /// §11.5 step 3, spanning items crossing content-sized tracks: `auto auto`, a 20px item in
    /// column 1 and a 60px item spanning both. Step 2 sizes column 1 to 20 (growth limit 20);
    /// the spanning item's extra 40 cannot go past column 1's limit, so column 2 takes it.
    @Test func spanningItemAcrossAutoTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto, .auto)
        let r = TG.layout(style, [TG.item(20, 10), TG.item(60, 10, column: GridLinePair(start: .span(2)))])
        #expect(r.columnSizes == [20, 40])
        #expect(r.size.width == 60)
    }

    /// §11.5 step 2 for intrinsic tracks with content: min-content track takes the item's
    /// min-content width (30), max-content takes the max-content width (90), and
    /// `fit-content(50px)` takes max-content clamped to 50.
    @Test func contentSizedTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.minContent, .maxContent, .fitContent(.px(50)))
        let items = (1...3).map { TG.contentItem(column: GridLinePair(start: .line($0))) }
        let r = TG.layout(style, items)
        #expect(r.columnSizes == [30, 90, 50])
        // Rows see the column widths: 90 of text in 30 → 3 lines, in 90 → 1, in 50 → 2.
        #expect(r.rowSizes == [30])
        #expect(r.itemFrames.map(\.height) == [30, 30, 30])   // stretched to the row
    }

    /// §11.8: with `normal` content alignment leftover space stretches `auto` tracks.
    /// `auto 20px` in 100px with a 10px item: the auto track grows to 80. With
    /// `justify-content: start` it stays at 10.
    @Test func stretchAutoTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto, .px(20))
        var r = TG.layout(style, [TG.item(10, 10)], width: 100)
        #expect(r.columnSizes == [80, 20])
        style.justifyContent = .start
        r = TG.layout(style, [TG.item(10, 10)], width: 100)
        #expect(r.columnSizes == [10, 20])
    }

    /// Percent tracks resolve against a definite content box; gaps count in the free space.
    @Test func percentTracksAndGaps() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.percent(0.25), .fr(1))
        style.columnGap = .px(10)
        style.box.padding = GridEdges(.px(5))
        let r = TG.layout(style, [], width: 110)   // content box 100
        #expect(r.columnSizes == [25, 65])
    }

    /// Implicit rows take `grid-auto-rows` cyclically (§7.6): 10, 20, 10.
    @Test func implicitTracksCycleAutoSizes() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10))
        style.autoRows = [.px(10), .px(20)]
        let r = TG.layout(style, [TG.item(1, 1), TG.item(1, 1), TG.item(1, 1)])
        #expect(r.rowSizes == [10, 20, 10])
        #expect(r.size.height == 40)
    }

    /// Item margins, padding and min/max sizes feed the contributions (CSS Sizing 3 §5.2): a
    /// 20px item with 5px margins needs a 30px track; max-width 15 caps a stretched item.
    @Test func boxModelContributions() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto, .px(40))
        var a = TG.item(20, 10)
        a.box.margin = GridEdges(.px(5))
        var b = TG.contentItem(column: GridLinePair(start: .line(2)))
        b.box.maxSize.horizontal = .px(15)
        let r = TG.layout(style, [a, b])
        #expect(r.columnSizes == [30, 40])
        #expect(r.itemFrames[0].origin == Point(x: 5, y: 5))
        #expect(r.itemFrames[1].width == 15)
    }
}
