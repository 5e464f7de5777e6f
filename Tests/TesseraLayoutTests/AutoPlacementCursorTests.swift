import Testing
import TesseraFuzzing
import TesseraGeometry
@testable import TesseraLayout

/// The sparse auto-placement cursor (AutoPlacementCursor.swift): §8.5 step 4 as Chrome moves
/// the cursor. Expectations derived by hand from Chrome's rule: when an item fits nowhere on a
/// row, the cursor goes to the earliest end row of the items it has passed that overlap that
/// row, unless it passed an item's start or end on that row.
@Suite struct AutoPlacementCursorTests {
    /// Four 10px columns, 10px rows. X is at row 2, column 4; Y spans rows 1–3 and two columns,
    /// placed first in those rows (columns 1–2); Z is automatic, 3 rows by 2 columns.
    /// Row 1: columns 1–2 hold Y, columns 3–4 would meet X (row 2), which the cursor has not
    /// passed; nothing was passed on row 1 after Y, so the cursor moves to Y's end, row 4, and
    /// Z takes rows 4–6, columns 1–2: origin (0, 30). (Moving one row at a time, as §8.5 reads,
    /// Z would fit at row 3, columns 3–4: origin (20, 20).)
    @Test func multiRowItemSkipsToTheEndOfThePassedItem() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10), .px(10), .px(10))
        style.autoRows = [.px(10)]
        let x = TG.item(5, 5, column: GridLinePair(start: .line(4)), row: GridLinePair(start: .line(2)))
        let z = TG.item(5, 5, column: GridLinePair(start: .span(2)), row: GridLinePair(start: .span(3)))
        let y = TG.item(5, 5, column: GridLinePair(start: .span(2)), row: GridLinePair(start: .line(1), end: .line(4)))
        let r = TG.layout(style, [x, z, y])
        #expect(r.itemFrames[0].origin == Point(x: 30, y: 10))
        #expect(r.itemFrames[2].origin == Point(x: 0, y: 0))
        #expect(r.itemFrames[1].origin == Point(x: 0, y: 30))
        #expect(r.rowSizes.count == 6)
    }

    /// Items of one row and one column never skip a row where they fit: 3 columns, a tall item
    /// over column 1 (rows 1–3) and one-cell items after it fill columns 2–3 row by row.
    @Test func oneCellItemsFillEveryRow() {
        var cursor = AutoPlacementCursor(placed: [(majorStart: 0, minorStart: 0, majorEnd: 3, minorEnd: 1)])
        var cells: [[Int]] = []
        for _ in 0..<6 {
            cursor.fit(majorSpan: 1, minorSpan: 1, minorMaxEnd: 3, movement: .free)
            cells.append([cursor.major, cursor.minor])
            cursor.placeAtCursor(majorSpan: 1, minorSpan: 1)
        }
        #expect(cells == [[0, 1], [0, 2], [1, 1], [1, 2], [2, 1], [2, 2]])
    }

    /// An item with a definite column (`.fixedMinor`) stays in it and moves down only: column 2
    /// is taken on rows 0 and 1, so it lands on row 2.
    @Test func fixedColumnMovesDown() {
        var cursor = AutoPlacementCursor(placed: [(0, 1, 2, 2)])
        cursor.moveToMinorLine(1)
        cursor.fit(majorSpan: 1, minorSpan: 1, minorMaxEnd: 3, movement: .fixedMinor)
        #expect(cursor.major == 2 && cursor.minor == 1)
    }

    /// For items of one row and one column the cursor's jumps never skip a row where the item
    /// fits (every item it is blocked by on a row it has passed), so Chrome's cursor and §8.5
    /// read one row at a time agree: 300 seeded random grids of definite items (with spans)
    /// and one-cell automatic items (some with a definite column), compared with a direct
    /// transcription of §8.5 on a set of occupied cells.
    @Test func oneCellItemsAgreeWithTheSpecOnRandomGrids() {
        var random = SeededRandom(seed: 0x5EED_CA11)
        func next(_ n: Int) -> Int { random.next(n) }
        for _ in 0..<300 {
            let columns = 1 + next(5)
            var style = TrackGridStyle()
            style.templateColumns = Array(repeating: GridTrackListItem.track(.px(10)), count: columns)
            style.autoRows = [.px(10)]
            style.autoColumns = [.px(10)]
            enum Kind { case definite(Int, Int, Int, Int), column(Int), auto }
            var kinds: [Kind] = []
            var items: [TrackGridItemStyle] = []
            for _ in 0..<(1 + next(12)) {
                switch next(3) {
                case 0:
                    let r = next(5), c = next(columns), rs = 1 + next(3), cs = 1 + next(2)
                    kinds.append(.definite(r, c, rs, cs))
                    items.append(TG.item(1, 1, column: GridLinePair(start: .line(c + 1), end: .span(cs)),
                                         row: GridLinePair(start: .line(r + 1), end: .span(rs))))
                case 1:
                    let c = next(columns)
                    kinds.append(.column(c))
                    items.append(TG.item(1, 1, column: GridLinePair(start: .line(c + 1))))
                default:
                    kinds.append(.auto)
                    items.append(TG.item(1, 1))
                }
            }
            // §8.5 on occupied cells: step 1, then (no items locked to rows) step 4 in order.
            var taken = Set<[Int]>()
            var expected = [[Int]](repeating: [], count: kinds.count)
            var width = columns
            for (i, k) in kinds.enumerated() {
                guard case .definite(let r, let c, let rs, let cs) = k else { continue }
                for y in r..<(r + rs) { for x in c..<(c + cs) { taken.insert([y, x]) } }
                expected[i] = [r, c]
                width = Swift.max(width, c + cs)
            }
            var row = 0, col = 0
            for (i, k) in kinds.enumerated() {
                switch k {
                case .definite: continue
                case .column(let c):
                    if c < col { row += 1 }
                    col = c
                    while taken.contains([row, col]) { row += 1 }
                case .auto:
                    while taken.contains([row, col]) || col >= width {
                        col += 1
                        if col >= width { row += 1; col = 0 }
                    }
                }
                taken.insert([row, col])
                expected[i] = [row, col]
                col += 1
            }
            let r = TG.layout(style, items)
            let got = r.areaFrames.map { [Int($0.minY / 10), Int($0.minX / 10)] }
            #expect(got == expected)
        }
    }
}
