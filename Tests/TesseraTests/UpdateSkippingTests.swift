import Observation
import Testing
@testable import Tessera

// The cases where skipping a view's `body` (CompositeNode, ViewComparison, BindingOrigin)
// could show or run something stale: each test changes exactly one input the skipping rule
// treats specially and checks that the change still arrives.

/// A row whose only inputs are its title and an action (a closure).
private struct ActionRow: View {
    let title: String
    let log: Log
    let action: () -> Void
    var body: some View {
        let _ = log.hit(title)
        Text(title).id(title).onTapGesture { action() }
    }
}

/// Shows a binding's value (reads it in `body`).
private struct ValueLabel: View {
    let id: String
    let log: Log
    @Binding var value: Int
    var body: some View {
        let _ = log.hit(id)
        Text("\(id) \(value)").id(id)
    }
}

private struct Pair: Equatable { var a = 0, b = 0 }

@Observable private final class Model {
    var count = 0
    var other = 0
}

/// Reads `model.count` in its own body; its parent never reads it.
private struct ModelLabel: View {
    let model: Model
    let log: Log
    var body: some View {
        let _ = log.hit("modelLabel")
        Text("count \(model.count)").id("modelLabel")
    }
}

private struct FlagKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    fileprivate var skipFlag: String {
        get { self[FlagKey.self] }
        set { self[FlagKey.self] = newValue }
    }
}

/// Reads an environment value; its own stored inputs never change.
private struct FlagLabel: View {
    @Environment(\.skipFlag) private var flag
    let action: () -> Void
    var body: some View { Text("flag \(flag)").id("flagLabel") }
}

private struct Screen: View {
    let log: Log
    let model: Model
    let recorded: Log
    @State private var n = 0
    @State private var pair = Pair()
    @State private var flag = "a"
    var body: some View {
        @Bindable var model = model
        VStack(spacing: 0) {
            Text("bump").id("bump").onTapGesture { n += 1; pair.a += 1; flag = "b" }
            // A closure capturing the current value of `n` (not its storage).
            ActionRow(title: "go", log: log) { [n] in recorded.hit("go \(n)") }
            ValueLabel(id: "state", log: log, value: $n)
            ValueLabel(id: "pairA", log: log, value: $pair.a)
            ValueLabel(id: "pairB", log: log, value: $pair.b)
            ValueLabel(id: "observed", log: log, value: $model.count)
            ModelLabel(model: model, log: log)
            FlagLabel { recorded.hit("flag") }.environment(\.skipFlag, flag)
        }
    }
}

@Suite struct UpdateSkippingTests {
    private func screen() -> (ViewHost, Log, Model, Log) {
        let log = Log(), model = Model(), recorded = Log()
        return (makeHost(Screen(log: log, model: model, recorded: recorded)), log, model, recorded)
    }

    @Test func aViewDifferingOnlyInAnActionKeepsItsBodyButRunsTheNewAction() {
        let (host, log, _, recorded) = screen()
        #expect(log["go"] == 1)
        host.click(host.frame("bump").center)
        // Its title is unchanged: body not evaluated again...
        #expect(log["go"] == 1)
        // ...but a tap runs the closure made with the new value of `n`, not the first one.
        host.click(host.frame("go").center)
        #expect(recorded["go 1"] == 1)
        #expect(recorded["go 0"] == 0)
        host.click(host.frame("bump").center)
        host.click(host.frame("go").center)
        #expect(recorded["go 2"] == 1)
    }

    @Test func aChildShowsTheNewValueOfItsStateBinding() {
        let (host, log, _, _) = screen()
        #expect(host.text("state") == "state 0")
        host.click(host.frame("bump").center)
        #expect(host.text("state") == "state 1")
        // A binding to a property of a state value: the changed property updates, the
        // unchanged one is skipped.
        #expect(host.text("pairA") == "pairA 1")
        #expect(host.text("pairB") == "pairB 0")
        #expect(log["pairB"] == 1)
        #expect(log["pairA"] == 2)
    }

    @Test func aChildShowsTheNewValueOfAnObservableBindingItsParentNeverReads() {
        let (host, log, model, _) = screen()
        host.click(host.frame("bump").center)   // parent re-evaluates; the binding is the same
        #expect(log["observed"] == 1)
        model.count = 5
        host.update(); host.layout(size: Size(width: 800, height: 600))
        #expect(host.text("observed") == "observed 5")
        #expect(host.text("modelLabel") == "count 5")
        // A property nobody reads changes nothing.
        model.other = 9
        host.update()
        #expect(log["observed"] == 2)
        #expect(log["modelLabel"] == 2)
    }

    @Test func aChildWithUnchangedInputsSeesAnEnvironmentChange() {
        let (host, _, _, _) = screen()
        #expect(host.text("flagLabel") == "flag a")
        host.click(host.frame("bump").center)
        #expect(host.text("flagLabel") == "flag b")
    }

    @Test func closuresReturningValuesAndArraysCompareAsTheRuleSays() {
        let f: () -> Void = {}, g: () -> Void = {}
        #expect(compareViews(ActionRow(title: "x", log: Log(), action: f), ActionRow(title: "x", log: Log(), action: g)) == .different)
        let log = Log()
        #expect(compareViews(ActionRow(title: "x", log: log, action: f), ActionRow(title: "x", log: log, action: g)) == .sameExceptClosures)
        #expect(compareViews(ActionRow(title: "x", log: log, action: f), ActionRow(title: "y", log: log, action: f)) == .different)
        // A view builder (a closure returning a view) may decide what body shows: different.
        struct Built: View {
            let content: () -> Text
            var body: some View { content() }
        }
        #expect(compareViews(Built { Text("a") }, Built { Text("a") }) == .different)
        // Arrays of views compare element by element.
        struct Many: View {
            let items: [AnyView]
            var body: some View { EmptyView() }
        }
        #expect(compareViews(Many(items: [AnyView(Text("a"))]), Many(items: [AnyView(Text("a"))])) == .same)
        #expect(compareViews(Many(items: [AnyView(Text("a"))]), Many(items: [AnyView(Text("b"))])) == .different)
    }
}
