import Testing
import TesseraGeometry
@testable import TesseraLayout

/// How many tracks `repeat(auto-fill, …)` makes when they hold percentages (CSS Grid 2
/// §7.2.3.2 as Chromium 156 does it, each expectation measured there): percentages count
/// against the definite size, else the minimum size, else zero, and every repeated track
/// counts at least 1px.
@Suite struct TrackGridAutoRepeatCountTests {
    func rows(_ size: TrackSizingFunction, gap: Double = 0) -> TrackGridStyle {
        var s = TrackGridStyle()
        s.templateRows = [.repeat(.autoFill, [.track(size)])]
        s.rowGap = .px(gap)
        s.box.size.horizontal = .px(50)
        return s
    }

    @Test func percentagesCountAgainstTheMinimumSize() {
        // 20% of 185 = 37; 4 x 37 + 3 x 15 = 193 >= 185 (the smallest count reaching it).
        var s = rows(.percent(0.2), gap: 15)
        s.box.minSize.vertical = .px(185)
        let r = TG.layout(s, [TG.item(10, 10), TG.item(10, 10)])
        #expect(r.rowSizes == [37, 37, 37, 37])
        #expect(r.size.height == 185)
    }

    @Test func withoutAMinimumPercentagesCountAsZeroFlooredAt1px() {
        // Only `max-height: 100px`: 20% of nothing is 0, floored to 1px: 100 rows, which then
        // resolve against the content height (10px): 2px each.
        var s = rows(.percent(0.2))
        s.box.maxSize.vertical = .px(100)
        let r = TG.layout(s, [TG.item(10, 10)])
        #expect(r.rowSizes.count == 100)
        #expect(r.size.height == 10)
    }

    @Test func minmaxWithAPercentageMaximum() {
        // minmax(10px, 20%) under `min-height: 100px`: 20px each, 5 of them.
        var s = rows(.minmax(.length(.px(10)), .length(.percent(0.2))))
        s.box.minSize.vertical = .px(100)
        #expect(TG.layout(s, [TG.item(10, 10)]).rowSizes == [20, 20, 20, 20, 20])
    }
}
