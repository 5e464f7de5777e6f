import Testing
import TesseraAnimation
import TesseraDisplayList
@testable import Tessera

/// A frame after a scroll step shows the new layout: the display list `frame(size:at:)` returns
/// equals the one built from a fresh animator (the laid-out frames, snapped), for wheel steps,
/// keys, a `scrollTo`, a state change in the same frame and a running animation. (A wheel step
/// alone once left the animator with the previous frames: items that stayed were drawn where
/// they had been.) The animator's sync of nodes that only moved (`NodeTrack.moveAtRest`) gives
/// what the full update gives.
struct ScrollFrameSyncTests {
    let size = Size(width: 300, height: 200)

    final class Box { var proxy: ScrollViewProxy? }

    struct Gallery: View {
        let box: Box
        @State var tint = Color.green
        var body: some View {
            ScrollViewReader { proxy in
                let _ = box.proxy = proxy
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                        ForEach(0..<10_000) { i in
                            Rectangle().fill(i % 7 == 0 ? tint : .blue).frame(height: 50)
                                .overlay { Text("\(i)") }
                                .id("t\(i)")
                                .onTapGesture { tint = tint == .green ? .orange : .green }
                        }
                    }
                }
            }
        }
    }

    /// The display list of what is laid out now, as a fresh animator (no tracks) draws it.
    func fresh(_ h: ViewHost) -> DisplayList { h.displayList(attributes: RenderAnimator()) }

    @Test func everyScrollFrameShowsTheNewLayout() {
        let box = Box()
        let h = ViewHost(Gallery(box: box), textMeasurer: MonospaceTextMeasurer())
        h.pointerLocation = Point(x: 100, y: 100)
        var t = 0.0
        #expect(h.frame(size: size, at: t).displayList == fresh(h))
        var steps: [(String, () -> Void)] = []
        for dy in [-1.45, -1.45, -3.0, 2.0, -0.3] { steps.append(("wheel \(dy)", { h.handle(.scroll(dx: 0, dy: dy)) })) }
        steps.append(("focus", { h.focusScrollView() }))
        for key in ["Down", "PageDown", "End", "PageUp", "Home", "PageDown"] { steps.append((key, { h.handle(.key(KeyPress(key))) })) }
        steps.append(("scrollTo", { box.proxy?.scrollTo(5_000, anchor: .center) }))
        steps.append(("tap and wheel", { h.handle(.click(Point(x: 40, y: 110))); h.handle(.scroll(dx: 0, dy: -1)) }))
        steps.append(("wheel", { h.handle(.scroll(dx: 0, dy: -1.45)) }))
        for (name, step) in steps {
            t += 1.0 / 60
            step()
            let list = h.frame(size: size, at: t).displayList
            #expect(list == fresh(h), "after \(name)")
        }
    }

    @Test func anAnimatedChangeStillAnimatesAfterScrollFrames() {
        let box = Box()
        let h = ViewHost(Gallery(box: box), textMeasurer: MonospaceTextMeasurer())
        h.pointerLocation = Point(x: 100, y: 100)
        _ = h.frame(size: size, at: 0)
        h.handle(.scroll(dx: 0, dy: -1.45)); _ = h.frame(size: size, at: 0.1)
        h.handle(.scroll(dx: 0, dy: -1.45)); _ = h.frame(size: size, at: 0.2)
        // An animated scroll: mid-way the frame lies between the start and the end.
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(200, anchor: .top) }
        _ = h.frame(size: size, at: 0.3)
        let midway = h.frame(size: size, at: 0.8)
        #expect(midway.isAnimating)
        #expect(midway.displayList == fresh(h), "the scroll moves the offset; every frame shows its layout")
        _ = h.frame(size: size, at: 2)
        #expect(h.frame("t200").minY == 0)
    }
}
