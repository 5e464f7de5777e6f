/// A retained node of the render tree: one laid-out view with what it paints and the effect it
/// applies to its subtree. Each render node owns exactly one `LayoutNode`; `children` are the
/// render nodes of the layout node's children, in the same order.
///
/// Render nodes are kept across updates for as long as their view keeps its identity, so their
/// object identity *is* the view's identity: an animation layer can remember the previous
/// `RenderAttributes` of a node and interpolate towards the new ones.
public final class RenderNode {
    /// The layout node (frame after a layout pass, measurement counters, layout values).
    public let layout: LayoutNode
    /// The children, in layout order.
    public private(set) var children: [RenderNode] = []
    /// What the node itself paints (shapes, text, images), under its children.
    public internal(set) var content: RenderContent { didSet { paintStamp &+= 1 } }
    /// What the node does to its subtree (opacity, transform, clip, hit target), if anything.
    public internal(set) var effect: RenderEffect? { didSet { paintStamp &+= 1 } }
    /// Counts changes of `content` and `effect`: the animator syncs a node whose stamp did not
    /// change since its last sync by its frame alone (``NodeTrack/moveAtRest(to:stamp:at:)``).
    var paintStamp: UInt32 = 0
    /// Whether the first child (the modified view) paints after the others (`background`).
    public internal(set) var paintsFirstChildLast = false
    /// A readable description of the view this node came from (for dumps and debugging).
    public internal(set) var label: String
    /// Whether children outside the node's frame are left out of the display list (a scroll
    /// view's viewport).
    public internal(set) var culls = false
    /// What the view declares to assistive technologies (accessibility modifiers and controls),
    /// nil for most nodes.
    public internal(set) var accessibility: AccessibilityNodeInfo?
    /// The animation phase's record of this node (owned by the host's `RenderAnimator`).
    var animationTrack: NodeTrack?
    /// The sync generation that last saw this node.
    var animationGeneration = 0
    /// The node's parent when the animator last saw it (for removal transitions). Unowned, not
    /// weak: a weak reference gives the parent a side table, and every retain and release of
    /// such a node then takes the runtime's slow path (a large share of the animator's and the
    /// display list's walks on a scroll frame). Read only while the parent lives: the animator
    /// holds the parents of leaving nodes (`RenderAnimator.leavingParents`), and a node removed
    /// since the last sync is read while that sync's list still holds its old parent.
    unowned(safe) var animationParent: RenderNode?
    /// Counts changes of `children` (bumped by `setChildren`).
    private(set) var childrenStamp: UInt32 = 0
    /// `childrenStamp` when the animator last set the children's `animationParent`: while it is
    /// current and the node was seen by the previous sync, they still point here (a weak
    /// assignment per node is a large share of a scroll step's sync).
    var syncedChildrenStamp: UInt32 = .max

    init(layout: LayoutNode, content: RenderContent = .none, effect: RenderEffect? = nil, label: String) {
        self.layout = layout; self.content = content; self.effect = effect; self.label = label
    }

    /// The view id (`.id(_:)`) reported in layout output, if any.
    public var id: String? { layout.id }
    /// The frame from the last layout pass, absolute, unrounded.
    public var frame: Rect { layout.frame }

    /// The children in paint order (back to front).
    public var paintOrder: [RenderNode] {
        let order: [RenderNode]
        if paintsFirstChildLast, let first = children.first { order = Array(children.dropFirst()) + [first] } else { order = children }
        return zOrdered(order) ?? order
    }

    /// Replaces the children (and the layout node's) when they differ by identity; invalidates
    /// layout only then. Returns whether anything changed.
    @discardableResult
    func setChildren(_ newChildren: [RenderNode]) -> Bool {
        if newChildren.count == children.count && zip(newChildren, children).allSatisfy({ $0 === $1 }) { return false }
        children = newChildren
        childrenStamp &+= 1
        layout.setChildren(newChildren.map(\.layout))
        return true
    }

    /// Every node of the subtree, depth first, in tree order.
    public func forEachNode(_ body: (RenderNode) -> Void) {
        body(self)
        for c in children { c.forEachNode(body) }
    }

    /// Whether `node` is this node or below it (the walk stops where it is found).
    func subtreeContains(_ node: RenderNode) -> Bool {
        if self === node { return true }
        for c in children where c.subtreeContains(node) { return true }
        return false
    }

    /// The first node in the subtree whose view id is `id`.
    public func node(withID id: String) -> RenderNode? {
        if layout.id == id { return self }
        for c in children { if let n = c.node(withID: id) { return n } }
        return nil
    }

    /// An indented dump of the subtree: label, id and frame per line.
    public var treeDescription: String {
        var lines: [String] = []
        func walk(_ n: RenderNode, _ depth: Int) {
            var s = String(repeating: "  ", count: depth) + n.label
            if let id = n.id { s += " #\(id)" }
            s += " \(n.frame)"
            lines.append(s)
            for c in n.children { walk(c, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }
}
