import Testing
import TesseraAnimation
@testable import Tessera

/// ScrollView: proposal, wheel, keys, drag with momentum and the elastic edge, clamping,
/// nesting, hits on scrolled content, clipping and culling, `scrollTo`.
struct ScrollViewTests {
    let size = Size(width: 300, height: 200)

    /// 100 rows 50 tall, 8 apart: content 5,792 tall, so the offset runs 0 ... 5,592.
    func rows(_ tapped: Log? = nil) -> some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<100) { i in
                    Rectangle().fill(.blue).frame(height: 50).id("row\(i)").onTapGesture { tapped?.hit("row\(i)") }
                }
            }
        }
    }

    func host(_ v: some View) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        return h
    }

    @Test func contentProposedViewportWidthAndClipped() {
        let h = host(rows())
        #expect(h.frame("row0") == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(h.frame("row99").minY == 99 * 58)
        // Only rows meeting the 200-point viewport are drawn: rows 0...3 (row 3 starts at 174).
        let list = h.displayList(attributes: h.animator)
        #expect(list.description.components(separatedBy: "fill").count - 1 == 4)
    }

    @Test func wheelScrollsAndClamps() {
        let h = host(rows())
        h.pointerLocation = Point(x: 150, y: 100)
        #expect(h.handle(.scroll(dx: 0, dy: -3)))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("row0").minY == -3 * ViewHost.pointsPerScrollLine)
        h.handle(.scroll(dx: 0, dy: -10_000))
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("row99").maxY == 200)
        // At the end the wheel has nothing more to take.
        #expect(!h.handle(.scroll(dx: 0, dy: -1)))
        h.handle(.scroll(dx: 0, dy: 10_000))
        _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("row0").minY == 0)
        #expect(!h.handle(.scroll(dx: .nan, dy: .infinity)))
    }

    @Test func keysPageHomeEnd() {
        let h = host(rows())
        // Without focus no scroll view takes keys; a click in it focuses it.
        #expect(!h.handle(.key(KeyPress("End"))))
        h.handle(.click(Point(x: 150, y: 100)))
        #expect(h.focusedNode === h.context.scrolling.all.first?.focusNode)
        #expect(h.handle(.key(KeyPress("End"))))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("row99").maxY == 200)
        h.handle(.key(KeyPress("Home"))); _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("row0").minY == 0)
        h.handle(.key(KeyPress("PageDown"))); _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("row0").minY == -(200 - ViewHost.pointsPerScrollLine))
        h.handle(.key(KeyPress("Up"))); _ = h.frame(size: size, at: 0.4)
        #expect(h.frame("row0").minY == -(200 - 2 * ViewHost.pointsPerScrollLine))
        // Left and Right are not a vertical scroll view's keys.
        #expect(!h.handle(.key(KeyPress("Right"))))
    }

    /// Keys reach a scroll view through the focus system: Tab skips scroll views, a focused
    /// control inside takes its own keys and passes the others to the scroll view around it, a
    /// press outside removes focus (and then no scroll view takes keys).
    @Test func keysFollowFocus() {
        let v = VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Button("b") {}.id("button")
                    ForEach(0..<100) { i in Rectangle().frame(height: 50).id("r\(i)") }
                }
            }
            .frame(height: 150)
            Rectangle().fill(.gray).frame(height: 50).id("outside")
        }
        let h = host(v)
        #expect(h.handle(.key(KeyPress("Tab"))))
        let button = h.focusedNode
        #expect(button != nil && button !== h.context.scrolling.all.first?.focusNode, "Tab goes to the button, not the scroll view")
        let top = h.frame("r0").minY
        #expect(h.handle(.key(KeyPress("PageDown"))))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("r0").minY == top - (150 - ViewHost.pointsPerScrollLine))
        #expect(h.focusedNode === button, "the button keeps focus")
        h.handle(.click(Point(x: 150, y: 180)))
        #expect(h.focusedNode == nil)
        #expect(!h.handle(.key(KeyPress("Home"))))
    }

    @Test func clicksHitScrolledContent() {
        let log = Log()
        let h = host(rows(log))
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: 0, dy: -29))  // 1,160 points: row 20 starts at y 0
        _ = h.frame(size: size, at: 0.1)
        h.handle(.click(Point(x: 10, y: 10)))
        #expect(log["row20"] == 1)
        // Below the viewport nothing is hit (row 23 would be there unclipped).
        h.handle(.click(Point(x: 10, y: 210)))
        #expect(log["row23"] == 0)
    }

    /// A drag scrolls once beyond the slop, follows the pointer, goes on with momentum that
    /// decays on the clock, and never ends outside the content.
    @Test func dragWithMomentum() {
        let clock = SimulatedClock()
        let log = Log()
        let h = host(rows(log))
        h.scrollClock = clock
        h.handle(.pointer(PointerEvent(.down, at: Point(x: 100, y: 150))))
        for step in 1...6 {
            clock.advance(to: Double(step) / 60)
            h.handle(.pointer(PointerEvent(.moved, at: Point(x: 100, y: 150 - Double(step) * 20))))
        }
        h.handle(.pointer(PointerEvent(.up, at: Point(x: 100, y: 30))))
        #expect(log["row2"] == 0, "a drag is not a tap")
        _ = h.frame(size: size, at: clock.now)
        #expect(h.frame("row0").minY == -120)
        let f1 = h.frame(size: size, at: clock.now + 0.2)
        let after = h.frame("row0").minY
        #expect(after < -120, "momentum carries on")
        #expect(f1.isAnimating)
        _ = h.frame(size: size, at: clock.now + 5)
        let settled = h.frame("row0").minY
        // 1,200 pt/s decays with tau 0.325 s: ~390 points further.
        #expect(abs(settled - (-120 - 1200 * ScrollMotion.momentumTimeConstant)) < 2)
        #expect(!h.frame(size: size, at: clock.now + 10).isAnimating)
    }

    @Test func dragBeyondTheTopSpringsBack() {
        let clock = SimulatedClock()
        let h = host(rows())
        h.scrollClock = clock
        h.handle(.pointer(PointerEvent(.down, at: Point(x: 100, y: 20))))
        clock.advance(to: 0.1)
        h.handle(.pointer(PointerEvent(.moved, at: Point(x: 100, y: 120))))
        _ = h.frame(size: size, at: clock.now)
        let pulled = h.frame("row0").minY
        #expect(pulled > 0 && pulled < 100, "the elastic edge follows less than the pointer")
        clock.advance(to: 0.2)
        h.handle(.pointer(PointerEvent(.up, at: Point(x: 100, y: 120))))
        _ = h.frame(size: size, at: 3)
        #expect(h.frame("row0").minY == 0)
    }

    @Test func nestedInnerFirstThenOuter() {
        let v = ScrollView {
            VStack(spacing: 0) {
                ScrollView { Rectangle().fill(.red).frame(height: 400).id("inner") }.frame(height: 100).id("innerView")
                Rectangle().fill(.blue).frame(height: 400)
            }
        }
        let h = host(v)
        h.pointerLocation = Point(x: 150, y: 50)
        h.handle(.scroll(dx: 0, dy: -5))  // 200 of the inner's 300
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("inner").minY == -200)
        #expect(h.frame("innerView").minY == 0)
        h.handle(.scroll(dx: 0, dy: -5))  // 100 more inside, the other 100 move the outer one
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("innerView").minY == -100)
        #expect(h.frame("inner").minY == -100 - 300)
    }

    @Test func offsetSurvivesContentUpdates() {
        struct Root: View {
            @State var extra = 0
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<(100 + extra)) { i in Rectangle().frame(height: 50).id("r\(i)") }
                    }
                }.onKeyPress("X") { extra += 1; return .handled }
            }
        }
        let h = host(Root())
        h.focusScrollView()
        h.handle(.key(KeyPress("End"))); _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("r99").maxY == 200)
        h.handle(.key(KeyPress("X"))); _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("r99").maxY == 200, "the offset is kept; the new row is below")
    }

    @Test func scrollToAnchorsAndAnimates() {
        var proxy: ScrollViewProxy?
        let v = ScrollViewReader { p in
            let _ = { proxy = p }()
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<100) { i in Rectangle().frame(height: 50).id("r\(i)") } }
            }
        }
        let h = host(v)
        proxy?.scrollTo("r40", anchor: .top)
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("r40").minY == 0)
        proxy?.scrollTo("r10", anchor: .center)
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("r10").midY == 100)
        withAnimation(.linear(duration: 1)) { proxy?.scrollTo("r20", anchor: .top) }
        _ = h.frame(size: size, at: 0.3)
        _ = h.frame(size: size, at: 0.8)
        let mid = h.frame("r20").minY
        #expect(mid > 0 && mid < 525 - 75, "halfway through the animation")
        _ = h.frame(size: size, at: 1.5)
        #expect(h.frame("r20").minY == 0)
        // Unknown ids and a zero-size viewport do nothing bad.
        proxy?.scrollTo("nowhere", anchor: .top)
        _ = h.frame(size: size, at: 2)
        #expect(h.frame("r20").minY == 0)
        _ = h.frame(size: .zero, at: 2.1)
        h.focusScrollView()
        h.handle(.key(KeyPress("End")))
        _ = h.frame(size: .zero, at: 2.2)
    }

    /// Infinite content, NaN spacing and bad grid items: no crash, no hang, finite frames.
    @Test func badInputIsHarmless() {
        let v = VStack {
            ScrollView { Rectangle().frame(height: .infinity).id("endless") }.frame(height: 50)
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 0), spacing: .nan), GridItem(.flexible(minimum: 50, maximum: -3))],
                          spacing: .nan) {
                    ForEach(0..<100_000) { i in Rectangle().frame(height: 10).id("b\(i)") }
                }
            }
        }
        let h = host(v)
        let b = h.frame("b0")
        #expect(b.minX.isFinite && b.width >= 0)
        for sv in h.context.scrolling.all {
            h.setFocus(sv.focusNode)
            h.handle(.key(KeyPress("End")))
        }
        _ = h.frame(size: size, at: 0.1)
        let f = h.frame("endless")
        #expect(f.height.isFinite && f.width.isFinite)
    }
}
