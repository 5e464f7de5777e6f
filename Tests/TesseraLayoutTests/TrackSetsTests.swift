import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Sets of like tracks (TrackSets.swift): which tracks share a layout-unit share as one set,
/// seen through §11.8 stretch of `auto` rows in a definite height. Expected offsets are
/// derived by hand in 1/64 px units from the set rule (a set takes the remaining units times
/// its track count over the tracks left, rounded down, and splits them evenly).
@Suite struct TrackSetsTests {
    /// Six implicit auto rows in 77px, an item on rows 4–6: item edges cut them into two sets
    /// of three. 77 px = 4928 units; the first set takes 4928·3/6 = 2464, so row 4 starts at
    /// 2464/64 = 38.5 (per-track shares would start it at 3·821/64 = 38.484375).
    @Test func itemEdgesCutSets() {
        let style = TrackGridStyle()
        let item = TG.item(0, 0, row: GridLinePair(start: .line(4), end: .span(3)))
        let r = TG.layout(style, [item], width: 10, height: 77)
        #expect(r.itemFrames[0].minY == 38.5)
    }

    /// `repeat(2, auto 10px)` rows in 41 px plus one layout unit, no items: the two `auto` rows
    /// are one set although a `10px` row sits between them. Free space 21 px + 1 unit = 1345
    /// units, all to that set, 672.5 units per row (as singletons: 672 and 673 units).
    @Test func aRepeatedDefinitionIsOneSet() {
        var style = TrackGridStyle()
        style.templateRows = [.repeat(.count(2), [.track(.auto), .track(.px(10))])]
        let r = TG.layout(style, [], width: 10, height: 41 + 1.0 / 64)
        #expect(r.rowSizes == [10.5078125, 10, 10.5078125, 10])
    }

    /// An explicit `auto` row and the implicit `auto` rows after it are different sets (the
    /// explicit grid's edge cuts them). 17 px = 1088 units over rows [1], [2–3], [4–6]: 181,
    /// then 907·2/5 = 362, so row 4 starts at 543/64 = 8.484375 (one set of six would give 8.5).
    @Test func explicitGridEdgeCutsSets() {
        var style = TrackGridStyle()
        style.templateRows = TG.tracks(.auto)
        let item = TG.item(0, 0, row: GridLinePair(start: .line(4), end: .span(3)))
        let r = TG.layout(style, [item], width: 10, height: 17)
        #expect(r.itemFrames[0].minY == 8.484375)
    }
}
