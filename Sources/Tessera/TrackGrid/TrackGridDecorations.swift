/// The size of the cell a decoration last filled, observed by the decoration's body: nil until
/// the first layout, then the cell's size (exyte passes `CGSize?` for the same reason: the size
/// is known once the grid has been laid out).
@Observable
final class CellSizeBox {
    var size: Size?
}

/// The layout of a view with cell decorations: the view (first subview) is measured alone and
/// aligned by `alignment` inside the bounds it is given; the decorations (the other subviews)
/// are proposed and given the whole bounds. A track grid places such a view in its whole grid
/// area, so the decorations fill the cell; anywhere else the bounds are the view's own size
/// and the decorations behave like a background or an overlay.
public struct GridCellDecorationLayout: Layout, SubgridTransparentLayout {
    /// A subgrid inside cell decorations is still its parent grid's subgrid (CSS Grid 2 §9).
    public var subgridInsets: EdgeInsets { EdgeInsets() }
    /// How the decorated view sits in the cell: set by the grid (the item's `gridItemAlignment`
    /// or the grid's common items alignment).
    public var alignment: Alignment = .center
    let sizeBox: CellSizeBox

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let cell = ProposedSize(bounds.size)
        if content.node.layout is GridCellDecorationLayout {
            // Nested decorations (a background under an overlay) all fill the cell.
            content.place(in: bounds, proposal: proposal)
            for d in subviews.dropFirst() { d.place(in: bounds, proposal: cell) }
            if sizeBox.size != bounds.size { sizeBox.size = bounds.size }
            return
        }
        let size = content.sizeThatFits(proposal)
        let x = bounds.minX + (bounds.width - size.width) * alignment.horizontal.fraction
        let y = bounds.minY + (bounds.height - size.height) * alignment.vertical.unitEquivalent
        content.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
        for d in subviews.dropFirst() { d.place(in: bounds, proposal: cell) }
        // Bodies that read the size are re-evaluated at the next update.
        if sizeBox.size != bounds.size { sizeBox.size = bounds.size }
    }

    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout Void) -> Double? {
        guard guide.isBaseline, let content = subviews.first else { return nil }
        return content.dimensions(in: proposal)[guide]
    }
}

/// A view with a cell background or overlay (exyte `gridCellBackground` / `gridCellOverlay`).
public struct GridCellDecorated<Content: View, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: (Size?) -> Decoration
    let isBackground: Bool
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { GridCellDecorationNode() }
}

/// The decoration of one decorated view: its body is the decoration closure called with the
/// size of the cell from the last layout.
struct CellDecorationHost<Decoration: View>: View {
    let make: (Size?) -> Decoration
    let box: CellSizeBox
    var body: some View { make(box.size) }
}

protocol GridCellDecoratedProtocol {
    var parts: (content: any View, decoration: (CellSizeBox) -> any View, isBackground: Bool) { get }
}

extension GridCellDecorated: GridCellDecoratedProtocol {
    var parts: (content: any View, decoration: (CellSizeBox) -> any View, isBackground: Bool) {
        let make = decoration
        return (content, { CellDecorationHost(make: make, box: $0) }, isBackground)
    }
}

/// The node of a decorated view: one wrapper render node per view of the content (a
/// decoration on a `ForEach` decorates each cell), holding the view and its decoration.
final class GridCellDecorationNode: ViewNode {
    private struct Wrapper {
        let node: RenderNode
        let box: CellSizeBox
        var decoration: ViewNode?
    }
    private var content: ViewNode?
    private var wrappers: [ObjectIdentifier: Wrapper] = [:]
    private var makeDecoration: ((CellSizeBox) -> any View)?
    private var isBackground = false

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let parts = (view as! any GridCellDecoratedProtocol).parts
        makeDecoration = parts.decoration
        isBackground = parts.isBackground
        content = reconcile(content, with: parts.content, env: env)
        for (key, w) in wrappers {
            wrappers[key]?.decoration = reconcile(w.decoration, with: parts.decoration(w.box), env: decorationEnv)
        }
        collect()
    }

    private var decorationEnv: EnvironmentValues { var e = env; e.stackAxis = nil; return e }

    /// The content, then each content view's decoration, by the view's position.
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        guard let content else { return }
        body(nil, content)
        for (i, item) in content.entries.flatMap(\.items).enumerated() {
            if let d = wrappers[ObjectIdentifier(item.node)]?.decoration { body(NodeSlot.decoration(i), d) }
        }
    }

    override func collect() {
        guard let content, let makeDecoration else { return }
        var live: [ObjectIdentifier: Wrapper] = [:]
        var index = 0
        entries = content.entries.map { $0.map { item in
            let key = ObjectIdentifier(item.node)
            defer { index += 1 }
            commit(item)
            var w: Wrapper
            if let existing = wrappers[key] {
                w = existing
            } else {
                let box = CellSizeBox()
                let layout = LayoutNode(layout: GridCellDecorationLayout(sizeBox: box), children: [])
                w = Wrapper(node: RenderNode(layout: layout, label: isBackground ? "gridCellBackground" : "gridCellOverlay"), box: box)
                w.decoration = reconcile(nil, with: makeDecoration(box), env: decorationEnv, slot: NodeSlot.decoration(index))
            }
            live[key] = w
            let extra = w.decoration?.entries.flatMap(\.items) ?? []
            for e in extra { commit(e) }
            w.node.paintsFirstChildLast = isBackground
            w.node.setChildren([item.node] + extra.map(\.node))
            return Item(node: w.node, values: item.values)
        } }
        for (key, w) in wrappers where live[key] == nil { w.decoration?.detach() }
        wrappers = live
    }
}

extension View {
    /// Draws `background` under the view, filling the view's grid cell (exyte
    /// `gridCellBackground`): in a ``TrackGrid`` the cell is the item's whole grid area, which
    /// may be larger than the view when tracks are wider than it; elsewhere it is the view's
    /// frame. The closure gets the cell's size from the last layout (nil before the first).
    public func gridCellBackground<Background: View>(@ViewBuilder _ background: @escaping (Size?) -> Background)
        -> GridCellDecorated<Self, Background> {
        GridCellDecorated(content: self, decoration: background, isBackground: true)
    }

    /// Draws `overlay` over the view, filling the view's grid cell (exyte `gridCellOverlay`);
    /// see ``gridCellBackground(_:)``.
    public func gridCellOverlay<Overlay: View>(@ViewBuilder _ overlay: @escaping (Size?) -> Overlay)
        -> GridCellDecorated<Self, Overlay> {
        GridCellDecorated(content: self, decoration: overlay, isBackground: false)
    }
}
