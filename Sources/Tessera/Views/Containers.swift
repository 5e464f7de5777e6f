/// Views with a layout: their content's views become the children of one layout node.
protocol ContainerView: PrimitiveView {
    /// The content views.
    var containerContent: any View { get }
    /// The axis along which `Spacer`s and `Divider`s in the content work (nil: none).
    var stackAxis: Axis? { get }
    /// A label for dumps.
    var label: String { get }
    /// Whether rows stay rows (a grid) rather than being spliced into cells.
    var keepsRows: Bool { get }
    /// The container's parameters: a change re-applies the layout.
    var parameters: AnyHashable { get }
    /// Whether `other` has the same parameters (by default, equal ``parameters``). Stacks and
    /// grids compare their fields instead: an `AnyHashable` of an optional or an array costs a
    /// runtime conformance lookup per update.
    func hasSameParameters(as other: any ContainerView) -> Bool
    /// A layout node for the container with `children` (`rows` describes them for a grid).
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode
    /// Re-applies the layout after the parameters or the rows changed.
    func setLayout(of node: LayoutNode, rows: [RowSpec])
    /// Whether the container mirrors its children right to left (true but for a text
    /// field's inside, whose text, caret and clicks stay left to right).
    var mirrorsRightToLeft: Bool { get }
}

extension ContainerView {
    func hasSameParameters(as other: any ContainerView) -> Bool { parameters == other.parameters }
    var keepsRows: Bool { false }
    var mirrorsRightToLeft: Bool { true }
    func makeNode() -> ViewNode { ContainerNode() }
}

/// The node of a container view: owns the container's render node.
final class ContainerNode: ViewNode {
    private var content: ViewNode?
    private var container: (any ContainerView)?
    private var renderNode: RenderNode?
    private var rows: [RowSpec] = []
    private var parametersChanged = false
    override var isRecyclable: Bool { content?.isRecyclable != false }
    override func prepareForReuse() { content?.prepareForReuse() }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        var c = view as! any ContainerView
        if let directional = c as? any DirectionalContainer { c = directional.laidOut(in: env.layoutDirection) }
        if let old = container, !old.hasSameParameters(as: c) { parametersChanged = true }
        container = c
        var childEnv = env
        childEnv.stackAxis = c.stackAxis
        content = reconcile(content, with: c.containerContent, env: childEnv)
        collect()
    }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }

    override func collect() {
        guard let container, let content else { return }
        var items: [Item] = []
        var newRows: [RowSpec] = []
        for entry in content.entries {
            switch entry {
            case .view(let item):
                items.append(item); newRows.append(RowSpec(cells: nil, alignment: nil))
            case .row(let alignment, let cells):
                items.append(contentsOf: cells); newRows.append(RowSpec(cells: cells.count, alignment: alignment))
            }
        }
        // A track grid (or an `AnyLayout` that is one) tells cell decorations how items align.
        let common = (container as? any TrackGridContainer)?.trackGridItemsAlignment
        for item in items {
            commit(item)
            if let common { alignDecorations(item.node, item.values[GridItemAlignmentKey.self] ?? common) }
        }
        let nodes = items.map(\.node)
        if let renderNode {
            renderNode.setChildren(nodes)
            if parametersChanged || (container.keepsRows && newRows != rows) {
                container.setLayout(of: renderNode.layout, rows: newRows)
            }
        } else {
            let layout = container.layoutNode(children: nodes.map(\.layout), rows: newRows)
            let node = RenderNode(layout: layout, label: container.label)
            node.setChildren(nodes)
            renderNode = node
        }
        // Right to left, stacks mirror their children in their frame; a grid mirrors its
        // columns itself (`DirectionalContainer`).
        renderNode!.layout.mirrorsChildren = env.layoutDirection == .rightToLeft && container.mirrorsRightToLeft
            && !(container is any DirectionalContainer)
        rows = newRows
        parametersChanged = false
        // A track grid nested as a subgrid tells its parent grid so through a layout value.
        var values = LayoutValues()
        if let axes = (container as? any TrackGridContainer)?.trackGridSubgridAxes, !axes.isEmpty { values[GridSubgridKey.self] = axes }
        entries = [.view(Item(node: renderNode!, values: values))]
    }
}

/// One row of a container's children: `cells` views of a `GridRow` or, when nil, one view
/// spanning the whole width of a grid.
struct RowSpec: Hashable {
    var cells: Int?
    var alignment: VerticalAlignment?
}

/// Views side by side, like SwiftUI's `HStack`.
public struct HStack<Content: View>: View, ContainerView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { .horizontal }
    var label: String { "HStack" }
    var parameters: AnyHashable { [AnyHashable(alignment), AnyHashable(spacing)] }
    func hasSameParameters(as other: any ContainerView) -> Bool {
        guard let o = other as? Self else { return parameters == other.parameters }
        return o.alignment == alignment && o.spacing == spacing
    }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        LayoutNode(layout: StackLayout.hStack(alignment: alignment, spacing: spacing), children: children)
    }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(StackLayout.hStack(alignment: alignment, spacing: spacing)) }
}

/// Views one above the other, like SwiftUI's `VStack`.
public struct VStack<Content: View>: View, ContainerView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { .vertical }
    var label: String { "VStack" }
    var parameters: AnyHashable { [AnyHashable(alignment), AnyHashable(spacing)] }
    func hasSameParameters(as other: any ContainerView) -> Bool {
        guard let o = other as? Self else { return parameters == other.parameters }
        return o.alignment == alignment && o.spacing == spacing
    }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        LayoutNode(layout: StackLayout.vStack(alignment: alignment, spacing: spacing), children: children)
    }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(StackLayout.vStack(alignment: alignment, spacing: spacing)) }
}

/// Views on top of each other, aligned on one point, like SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, ContainerView {
    public var alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { nil }
    var label: String { "ZStack" }
    var parameters: AnyHashable { alignment }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        LayoutNode(layout: ZStackLayout(alignment: alignment), children: children)
    }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(ZStackLayout(alignment: alignment)) }
}

/// SwiftUI's eager `Grid`: rows are `GridRow`s; any other view directly in the content is a
/// row of one cell spanning every column (a `Divider`, a banner). `Group` and `ForEach` may
/// produce rows or, inside a `GridRow`, cells. A modifier on a `Grid` applies to the grid.
public struct Grid<Content: View>: View, ContainerView {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// The environment's layout direction, set by the node (right-to-left mirrors the grid).
    var layoutDirection = LayoutDirection.leftToRight
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { nil }
    var label: String { "Grid" }
    var parameters: AnyHashable {
        [AnyHashable(alignment), AnyHashable(horizontalSpacing), AnyHashable(verticalSpacing), AnyHashable(layoutDirection)]
    }
    func hasSameParameters(as other: any ContainerView) -> Bool {
        guard let o = other as? Self else { return parameters == other.parameters }
        return o.alignment == alignment && o.horizontalSpacing == horizontalSpacing && o.verticalSpacing == verticalSpacing
            && o.layoutDirection == layoutDirection
    }
    var keepsRows: Bool { true }
    private func layout(_ rows: [RowSpec]) -> GridLayout {
        GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                   rows: rows.map { r in r.cells.map { .cells(count: $0, alignment: r.alignment) } ?? .fullWidth },
                   layoutDirection: layoutDirection)
    }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        LayoutNode(layout: layout(rows), children: children)
    }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(layout(rows)) }
}

/// A row of a `Grid`. Layout-less: its views are the row's cells, and a modifier on a `GridRow`
/// applies to each cell. `alignment` overrides the grid's vertical alignment for this row.
public struct GridRow<Content: View>: View, PrimitiveView {
    public var alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { RowNode() }
}

/// The node of a `GridRow`: one row entry holding the content's views as cells.
final class RowNode: ViewNode {
    private var content: ViewNode?
    private var alignment: VerticalAlignment?
    override var isRecyclable: Bool { content?.isRecyclable != false }
    override func prepareForReuse() { content?.prepareForReuse() }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let (alignment, child) = Self.unpack(view)
        self.alignment = alignment
        var childEnv = env
        childEnv.stackAxis = nil
        content = reconcile(content, with: child, env: childEnv)
        collect()
    }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }
    private static func unpack(_ view: any View) -> (VerticalAlignment?, any View) {
        (view as! any GridRowProtocol).rowParts
    }
    override func collect() {
        entries = [.row(alignment: alignment, cells: (content?.entries ?? []).flatMap(\.items))]
    }
}

protocol GridRowProtocol { var rowParts: (VerticalAlignment?, any View) { get } }
extension GridRow: GridRowProtocol { var rowParts: (VerticalAlignment?, any View) { (alignment, content) } }
