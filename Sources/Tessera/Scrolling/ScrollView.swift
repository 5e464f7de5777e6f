import TesseraAnimation
import TesseraGeometry
import TesseraLayout

/// A scrollable view, like SwiftUI's `ScrollView(_:showsIndicators:content:)`.
///
/// The content (several views stack along the scrolling axis, as in SwiftUI) is proposed the
/// viewport's size across and nothing along the scrolling axes (`ScrollViewLayout`); it is
/// clipped to the viewport, and what lies outside is neither drawn nor hit. It scrolls with the
/// wheel and trackpad (the innermost scroll view under the pointer that can move that way, then
/// the outer ones), by dragging (past a 10-point slop, so taps on content still work; with
/// momentum and an elastic edge), and with the keys Up/Down (Left/Right when it scrolls only
/// horizontally), PageUp/PageDown, Home/End when it has focus: a scroll view is focusable
/// (a click in it focuses it unless a control inside takes focus; `focused(_:)` gives it focus;
/// Tab skips it), and keys a focused control inside does not take reach it too. The offset stays inside the content, survives
/// updates of the content (it belongs to the scroll view's identity) and can be set with a
/// ``ScrollViewProxy``. Indicators appear while it scrolls and fade out. Right to left
/// (`layoutDirection`) it mirrors: horizontal content starts at the right edge, the offset
/// counts from there, physical input moves content the way the pointer goes, and the vertical
/// indicator sits on the left.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    /// Where content smaller than the viewport sits (`defaultScrollAnchor(_:for: .alignment)`).
    var contentAlignment: UnitPoint?
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes.isEmpty ? .vertical : axes; self.showsIndicators = showsIndicators; self.content = content()
    }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ScrollViewNode() }

    /// SwiftUI's `defaultScrollAnchor(_:for:)` with the `.alignment` role: content smaller than
    /// the viewport sits at `anchor` (nil: centred across, at the start along the scrolling axes).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> ScrollView {
        var copy = self
        if role == .alignment { copy.contentAlignment = anchor }
        return copy
    }
}

/// What a scroll anchor is for (SwiftUI's `ScrollAnchorRole`); Tessera implements `.alignment`.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    /// Places content smaller than the scroll view.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

protocol ScrollViewProtocol {
    var scrollParts: (axes: Axis.Set, showsIndicators: Bool, alignment: UnitPoint?, content: any View) { get }
}
extension ScrollView: ScrollViewProtocol {
    var scrollParts: (axes: Axis.Set, showsIndicators: Bool, alignment: UnitPoint?, content: any View) {
        (axes, showsIndicators, contentAlignment, content)
    }
}

/// The node of a `ScrollView`: owns the ``ScrollState`` and five render nodes, outermost
/// first: the focusable node (keys, through the focus system), the pointer target (drag to scroll), a rectangular hit area (so empty parts of the
/// viewport take drags too), the clipping viewport (``ScrollViewLayout``) with the content, and
/// the indicators laid over it by ``ScrollChromeLayout``.
final class ScrollViewNode: ViewNode {
    private(set) var state = ScrollState(axes: .vertical)
    private var content: ViewNode?
    private var showsIndicators = true
    private var contentAlignment: UnitPoint?
    /// The node that takes focus (a `.focusable` effect that is no Tab stop).
    let focusNode: RenderNode
    let outer: RenderNode
    private let hitArea: RenderNode
    let viewport: RenderNode
    private let bars: [RenderNode]
    private var stack: RenderNode?
    /// The offset a released scroll view of the same place kept, shown once it is configured.
    private var restoredOffset: Point?

    required init() {
        viewport = RenderNode(layout: LayoutNode(layout: ScrollViewLayout(), children: []), effect: .clip(AnyShape(Rectangle())), label: "ScrollViewport")
        bars = (0..<2).map { _ in
            RenderNode(layout: LayoutNode(leaf: FlexibleLeaf()), content: .shape(AnyShape(Capsule()), .fill(.color(.clear))), label: "ScrollIndicator")
        }
        hitArea = RenderNode(layout: LayoutNode(layout: PassthroughLayout(), children: []), effect: .contentShape(AnyShape(Rectangle())), label: "ScrollHitArea")
        outer = RenderNode(layout: LayoutNode(layout: PassthroughLayout(), children: []), label: "ScrollView")
        focusNode = RenderNode(layout: LayoutNode(layout: PassthroughLayout(), children: []),
                               effect: .focusable(FocusableControl(focusChanged: { _ in }, key: { _ in false }, isTabStop: false)),
                               label: "ScrollFocus")
        super.init()
        focusNode.setChildren([outer])
        hitArea.setChildren([viewport])
        viewport.culls = true
    }

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let parts = (view as! any ScrollViewProtocol).scrollParts
        if content == nil || parts.axes != state.axes { configure(axes: parts.axes) }
        if let o = restoredOffset {
            // Clamped to the content by the host once the content is laid out.
            restoredOffset = nil
            state.setOffset(o)
            state.lastScrollTime = -.infinity   // not a scroll: the indicators stay hidden
        }
        if parts.alignment != contentAlignment {
            contentAlignment = parts.alignment
            viewport.layout.setLayout(ScrollViewLayout(axes: state.axes, offset: state.offset, alignment: contentAlignment))
        }
        showsIndicators = parts.showsIndicators
        // Right to left, the content starts at the viewport's right edge and the vertical
        // indicator sits on the left, as in SwiftUI.
        let rtl = env.layoutDirection == .rightToLeft
        state.mirrorsX = rtl
        viewport.layout.mirrorsChildren = rtl
        outer.layout.mirrorsChildren = rtl
        var childEnv = env
        childEnv.stackAxis = parts.axes.contains(.vertical) ? .vertical : .horizontal
        content = reconcile(content, with: parts.content, env: childEnv)
        collect()
    }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }

    /// A scroll view that was scrolled keeps its offset (and its content's state).
    override func park(into parked: inout ParkedState?) {
        super.park(into: &parked)
        if state.offset != .zero { record(&parked).scrollOffset = state.offset }
    }

    override func restore(_ parked: ParkedState) { restoredOffset = parked.scrollOffset }

    private func configure(axes: Axis.Set) {
        let old = state
        state = ScrollState(axes: axes)
        state.mirrorsX = old.mirrorsX
        state.viewport = old.viewport; state.content = old.content
        let registry = context.scrolling
        state.now = { [weak registry] in registry?.now() ?? 0 }
        state.onChange = { [weak self] in self?.offsetChanged() }
        viewport.layout.setLayout(ScrollViewLayout(axes: axes, offset: .zero, alignment: contentAlignment))
        outer.layout.setLayout(ScrollChromeLayout(state: state))
        let s = state
        outer.effect = .pointer { DragScrollRecognizer(state: s, registry: registry) }
        registry.register(self)
    }

    private func offsetChanged() {
        viewport.layout.setLayout(ScrollViewLayout(axes: state.axes, offset: state.offset, alignment: contentAlignment))
        outer.layout.invalidate()
        context.scrolling.needsFrame = true
    }

    override func collect() {
        let items = (content?.entries ?? []).flatMap(\.items)
        for item in items { commit(item) }
        let contentNode: RenderNode?
        if items.count == 1 {
            contentNode = items[0].node
        } else if items.isEmpty {
            contentNode = nil
        } else {
            // Several views: an implicit stack along the scrolling axis, as in SwiftUI.
            let layout = state.axes.contains(.vertical) ? StackLayout.vStack() : StackLayout.hStack()
            let s = stack ?? RenderNode(layout: LayoutNode(layout: layout, children: []), label: "ScrollContentStack")
            s.setChildren(items.map(\.node))
            stack = s
            contentNode = s
        }
        viewport.setChildren(contentNode.map { [$0] } ?? [])
        outer.setChildren([hitArea] + (showsIndicators ? bars : []))
        entries = [.view(Item(node: focusNode))]
    }

    /// The content's render node (for `scrollTo`).
    var contentNode: RenderNode? { viewport.children.first }

    /// Reads the sizes of the last layout into the state and keeps the offset inside the
    /// content (unless a drag holds it on the elastic edge). Returns whether the offset moved.
    func afterLayout(dragging: Bool, clamp: Bool) -> Bool {
        state.viewport = viewport.layout.frame.size
        state.content = ScrollViewLayoutSizes.content(of: contentNode)
        if dragging { state.sticksToEnd = false; return false }
        if state.motion != nil || !clamp { return false }
        let c = state.sticksToEnd ? state.maxOffset : state.clamped(state.offset)
        return c != state.offset ? state.setOffset(c) : false
    }

    /// Sets the indicators' colour for `time`; returns whether it changed.
    func updateIndicators(at time: Double) -> Bool {
        guard showsIndicators else { return false }
        let alpha = 0.45 * ScrollIndicators.opacity(sinceChange: time - state.lastScrollTime)
        var changed = false
        for (i, bar) in bars.enumerated() {
            let axis: Axis = i == 0 ? .vertical : .horizontal
            let shown = state.axes.contains(axis) && state.content[axis] > state.viewport[axis] + 0.5
            let color = Color(red: 0, green: 0, blue: 0, alpha: shown ? alpha : 0)
            if case .shape(_, .fill(.color(let old))) = bar.content, old == color { continue }
            bar.content = .shape(AnyShape(Capsule()), .fill(.color(color)))
            changed = true
        }
        return changed
    }

    override func detach() {
        super.detach()
        context.scrolling.unregister(self)
    }
}

enum ScrollViewLayoutSizes {
    /// A content node's laid-out size, non-finite lengths as 0.
    static func content(of node: RenderNode?) -> Size {
        guard let s = node?.layout.frame.size else { return .zero }
        return Size(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
    }
}

/// The outer layout of a scroll view: the first child (hit area and viewport) takes the whole
/// proposal; the others are the indicators, thin capsules along the trailing and bottom edges
/// whose length and position show the visible part of the content.
struct ScrollChromeLayout: Layout {
    let state: ScrollState

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        first.place(in: bounds, proposal: proposal)
        let contentSize = first.node.children.first?.children.first.map { n -> Size in
            Size(width: n.frame.width.isFinite ? n.frame.width : 0, height: n.frame.height.isFinite ? n.frame.height : 0)
        } ?? .zero
        for (i, bar) in subviews.dropFirst().enumerated() {
            let axis: Axis = i == 0 ? .vertical : .horizontal
            let view = bounds.size[axis], total = max(contentSize[axis], view)
            guard view > 0, total > 0 else { bar.place(in: Rect(origin: bounds.origin, size: .zero), proposal: .zero); continue }
            let length = min(view, max(ScrollIndicators.minimumLength, view * view / total)) - 2 * ScrollIndicators.inset
            let travel = view - 2 * ScrollIndicators.inset - length
            let maxOffset = max(1, total - view)
            let fraction = min(max(state.offset[axis] / maxOffset, 0), 1)
            let along = bounds.origin[axis] + ScrollIndicators.inset + travel * fraction
            let across = bounds.origin[axis.other] + bounds.size[axis.other] - ScrollIndicators.thickness - ScrollIndicators.inset
            let size = Size(axis, max(0, length), ScrollIndicators.thickness)
            bar.place(in: Rect(origin: Point(axis, along, across), size: size), proposal: ProposedSize(size))
        }
    }
}
