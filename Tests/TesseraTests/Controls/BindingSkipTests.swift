import Testing
@testable import Tessera

/// A view handed a binding to `@State` holding an unchanged value is not re-evaluated when its
/// parent is (a form with many controls re-evaluates only the control whose value changed).
@Suite struct BindingSkipTests {
    struct Child: View {
        @Binding var value: Int
        let log: Log
        var body: some View {
            let _ = log.hit("child")
            Text("\(value)")
        }
    }
    struct Parent: View {
        let log: Log
        @State private var a = 0
        @State private var b = 0
        var body: some View {
            VStack {
                Child(value: $a, log: log)
                Text("\(b)")
                Button("b") { b += 1 }.id("b")
                Button("a") { a += 1 }.id("a")
            }
        }
    }

    @Test func unchangedStateBindingSkipsTheBody() {
        let log = Log()
        let h = ControlHarness(Parent(log: log))
        let first = log["child"]
        h.click("b")
        #expect(log["child"] == first)
        h.click("a")
        #expect(log["child"] == first + 1)
    }

    @Test func closureBindingsAlwaysCountAsChanged() {
        var x = 1
        let a = Binding(get: { x }, set: { x = $0 }), b = Binding(get: { x }, set: { x = $0 })
        #expect(!a.hasSameOrigin(as: b))
    }
}
