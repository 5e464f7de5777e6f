import Observation
import Testing
@testable import Tessera

@Observable
private final class Model {
    var a = 0
    var b = 0
    var title = "T"
}

private struct ShowA: View {
    let model: Model
    let log: Log
    var body: some View {
        let _ = log.hit("A")
        Text("a=\(model.a)").id("a")
    }
}

private struct ShowB: View {
    let model: Model
    let log: Log
    var body: some View {
        let _ = log.hit("B")
        Text("b=\(model.b)").id("b")
    }
}

private struct Screen: View {
    let model: Model
    let log: Log
    var body: some View {
        let _ = log.hit("Screen")
        VStack {
            Text(model.title).id("title")
            ShowA(model: model, log: log)
            ShowB(model: model, log: log)
        }
    }
}

@Suite struct ObservationTests {
    @Test func onlyViewsThatReadAChangedPropertyReRender() {
        let model = Model(), log = Log()
        let host = makeHost(Screen(model: model, log: log))
        #expect(log.counts == ["Screen": 1, "A": 1, "B": 1])
        #expect(!host.needsUpdate)

        model.b = 5
        #expect(host.needsUpdate)
        host.update()
        #expect(log.counts == ["Screen": 1, "A": 1, "B": 2])
        #expect(host.text("b") == "b=5")

        model.a = 7
        model.a = 8
        host.update()
        #expect(log.counts == ["Screen": 1, "A": 2, "B": 2])
        #expect(host.text("a") == "a=8")

        // The screen reads only the title; its children are equal values and are skipped.
        model.title = "New"
        host.update()
        #expect(log.counts == ["Screen": 2, "A": 2, "B": 2])
        #expect(host.text("title") == "New")

        // Tracking is re-armed after every evaluation.
        model.b = 6
        host.update()
        #expect(log["B"] == 3)
        #expect(host.text("b") == "b=6")
    }

    @Test func changesFromAnotherThreadAreQueued() async {
        let model = Model(), log = Log()
        let host = makeHost(Screen(model: model, log: log))
        nonisolated(unsafe) let m = model
        await Task.detached { m.a = 42 }.value
        #expect(host.needsUpdate)
        host.update()
        #expect(host.text("a") == "a=42")
    }
}
