import Testing
import TesseraApp

/// Records the namespace ids a view reads.
private final class IDLog {
    var ids: [String: [Namespace.ID]] = [:]
}

/// A hero-style toggle between a small and a large card sharing a geometry id.
private struct Hero: View {
    let name: String
    let log: IDLog
    @Namespace private var space
    @State private var expanded = false
    var body: some View {
        let _ = log.ids[name, default: []].append(space)
        VStack {
            if expanded {
                Text("large").font(.largeTitle).matchedGeometryEffect(id: "card", in: space).id("large")
            } else {
                Text("small").matchedGeometryEffect(id: "card", in: space, properties: .position, anchor: .top).id("small")
            }
            Button("Toggle") { expanded.toggle() }.id("toggle")
        }
    }
}

@MainActor
@Suite struct MatchedGeometryTests {
    @Test func namespaceIsStablePerViewAndDistinctBetweenViews() {
        let log = IDLog()
        let host = makeHost(HStack { Hero(name: "a", log: log); Hero(name: "b", log: log) })
        host.click("toggle")
        let a = log.ids["a"] ?? [], b = log.ids["b"] ?? []
        #expect(a.count >= 2, "the first view was evaluated again after the toggle")
        #expect(Set(a).count == 1, "one view keeps its namespace across evaluations")
        #expect(Set(b).count == 1)
        #expect(a.first != b.first, "two views have two namespaces")
    }

    @Test func matchedViewsAreLaidOutWhereTheirLayoutPutsThem() {
        let log = IDLog()
        let plain = makeHost(VStack { Text("small").id("small"); Button("Toggle") {}.id("toggle") })
        let host = makeHost(Hero(name: "a", log: log))
        #expect(host.node(withID: "small")?.frame == plain.node(withID: "small")?.frame)
        host.click("toggle")
        #expect(host.texts("large") == ["large"])
        #expect(host.node(withID: "small") == nil)
    }
}
