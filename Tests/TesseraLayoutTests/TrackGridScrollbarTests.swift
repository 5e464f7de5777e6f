import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Scrollbar gutters (`GridBoxStyle.scrollbarGutter`, CSS Overflow 3 §3): the content box
/// shrinks by the gutter at the end of each axis (the vertical scrollbar on the left in
/// right-to-left), the border box keeps its given size, `overflow: auto` gutters appear only
/// when the content overflows. Expectations follow from those rules (and match Chromium).
@Suite struct TrackGridScrollbarTests {
    /// One `1fr` column and row holding a stretched item: the item is the content box.
    func scroller(_ gutter: GridAxisPair<Double>, rtl: Bool = false, contentBox: Bool = false) -> TrackGridStyle {
        var s = TrackGridStyle()
        s.templateColumns = TG.tracks(.fr(1)); s.templateRows = TG.tracks(.fr(1))
        s.box.size = GridAxisPair(.px(50))
        s.box.scrollbarGutter = gutter
        s.box.isScrollContainer = GridAxisPair(true)
        s.box.boxSizing = contentBox ? .contentBox : .borderBox
        s.direction = rtl ? .rtl : .ltr
        return s
    }

    @Test func gutterShrinksTheContentBoxAtTheEnd() {
        let r = TG.layout(scroller(GridAxisPair(15)), [TG.contentItem()])
        #expect(r.size == Size(width: 50, height: 50))
        #expect(r.itemFrames[0] == Rect(x: 0, y: 0, width: 35, height: 35))
        // Right-to-left: the vertical scrollbar is on the left, the content starts after it.
        let rtl = TG.layout(scroller(GridAxisPair(15), rtl: true), [TG.contentItem()])
        #expect(rtl.itemFrames[0] == Rect(x: 15, y: 0, width: 35, height: 35))
    }

    @Test func contentBoxSizingKeepsTheBorderBox() {
        // `width: 50px` with content-box names the content box plus the gutter (Chromium).
        let r = TG.layout(scroller(GridAxisPair(horizontal: 0, vertical: 15), contentBox: true), [TG.contentItem()])
        #expect(r.size == Size(width: 50, height: 50))
        #expect(r.rowSizes == [35])
    }

    @Test func aBoxSmallerThanItsGutterKeepsItsSize() {
        var s = scroller(GridAxisPair(15), rtl: true)
        s.box.size = GridAxisPair(horizontal: .px(2), vertical: .px(4))
        let r = TG.layout(s, [TG.item(0, 0)])
        #expect(r.size == Size(width: 2, height: 4))
        #expect(r.columnSizes == [0] && r.rowSizes == [0])
        #expect(r.itemFrames[0].minX == 2)
        // `max-width` caps the auto size, gutter included.
        s.box.size = GridAxisPair(.auto)
        s.box.maxSize = GridAxisPair(horizontal: .px(2), vertical: .px(4))
        #expect(TG.layout(s, [TG.item(0, 0)]).size == Size(width: 2, height: 4))
    }

    @Test func autoGutterOnlyWhenOverflowing() {
        var s = TrackGridStyle()
        s.box.size = GridAxisPair(horizontal: .auto, vertical: .px(50))
        s.box.scrollbarGutter = GridAxisPair(15)
        s.box.scrollbarGutterIfOverflowing = GridAxisPair(true)
        s.box.isScrollContainer = GridAxisPair(true)
        // 100px of content in 50px: the vertical scrollbar's width joins the auto width.
        #expect(TG.layout(s, [TG.item(10, 100)]).size == Size(width: 25, height: 50))
        // 10px fits: no gutter at all.
        #expect(TG.layout(s, [TG.item(10, 10)]).size == Size(width: 10, height: 50))
    }

    @Test func scrollContainerBaselineIsClampedToItsBox() {
        var s = TrackGridStyle()
        s.box.size = GridAxisPair(horizontal: .px(60), vertical: .px(20))
        s.box.isScrollContainer = GridAxisPair(true)
        let r = TG.layout(s, [TG.item(10, 40)])
        #expect(r.firstBaseline == 20)
        s.box.isScrollContainer = GridAxisPair(false)
        #expect(TG.layout(s, [TG.item(10, 40)]).firstBaseline == 40)
    }

    @Test func badGuttersCountAsZero() {
        let r = TG.layout(scroller(GridAxisPair(horizontal: -.infinity, vertical: .nan)), [TG.contentItem()])
        #expect(r.itemFrames[0] == Rect(x: 0, y: 0, width: 50, height: 50))
    }
}
