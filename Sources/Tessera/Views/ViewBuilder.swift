/// Builds view content from closures, like SwiftUI's `@ViewBuilder`: several statements become a
/// `TupleView`, `if`/`else` and `switch` become `ConditionalContent`, an `if` without `else`
/// becomes an `Optional`, `if #available` becomes an `AnyView`, an empty block an `EmptyView`.
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(children: children)
    }
    /// A single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// `if` without `else` (newer spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent> { ConditionalContent(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent> { ConditionalContent(storage: .falseContent(second)) }
    /// `if #available`: the branch is type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in sequence, made by `ViewBuilder` from a block. Layout-less: its children are
/// spliced into the enclosing container's children, each keeping its position as identity.
public struct TupleView<T>: View, PrimitiveView {
    let children: [any View]
    init(children: [any View]) { self.children = children }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

/// One of two views, chosen by an `if`/`else` or a `switch`. Switching branches replaces the
/// subtree (the branches are different views), keeping a branch keeps its state.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

/// An optional view: nothing when nil (no cell in a grid, no child in a stack).
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}
extension Optional: PrimitiveView where Wrapped: View {
    func makeNode() -> ViewNode { ListNode() }
}

/// No view at all: produces no child and no grid cell.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

/// A type-erased view. Its content keeps its identity while its dynamic type is unchanged.
public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// Erases an existential view.
    public init(erasing view: any View) { self.view = (view as? AnyView)?.view ?? view }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

/// A layout-less container: its children are spliced into the enclosing container, and a
/// modifier on a `Group` applies to each child separately (SwiftUI's container semantics).
/// Outside any container several children stack in the implicit `VStack` of the root.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Groups `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}
