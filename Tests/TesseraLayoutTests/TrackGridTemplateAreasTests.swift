import Testing
import TesseraGeometry
@testable import TesseraLayout

/// `grid-template-areas` and named placement (CSS Grid 2 §7.3, §8.3).
@Suite struct TrackGridTemplateAreasTests {
    @Test func parsesRectangles() throws {
        let t = try #require(GridTemplateAreas(rows: ["head head", "nav  main", ". main"]))
        #expect(t.rowCount == 3 && t.columnCount == 2)
        #expect(t.areas["main"] == GridAxisPair(horizontal: GridLineRange(1, 2), vertical: GridLineRange(1, 3)))
        #expect(t.cells[2][0] == nil)
    }

    /// Invalid templates (§7.3): rows of different lengths, a name that is not a rectangle,
    /// no cells at all.
    @Test(arguments: [["a b", "a"], ["a b", "b a"], ["a . a"], [""], []])
    func rejectsInvalid(_ rows: [String]) {
        #expect(GridTemplateAreas(rows: rows) == nil)
    }

    /// `grid-area: main` on a 100px/50px × 20px/30px grid puts the item at column 2, rows
    /// 2–3: x 100, y 20, 50 × 30 (rows 2 and 3 come from the template: auto, content 0).
    @Test func placesByAreaName() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(100), .px(50))
        style.templateRows = TG.tracks(.px(20), .px(30))
        guard let areas = GridTemplateAreas(rows: ["head head", "nav main"]) else { Issue.record("template rejected"); return }
        style.templateAreas = areas
        var item = TrackGridItemStyle()
        item.column = GridLinePair(start: .named("main", 0), end: .named("main", 0))
        item.row = item.column
        var head = TrackGridItemStyle()
        head.column = GridLinePair(start: .named("head", 0), end: .named("head", 0))
        head.row = head.column
        let r = TG.layout(style, [item, head])
        #expect(r.itemFrames[0] == Rect(x: 100, y: 20, width: 50, height: 30))
        #expect(r.itemFrames[1] == Rect(x: 0, y: 0, width: 150, height: 20))
    }

    /// A template larger than the track lists extends the explicit grid with grid-auto-*
    /// sizes (§7.1): three columns from the template, the third 25px from grid-auto-columns.
    /// An item on `c-start` (its area's implicit line) starts at 10 + 10 = 20.
    @Test func extendsTheExplicitGrid() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10))
        style.autoColumns = [.px(25)]
        guard let areas = GridTemplateAreas(rows: ["a b c"]) else { Issue.record("template rejected"); return }
        style.templateAreas = areas
        let item = TG.item(5, 5, column: GridLinePair(start: .named("c-start", 1), end: .auto))
        let r = TG.layout(style, [item])
        #expect(r.columnSizes == [10, 10, 25])
        #expect(r.itemFrames[0].minX == 20)
    }

    /// A bare name with no such area or line is the first implicit line after the explicit
    /// grid (§8.3: every implicit line carries the name). One explicit column has lines 1–2,
    /// so that is line 3: the item starts after the 10px column and one 7px implicit column,
    /// at 17, and occupies a second 7px implicit column.
    @Test func unknownNameIsImplicit() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10))
        style.autoColumns = [.px(7)]
        let item = TG.item(5, 5, column: GridLinePair(start: .named("zz", 0), end: .auto))
        let r = TG.layout(style, [item])
        #expect(r.itemFrames[0].minX == 17)
        #expect(r.columnSizes == [10, 7, 7])
    }
}
