import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Absolutely positioned grid children (CSS Grid 2 §9, CSS Position 3 §4). Every case is a
/// 3×3 grid of 40px tracks with padding 10/20 (top/bottom) and 30/40 (left/right), so the
/// padding box is 0…200 × 0…150 and line k (1-based) is at 30 + 40(k−1) horizontally and
/// 10 + 40(k−1) vertically; the expectations follow from those rules.
@Suite struct TrackGridAbsoluteTests {
    struct Case: CustomStringConvertible {
        var name: String
        var column = GridLinePair.auto
        var row = GridLinePair.auto
        var inset = GridEdges<GridLengthAuto>(.auto)
        var size = GridAxisPair<GridSize>(.px(10))
        var justify: GridItemAlignment?
        var rtl = false
        var expected: Rect
        var description: String { name }
    }

    static let cases: [Case] = [
        // Both lines auto, no insets: the padding box, at its start.
        Case(name: "static position in the padding box", expected: Rect(x: 0, y: 0, width: 10, height: 10)),
        // Column lines 2..3 → area x 70…110; justify-self end → 110 − 10.
        Case(name: "area from lines, end aligned", column: GridLinePair(start: .line(2), end: .line(3)),
             justify: .end, expected: Rect(x: 100, y: 0, width: 10, height: 10)),
        // Left and right insets with an auto width: stretched between them (area 30…70).
        Case(name: "stretched between insets", column: GridLinePair(start: .line(1), end: .line(2)),
             inset: GridEdges(top: .auto, left: .px(5), bottom: .auto, right: .px(5)),
             size: GridAxisPair(horizontal: .auto, vertical: .px(10)), expected: Rect(x: 35, y: 0, width: 30, height: 10)),
        // Only `bottom`: flush with it, 150 − 7 − 10.
        Case(name: "one inset: flush with it", inset: GridEdges(top: .auto, left: .auto, bottom: .px(7), right: .auto),
             expected: Rect(x: 0, y: 133, width: 10, height: 10)),
        // Line 9 does not exist: auto, i.e. the padding edge (start 0).
        Case(name: "missing line is auto", column: GridLinePair(start: .line(9), end: .auto),
             expected: Rect(x: 0, y: 0, width: 10, height: 10)),
        // A lone span is auto on both sides.
        Case(name: "lone span is auto", row: GridLinePair(start: .span(2), end: .auto),
             expected: Rect(x: 0, y: 0, width: 10, height: 10)),
        // Percent insets against the area: rows 2..4 → 50…130 (80 tall); top 25% = 20.
        Case(name: "percent inset of the area", row: GridLinePair(start: .line(2), end: .line(4)),
             inset: GridEdges(top: .percent(0.25), left: .auto, bottom: .auto, right: .auto),
             expected: Rect(x: 0, y: 70, width: 10, height: 10)),
        // Right to left: the 190-wide box has column line 1 at 190 − 40 = 150 (the right
        // padding is the start); the item's right edge sits there: x = 150 − 10.
        Case(name: "rtl: start is the right edge of the area", column: GridLinePair(start: .line(1), end: .line(2)), rtl: true,
             expected: Rect(x: 140, y: 0, width: 10, height: 10)),
    ]

    @Test(arguments: cases) func containingBlockAndOffsets(_ c: Case) {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(40), .px(40), .px(40))
        style.templateRows = TG.tracks(.px(40), .px(40), .px(40))
        style.box.padding = GridEdges(top: .px(10), left: .px(30), bottom: .px(20), right: .px(40))
        style.direction = c.rtl ? .rtl : .ltr
        var abs = TrackGridItemStyle()
        abs.isAbsolutelyPositioned = true
        abs.column = c.column; abs.row = c.row; abs.inset = c.inset
        abs.box.size = c.size
        abs.justifySelf = c.justify
        let r = TG.layout(style, [TG.item(5, 5), abs])
        #expect(r.size == Size(width: 190, height: 150))
        #expect(r.itemFrames[1] == c.expected, "\(c.name): \(r.itemFrames[1])")
        // The absolutely positioned item takes no cell: the in-flow item is still in cell 1.
        #expect(r.itemFrames[0].minY == 10)
    }

    /// Not auto-placed and no implicit tracks: an item at line 9 adds no columns.
    @Test func createsNoTracks() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(40))
        var abs = TG.item(10, 10, column: GridLinePair(start: .line(9), end: .line(10)))
        abs.isAbsolutelyPositioned = true
        let r = TG.layout(style, [abs])
        #expect(r.columnSizes == [40])
        #expect(r.rowSizes.isEmpty)
    }

    /// An auto width with an aspect ratio and both horizontal insets: the width is stretched
    /// (100 − 10 − 10 = 80) and the height follows the ratio 2 (40).
    @Test func aspectRatioFromStretchedWidth() {
        var style = TrackGridStyle()
        style.box.size = GridAxisPair(horizontal: .px(100), vertical: .px(100))
        var abs = TrackGridItemStyle()
        abs.isAbsolutelyPositioned = true
        abs.inset = GridEdges(top: .px(10), left: .px(10), bottom: .px(10), right: .px(10))
        abs.box.aspectRatio = 2
        let r = TG.layout(style, [abs])
        #expect(r.itemFrames[0] == Rect(x: 10, y: 10, width: 80, height: 40))
    }
}
