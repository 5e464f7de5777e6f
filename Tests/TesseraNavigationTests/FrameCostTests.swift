import Testing
@testable import Tessera
@testable import TesseraNavigation

/// Animation frames of a presentation or a push only interpolate (ARCHITECTURE: nothing is
/// re-evaluated between changes), which is what keeps `push-frame` and `sheet-frame` cheap.
@Suite struct FrameCostTests {
    private struct Inbox: View {
        @State var composing = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Compose") { composing = true }.id("compose")
                    NavigationLink("open", value: 1).id("open")
                }
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem { Button("Edit") {} } }
                .navigationDestination(for: Int.self) { Text("message \($0)").navigationTitle("Message") }
            }
            .sheet(isPresented: $composing) { Text("New").navigationTitle("New") }
        }
    }

    @Test(arguments: ["compose", "open"])
    func framesBetweenChangesEvaluateNothing(start: String) {
        let s = Stage(Inbox())
        s.click(start, settle: false)
        s.host.resetCounters()
        for _ in 0..<8 { s.advance(1.0 / 60) }
        #expect(s.host.stats.bodyEvaluations == 0, "\(start): \(s.host.stats.bodyEvaluations) evaluations in 8 frames")
        #expect(!s.host.needsUpdate)
    }
}
