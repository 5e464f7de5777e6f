import Testing
import TesseraGeometry
@testable import TesseraLayout

/// CSS Grid 2 §8.5 (auto-placement) and §8.3 (line placement), expectations derived by hand.
@Suite struct TrackGridPlacementTests {
    /// Three 10px columns; items span 2, span 2, span 1.
    /// Sparse: A row 0 cols 0–1; B cannot fit after A in row 0 → row 1 cols 0–1; the cursor is
    /// in row 1, so C lands at row 1 col 2. Dense: C restarts at the grid's start and back-fills
    /// the hole at row 0 col 2.
    @Test func sparseVersusDenseOnTheSameItems() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10), .px(10))
        style.autoRows = [.px(10)]
        let span2 = GridLinePair(start: .span(2))
        let items = [TG.item(5, 5, column: span2), TG.item(5, 5, column: span2), TG.item(5, 5)]

        let sparse = TG.layout(style, items)
        #expect(sparse.itemFrames[0].origin == Point(x: 0, y: 0))
        #expect(sparse.itemFrames[1].origin == Point(x: 0, y: 10))
        #expect(sparse.itemFrames[2].origin == Point(x: 20, y: 10))
        #expect(sparse.rowSizes == [10, 10])

        style.autoFlow = .rowDense
        let dense = TG.layout(style, items)
        #expect(dense.itemFrames[2].origin == Point(x: 20, y: 0))
        #expect(dense.rowSizes == [10, 10])
    }

    /// Column flow fills columns first: 2 rows of 10, items 1..3 go (0,0), (0,1), (1,0).
    @Test func columnFlowFillsColumnsFirst() {
        var style = TrackGridStyle()
        style.templateRows = TG.tracks(.px(10), .px(10))
        style.autoColumns = [.px(20)]
        style.autoFlow = .column
        let r = TG.layout(style, [TG.item(5, 5), TG.item(5, 5), TG.item(5, 5)])
        #expect(r.itemFrames.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 20, y: 0)])
        #expect(r.columnSizes == [20, 20])
    }

    /// Explicitly placed items are positioned first (§8.5 step 1); auto items flow around them.
    /// X sits at column line 2, row line 1 → cell (row 0, col 1); A, B, C then take (0,0),
    /// (0,2), (1,0).
    @Test func explicitItemsBeforeAutoItems() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10), .px(10))
        style.autoRows = [.px(10)]
        let x = TG.item(5, 5, column: GridLinePair(start: .line(2)), row: GridLinePair(start: .line(1)))
        let r = TG.layout(style, [TG.item(5, 5), TG.item(5, 5), x, TG.item(5, 5)])
        #expect(r.itemFrames[2].origin == Point(x: 10, y: 0))
        #expect(r.itemFrames[0].origin == Point(x: 0, y: 0))
        #expect(r.itemFrames[1].origin == Point(x: 20, y: 0))
        #expect(r.itemFrames[3].origin == Point(x: 0, y: 10))
    }

    /// Negative lines count from the end of the explicit grid (§8.3): with 4 columns, line -2
    /// is line 4 (the last column); line -6 is one line before line 1, creating an implicit
    /// column in front of the explicit grid.
    @Test func negativeLines() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10), .px(10), .px(10))
        style.autoColumns = [.px(5)]
        let last = TG.item(1, 1, column: GridLinePair(start: .line(-2)))
        var r = TG.layout(style, [last])
        #expect(r.itemFrames[0].minX == 30)
        #expect(r.columnSizes == [10, 10, 10, 10])

        let before = TG.item(1, 1, column: GridLinePair(start: .line(-6), end: .span(1)))
        r = TG.layout(style, [before, last])
        #expect(r.columnSizes == [5, 10, 10, 10, 10])
        #expect(r.itemFrames[0].minX == 0)
        #expect(r.itemFrames[1].minX == 35)
        #expect(r.firstLine.horizontal == -1)
    }

    /// A start line after the end line is swapped (§8.3.1); equal lines become a span of 1.
    @Test func reversedLinesAreSwapped() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(20), .px(30))
        var item = TG.contentItem(column: GridLinePair(start: .line(3), end: .line(1)))
        item.box.size.vertical = .px(5)
        let r = TG.layout(style, [item])
        #expect(r.itemFrames[0].minX == 0)
        #expect(r.itemFrames[0].width == 30)   // stretched over columns 1–2
    }

    /// Named lines (§8.3): `[a] 10px [b] 20px [a]`; `a 2` is the second line named a.
    @Test func namedLines() {
        var style = TrackGridStyle()
        style.templateColumns = [.lineNames(["a"]), .track(.px(10)), .lineNames(["b"]), .track(.px(20)), .lineNames(["a"])]
        let r = TG.layout(style, [TG.item(1, 1, column: GridLinePair(start: .named("b", 1), end: .named("a", 2)))])
        #expect(r.itemFrames[0].minX == 10)
    }

    /// `repeat(auto-fill, 30px)` with a 5px gap in 100px: 3 tracks use 30·3 + 5·2 = 100 ≤ 100,
    /// 4 would need 135 (§7.2.3.2).
    @Test func autoFillCount() {
        var style = TrackGridStyle()
        style.templateColumns = [.repeat(.autoFill, [.track(.px(30))])]
        style.columnGap = .px(5)
        let r = TG.layout(style, [TG.item(1, 1)], width: 100)
        #expect(r.columnSizes == [30, 30, 30])
    }

    /// With only a minimum size the count is the smallest that fills it: min-width 101 needs
    /// 4 tracks (3 make only 100).
    @Test func autoFillCountFromMinimumSize() {
        var style = TrackGridStyle()
        style.templateColumns = [.repeat(.autoFill, [.track(.px(30))])]
        style.columnGap = .px(5)
        style.box.minSize.horizontal = .px(101)
        let r = TG.layout(style, [TG.item(1, 1)])
        #expect(r.columnSizes.count == 4)
    }

    /// `auto-fit` collapses the empty repetitions to 0 and their gutters with them, so
    /// `justify-content: center` centres the one used track.
    @Test func autoFitCollapsesEmptyTracks() {
        var style = TrackGridStyle()
        style.templateColumns = [.repeat(.autoFit, [.track(.px(30))])]
        style.columnGap = .px(5)
        style.justifyContent = .center
        let r = TG.layout(style, [TG.item(30, 1)], width: 100)
        #expect(r.columnSizes == [30, 0, 0])
        #expect(r.itemFrames[0].minX == 35)
    }

    /// Dense packing of many items stays correct and the occupancy grows as needed.
    @Test func occupancyGrowsAndSkipsFullRows() {
        var grid = CellOccupancy(primary: 0..<3, secondaryStart: 0)
        #expect(grid.isFree(primary: 0..<3, secondary: 0..<5))
        grid.occupy(primary: 0..<3, secondary: 0..<2)
        grid.occupy(primary: 0..<1, secondary: 2..<3)
        let at = grid.firstFit(pSpan: 1, sSpan: 1, row: 0, column: 0, lower: 0, upper: 3, dense: true)
        #expect(at.primary == 1 && at.secondary == 2)
        // A span of 3 no longer fits in rows 0–2: the next free row is 3.
        let wide = grid.firstFit(pSpan: 3, sSpan: 1, row: 0, column: 0, lower: 0, upper: 3, dense: true)
        #expect(wide.primary == 0 && wide.secondary == 3)
        #expect(!grid.isFree(primary: 0..<1, secondary: 2..<3))
        #expect(grid.isFree(primary: 1..<3, secondary: 2..<3))
        grid.occupy(primary: -1..<0, secondary: 0..<1)   // grows at the start
        #expect(grid.primaryRange == -1..<3)
        #expect(!grid.isFree(primary: 0..<1, secondary: 2..<3))
    }

    /// Occupied runs are stored as intervals per row: areas of 1000×1000 cells, overlapping or
    /// touching, merge; a search jumps over them.
    @Test func sparseOccupancyMergesRunsAndJumpsOverThem() {
        var grid = CellOccupancy(primary: 0..<0, secondaryStart: 0)
        grid.occupy(primary: 0..<1000, secondary: 0..<1000)
        grid.occupy(primary: 1000..<2000, secondary: 500..<1500)
        #expect(!grid.isFree(primary: 1999..<2000, secondary: 1499..<1500))
        #expect(grid.isFree(primary: 2000..<2001, secondary: 0..<1500))
        #expect(grid.isFree(primary: 1000..<2000, secondary: 0..<500))
        #expect(grid.firstFree(span: 5, secondary: 600..<601, from: 0, limit: 3000) == 2000)
        #expect(grid.firstFree(span: 5, secondary: 600..<601, from: 0, limit: 2004) == nil)
        #expect(grid.secondaryRange == 0..<1500 && grid.primaryRange == 0..<2000)
    }
}
