import Testing
import TesseraAnimation
@testable import Tessera

/// The lazy masonry grid: only the viewport's views exist, they sit where the eager masonry
/// puts them, wheel and keys scroll it, corrections keep what is on screen still, full-span
/// views, and every view made outside a scroll view.
struct LazyMasonryGridTests {
    let size = Size(width: 300, height: 200)

    func host(_ v: some View, at t: Double = 0) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: t)
        return h
    }

    func lazyNode(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers[0] }

    static func height(_ i: Int) -> Double { Double(30 + (i * 37) % 70) }

    /// Adaptive columns of at least 90 points in 300: 3 columns of (300 - 16) / 3.
    func wall(_ n: Int, fullSpan: Int? = nil) -> some View {
        ScrollView {
            LazyMasonryGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 8) {
                ForEach(0..<n) { i in
                    if i == fullSpan {
                        Rectangle().fill(.blue).frame(height: 20).masonryFullSpan().id("m\(i)")
                    } else {
                        Rectangle().fill(.green).frame(height: Self.height(i)).id("m\(i)")
                    }
                }
            }
        }
    }

    @Test func onlyTheViewportsItemsExistWhereTheEagerMasonryPutsThem() {
        let h = host(wall(100_000))
        let lazy = lazyNode(h)
        #expect(lazy.realizedCount > 6 && lazy.realizedCount < 40, "realized \(lazy.realizedCount)")
        #expect(h.stats.nodesCreated < 400)
        let column = (300 - 16) / 3.0
        let n = 30
        let eager = placeMasonryItems(Array(repeating: .auto(), count: n), extents: (0..<n).map(Self.height),
                                      laneCount: 3, gap: 8, tolerance: 0)
        for i in 0..<n where eager.offsets[i] < 200 {
            let f = h.frame("m\(i)")
            let want = Rect(x: Double(eager.lanes[i]) * (column + 8), y: eager.offsets[i], width: column, height: Self.height(i))
            #expect(abs(f.minX - want.minX) < 1e-9 && f.minY == want.minY && abs(f.width - want.width) < 1e-9 && f.height == want.height,
                    "m\(i): \(f) vs \(want)")
        }
        #expect(h.node(withID: "m99999") == nil)
    }

    @Test func wheelAndKeysScrollIt() {
        let h = host(wall(1_000))
        h.pointerLocation = Point(x: 100, y: 100)
        h.handle(.scroll(dx: 0, dy: -50)); _ = h.frame(size: size, at: 0.1)
        #expect(h.node(withID: "m0") == nil, "the first views were released")
        #expect(lazyNode(h).realizedCount < 40)
        h.focusScrollView()
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.2)
        _ = h.frame(size: size, at: 0.3)
        let bottoms = (990..<1_000).compactMap { h.node(withID: "m\($0)") != nil ? h.frame("m\($0)").maxY : nil }
        // (Within a point: the photos measured at the end move the estimate of those above.)
        #expect(bottoms.contains { abs($0 - 200) < 1 }, "the longest column ends at the bottom: \(bottoms)")
        #expect(bottoms.allSatisfy { $0 <= 201 })
        h.handle(.key(KeyPress("Home"))); _ = h.frame(size: size, at: 0.4)
        #expect(h.frame("m0").minY == 0)
        h.handle(.key(KeyPress("PageDown"))); _ = h.frame(size: size, at: 0.5)
        #expect(h.node(withID: "m0") == nil || h.frame("m0").maxY <= 0)
    }

    /// Views far below were never measured (estimated at the mean); jumping to the end and
    /// scrolling back up measures views above the viewport: what is on screen stays still.
    @Test func estimatesCorrectedWithoutJumps() {
        let h = host(wall(3_000))
        h.focusScrollView()
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.1)
        h.handle(.key(KeyPress("PageUp"))); _ = h.frame(size: size, at: 0.2)
        let lazy = lazyNode(h)
        let shown = lazy.createdItems.filter { h.node(withID: "m\($0)") != nil && h.frame("m\($0)").minY >= 0 && h.frame("m\($0)").maxY <= 200 }
        let probe = try! #require(shown.first)
        let before = h.frame("m\(probe)").minY
        _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("m\(probe)").minY == before)
        h.pointerLocation = Point(x: 100, y: 100)
        h.handle(.scroll(dx: 0, dy: 1)); _ = h.frame(size: size, at: 0.4)
        #expect(h.frame("m\(probe)").minY == before + ViewHost.pointsPerScrollLine)
    }

    @Test func fullSpanViewTakesTheWholeWidthBelowEverythingBefore() {
        let h = host(wall(100, fullSpan: 5))
        let f = h.frame("m5")
        #expect(f.minX == 0 && f.width == 300)
        for i in 0..<5 { #expect(h.frame("m\(i)").maxY + 8 <= f.minY) }
        #expect(abs((0..<5).map { h.frame("m\($0)").maxY }.max()! + 8 - f.minY) < 0.001)
    }

    @Test func outsideAScrollViewEveryViewIsMade() {
        let v = LazyMasonryGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
            ForEach(0..<12) { i in Rectangle().frame(height: Self.height(i)).id("m\(i)") }
        }
        let h = host(v)
        let eager = placeMasonryItems(Array(repeating: .auto(), count: 12), extents: (0..<12).map(Self.height),
                                      laneCount: 2, gap: 4, tolerance: 0)
        for i in 0..<12 {
            #expect(h.node(withID: "m\(i)") != nil)
            #expect(h.frame("m\(i)").minY - h.frame("m0").minY == eager.offsets[i])
        }
    }

    @Test func scrollToFindsAViewNeverMade() {
        var proxy: ScrollViewProxy?
        let v = ScrollViewReader { p in
            let _ = { proxy = p }()
            self.wall(5_000)
        }
        let h = host(v)
        proxy!.scrollTo(4000, anchor: .top)
        _ = h.frame(size: size, at: 0.1)
        _ = h.frame(size: size, at: 0.2)
        #expect(h.node(withID: "m4000") != nil)
        #expect(abs(h.frame("m4000").minY) < 0.001, "at the top: \(h.frame("m4000"))")
    }
}
