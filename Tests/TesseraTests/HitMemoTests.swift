import Testing
@testable import Tessera

// `ViewHost.handle` remembers one hit test while an event is handled (a press asks for the
// same point three times); what it remembers must never outlive a change of the tree.

/// Two rows that swap places on every tap; each records its taps and hovers.
private struct Swapper: View {
    let log: Log
    @State private var swapped = false
    var body: some View {
        VStack(spacing: 0) {
            if swapped { row("b"); row("a") } else { row("a"); row("b") }
        }
    }
    private func row(_ name: String) -> some View {
        Color.blue.frame(width: 100, height: 40).id(name)
            .onTapGesture { log.hit("tap \(name)"); swapped.toggle() }
            .onHover { if $0 { log.hit("hover \(name)") } }
    }
}

@Suite struct HitMemoTests {
    @Test func eachPressHitsTheTreeAsItIsThen() {
        let log = Log()
        let host = makeHost(Swapper(log: log))
        let p = host.frame("a").center
        host.click(p)                       // taps "a", which moves "b" under the point
        #expect(log["tap a"] == 1)
        #expect(host.frame("b").center == p)
        host.click(p)
        #expect(log["tap b"] == 1)
        #expect(log["hover b"] == 1)        // the second press hovers the row now there
        #expect(host.hitTest(p).contains { $0.id == "a" })
    }

    @Test func theHitPathRunsFromTheRootToTheFrontMostLeaf() {
        let host = makeHost(Swapper(log: Log()))
        let path = host.hitTest(host.frame("b").center)
        #expect(path.first === host.renderRoot)
        #expect(path.contains { $0.id == "b" })
        #expect(path.last.map { if case .shape = $0.content { true } else { false } } == true)
        // Each node is the parent of the next.
        #expect(zip(path, path.dropFirst()).allSatisfy { parent, child in parent.children.contains { $0 === child } })
    }
}
