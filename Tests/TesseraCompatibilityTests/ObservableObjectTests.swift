import Testing
import TesseraApp

/// A Combine-era model, as tutorial code writes it.
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Counter"
}

/// Reads `count` through `@ObservedObject`.
private struct CountLabel: View {
    @ObservedObject var model: CounterModel
    let log: EvaluationLog
    var body: some View {
        let _ = log.hit("label")
        Text("count \(model.count)").id("label")
    }
}

/// Holds the model but never reads it in `body`: never re-evaluated by its changes.
private struct Bystander: View {
    let log: EvaluationLog
    var body: some View {
        let _ = log.hit("bystander")
        Text("static").id("bystander")
    }
}

/// Owns the model with `@StateObject`, shows it through a child and edits it with a button.
private struct CounterScreen: View {
    @StateObject private var model = CounterModel()
    let log: EvaluationLog
    let made: (CounterModel) -> Void
    var body: some View {
        let _ = log.hit("screen")
        let _ = made(model)
        VStack {
            CountLabel(model: model, log: log)
            Bystander(log: log)
            Text("add").id("add").onTapGesture { model.count += 1 }
        }
    }
}

/// Reads the model from the environment.
private struct EnvironmentReaderView: View {
    @EnvironmentObject var model: CounterModel
    var body: some View { Text("env \(model.count) \(model.title)").id("env") }
}

/// Edits the title through a binding from `$model`.
private struct TitleEditor: View {
    @ObservedObject var model: CounterModel
    var body: some View {
        let title = $model.title
        Text("edit").id("edit").onTapGesture { title.wrappedValue = "Renamed" }
    }
}

@MainActor
@Suite struct ObservableObjectTests {
    @Test func aPublishedChangeReEvaluatesExactlyTheViewsThatReadTheObject() {
        let log = EvaluationLog()
        let host = makeHost(CounterScreen(log: log, made: { _ in }))
        #expect(host.text("label") == "count 0")
        let before = (screen: log["screen"], label: log["label"], bystander: log["bystander"])
        host.click("add")
        #expect(host.text("label") == "count 1")
        #expect(log["label"] == before.label + 1)
        // The screen read the object too (it hands it down), the bystander did not.
        #expect(log["screen"] == before.screen + 1)
        #expect(log["bystander"] == before.bystander)
    }

    @Test func aChangeFromOutsideAnEventRedrawsOnTheNextUpdate() {
        let log = EvaluationLog()
        var model: CounterModel?
        let host = makeHost(CounterScreen(log: log, made: { model = $0 }))
        let labelBefore = log["label"]
        model?.count = 41
        model?.count += 1
        host.refresh()
        #expect(host.text("label") == "count 42")
        #expect(log["label"] == labelBefore + 1)
        host.refresh()
        #expect(log["label"] == labelBefore + 1)   // nothing changed since: no evaluation
    }

    @Test func aStateObjectIsMadeOnceAndKeptAcrossReEvaluations() {
        var made: [ObjectIdentifier] = []
        let host = makeHost(CounterScreen(log: EvaluationLog(), made: { made.append(ObjectIdentifier($0)) }))
        host.click("add")
        host.click("add")
        #expect(made.count >= 3)
        #expect(Set(made).count == 1)
        #expect(host.text("label") == "count 2")
    }

    @Test func anEnvironmentObjectIsReadAndFollowed() {
        let model = CounterModel()
        let host = makeHost(EnvironmentReaderView().environmentObject(model))
        #expect(host.text("env") == "env 0 Counter")
        model.count = 5
        host.refresh()
        #expect(host.text("env") == "env 5 Counter")
    }

    @Test func aBindingFromTheProjectedValueWritesTheObject() {
        let model = CounterModel()
        let host = makeHost(VStack { TitleEditor(model: model); EnvironmentReaderView() }.environmentObject(model))
        host.click("edit")
        #expect(model.title == "Renamed")
        #expect(host.text("env") == "env 0 Renamed")
    }

    @Test func aReleasedObjectLeavesNoSubscriptionWorking() {
        weak var released: CounterModel?
        do {
            let model = CounterModel()
            released = model
            let host = makeHost(CountLabel(model: model, log: EvaluationLog()))
            #expect(host.text("label") == "count 0")
        }
        #expect(released == nil)
    }
}
