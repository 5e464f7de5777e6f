import Testing
import TesseraAnimation
@testable import Tessera

/// Laziness: only the viewport's items exist, released items keep their state, a million
/// items cost what a thousand do, estimates are corrected without moving what is on screen.
struct LazyGridViewTests {
    let size = Size(width: 300, height: 200)

    func host(_ v: some View, at t: Double = 0) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: t)
        return h
    }

    func lazyNode(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers[0] }

    /// Tiles: adaptive columns of at least 90 points in 300: 3 columns of 94.67, rows 50 + 8.
    func gallery(_ n: Int) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(0..<n) { i in Rectangle().fill(.green).frame(height: 50).id("t\(i)") }
            }
        }
    }

    @Test func onlyTheViewportsItemsExist() {
        let h = host(gallery(1_000_000))
        let lazy = lazyNode(h)
        // The rows meeting the viewport (200) and the margin below it: rows start every 58 points.
        let shownRows = Int((200 + LazyContainerNode.margin) / 58) + 1
        #expect(lazy.realizedCount == shownRows * 3)
        #expect(h.stats.nodesCreated < 200)
        #expect(h.frame("t4") == Rect(x: (300 - 16) / 3 + 8, y: 58, width: (300 - 16) / 3, height: 50))
        // The content is as tall as all the rows: 333,334 rows of 50 with 8 between.
        let rows = 333_334.0
        #expect(h.node(withID: "t0")!.layout.parent!.frame.height == rows * 50 + (rows - 1) * 8)
    }

    /// A content change that keeps the viewport's items (more items after them) creates
    /// nothing: the items on screen are reconciled once, not released and made again.
    @Test func aLongerContentKeepsTheViewportsItems() {
        let h = host(gallery(1_000))
        let before = lazyNode(h).realizedCount
        h.resetCounters()
        h.setRoot(gallery(10_000))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.stats.nodesCreated == 0)
        #expect(lazyNode(h).realizedCount == before)
        #expect(h.frame("t4") == Rect(x: (300 - 16) / 3 + 8, y: 58, width: (300 - 16) / 3, height: 50))
    }

    @Test func scrollingCreatesAndReleases() {
        let h = host(gallery(1_000))
        h.pointerLocation = Point(x: 100, y: 100)
        h.handle(.scroll(dx: 0, dy: -50))  // 2,000 points: row 34 (at 1,972) is at the top
        _ = h.frame(size: size, at: 0.1)
        #expect(h.node(withID: "t0") == nil, "row 0 was released")
        #expect(h.frame("t102").minY == 34 * 58 - 2000)
        #expect(lazyNode(h).realizedCount <= 3 * 9)
        h.focusScrollView()
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("t999").maxY == 200)
        h.handle(.key(KeyPress("Home"))); _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("t0").minY == 0)
    }

    @Test func releasedItemsKeepTheirState() {
        struct Counter: View {
            let i: Int
            @State var taps = 0
            var body: some View {
                Text("\(i):\(taps)").frame(height: 50).id("c\(i)").onTapGesture { taps += 1 }
            }
        }
        let v = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<10_000) { i in Counter(i: i) } } }
        let h = host(v)
        h.handle(.click(Point(x: 150, y: 25))); _ = h.frame(size: size, at: 0.1)
        h.handle(.click(Point(x: 150, y: 25))); _ = h.frame(size: size, at: 0.2)
        #expect(h.text("c0") == "0:2")
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.3)
        #expect(h.node(withID: "c0") == nil)
        #expect(lazyNode(h).parkedCount >= 1)
        h.handle(.key(KeyPress("Home"))); _ = h.frame(size: size, at: 0.4)
        #expect(h.text("c0") == "0:2")
    }

    /// Rows of unequal height: the first rows are measured, the rest estimated; scrolling up
    /// from the end into unmeasured rows keeps what is on screen in place.
    @Test func estimatesCorrectedWithoutJumps() {
        let v = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<2_000) { i in Rectangle().frame(height: i < 10 ? 20 : 60).id("v\(i)") }
            }
        }
        let h = host(v)
        h.focusScrollView()
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("v1999").maxY == 200)
        h.handle(.key(KeyPress("PageUp"))); _ = h.frame(size: size, at: 0.2)
        let before = h.frame("v1996").minY
        // Another frame with nothing changed keeps everything in place.
        _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("v1996").minY == before)
        h.pointerLocation = Point(x: 100, y: 100)
        h.handle(.scroll(dx: 0, dy: 1)); _ = h.frame(size: size, at: 0.4)
        #expect(h.frame("v1996").minY == before + ViewHost.pointsPerScrollLine)
    }

    @Test func jumpToTheLastOfAMillion() {
        var proxy: ScrollViewProxy?
        let v = ScrollViewReader { p in
            let _ = { proxy = p }()
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                    ForEach(0..<1_000_000) { i in Rectangle().frame(height: 50).id("t\(i)") }
                }
            }
        }
        let h = host(v)
        proxy?.scrollTo(999_999, anchor: .bottom)
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("t999999").maxY == 200)
        #expect(lazyNode(h).realizedCount < 40)
        proxy?.scrollTo(-5)
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("t999999").maxY == 200)
    }

    @Test func outsideAScrollViewEveryItemIsLaidOut() {
        let v = LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10))]) {
            ForEach(0..<50) { i in Rectangle().frame(height: 10).id("e\(i)") }
        }
        let h = host(v)
        #expect(lazyNode(h).realizedCount == 50)
        #expect(h.frame("e49").minY - h.frame("e0").minY == 24 * 18)
    }

    @Test func emptyColumnsShowNothing() {
        let v = ScrollView { LazyVGrid(columns: []) { ForEach(0..<1_000) { i in Rectangle().id("z\(i)") } } }
        let h = host(v)
        #expect(lazyNode(h).realizedCount <= 1)
        h.focusScrollView()
        h.handle(.key(KeyPress("End")))
        _ = h.frame(size: size, at: 0.1)
    }
}
