/// A piece of user interface, described as a value, like SwiftUI's `View`.
///
/// A view is either *composite* (its `body` is made of other views; user views are composite)
/// or *primitive* (built into Tessera, `Body == Never`, handled by the reconciler directly).
/// View values are cheap, short-lived descriptions: the persistent state of a view lives in the
/// retained tree (`ViewNode`), found again by identity on every re-render.
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The content of this view, re-evaluated when its inputs change.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no content; it is the body type of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into Tessera: the reconciler makes and updates their nodes directly.
protocol PrimitiveView {
    /// A new, not yet updated node for a view of this type.
    func makeNode() -> ViewNode
}

extension PrimitiveView {
    /// Primitive views have no body; asking for it is a programming error.
    func neverBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
