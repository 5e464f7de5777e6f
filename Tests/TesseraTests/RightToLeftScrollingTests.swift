import Testing
import TesseraAnimation
@testable import Tessera

/// Right to left (`layoutDirection`) inside scroll views, lazy containers and geometry
/// readers: horizontal content starts at the right, physical input moves it the way the
/// pointer goes, lazy items run from the right, and `scrollTo` finds mirrored items.
/// Expectations follow SwiftUI's mirroring: the leading edge is the right edge.
struct RightToLeftScrollingTests {
    let size = Size(width: 300, height: 200)

    func host(_ v: some View) -> ViewHost {
        let h = ViewHost(v.environment(\.layoutDirection, .rightToLeft), textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        return h
    }

    /// One strip 1,000 wide in a 300-wide horizontal scroll view: the offset runs 0 ... 700.
    var strip: some View {
        ScrollView(.horizontal) { Rectangle().frame(width: 1000, height: 50).id("strip") }
    }

    @Test func horizontalContentStartsAtTheRight() {
        let h = host(strip)
        #expect(h.frame("strip").maxX == 300)
        #expect(h.frame("strip").minX == -700)
    }

    @Test func wheelMovesContentTheWayOfThePhysicalScroll() {
        let h = host(strip)
        h.pointerLocation = Point(x: 150, y: 25)
        // Already at the leading (right) edge: scrolling right has nothing to reveal.
        #expect(!h.handle(.scroll(dx: 3, dy: 0)))
        // Scrolling left reveals what is on the left: the content moves right.
        #expect(h.handle(.scroll(dx: -3, dy: 0)))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("strip").minX == -700 + 3 * ViewHost.pointsPerScrollLine)
        h.handle(.scroll(dx: -1000, dy: 0))
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("strip").minX == 0, "clamped at the trailing (left) end")
    }

    @Test func leftArrowMovesTowardsTheEnd() {
        let h = host(strip)
        h.focusScrollView()
        #expect(h.handle(.key(KeyPress("Left"))))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("strip").minX == -700 + ViewHost.pointsPerScrollLine)
        h.handle(.key(KeyPress("Right"))); _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("strip").minX == -700)
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("strip").minX == 0)
    }

    @Test func dragFollowsThePointer() {
        let clock = SimulatedClock()
        let h = host(strip)
        h.scrollClock = clock
        h.handle(.pointer(PointerEvent(.down, at: Point(x: 100, y: 25))))
        for step in 1...5 {
            clock.advance(to: Double(step))  // slow moves: no momentum
            h.handle(.pointer(PointerEvent(.moved, at: Point(x: 100 + Double(step) * 20, y: 25))))
        }
        _ = h.frame(size: size, at: clock.now)
        #expect(h.frame("strip").minX == -700 + 100, "the content moved right with the pointer")
        h.handle(.pointer(PointerEvent(.up, at: Point(x: 200, y: 25))))
        _ = h.frame(size: size, at: clock.now + 5)
        #expect(h.frame("strip").minX == -600)
    }

    @Test func verticalIndicatorSitsOnTheLeft() {
        let h = host(ScrollView { Rectangle().frame(height: 1000) })
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: 0, dy: -1))
        _ = h.frame(size: size, at: 0.1)
        func indicators(_ n: RenderNode) -> [RenderNode] {
            (n.label == "ScrollIndicator" ? [n] : []) + n.children.flatMap(indicators)
        }
        let shown = indicators(h.renderRoot).filter { $0.frame.height > 0 }
        #expect(shown.count == 2)
        let vertical = shown.max { $0.frame.height < $1.frame.height }!
        #expect(vertical.frame.minX == ScrollIndicators.inset)
    }

    /// A lazy strip of 1,000 items 50 wide: item i spans 250 - 50i ... 300 - 50i at offset 0.
    func lazyStrip(_ proxy: ((ScrollViewProxy) -> Void)? = nil) -> some View {
        ScrollViewReader { p in
            let _ = { proxy?(p) }()
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<1000) { i in Rectangle().frame(width: 50, height: 40).id("i\(i)") }
                }
            }
        }
    }

    @Test func lazyItemsRunFromTheRightAndAppearWhenScrolledTo() {
        let h = host(lazyStrip())
        #expect(h.frame("i0") == Rect(x: 250, y: 80, width: 50, height: 40))
        #expect(h.node(withID: "i30") == nil, "far items are not created")
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: -25, dy: 0))  // 1,000 points towards the end
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("i20") == Rect(x: 250, y: 80, width: 50, height: 40))
        #expect(h.frame("i25").maxX == 50)
        #expect(h.node(withID: "i0") == nil, "items far behind are released")
        #expect(h.context.scrolling.lazyContainers[0].realizedCount < 40)
    }

    @Test func scrollToFindsMirroredLazyItems() {
        var proxy: ScrollViewProxy?
        let h = host(lazyStrip { proxy = $0 })
        proxy?.scrollTo(500, anchor: .leading)
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("i500").maxX == 300, "the leading anchor is the right edge")
        proxy?.scrollTo(999)
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("i999").minX == 0)
    }

    @Test func pinnedHeaderStaysAtTheRightEdge() {
        let v = ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<100) { i in Rectangle().frame(width: 50, height: 40).id("i\(i)") }
                } header: { Rectangle().frame(width: 30, height: 40).id("header") }
            }
        }
        let h = host(v)
        #expect(h.frame("header").maxX == 300)
        #expect(h.frame("i0").maxX == 270)
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: -10, dy: 0))  // 400 points towards the end
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("header").maxX == 300, "pinned to the leading (right) edge")
        #expect(h.frame("i8").maxX == 270 - 8 * 50 + 400)
    }

    @Test func lazyGridColumnsRunFromTheRight() {
        let v = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(100), spacing: 0), GridItem(.fixed(100), spacing: 0)], spacing: 0) {
                ForEach(0..<100) { i in Rectangle().frame(height: 50).id("t\(i)") }
            }
        }
        let h = host(v)
        // The 200-wide grid is centred in 300 and mirrored: item 0 on the right.
        #expect(h.frame("t0") == Rect(x: 150, y: 0, width: 100, height: 50))
        #expect(h.frame("t1") == Rect(x: 50, y: 0, width: 100, height: 50))
    }

    @Test func geometryReaderPlacesContentAtTheTopRight() {
        let h = host(GeometryReader { _ in Rectangle().frame(width: 50, height: 20).id("g") })
        #expect(h.frame("g") == Rect(x: 250, y: 0, width: 50, height: 20))
    }
}
