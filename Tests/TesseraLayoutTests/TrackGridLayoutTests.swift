import Testing
import TesseraGeometry
@testable import TesseraLayout

/// The exyte-style ``TrackGridLayout`` adapter over the CSS engine.
@Suite struct TrackGridLayoutTests {
    func flexible(span: GridItemSpan? = nil, start: GridItemStart? = nil) -> LayoutNode {
        var v = LayoutValues()
        if let span { v[GridSpanKey.self] = span }
        if let start { v[GridStartKey.self] = start }
        return LayoutNode(leaf: FlexibleLeaf(), values: v)
    }
    func rigid(_ w: Double, _ h: Double) -> LayoutNode {
        LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: w, height: h))
    }

    /// `tracks: 3`, spacing 10, fill mode in 320×210: columns (320 − 20) / 3 = 100; 6 items
    /// make 2 rows sharing (210 − 10) / 2 = 100 each (CSS `1fr` rows, not exyte's equal rows
    /// of the bounding size).
    @Test func fillModeSharesTheProposal() {
        let items = (0..<6).map { _ in flexible() }
        let grid = LayoutNode(layout: TrackGridLayout(tracks: 3, spacing: 10), children: items)
        let size = grid.layout(proposal: ProposedSize(width: 320, height: 210))
        #expect(size == Size(width: 320, height: 210))
        #expect(items[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(items[4].frame == Rect(x: 110, y: 110, width: 100, height: 100))
    }

    /// `.pt` and `.fr` tracks: `[.pt(100), .fr(1), .fr(2.5)]` in 450 with no spacing →
    /// 100, 100, 250.
    @Test func pointAndFractionTracks() {
        let items = (0..<3).map { _ in flexible() }
        let grid = LayoutNode(layout: TrackGridLayout(tracks: [.pt(100), .fr(1), .fr(2.5)], spacing: 0), children: items)
        grid.layout(proposal: ProposedSize(width: 450, height: 50))
        #expect(items.map(\.frame.width) == [100, 100, 250])
        #expect(items.map(\.frame.minX) == [0, 100, 200])
    }

    /// Spans and 0-based starts: an item spanning 2 columns, another pinned at column 2 row 0.
    @Test func spansAndStarts() {
        let wide = flexible(span: GridItemSpan(column: 2)), pinned = flexible(start: GridItemStart(column: 2, row: 0))
        let grid = LayoutNode(layout: TrackGridLayout(tracks: 3, spacing: 0), children: [wide, pinned])
        grid.layout(proposal: ProposedSize(width: 300, height: 100))
        #expect(wide.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(pinned.frame == Rect(x: 200, y: 0, width: 100, height: 100))
    }

    /// Column flow with `tracks: 2` makes two rows; a rigid item is centred in its cell by the
    /// default common alignment.
    @Test func columnFlowAndCentredRigidItems() {
        let items = [rigid(20, 20), flexible(), flexible()]
        let grid = LayoutNode(layout: TrackGridLayout(tracks: 2, flow: .columns, spacing: 0), children: items)
        grid.layout(proposal: ProposedSize(width: 200, height: 100))
        #expect(items[0].frame == Rect(x: 40, y: 15, width: 20, height: 20))
        #expect(items[1].frame == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(items[2].frame == Rect(x: 100, y: 0, width: 100, height: 50))
    }

    /// Scroll mode sizes the rows to content and ignores the proposed height.
    @Test func scrollModeSizesAlongTheFlowToContent() {
        let items = [rigid(10, 30), rigid(10, 40), rigid(10, 20)]
        let layout = TrackGridLayout(tracks: 2, contentMode: .scroll, spacing: 5)
        let grid = LayoutNode(layout: layout, children: items)
        let size = grid.layout(proposal: ProposedSize(width: 105, height: 1000))
        #expect(size == Size(width: 105, height: 40 + 5 + 20))
        #expect(items[2].frame.minY == 45)
    }

    /// exyte's spacing literals.
    @Test func spacingLiterals() {
        let a: GridSpacing = 4, b: GridSpacing = [2, 6]
        #expect(a == GridSpacing(horizontal: 4, vertical: 4))
        #expect(b == GridSpacing(horizontal: 2, vertical: 6))
        let c: GridTracks = 3
        #expect(c.tracks == [.fr(1), .fr(1), .fr(1)])
    }
}
