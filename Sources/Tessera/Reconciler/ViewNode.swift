import Observation
import TesseraAnimation
/// A view as it sits in the retained tree, handed to the enclosing container: its render node
/// plus the layout values and id that modifiers above it have set so far. The consumer (a
/// wrapper modifier or a container) commits them onto the node (`commit`), so each node's
/// values are written once per update and only invalidate layout when they changed.
struct Item {
    let node: RenderNode
    var values = LayoutValues()
    var id: String?
}

/// What a view node hands to its container: views, or grid rows (a `GridRow`, layout-less;
/// outside a `Grid` its cells are spliced in like a `Group`'s children).
enum Entry {
    case view(Item)
    case row(alignment: VerticalAlignment?, cells: [Item])

    /// Applies `transform` to every view (each cell of a row): how a modifier on a layout-less
    /// container lands on each child.
    func map(_ transform: (Item) -> Item) -> Entry {
        switch self {
        case .view(let item): .view(transform(item))
        case .row(let alignment, let cells): .row(alignment: alignment, cells: cells.map(transform))
        }
    }
    /// The views, a row's cells in order.
    var items: [Item] {
        switch self {
        case .view(let item): [item]
        case .row(_, let cells): cells
        }
    }
}

extension LayoutValues {
    /// Whether the values SwiftUI's layouts read are the same.
    func sameStandardValues(as o: LayoutValues) -> Bool {
        gridCellColumns == o.gridCellColumns && gridCellAnchor == o.gridCellAnchor
            && gridColumnAlignment == o.gridColumnAlignment && gridCellUnsizedAxes == o.gridCellUnsizedAxes
            && layoutPriority == o.layoutPriority
    }
}

/// Writes an item's values and id onto its node; invalidates the parent layout only when the
/// values changed.
func commit(_ item: Item) {
    let layout = item.node.layout
    if layout.id != item.id { layout.id = item.id }
    // Custom values (track grid placement, transitions) cannot be compared generically: they
    // are written whenever present, and the parent re-measures then.
    let custom = layout.values.hasCustomValues || item.values.hasCustomValues
    if custom || !layout.values.sameStandardValues(as: item.values) {
        layout.values = item.values
        layout.parent?.invalidate()
    }
}

/// A node of the retained view tree (the "element" of a view value). It is found again by
/// identity — its type and its structural position or explicit id among its siblings — on
/// every re-render, keeps the view's state, and produces `entries` for its container.
class ViewNode {
    weak var parent: ViewNode?
    var context: HostContext!
    /// The dynamic type of the view this node was made for: a different type is a new view.
    var viewType: ObjectIdentifier?
    /// The environment the node was last updated with.
    var env = EnvironmentValues()
    /// What the node hands to its container, recomputed by `collect()`.
    var entries: [Entry] = []
    var depth = 0
    /// Set when the node has been removed from the tree.
    var detached = false

    /// A new, not yet updated node. Required: a host remembers the node class each view type
    /// makes (``HostContext/nodeClasses``) and makes further nodes of that type from it.
    required init() {}

    /// Updates the node (and its subtree) with a new value of its view type and environment,
    /// then recomputes `entries`.
    func update(_ view: any View, env: EnvironmentValues) { fatalError("abstract") }
    /// Recomputes `entries` from the children's, without re-evaluating anything.
    func collect() {}
    /// Marks the node and its subtree as removed. Views below it that skipped `body` for a
    /// value differing only in closures are evaluated first, so the `onDisappear` actions their
    /// subtrees run are the newest ones (no event refreshes them: `ViewHost.refreshActions`).
    func detach() {
        if !detached, let context, !context.staleActions.isEmpty { context.refreshStaleActions(below: self) }
        detached = true
        context?.lifecycle.noteDetach()
    }
    /// Whether ``prepareForReuse()`` can make the subtree as good as new for a view of the same
    /// type but another identity (a lazy container reusing a released item's nodes for an item
    /// that arrives, ``LazyRecycler``): true only for nodes that keep nothing of their view's
    /// identity that an update with another value would not replace — no `@State` that was set
    /// or holds an object, no lifecycle actions, no gesture, hover, key or focus handlers (a
    /// pointer interaction or focus could follow the node to another item). Not by default.
    var isRecyclable: Bool { false }
    /// Drops what ties the subtree to the identity of its view, so the next `update` treats it
    /// as a view appearing (composites bind fresh `@State` and evaluate their `body`, explicit
    /// ids start over). Called only when ``isRecyclable``.
    func prepareForReuse() {}
    /// Calls `body` with each child node and its slot, its place under this node (nil: the
    /// node's single content). Slots are what a child is found by when restored (StateParking.swift).
    func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {}
    /// Adds what the subtree would lose when released (state that changed) to `parked`: by
    /// default, what the children keep, by slot. Nodes with state of their own add it.
    /// `parked` stays nil while nothing is kept (``record(_:)`` makes it).
    func park(into parked: inout ParkedState?) { parkChildren(into: &parked) }
    /// Takes back what ``park(into:)`` kept, before the node's first update; its children's
    /// parts are found by slot while the update creates them.
    func restore(_ parked: ParkedState) {}

    /// Whether the node is still part of its host's tree.
    var isAttached: Bool {
        var n: ViewNode? = self
        while let node = n { if node.detached { return false }; if node is RootNode { return true }; n = node.parent }
        return false
    }

    /// The node for `view` in place of `existing`: `existing` updated when it was made for the
    /// same view type, otherwise a new node (and `existing` is dropped with its state). `slot`
    /// is the child's place under this node (nil: the single content); a new node gets back
    /// the state `restoring` kept, or, while this node is being restored, what its slot kept
    /// (when made for the same view type).
    func reconcile(_ existing: ViewNode?, with view: any View, env: EnvironmentValues,
                   slot: AnyHashable? = nil, restoring: ParkedState? = nil) -> ViewNode {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let node = existing, node.viewType == type {
            node.update(view, env: env)
            return node
        }
        existing?.detach()
        let node: ViewNode
        if let cls = context?.nodeClasses[type] {
            node = cls.init()
        } else {
            node = makeNode(for: view)
            context?.nodeClasses[type] = Swift.type(of: node)
        }
        node.viewType = type
        node.parent = self
        node.context = context
        node.depth = depth + 1
        context.stats.nodesCreated += 1
        if let parked = restoring ?? parkedChild(slot: slot), parked.viewType == type {
            node.restore(parked)
            context.restoring.append(RestoreFrame(node: ObjectIdentifier(node), parked: parked))
            node.update(view, env: env)
            context.restoring.removeLast()
        } else {
            node.update(view, env: env)
        }
        return node
    }
}

/// The node kind for a view value. The kind depends on the view's type alone (every
/// `makeNode()` decides by type), which lets a host cache it per type.
func makeNode(for view: any View) -> ViewNode {
    if let primitive = view as? any PrimitiveView { return primitive.makeNode() }
    if view is any Shape { return LeafNode() }
    return CompositeNode()
}

/// Layout-less views with children: `TupleView`, `ConditionalContent`, `Optional`, `EmptyView`,
/// `AnyView`, `Group`, `ForEach`. Children are matched by key (position, branch or data id).
protocol KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { get }
    /// Whether making the children runs the app's closures (a `ForEach`'s content and ids),
    /// whose reads of `@Observable` models must be tracked; the others hold views already made.
    var runsClosures: Bool { get }
}

extension KeyedChildren {
    var runsClosures: Bool { false }
}

/// The node of a layout-less view: its entries are its children's, concatenated.
final class ListNode: ViewNode {
    private var keys: [AnyHashable] = []
    private var nodes: [ViewNode] = []

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let children = trackedChildren(view)
        // The same keys in the same order (most updates): each child with its node, no lookup.
        if children.count == keys.count, zip(children, keys).allSatisfy({ $0.key == $1 }) {
            for i in children.indices { nodes[i] = reconcile(nodes[i], with: children[i].view, env: env, slot: children[i].key) }
            collect()
            return
        }
        var old: [AnyHashable: ViewNode] = [:]
        old.reserveCapacity(nodes.count)
        for (k, n) in zip(keys, nodes) { old[k] = n }
        var newKeys: [AnyHashable] = [], newNodes: [ViewNode] = []
        newKeys.reserveCapacity(children.count); newNodes.reserveCapacity(children.count)
        for (key, child) in children {
            let existing = old.removeValue(forKey: key)
            newKeys.append(key)
            newNodes.append(reconcile(existing, with: child, env: env, slot: key))
        }
        for (_, n) in old { n.detach() }
        keys = newKeys; nodes = newNodes
        collect()
    }

    /// The children, made by running the `ForEach` content closures. Those run after the
    /// enclosing view's `body` returned, so what they read from `@Observable` models is tracked
    /// here and attributed to that view: a change re-evaluates it, like a read in its body.
    private func trackedChildren(_ view: any View) -> [(key: AnyHashable, view: any View)] {
        let keyed = view as! any KeyedChildren
        guard keyed.runsClosures else { return keyed.keyedChildren }
        var owner: ViewNode? = parent
        while let n = owner, !(n is CompositeNode) { owner = n.parent }
        guard let composite = owner as? CompositeNode else { return keyed.keyedChildren }
        let inbox = context.inbox, serial = composite.serial, generation = composite.generation
        let host = UnsafeTransfer(context!)
        return withObservationTracking {
            keyed.keyedChildren
        } onChange: {
            host.value.noteChange(in: Transaction.current)
            inbox.post(serial: serial, generation: generation)
        }
    }

    override var isRecyclable: Bool { nodes.allSatisfy(\.isRecyclable) }
    override func prepareForReuse() { for n in nodes { n.prepareForReuse() } }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        for (k, n) in zip(keys, nodes) { body(k, n) }
    }

    override func collect() {
        if nodes.count == 1 { entries = nodes[0].entries; return }
        entries = nodes.flatMap(\.entries)
    }
}

extension TupleView: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { children.enumerated().map { (AnyHashable($0), $1) } }
}
extension ConditionalContent: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] {
        switch storage {
        case .trueContent(let v): [(AnyHashable(true), v)]
        case .falseContent(let v): [(AnyHashable(false), v)]
        }
    }
}
extension Optional: KeyedChildren where Wrapped: View {
    var keyedChildren: [(key: AnyHashable, view: any View)] { map { [(AnyHashable(0), $0)] } ?? [] }
}
extension EmptyView: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { [] }
}
extension AnyView: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { [(AnyHashable(0), view)] }
}
extension Group: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] { [(AnyHashable(0), content)] }
}
