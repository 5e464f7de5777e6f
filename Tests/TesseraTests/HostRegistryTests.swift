import Testing
import TesseraGeometry
@testable import Tessera

/// Switching scenes grew resident memory without bound: composites below a replaced subtree
/// stayed registered in the host. The registry now holds the live composites only.
@Suite struct HostRegistryTests {
    struct Leaf: View { let n: Int; var body: some View { Color.red.frame(width: Double(n), height: 10) } }
    struct Middle: View { let n: Int; var body: some View { VStack { Leaf(n: n); Leaf(n: n + 1) } } }
    struct SceneA: View { var body: some View { HStack { Middle(n: 1); Middle(n: 3) } } }
    struct SceneB: View { var body: some View { VStack { Middle(n: 5); Text("b") } } }

    @Test func replacedSubtreesLeaveTheRegistry() {
        let host = ViewHost(AnyView(SceneA()), textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Size(width: 200, height: 100))
        var sizes: [Int] = []
        for i in 0..<2000 {
            host.setRoot(i % 2 == 0 ? AnyView(SceneB()) : AnyView(SceneA()))
            host.layout(size: Size(width: 200, height: 100))
            if i % 500 == 499 { sizes.append(host.context.composites.count) }
        }
        #expect(Set(sizes).count == 1, "registry grew: \(sizes)")
        #expect(sizes[0] < 20)
    }
}
