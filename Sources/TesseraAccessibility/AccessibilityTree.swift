import Tessera
import TesseraGeometry

/// The accessibility tree of one window, derived from its `ViewHost`'s render tree (never from
/// pixels). ``update()`` derives it again after a frame that changed something and reports what
/// changed as ``AccessibilityChange``s (the events AT-SPI sends); elements of views that keep
/// their identity keep their object and ``AccessibilityElement/id``. Nothing runs unless
/// someone calls `update()`: the AT-SPI bridge does so only while an assistive technology
/// listens, and `--accessibility` once. Main thread only (it reads the view host).
public final class AccessibilityTree {
    public let host: ViewHost
    /// The window's title, the root element's name.
    public var title: String
    /// The window (role `frame`, id 0); its children are the content's elements.
    public let root: AccessibilityElement
    private let derivation: AccessibilityDerivation
    /// Whether a labeled pair was ever seen: pairs are joined across the whole tree, so such
    /// a window is derived whole each time.
    private var hasLabeledPairs = false
    /// The element holding keyboard focus, if any.
    public private(set) var focusedElement: AccessibilityElement?
    /// How many times the tree was derived (for tests and idle checks).
    public private(set) var buildCount = 0
    /// How many render nodes the last ``update()`` derived again (0 when nothing changed):
    /// only the changed subtrees and their ancestors are.
    public private(set) var derivedNodeCount = 0
    /// What the last ``update()`` changed, for a mirror of the tree (the AT-SPI snapshot): the
    /// elements in the tree it derived again or changed, and the ids that left it. Nil after a
    /// whole derivation (the first, and in windows with labeled pairs): mirror it all.
    public private(set) var lastDelta: (changed: [AccessibilityElement], removed: [Int])?

    struct Snapshot: Equatable {
        var name: String, value: String?, states: AccessibilityStates, children: [Int], text: String?, caret: Int?
        init(_ e: AccessibilityElement) {
            name = e.name; value = e.value; states = e.states; children = e.children.map(\.id)
            text = e.text?.string; caret = e.text?.caret
        }
    }

    public init(host: ViewHost, title: String) {
        self.host = host; self.title = title
        root = AccessibilityElement(id: 0)
        derivation = AccessibilityDerivation(root: root)
    }

    /// The element with `id`, if it is in the tree.
    public func element(id: Int) -> AccessibilityElement? { derivation.byID[id] }
    /// How many elements the tree has, the window included.
    public var count: Int { derivation.byID.count }
    /// The render node an element was derived from (for hosts mapping events back).
    public func sourceNode(of element: AccessibilityElement) -> RenderNode? { derivation.sources[element.id] }

    /// Derives the tree from the host's current render tree (after `update()` and layout) and
    /// returns the changes since the last call (none the first time). Only the render subtrees
    /// that changed are derived again (`AccessibilityDerivation`); an unchanged frame costs
    /// one comparison per render node.
    @discardableResult
    public func update() -> [AccessibilityChange] {
        buildCount += 1
        let first = buildCount == 1
        let rootBefore = Snapshot(root)
        let whole = first || hasLabeledPairs
        guard let children = derivation.build(host, root: root, deriveAll: whole) else {
            derivedNodeCount = 0
            lastDelta = ([], [])
            guard root.name != title else { return [] }
            root.name = title
            lastDelta = ([root], [])
            return [.nameChanged(root)]
        }
        derivedNodeCount = derivation.derivedNodes
        let renderRoot = host.renderRoot
        root.reset()
        root.role = .frame; root.name = title; root.frame = renderRoot.frame
        root.states = [.active, .enabled, .sensitive, .showing, .visible]
        root.children = children
        if !hasLabeledPairs, derivation.touched.contains(where: { $0.labeledPair != nil }) { hasLabeledPairs = true }
        if hasLabeledPairs { Self.joinLabeledPairs(root) }
        AccessibilityStructure.focusSelectedTabs(in: derivation.touched, touch: derivation.touch)
        derivation.reindex(from: root, rootBefore: rootBefore.children)
        let touched = derivation.touched
        for e in [root] + touched { for c in e.children { c.parent = e } }
        var focused = touched.last { $0.states.contains(.focused) && derivation.byID[$0.id] === $0 }
        if focused == nil, let old = focusedElement, derivation.byID[old.id] === old, old.states.contains(.focused) { focused = old }
        var changes: [AccessibilityChange] = []
        if !first {
            diff(root, rootBefore, into: &changes)
            for e in touched { if let old = derivation.before[e.id], derivation.byID[e.id] === e { diff(e, old, into: &changes) } }
            for id in derivation.removed { changes.append(.removed(id: id)) }
            if focused !== focusedElement, let focused { changes.append(.focused(focused)) }
        }
        focusedElement = focused
        lastDelta = whole || hasLabeledPairs ? nil : ([root] + touched.filter { derivation.byID[$0.id] === $0 }, derivation.removed)
        return changes
    }

    /// `accessibilityLabeledPair`: each content element takes its label element's name, and
    /// the label elements of matched pairs leave the tree.
    private static func joinLabeledPairs(_ root: AccessibilityElement) {
        var labels: [AnyHashable: AccessibilityElement] = [:]
        var contents: [(AnyHashable, AccessibilityElement)] = []
        root.forEach { e in
            guard let pair = e.labeledPair else { return }
            if pair.role == .label { labels[pair.id] = e } else { contents.append((pair.id, e)) }
        }
        guard !labels.isEmpty, !contents.isEmpty else { return }
        var matched: Set<ObjectIdentifier> = []
        for (id, content) in contents {
            guard let label = labels[id] else { continue }
            content.name = label.children.isEmpty ? label.name : AccessibilityTreeBuilder.combinedName(label.children)
            matched.insert(ObjectIdentifier(label))
        }
        func prune(_ e: AccessibilityElement) {
            e.children.removeAll { matched.contains(ObjectIdentifier($0)) }
            for c in e.children { prune(c) }
        }
        prune(root)
    }

    private func diff(_ e: AccessibilityElement, _ old: Snapshot, into changes: inout [AccessibilityChange]) {
        let now = Snapshot(e)
        guard now != old else { return }
        if now.children != old.children { changes.append(Self.childrenChange(e, old: old.children)) }
        if now.name != old.name { changes.append(.nameChanged(e)) }
        if now.value != old.value { changes.append(.valueChanged(e)) }
        for (state, _) in AccessibilityStates.named where now.states.contains(state) != old.states.contains(state) {
            changes.append(.stateChanged(e, state, now.states.contains(state)))
        }
        if now.text != old.text { changes.append(.textChanged(e, old: old.text ?? "")) }
        if let caret = now.caret, caret != old.caret { changes.append(.caretMoved(e, caret)) }
    }
}

extension AccessibilityTree {
    /// The children that left and joined `e` (by id), as AT-SPI's `children-changed:remove` and
    /// `:add` report them; a reordering removes and adds the children after the first moved one.
    static func childrenChange(_ e: AccessibilityElement, old: [Int]) -> AccessibilityChange {
        let new = e.children.map(\.id)
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
        let oldSet = Set(old), newSet = Set(new)
        let reordered = !Self.inOrder(old, new, from: common)
        var removed: [(index: Int, id: Int)] = []
        for (i, id) in old.enumerated() where i >= common && (reordered || !newSet.contains(id)) { removed.append((i, id)) }
        var added: [(index: Int, element: AccessibilityElement)] = []
        for (i, c) in e.children.enumerated() where i >= common && (reordered || !oldSet.contains(c.id)) { added.append((i, c)) }
        return .childrenChanged(e, removed: removed.reversed(), added: added)
    }

    /// Whether the ids both lists share from `start` on appear in the same order in both.
    private static func inOrder(_ old: [Int], _ new: [Int], from start: Int) -> Bool {
        let shared = Set(old).intersection(new)
        return old.dropFirst(start).filter(shared.contains) == new.dropFirst(start).filter(shared.contains)
    }
}

/// What changed between two derivations of the tree: the events AT-SPI sends (`children-changed`,
/// `property-change:accessible-name` / `accessible-value`, `state-changed:*`, `focus`,
/// `text-changed`, `text-caret-moved`).
public enum AccessibilityChange {
    /// Children left (their index before, last first) and joined (their index now) the element.
    case childrenChanged(AccessibilityElement, removed: [(index: Int, id: Int)], added: [(index: Int, element: AccessibilityElement)])
    case nameChanged(AccessibilityElement)
    case valueChanged(AccessibilityElement)
    case stateChanged(AccessibilityElement, AccessibilityStates, Bool)
    case focused(AccessibilityElement)
    case textChanged(AccessibilityElement, old: String)
    case caretMoved(AccessibilityElement, Int)
    case removed(id: Int)
}
