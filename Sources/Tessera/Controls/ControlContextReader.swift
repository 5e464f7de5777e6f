import Observation
import TesseraAnimation
/// What a control's body may read beyond its own state: the environment it sits in and the
/// host's text measurer (to place a text field's caret and map clicks to characters).
struct ControlContext {
    var env: EnvironmentValues
    var measurer: any TextMeasuring
    /// The host's controls state, read at the time of use (the clipboard may be replaced).
    let ui: HostUIState
    /// The host's clipboard now.
    var clipboard: any Clipboard { ui.clipboard }
}

/// A primitive view that builds its content from the `ControlContext` where it sits, like a
/// `GeometryReader` for the environment and the text measurer. The closure runs each time the
/// enclosing view is evaluated (or the environment above it changes).
struct ControlContextReader<Content: View>: View, PrimitiveView {
    let content: (ControlContext) -> Content
    init(@ViewBuilder content: @escaping (ControlContext) -> Content) { self.content = content }
    var body: Never { neverBody() }
    func makeNode() -> ViewNode { ControlContextNode() }
}

protocol ControlContextBuilding {
    func build(_ context: ControlContext) -> any View
}

extension ControlContextReader: ControlContextBuilding {
    func build(_ context: ControlContext) -> any View { content(context) }
}

final class ControlContextNode: ViewNode {
    private var child: ViewNode?
    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let reader = view as! any ControlContextBuilding
        let ctx = ControlContext(env: env, measurer: context.textMeasurer, ui: context.ui)
        let built = tracked { reader.build(ctx) }
        child = reconcile(child, with: built, env: env)
        collect()
    }
    override func collect() { entries = child?.entries ?? [] }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let child { body(nil, child) } }

    /// Runs `build` tracking the `@Observable` reads it makes (a control reading its binding,
    /// say) for the enclosing composite view: a change re-evaluates that view, as a read in
    /// its `body` would.
    private func tracked(_ build: () -> any View) -> any View {
        var owner: ViewNode? = parent
        while let n = owner, !(n is CompositeNode) { owner = n.parent }
        guard let composite = owner as? CompositeNode else { return build() }
        let inbox = context.inbox, serial = composite.serial, generation = composite.generation
        let host = UnsafeTransfer(context!)
        return withObservationTracking(build) {
            host.value.noteChange(in: Transaction.current)
            inbox.post(serial: serial, generation: generation)
        }
    }
}
