import TesseraAnimation

/// `.animation(_:value:)`: when `value` differs from the one of the previous update, the
/// changes of that update animate with `animation`, like SwiftUI's implicit animation. Tessera
/// applies it to the whole update the value changed in (the change's transaction), not only to
/// the modified subtree (ARCHITECTURE.md), but never in place of an explicit `withAnimation`
/// of the same update. A change made by an `onAppear` action animates from the state the view
/// appeared with (``ViewHost/frame(size:at:scale:)`` shows that state to the animator first).
public struct ImplicitAnimationView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let animation: Animation?
    let value: Value
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ImplicitAnimationNode() }
}

/// Passes its content through; notes the animation when the watched value changed.
final class ImplicitAnimationNode: ViewNode {
    private var content: ViewNode?
    private var lastValue: Any?

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let parts = (view as! any ImplicitAnimationParts).parts(previous: lastValue)
        if parts.changed, let animation = parts.animation {
            context.noteChange(in: Transaction(animation: animation), implicit: true)
        }
        lastValue = parts.value
        content = reconcile(content, with: parts.content, env: env)
        collect()
    }

    override func collect() { entries = content?.entries ?? [] }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }

    override func detach() {
        super.detach()
        content?.detach()
    }
}

protocol ImplicitAnimationParts {
    func parts(previous: Any?) -> (content: any View, animation: Animation?, value: Any, changed: Bool)
}

extension ImplicitAnimationView: ImplicitAnimationParts {
    func parts(previous: Any?) -> (content: any View, animation: Animation?, value: Any, changed: Bool) {
        let changed = previous.map { ($0 as? Value) != value } ?? false
        return (content, animation, value, changed)
    }
}

extension View {
    /// Animates the changes made while `value` changes, with `animation`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ImplicitAnimationView<Self, V> {
        ImplicitAnimationView(content: self, animation: animation, value: value)
    }
}
