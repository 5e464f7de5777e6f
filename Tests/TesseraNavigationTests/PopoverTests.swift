import Foundation
import Testing
@_spi(Presentation) @testable import Tessera
@testable import TesseraNavigation

/// A button with a popover, placed where the test wants it in an 800×600 window.
private struct PopoverHost: View {
    let at: Point
    var anchor: PopoverAttachmentAnchor = .rect(.bounds)
    var arrowEdge: Edge?
    @State var shown = false
    @State var log = ""
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            Text("log \(log)").id("log").padding(.leading, 600).padding(.top, 60)
            Button("Info") { shown = true }
                .frame(width: 80, height: 30)
                .id("info")
                .popover(isPresented: $shown, attachmentAnchor: anchor, arrowEdge: arrowEdge) {
                    Text("Details").frame(width: 160, height: 60).id("details")
                }
                .padding(.leading, at.x).padding(.top, at.y)
            Button("Behind") { log += "b" }.id("behind").padding(.leading, 600).padding(.top, 20)
        }
        .frame(width: 800, height: 600)
    }
}

/// The bubble shape nodes of the open popovers (their fill), with the arrow they point.
private func bubbles(_ s: Stage) -> [(frame: Rect, arrow: PopupArrow)] {
    var out: [(Rect, PopupArrow)] = []
    s.host.renderRoot.forEachNode { n in
        if case .shape(let shape, .fill(_)) = n.content, let bubble = shape.base as? PopoverBubble { out.append((n.frame, bubble.arrow)) }
    }
    return out
}

/// The product of the transition opacities from the root down to the view with `id`.
private func shownOpacity(_ s: Stage, _ id: String) -> Double? {
    guard let target = s.host.node(withID: id) else { return nil }
    var result: Double?
    func visit(_ n: RenderNode, _ o: Double) -> Bool {
        let o = o * s.host.animator.attributes(of: n).transitionOpacity
        if n === target { result = o; return true }
        return n.children.contains { visit($0, o) }
    }
    _ = visit(s.host.renderRoot, 1)
    return result
}

@Suite struct PopoverTests {
    @Test func aPopoverHangsBelowItsViewWithAnArrowPointingAtIt() throws {
        let s = Stage(PopoverHost(at: Point(x: 300, y: 100)))
        s.click("info")
        let info = try #require(s.frame("info")), details = try #require(s.frame("details"))
        let bubble = try #require(bubbles(s).first)
        #expect(abs(bubble.frame.minY - (info.maxY + PopoverPresenter<EmptyView, EmptyView>.arrowLength)) < 0.5)
        #expect(abs(bubble.frame.midX - info.midX) < 0.5, "centred on its view")
        #expect(bubble.frame.contains(Point(x: details.midX, y: details.midY)))
        #expect(bubble.arrow.edge == .top && abs(bubble.arrow.along - info.midX) < 0.5)
    }

    @Test func arrowEdgeChoosesTheSideAndTheWindowEdgeFlipsIt() throws {
        let above = Stage(PopoverHost(at: Point(x: 300, y: 300), arrowEdge: .top))
        above.click("info")
        let info = try #require(above.frame("info")), bubble = try #require(bubbles(above).first)
        #expect(bubble.frame.maxY <= info.minY - 7.5 && bubble.arrow.edge == .bottom)

        let trailing = Stage(PopoverHost(at: Point(x: 300, y: 300), arrowEdge: .trailing))
        trailing.click("info")
        let t = try #require(bubbles(trailing).first)
        #expect(t.frame.minX >= 380 + 7.5 && t.arrow.edge == .leading)
        #expect(abs(t.arrow.along - (try #require(trailing.frame("info"))).midY) < 0.5)

        // No room below a view at the bottom of the window: the popover opens above it.
        let low = Stage(PopoverHost(at: Point(x: 300, y: 540), arrowEdge: .bottom))
        low.click("info")
        let flipped = try #require(bubbles(low).first), lowInfo = try #require(low.frame("info"))
        #expect(flipped.frame.maxY <= lowInfo.minY && flipped.arrow.edge == .bottom)
    }

    @Test func nearTheWindowsEdgeTheBubbleMovesInAndTheArrowStillPoints() throws {
        let s = Stage(PopoverHost(at: Point(x: 0, y: 100)))
        s.click("info")
        let info = try #require(s.frame("info")), bubble = try #require(bubbles(s).first)
        #expect(bubble.frame.minX >= 4, "kept 4 points inside the window")
        #expect(abs(bubble.arrow.along - info.midX) < 0.5)
    }

    @Test func aPointAnchorAttachesToThatPoint() throws {
        let s = Stage(PopoverHost(at: Point(x: 300, y: 100), anchor: .point(.trailing), arrowEdge: .trailing))
        s.click("info")
        let info = try #require(s.frame("info")), bubble = try #require(bubbles(s).first)
        #expect(abs(bubble.frame.minX - (info.maxX + 8)) < 0.5 && abs(bubble.frame.midY - info.midY) < 0.5)
    }

    @Test func itFadesInAndOutAndAClickOutsideDismissesIt() throws {
        let s = Stage(PopoverHost(at: Point(x: 300, y: 100)))
        s.click("info", settle: false)
        s.advance(0.07)
        let midway = try #require(shownOpacity(s, "details"))
        #expect(midway > 0.05 && midway < 0.95, "half-way through the fade: \(midway)")
        s.settle()
        #expect(shownOpacity(s, "details") == 1)
        s.send(.click(Point(x: 700, y: 400)))
        #expect(!s.isVisible("details") || (shownOpacity(s, "details") ?? 0) == 0)
        s.click("behind")
        #expect(s.text("log") == "log b", "once closed, the views behind take clicks again")
    }

    @Test func escapeClosesIt() {
        let s = Stage(PopoverHost(at: Point(x: 300, y: 100)))
        s.click("info")
        #expect(s.isVisible("details"))
        s.key("Escape")
        #expect(!s.isVisible("details"))
    }

    @Test func anItemPopoverShowsItsItemAndClearsItOnClose() {
        struct Item: Identifiable { let id: Int }
        struct Host: View {
            @State var item: Item?
            var body: some View {
                VStack {
                    Button("One") { item = Item(id: 1) }.id("one")
                        .popover(item: $item) { Text("item \($0.id)").id("shown") }
                    Text(item == nil ? "none" : "set").id("state")
                }
            }
        }
        let s = Stage(Host())
        s.click("one")
        #expect(s.text("shown") == "item 1")
        s.key("Escape")
        #expect(s.text("state") == "none")
        #expect(!s.isVisible("shown"))
    }
}
