import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A screen with its own counter and a scroll view, pushing `name + "x"`.
private struct CounterScreen: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack(spacing: 4) {
            Text("\(name) count \(count)").id("\(name)-label")
            Button("inc \(name)") { count += 1 }.id("\(name)-inc")
            NavigationLink("next from \(name)", value: name + "x").id("\(name)-next")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60) { i in Text("\(name) row \(i)").frame(height: 30).id("\(name)-row\(i)") }
                }
            }
            .frame(height: 300)
            .id("\(name)-scroll")
        }
        .navigationTitle("Screen \(name)")
    }
}

private struct StringStack: View {
    var body: some View {
        NavigationStack {
            CounterScreen(name: "A")
                .navigationDestination(for: String.self) { CounterScreen(name: $0) }
        }
    }
}

@Suite struct NavigationStackTests {
    @Test func pushPushBackBackKeepsEachScreensStateAndScrollPosition() {
        let s = Stage(StringStack())
        s.click("A-inc"); s.click("A-inc")
        #expect(s.text("A-label") == "A count 2")
        // Scroll the root's list down.
        let rowBefore = s.frame("A-row0")!.minY
        s.host.handle(.pointer(PointerEvent(.moved, at: Point(x: 400, y: s.frame("A-scroll")!.midY))))
        s.send(.scroll(dx: 0, dy: -5))
        let scrolled = s.frame("A-row0")!.minY
        #expect(scrolled < rowBefore)

        s.click("A-next")
        #expect(s.isVisible("Ax-label") && !s.isVisible("A-label"))
        s.click("Ax-inc")
        s.click("Ax-next")
        #expect(s.isVisible("Axx-label"))
        #expect(s.visibleTexts.contains("Screen Axx"))
        #expect(s.visibleTexts.contains("Screen Ax"), "the back button shows the previous title")

        s.key("Left", alt: true)
        #expect(s.host.node(withID: "Axx-label") == nil, "a popped screen is gone")
        #expect(s.text("Ax-label") == "Ax count 1")
        s.key("Left", alt: true)
        #expect(s.isVisible("A-label"))
        #expect(s.text("A-label") == "A count 2")
        #expect(s.frame("A-row0")!.minY == scrolled, "the root keeps its scroll position")
    }

    @Test(arguments: [KeyPress("Left", alt: true), KeyPress("[", control: true), KeyPress("[", command: true), KeyPress("Escape")])
    func everyBackKeyPopsOneScreen(press: KeyPress) {
        let s = Stage(StringStack())
        s.click("A-next"); s.click("Ax-next")
        s.send(.key(press))
        #expect(s.isVisible("Ax-label") && s.host.node(withID: "Axx-label") == nil)
        s.send(.key(press))
        #expect(s.isVisible("A-label") && s.host.node(withID: "Ax-label") == nil)
        s.send(.key(press))
        #expect(s.isVisible("A-label"), "going back on the root does nothing")
    }

    @Test func backButtonPopsAndShowsThePreviousTitle() {
        let s = Stage(StringStack())
        s.click("A-next")
        // The back button is the first button of the top bar: find its text.
        var backFrame: Rect?
        s.host.renderRoot.forEachNode { n in
            if case .text(let t) = n.content, t.string == "Screen A" {
                let f = s.host.animator.attributes(of: n).frame
                if f.minX >= 0, f.maxY < 44 { backFrame = f }
            }
        }
        #expect(backFrame != nil)
        if let backFrame { s.send(.click(Point(x: backFrame.midX, y: backFrame.midY))) }
        #expect(s.isVisible("A-label") && s.host.node(withID: "Ax-label") == nil)
    }

    @Test func pushSlidesInFromTheTrailingEdge() {
        let s = Stage(StringStack())
        s.click("A-next", settle: false)
        s.advance(0.17)
        let mid = s.frame("Ax-label")!.minX
        let old = s.frame("A-label")!.minX
        s.settle()
        let end = s.frame("Ax-label")!.minX
        #expect(mid > end + 100 && mid < end + 700, "mid-push the new screen is on its way in (\(mid) vs \(end))")
        #expect(old < end && old > end - 700, "and the old one on its way out (\(old))")
    }
}
