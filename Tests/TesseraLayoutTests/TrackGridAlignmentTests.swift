import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Alignment (CSS Grid 2 §10, CSS Box Alignment 3): content distribution and self alignment.
@Suite struct TrackGridAlignmentTests {
    private func columnStarts(_ alignment: GridContentAlignment) -> [Double] {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(20), .px(20), .px(20))
        style.justifyContent = alignment
        let items = (1...3).map { TG.item(20, 10, column: GridLinePair(start: .line($0))) }
        return TG.layout(style, items, width: 100).itemFrames.map(\.minX)
    }

    /// 100px, three 20px tracks: 40px of free space.
    @Test func contentDistribution() {
        #expect(columnStarts(.start) == [0, 20, 40])
        #expect(columnStarts(.end) == [40, 60, 80])
        #expect(columnStarts(.center) == [20, 40, 60])
        #expect(columnStarts(.spaceBetween) == [0, 40, 80])       // 20 between
        #expect(columnStarts(.spaceEvenly) == [10, 40, 70])       // 10 everywhere
        let around = columnStarts(.spaceAround)                   // 40/3 around each
        // Distributed space is truncated to Chrome's 1/64 px layout unit (DEVIATIONS.md).
        let unit = 1.0 / 64
        #expect(abs(around[0] - 20.0 / 3) < unit && abs(around[1] - 40) < 2 * unit && abs(around[2] - (80 - 20.0 / 3)) < 3 * unit)
    }

    /// Overflowing content: `safe` falls back to start, `unsafe center` overflows both sides.
    @Test func safeAndUnsafeContentAlignment() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(60))
        style.justifyContent = GridContentAlignment(.center, .safe)
        let item = TG.item(60, 10)
        #expect(TG.layout(style, [item], width: 40).itemFrames[0].minX == 0)
        style.justifyContent = GridContentAlignment(.center, .unsafe)
        #expect(TG.layout(style, [item], width: 40).itemFrames[0].minX == -10)
    }

    /// Self alignment in a 20px column: end → 10, center → 5; `safe center` of an item wider
    /// than its area → start; auto margins absorb the free space.
    @Test func selfAlignment() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(20))
        func x(_ item: TrackGridItemStyle) -> Double { TG.layout(style, [item]).itemFrames[0].minX }
        var item = TG.item(10, 10)
        item.justifySelf = .end
        #expect(x(item) == 10)
        item.justifySelf = .center
        #expect(x(item) == 5)
        var wide = TG.item(30, 10)
        wide.justifySelf = GridItemAlignment(.center, .safe)
        #expect(x(wide) == 0)
        wide.justifySelf = .center
        #expect(x(wide) == -5)
        var auto = TG.item(10, 10)
        auto.box.margin.left = .auto
        #expect(x(auto) == 10)
        auto.box.margin.right = .auto
        #expect(x(auto) == 5)
    }

    /// `normal` stretches items without a preferred size; `start` keeps content size.
    @Test func stretchIsTheDefault() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(100))
        style.templateRows = TG.tracks(.px(50))
        let r = TG.layout(style, [TG.contentItem()])
        #expect(r.itemFrames[0].size == Size(width: 100, height: 50))
        style.alignItems = .start
        style.justifyItems = .start
        let s = TG.layout(style, [TG.contentItem()])
        #expect(s.itemFrames[0].size == Size(width: 90, height: 10))
    }

    /// Right-to-left mirrors the columns: the first column is at the right edge.
    @Test func rightToLeft() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(20))
        style.direction = .rtl
        let r = TG.layout(style, [TG.item(10, 5), TG.item(20, 5)])
        #expect(r.size.width == 30)
        #expect(r.itemFrames[0].minX == 20)
        #expect(r.itemFrames[1].minX == 0)
        #expect(r.columnSizes == [20, 10])   // physical order
    }
}
