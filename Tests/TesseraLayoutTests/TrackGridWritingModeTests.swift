import Testing
import TesseraGeometry
@testable import TesseraLayout

/// `writing-mode` on a grid container (CSS Writing Modes 4 §3.1, CSS Grid 2 §6): the columns
/// run down the screen, the rows across it, from the left (`vertical-lr`) or the right
/// (`vertical-rl`). Expectations measured in Chromium 156 (the same grids as HTML).
@Suite struct TrackGridWritingModeTests {
    /// Columns 30px 40px, rows 10px 20px; items 5x6, 5x6 and one stretched.
    static func grid(_ mode: GridWritingMode) -> TrackGridStyle {
        var s = TrackGridStyle()
        s.templateColumns = TG.tracks(.px(30), .px(40))
        s.templateRows = TG.tracks(.px(10), .px(20))
        s.writingMode = mode
        return s
    }
    static let items = [TG.item(5, 6), TG.item(5, 6), TG.contentItem()]

    @Test func verticalLRRunsColumnsDownAndRowsRight() {
        let r = TG.layout(Self.grid(.verticalLR), Self.items)
        #expect(r.size == Size(width: 30, height: 70))
        #expect(r.columnSizes == [30, 40] && r.rowSizes == [10, 20])
        #expect(r.itemFrames == [Rect(x: 0, y: 0, width: 5, height: 6), Rect(x: 0, y: 30, width: 5, height: 6),
                                 Rect(x: 10, y: 0, width: 20, height: 30)])
    }

    @Test func verticalRLStartsTheRowsAtTheRight() {
        let r = TG.layout(Self.grid(.verticalRL), Self.items)
        #expect(r.size == Size(width: 30, height: 70))
        #expect(r.itemFrames == [Rect(x: 25, y: 0, width: 5, height: 6), Rect(x: 25, y: 30, width: 5, height: 6),
                                 Rect(x: 0, y: 0, width: 20, height: 30)])
    }

    /// Right to left in a vertical mode runs the inline axis bottom to top.
    @Test func rightToLeftRunsTheColumnsUp() {
        var style = Self.grid(.verticalLR)
        style.direction = .rtl
        let r = TG.layout(style, Self.items)
        #expect(r.itemFrames[0] == Rect(x: 0, y: 64, width: 5, height: 6))
        #expect(r.itemFrames[1] == Rect(x: 0, y: 34, width: 5, height: 6))
    }

    /// Physical box values keep their sides: the container's `padding-left` is the block start
    /// of `vertical-lr` and the block end of `vertical-rl`; an item's `margin-top` its inline start.
    @Test func physicalEdgesKeepTheirSides() {
        for mode in [GridWritingMode.verticalLR, .verticalRL] {
            var style = Self.grid(mode)
            style.box.padding.left = .px(7)
            var item = TG.item(5, 6)
            item.box.margin.top = .px(3)
            let r = TG.layout(style, [item])
            #expect(r.size == Size(width: 37, height: 70))
            let x: Double = mode == .verticalLR ? 7 : 37 - 5
            #expect(r.itemFrames[0] == Rect(x: x, y: 3, width: 5, height: 6), "\(mode)")
        }
    }

    /// The measurer is asked in physical terms: in a vertical grid of `auto` tracks a 90x12 item
    /// makes the column (inline, down the screen) 12 long and the row (across) 90.
    @Test func measurerAnswersInPhysicalTerms() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.auto)
        style.templateRows = TG.tracks(.auto)
        style.writingMode = .verticalLR
        var m = FixedMeasurer(size: Size(width: 90, height: 12))
        let r = layoutTrackGrid(style: style, items: [TG.contentItem()], input: TrackGridInput(), measurer: &m)
        #expect(r.size == Size(width: 90, height: 12))
        #expect(r.columnSizes == [12] && r.rowSizes == [90])
    }

    @Test func cssKeywordsAndEdgeMapsRoundTrip() {
        #expect(GridWritingMode(css: " Vertical-RL ") == .verticalRL)
        #expect(GridWritingMode(css: "tb-rl") == .verticalRL)
        #expect(GridWritingMode(css: "lr-tb") == .horizontalTB)
        #expect(GridWritingMode(css: "sideways-rl") == nil)
        let edges = GridEdges(top: 1.0, left: 2, bottom: 3, right: 4)
        for mode in GridWritingMode.allCases {
            #expect(edges.lineRelative(in: mode).physical(from: mode) == edges)
        }
        #expect(edges.lineRelative(in: .verticalRL) == GridEdges(top: 4, left: 1, bottom: 2, right: 3))
    }
}

/// Answers every question with one size.
private struct FixedMeasurer: TrackGridMeasurer {
    var size: Size
    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        Size(width: knownSize.horizontal ?? size.width, height: knownSize.vertical ?? size.height)
    }
}
