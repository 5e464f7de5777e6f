import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Baseline self-alignment (CSS Box Alignment 3 §9, CSS Grid 2 §10.6–10.7 and §11.5 step 1).
/// Items report baselines through `BaselineMeasurer`; without one a baseline is synthesized
/// from the bottom of the border box.
@Suite struct TrackGridBaselineTests {
    /// Item i has its first baseline at `firstBaselines[i]` and its last 5 points above the
    /// bottom of its box (nil: no baseline).
    struct BaselineMeasurer: TrackGridMeasurer {
        var firstBaselines: [Double?]
        mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                              containingBlock: GridOptionalSize) -> Size {
            Size(width: knownSize.horizontal ?? 0, height: knownSize.vertical ?? 0)
        }
        mutating func baseline(item: Int, size: Size, last: Bool) -> Double? {
            guard let b = firstBaselines[item] else { return nil }
            return last ? size.height - 5 : b
        }
    }

    static func layout(_ items: [TrackGridItemStyle], baselines: [Double?], alignItems: GridItemAlignment = GridItemAlignment(.baseline),
                       rows: [GridTrackListItem] = []) -> TrackGridLayoutResult {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto, .auto, .auto)
        style.templateRows = rows
        style.alignItems = alignItems
        var m = BaselineMeasurer(firstBaselines: baselines)
        return layoutTrackGrid(style: style, items: items, input: TrackGridInput(), measurer: &m)
    }

    /// Baselines 10, 30 and synthesized (the 20-point box's bottom, 20): the shared baseline
    /// is 30, so the items sit at 20, 0 and 10, and the auto row is max(30 + descent) =
    /// max(20 + 50, 0 + 40, 10 + 20) = 70.
    @Test func firstBaselineGroupAndRowSize() {
        let items = [TG.item(10, 50), TG.item(10, 40), TG.item(10, 20)]
        let r = Self.layout(items, baselines: [10, 30, nil])
        #expect(r.itemFrames.map(\.minY) == [20, 0, 10])
        #expect(r.rowSizes == [70])
        // The container's first baseline is the shared one.
        #expect(r.firstBaseline == 30)
    }

    /// Last baselines, 5 above each bottom: the descents are equal, so every item ends at the
    /// end of the 50-point row (fallback safe self-end).
    @Test func lastBaselineAlignsTheEnds() {
        let items = [TG.item(10, 50), TG.item(10, 20)]
        let r = Self.layout(items, baselines: [10, 10], alignItems: GridItemAlignment(.lastBaseline))
        #expect(r.itemFrames.map(\.maxY) == [50, 50])
    }

    /// A last-baseline item alone in its group, taller than its 28-point row, falls back to end
    /// alignment without `safe` (Chrome): it ends at the row's end and starts 2 points above it.
    @Test func lastBaselineAloneOverflowsAtTheStart() {
        let r = Self.layout([TG.item(10, 30)], baselines: [10], alignItems: GridItemAlignment(.lastBaseline),
                            rows: TG.tracks(.px(28)))
        #expect(r.itemFrames[0].minY == -2)
        #expect(r.itemFrames[0].maxY == 28)
    }

    /// An item with an auto margin in the block axis does not take part: it is not shifted and
    /// the container's baseline comes from the participating items.
    @Test func autoMarginFallsBack() {
        var lone = TG.item(10, 10)
        lone.box.margin.top = .auto
        let r = Self.layout([lone, TG.item(10, 40), TG.item(10, 20)], baselines: [2, 40, 5], rows: TG.tracks(.px(60)))
        // The participating items share baseline 40: the second at 0, the third at 35.
        #expect(r.itemFrames[1].minY == 0)
        #expect(r.itemFrames[2].minY == 35)
        // The auto margin takes the free space: 60 − 10.
        #expect(r.itemFrames[0].minY == 50)
        #expect(r.firstBaseline == 40)
    }

    /// Without baseline alignment, the container's baseline is its first item's (in grid
    /// order), synthesized from its border box: item 0 is 30 tall at y 0.
    @Test func containerBaselineFromFirstItem() {
        let r = Self.layout([TG.item(10, 30), TG.item(10, 50)], baselines: [nil, nil], alignItems: .start)
        #expect(r.firstBaseline == 30)
        #expect(r.lastBaseline == 50)
    }
}
