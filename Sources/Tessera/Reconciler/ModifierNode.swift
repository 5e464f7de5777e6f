/// A view with a modifier applied, like SwiftUI's `ModifiedContent`. The modifier types are
/// Tessera's own (see the `View` extensions); a modifier on a layout-less container (`Group`,
/// `ForEach`, `GridRow`) applies to each of its views.
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    public let content: Content
    public let modifier: Modifier
    init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode {
        if self is any LifecycleContent { return LifecycleNode() }
        return self is any CustomModifiedContent ? CompositeNode() : ModifierNode()
    }
}

extension View {
    /// Applies one of Tessera's modifiers.
    func modifier<M: NodeModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What a modifier does to each view it applies to.
enum ModifierRole {
    /// Wraps the view in a layout node (frame, padding, offset, fixed size, aspect ratio).
    case layout(any Layout, label: String)
    /// Wraps the view in a pass-through node carrying a render effect.
    case effect(RenderEffect, label: String)
    /// Sets layout values read by the parent (grid cell modifiers, layout priority).
    case values((inout LayoutValues) -> Void)
    /// Gives the view an explicit identity (and its layout node an id).
    case identity(AnyHashable)
    /// Changes the environment of the content.
    case environment((inout EnvironmentValues) -> Void)
    /// Places other views over or under the view, sized by it (`overlay`, `background`).
    case secondary(any View, alignment: Alignment, background: Bool)
    /// Lays out a view over the view like `overlay`, drawn only as the view's mask (`mask`).
    case mask(any View, alignment: Alignment)
    /// Wraps the view in a pass-through node carrying accessibility attributes.
    case accessibility(AccessibilityAttributes)

    /// Whether a node with this role can be reused for another view's identity
    /// (``ViewNode/isRecyclable``): not with handlers that input or focus could hold on to.
    var isRecyclable: Bool {
        guard case .effect(let effect, _) = self else { return true }
        switch effect {
        case .opacity, .geometry, .clip, .contentShape, .backfaceHidden, .layer, .mask: return true
        case .tap, .pointer, .keyPress, .hover, .horizontalScroll, .focusable, .focusBinding: return false
        }
    }

    /// The secondary view of `overlay`, `background` and `mask`, how it is aligned, and
    /// whether it is a background or a mask.
    var secondaryParts: (view: any View, alignment: Alignment, background: Bool, mask: Bool)? {
        switch self {
        case let .secondary(view, alignment, background): (view, alignment, background, false)
        case let .mask(view, alignment): (view, alignment, false, true)
        default: nil
        }
    }
}

/// Tessera's modifier types. `Equatable` so an unchanged modifier keeps its layout caches.
protocol NodeModifier: Equatable {
    var role: ModifierRole { get }
}

/// A layout that sizes and places its one child exactly as the child would be alone: the
/// layout node of an effect (opacity, transforms, clips, gestures) that changes no geometry.
struct PassthroughLayout: Layout, SubgridTransparentLayout {
    static var placesRelativeToBounds: Bool { true }
    var subgridInsets: EdgeInsets { EdgeInsets() }
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        subviews.first?.place(in: bounds, proposal: proposal)
    }
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, let child = subviews.first else { return nil }
        return child.dimensions(in: proposal)[guide]
    }
}

/// The node of a modified view. Wrapping modifiers keep one wrapper render node per view of
/// the content (keyed by the wrapped node's identity), so a modifier on a `ForEach` follows
/// each cell when the data is reordered.
final class ModifierNode: ViewNode {
    private var content: ViewNode?
    private var modifier: (any NodeModifier)?
    private var role: ModifierRole?
    private var layoutChanged = false
    private var identity: AnyHashable?
    /// Recyclable when the modifier carries no handler tied to the view's identity (gestures,
    /// pointer recognizers, keys, hover, focus) and the content and secondary views are.
    override var isRecyclable: Bool {
        guard roleIsRecyclable, let content, content.isRecyclable else { return false }
        return secondaries.isEmpty || secondaries.values.allSatisfy(\.isRecyclable)
    }
    /// `role.isRecyclable`, kept at each update (reading the role copies its payload).
    private var roleIsRecyclable = false
    /// The explicit id is forgotten (a new one would otherwise drop the content as a new view).
    override func prepareForReuse() {
        identity = nil
        content?.prepareForReuse()
        for s in secondaries.values { s.prepareForReuse() }
    }
    private var wrappers: [ObjectIdentifier: RenderNode] = [:]
    private var secondaries: [ObjectIdentifier: ViewNode] = [:]

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let (contentView, newModifier) = (view as! any ModifiedContentProtocol).parts
        if let old = modifier, !isEqualModifier(old, newModifier) { layoutChanged = true }
        modifier = newModifier
        let role = newModifier.role
        self.role = role
        roleIsRecyclable = role.isRecyclable
        var childEnv = env
        switch role {
        case .environment(let f): f(&childEnv)
        case .effect(.focusBinding, _): context.ui.hasFocusBindings = true
        case .identity(let id):
            if let identity, identity != id { content?.detach(); content = nil }
            identity = id
        default: break
        }
        content = reconcile(content, with: contentView, env: childEnv, slot: identity)
        if let secondary = role.secondaryParts?.view {
            for (key, node) in secondaries { secondaries[key] = reconcile(node, with: secondary, env: secondaryEnv) }
        }
        collect()
    }

    private var secondaryEnv: EnvironmentValues { var e = env; e.stackAxis = nil; return e }

    /// The content (in the slot of its explicit identity, if any), then each content view's
    /// overlay, background or mask, by the view's position.
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        guard let content else { return }
        body(identity, content)
        guard !secondaries.isEmpty else { return }
        for (i, item) in content.entries.flatMap(\.items).enumerated() {
            if let s = secondaries[ObjectIdentifier(item.node)] { body(NodeSlot.secondary(i), s) }
        }
    }

    override func collect() {
        guard let content, let role else { return }
        var liveWrappers: [ObjectIdentifier: RenderNode] = [:]
        var liveSecondaries: [ObjectIdentifier: ViewNode] = [:]
        func wrap(_ item: Item, make: () -> LayoutNode, label: String) -> RenderNode {
            let key = ObjectIdentifier(item.node)
            commit(item)
            if let w = wrappers[key] { liveWrappers[key] = w; return w }
            let w = RenderNode(layout: make(), label: label)
            liveWrappers[key] = w
            return w
        }
        switch role {
        case .environment:
            entries = content.entries
        case .values(let apply):
            entries = content.entries.map { $0.map { var it = $0; apply(&it.values); return it } }
        case .identity(let id):
            let name = (id.base as? String) ?? String(describing: id.base)
            entries = content.entries.map { $0.map { var it = $0; it.id = name; return it } }
        case .layout(let layout, let label):
            entries = content.entries.map { $0.map { item in
                let w = wrap(item, make: { LayoutNode(layout: layout, children: [item.node.layout]) }, label: label)
                if layoutChanged { w.layout.setLayout(layout) }
                // Right to left, wrappers mirror their child in their frame, but an offset
                // moves the same way in both directions (as SwiftUI's).
                w.layout.mirrorsChildren = env.layoutDirection == .rightToLeft && !(layout is OffsetLayout)
                w.setChildren([item.node])
                return Item(node: w, values: item.values)
            } }
        case .accessibility(let attributes):
            entries = content.entries.map { $0.map { item in
                let w = wrap(item, make: { LayoutNode(layout: PassthroughLayout(), children: [item.node.layout]) }, label: "accessibility")
                if let info = w.accessibility { info.attributes = attributes; info.stamp &+= 1 }
                else { w.accessibility = AccessibilityNodeInfo(attributes) }
                w.setChildren([item.node])
                return Item(node: w, values: item.values)
            } }
        case .effect(let effect, let label):
            entries = content.entries.map { $0.map { item in
                let w = wrap(item, make: { LayoutNode(layout: PassthroughLayout(), children: [item.node.layout]) }, label: label)
                let dropped = (!env.isEnabled && effect.isInteractive) || (env.builtin.isInert && effect.isDroppedWhenInert)
                w.effect = dropped ? nil : effect.resolved(in: env)
                w.setChildren([item.node])
                return Item(node: w, values: item.values)
            } }
        case .secondary, .mask:
            let (secondary, alignment, background, isMask) = role.secondaryParts!
            var index = 0
            entries = content.entries.map { $0.map { item in
                let key = ObjectIdentifier(item.node)
                defer { index += 1 }
                let s = secondaries[key] ?? reconcile(nil, with: secondary, env: secondaryEnv, slot: NodeSlot.secondary(index))
                liveSecondaries[key] = s
                let extra = s.entries.flatMap(\.items)
                for e in extra { commit(e) }
                let w = wrap(item, make: { LayoutNode(layout: OverlayLayout(alignment: alignment), children: []) },
                             label: isMask ? "mask" : background ? "background" : "overlay")
                if layoutChanged { w.layout.setLayout(OverlayLayout(alignment: alignment)) }
                w.paintsFirstChildLast = background
                w.effect = isMask ? .mask : nil
                w.layout.mirrorsChildren = env.layoutDirection == .rightToLeft
                w.setChildren([item.node] + extra.map(\.node))
                return Item(node: w, values: item.values)
            } }
            for (key, s) in secondaries where liveSecondaries[key] == nil { s.detach() }
            secondaries = liveSecondaries
        }
        wrappers = liveWrappers
        layoutChanged = false
    }
}

private func isEqualModifier<M: NodeModifier>(_ a: M, _ b: any NodeModifier) -> Bool {
    guard let b = b as? M else { return false }
    return a == b
}

protocol ModifiedContentProtocol {
    var parts: (any View, any NodeModifier) { get }
}

extension ModifiedContent: ModifiedContentProtocol {
    var parts: (any View, any NodeModifier) { (content, modifier as! any NodeModifier) }
}
