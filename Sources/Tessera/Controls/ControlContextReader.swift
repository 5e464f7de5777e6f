/// What a control's body may read beyond its own state: the environment it sits in and the
/// host's text measurer (to place a text field's caret and map clicks to characters).
struct ControlContext {
    var env: EnvironmentValues
    var measurer: any TextMeasuring
    var clipboard: any Clipboard
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
        let built = (view as! any ControlContextBuilding).build(ControlContext(env: env, measurer: context.textMeasurer, clipboard: context.ui.clipboard))
        child = reconcile(child, with: built, env: env)
        collect()
    }
    override func collect() { entries = child?.entries ?? [] }
}
