import Testing
import TesseraGeometry
@testable import TesseraLayout

/// `GridItem` clamps, the column algorithm's edges, the line metrics behind laziness, and the
/// windowed layout (children are a slice of the items).
struct LazyGridLayoutTests {
    @Test func badItemsAreClamped() {
        #expect(GridItem(.fixed(.nan)).sanitized.size == .fixed(0))
        #expect(GridItem(.fixed(-4)).sanitized.size == .fixed(0))
        #expect(GridItem(.fixed(.infinity)).sanitized.size == .fixed(0))
        #expect(GridItem(.flexible(minimum: 50, maximum: 20)).sanitized.size == .flexible(minimum: 20, maximum: 20))
        #expect(GridItem(.flexible(minimum: .nan, maximum: .nan)).sanitized.size == .flexible(minimum: 0, maximum: .infinity))
        #expect(GridItem(.adaptive(minimum: 0)).sanitized.size == .adaptive(minimum: 1, maximum: .infinity))
        #expect(GridItem(.adaptive(minimum: -5, maximum: -1)).sanitized.size == .adaptive(minimum: 1, maximum: 1))
        #expect(GridItem(.fixed(3), spacing: .nan).sanitized.spacing == nil)
        #expect(GridItem(.fixed(3), spacing: -1).sanitized.spacing == nil)
    }

    @Test func adaptiveMinimumZeroDoesNotMakeEndlessColumns() {
        // At most 10,000 columns in all (issue 34: 1e9 points of `.adaptive(minimum: 1)` asked
        // for 10^9 columns and more than 2 GB), widened to share the length.
        let t = LazyGridTracks(items: [GridItem(.adaptive(minimum: 0), spacing: 0)], available: 1e5)
        #expect(t.tracks.count == LazyGridTracks.maximumTrackCount)
        #expect(abs(t.length - 1e5) < 1e-6)
        let huge = LazyGridTracks(items: [GridItem(.fixed(5)), GridItem(.adaptive(minimum: 1), spacing: 0), GridItem(.adaptive(minimum: 1))], available: 1e9)
        #expect(huge.tracks.count == LazyGridTracks.maximumTrackCount)
        #expect(huge.tracks.allSatisfy { $0.length.isFinite && $0.length >= 0 })
        let few = LazyGridTracks(items: [GridItem(.adaptive(minimum: 100), spacing: 0)], available: 1000)
        #expect(few.tracks.count == 10)
        let nan = LazyGridTracks(items: [GridItem(.adaptive(minimum: 10))], available: .nan)
        #expect(nan.tracks.count == 1 && nan.tracks[0].length == 10)
        #expect(LazyGridTracks(items: [], available: 100).tracks.isEmpty)
    }

    @Test func metricsEstimateAndCorrect() {
        let m = LazyLineMetrics()
        m.fallbackEstimate = 10
        m.reset(lineCount: 1_000_000, spacing: 2)
        let expectedTotal: Double = 1_000_000 * 10 + 999_999 * 2
        #expect(m.total == expectedTotal)
        #expect(m.record(3, length: 30) == 20)
        // The estimate becomes the mean of the measured lines (30).
        #expect(m.offset(of: 3) == 3 * 30 + 3 * 2)
        m.record(0, length: 10)
        #expect(m.estimate == 20)
        let expectedOffset: Double = 10 + 20 + 20 + 30 + 20 + 5 * 2
        #expect(m.offset(of: 5) == expectedOffset)
        #expect(m.line(at: 0) == 0)
        #expect(m.line(at: 11.9) == 0)
        #expect(m.line(at: 12) == 1)
        #expect(m.line(at: -50) == 0)
        #expect(m.line(at: 1e12) == 999_999)
        #expect(m.record(3, length: 30) == 0)
    }

    /// Children 6..<9 of 12 items in 3 columns: the second line is measured, the others estimated.
    @Test func windowPlacesASliceAtItsLines() {
        let window = LazyGridWindow(itemCount: 12)
        window.metrics.fallbackEstimate = 20
        window.firstIndex = 6
        let layout = LazyGridLayout(axis: .vertical, tracks: .items([GridItem(.fixed(10), spacing: 0), GridItem(.fixed(10), spacing: 0), GridItem(.fixed(10), spacing: 0)]),
                                    spacing: 5, window: window)
        let kids = (0..<3).map { _ in LayoutNode(layout: FrameLayout(width: nil, height: 40), children: [LayoutNode(leaf: FlexibleLeaf())]) }
        let root = LayoutNode(layout: layout, children: kids)
        let size = root.layout(proposal: ProposedSize(width: 30, height: nil))
        #expect(size == Size(width: 30, height: 4 * 20 + 3 * 5))
        // Line 2 (items 6..8) is measured 40 long, which becomes the estimate of the others.
        #expect(kids[0].frame == Rect(x: 0, y: 2 * 40 + 2 * 5, width: 10, height: 40))
        #expect(kids[2].frame.minX == 20)
        #expect(window.sizeChanged)
        #expect(window.metrics.total == 4 * 40 + 3 * 5)
        #expect(window.items(covering: 0...10) == 0..<3)
        #expect(window.items(covering: 50...95) == 3..<9)
        // The anchor (line 0 here) did not move; anchoring line 3 records the shift of its start.
        #expect(window.shiftBeforeAnchor == 0)
        window.anchorLine = 3
        window.firstIndex = 0
        let small = (0..<3).map { _ in LayoutNode(layout: FrameLayout(width: nil, height: 10), children: [LayoutNode(leaf: FlexibleLeaf())]) }
        root.setChildren(small)
        _ = root.layout(proposal: ProposedSize(width: 30, height: nil))
        // Line 0 measured 10: the estimate drops to 25, line 3 starts at 10 + 40 + 25 + 15 instead of 3 * 40 + 15.
        let moved: Double = (10 + 40 + 25 + 15) - (3 * 40 + 15)
        #expect(window.shiftBeforeAnchor == moved)
    }
}
