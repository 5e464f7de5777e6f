import Testing
@testable import Tessera

private struct Counter: View {
    let name: String
    let log: Log
    @State private var count = 0
    var body: some View {
        let _ = log.hit(name)
        Text("\(name) \(count)")
            .id(name)
            .onTapGesture { count += 1 }
    }
}

private struct Parent: View {
    let log: Log
    @State private var flag = false
    var body: some View {
        let _ = log.hit("Parent")
        VStack(spacing: 0) {
            Counter(name: "A", log: log)
            Counter(name: "B", log: log)
            Text(flag ? "on" : "off").id("flag").onTapGesture { flag.toggle() }
        }
    }
}

private struct Cells: View {
    let order: [Int]
    let log: Log
    var body: some View {
        HStack(spacing: 0) {
            ForEach(order, id: \.self) { i in
                Counter(name: "c\(i)", log: log).frame(width: 60, height: 20)
            }
        }
    }
}

@Suite struct ReconcilerTests {
    @Test func stateSurvivesParentReRenderAndIdentityIsKept() {
        let log = Log()
        let host = makeHost(Parent(log: log))
        let a = host.node(withID: "A")!
        // Tap A three times.
        for _ in 0..<3 { host.click(host.frame("A").center) }
        #expect(host.text("A") == "A 3")
        #expect(host.text("B") == "B 0")
        #expect(log["Parent"] == 1)
        #expect(log["A"] == 4)
        #expect(log["B"] == 1)
        // Re-render the parent: the counters keep their nodes and state, and are not
        // re-evaluated (their inputs did not change).
        host.click(host.frame("flag").center)
        #expect(host.text("flag") == "on")
        #expect(log["Parent"] == 2)
        #expect(log["A"] == 4)
        #expect(host.node(withID: "A") === a)
        #expect(host.text("A") == "A 3")
    }

    @Test func settingTheRootKeepsStateByIdentity() {
        let log = Log()
        let host = makeHost(Parent(log: log))
        host.click(host.frame("B").center)
        host.setRoot(Parent(log: log))
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.text("B") == "B 1")
    }

    @Test func reorderedForEachMovesNodesAndState() {
        let log = Log()
        let host = makeHost(Cells(order: [0, 1, 2], log: log))
        host.click(host.frame("c2").center)
        host.click(host.frame("c2").center)
        let nodes = (0..<3).map { host.node(withID: "c\($0)")! }
        let x = (0..<3).map { host.frame("c\($0)").minX }
        let created = host.stats.nodesCreated

        host.setRoot(Cells(order: [2, 0, 1], log: log))
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.stats.nodesCreated == created)
        for i in 0..<3 { #expect(host.node(withID: "c\(i)") === nodes[i]) }
        #expect(host.frame("c2").minX == x[0])
        #expect(host.frame("c0").minX == x[1])
        #expect(host.text("c2") == "c2 2")

        // Removing and re-adding an element recreates it with fresh state.
        host.setRoot(Cells(order: [0, 1], log: log))
        host.setRoot(Cells(order: [0, 1, 2], log: log))
        host.layout(size: Size(width: 800, height: 600))
        #expect(host.node(withID: "c2") !== nodes[2])
        #expect(host.text("c2") == "c2 0")
    }

    @Test func explicitIDChangeResetsState() {
        struct Keyed: View {
            let key: Int
            let log: Log
            var body: some View { Counter(name: "k", log: log).id(key) }
        }
        let log = Log()
        let host = makeHost(Keyed(key: 1, log: log))
        host.click(host.frame("k").center)
        #expect(host.text("k") == "k 1")
        host.setRoot(Keyed(key: 1, log: log))
        #expect(host.text("k") == "k 1")
        host.setRoot(Keyed(key: 2, log: log))
        #expect(host.text("k") == "k 0")
    }

    @Test func onlyTheChangedSubtreeIsMeasuredAndPlacedAgain() {
        let log = Log()
        let host = makeHost(Parent(log: log))
        let b = host.node(withID: "B")!
        host.resetCounters()
        host.click(host.frame("A").center)
        // The text of A changed (same size): A's leaf and its ancestors were measured again...
        let a = host.node(withID: "A")!
        #expect(a.layout.measureCount > 0)
        // ...but nothing in B's subtree was measured or placed.
        var bMeasures = 0, bPlaces = 0
        b.forEachNode { bMeasures += $0.layout.measureCount; bPlaces += $0.layout.placeCount }
        #expect(bMeasures == 0)
        #expect(bPlaces == 0)
        #expect(host.stats.bodyEvaluations == 1)
        #expect(host.stats.nodesCreated == 0)

        // An update with nothing changed measures and places nothing at all.
        host.resetCounters()
        host.update()
        host.layout(size: Size(width: 800, height: 600))
        var total = 0
        host.renderRoot.forEachNode { total += $0.layout.measureCount + $0.layout.placeCount }
        #expect(total == 0)
    }

    @Test func repaintOnlyChangesKeepLayoutCaches() {
        struct Tinted: View {
            let color: Color
            var body: some View { Rectangle().fill(color).frame(width: 30, height: 30).id("r") }
        }
        let host = makeHost(Tinted(color: .red))
        host.resetCounters()
        host.setRoot(Tinted(color: .blue))
        host.layout(size: Size(width: 800, height: 600))
        var total = 0
        host.renderRoot.forEachNode { total += $0.layout.measureCount }
        #expect(total == 0)
        var fill: AnyShapeStyle?
        host.node(withID: "r")?.forEachNode { if case .shape(_, .fill(let s)) = $0.content { fill = s } }
        #expect(fill == .color(.blue))
    }
}
