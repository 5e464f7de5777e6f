/// A reusable bundle of modifiers, like SwiftUI's `ViewModifier`: `body(content:)` builds a
/// view around `content` (the modified view). Applied with `view.modifier(M())`; it may hold
/// `@State`, kept by identity like a view's.
public protocol ViewModifier {
    associatedtype Body: View
    /// The modified view, as a placeholder inside `body(content:)`.
    typealias Content = ViewModifierContent
    /// The view made from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, standing in for it inside `body(content:)`.
public struct ViewModifierContent: View, PrimitiveView, KeyedChildren {
    let view: any View
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
    var keyedChildren: [(key: AnyHashable, view: any View)] { [(AnyHashable(0), view)] }
}

extension View {
    /// Applies a custom modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A `ModifiedContent` whose modifier is a user `ViewModifier`: evaluated like a composite view.
protocol CustomModifiedContent {
    var customBody: any View { get }
    var stateHolder: Any { get }
}

extension ModifiedContent: CustomModifiedContent where Modifier: ViewModifier {
    var customBody: any View { modifier.body(content: ViewModifierContent(view: content)) }
    var stateHolder: Any { modifier }
}
