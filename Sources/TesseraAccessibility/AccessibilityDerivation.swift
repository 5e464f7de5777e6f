import Tessera
import TesseraGeometry

/// Derives a window's accessibility elements again after a frame, running the builder only for
/// the render subtrees that changed. Each render node remembers what its derivation gave (a
/// ``Memo``): the elements, what they were before its ancestors changed them, the children it
/// derived and a ``Signature`` of what the builder reads from the node itself (content,
/// attributes and their stamp, frame, the clip and transparency it hands down, children,
/// focus). A node whose signature and children's results are unchanged keeps its elements
/// untouched: a toggle flipping in a 1,000-cell form derives the toggle, its ancestors' own
/// elements and nothing else. Checking a node costs one dictionary lookup and a comparison;
/// only changed nodes allocate, reset and compare elements. Main thread only.
final class AccessibilityDerivation {
    struct Key: Hashable { var node: ObjectIdentifier; var kind: Int }

    /// What the builder reads from one render node itself.
    struct Signature: Equatable {
        /// What the builder reads of the content: a text's string (not its fonts or colour),
        /// an image's name and whether it is decorative.
        enum Content: Equatable { case none, text(String), image(String?, decorative: Bool) }
        var content: Content
        var frame: Rect
        var attributes: ObjectIdentifier?
        var attributesStamp: UInt32
        var transparent: Bool
        var clips: Bool
        var focusable: Bool
        var focused: Bool
        var modal: Bool
    }

    /// A render node's last derivation.
    final class Memo {
        let node: RenderNode
        var signature: Signature
        var context: AccessibilityTreeBuilder.Context
        var children: [RenderNode]
        /// The elements it gave its parent, and their state before its ancestors changed them.
        var outputs: [AccessibilityElement] = []
        var bases: [AccessibilityElement.Derived] = []
        /// The elements its derivation made (its own, and a grid's cells), by key.
        var made: [Key: AccessibilityElement] = [:]
        /// The child nodes it derived, and the context it handed them.
        var walked: [RenderNode] = []
        var childContext: AccessibilityTreeBuilder.Context
        var generation = 0
        /// Whether the last build derived it again (false: it kept its elements).
        var changed = true
        /// The table this node's derivation gave alone (a grid without attributes of its own),
        /// and its cells' places: a build that finds only some cells changed re-derives those.
        var table: (element: AccessibilityElement, positions: AccessibilityGridPositions, rowMajor: Bool)?
        init(_ node: RenderNode, _ signature: Signature, _ context: AccessibilityTreeBuilder.Context) {
            self.node = node; self.signature = signature; self.context = context; children = node.children; childContext = context
        }
    }

    private var memos: [ObjectIdentifier: Memo] = [:]
    private(set) var byKey: [Key: AccessibilityElement] = [:]
    private(set) var byID: [Int: AccessibilityElement] = [:]
    private(set) var sources: [Int: RenderNode] = [:]
    private var nextID = 1
    private(set) var generation = 0
    private var stack: [Memo] = []
    /// This build: the elements made, put back or changed (in that order), their state before
    /// the build (elements that existed), and the ids that left the tree (``reindex(from:)``).
    private(set) var touched: [AccessibilityElement] = []
    private(set) var before: [Int: AccessibilityTree.Snapshot] = [:]
    private(set) var removed: [Int] = []
    /// How many render nodes the last build derived again.
    private(set) var derivedNodes = 0
    private var builder: AccessibilityTreeBuilder!
    private var focusable: Set<ObjectIdentifier> = []
    private var focusedNode: RenderNode?
    private var modalLayer: RenderNode?
    /// Derive every node (the first build, and windows using `accessibilityLabeledPair`, whose
    /// pairs are joined across the whole tree).
    private var full = true

    init(root: AccessibilityElement) { byID[0] = root }

    /// Derives the elements of `renderRoot` for a new build; nil when nothing changed.
    func build(_ host: ViewHost, root: AccessibilityElement, deriveAll: Bool) -> [AccessibilityElement]? {
        generation += 1
        touched = []; before = [:]; removed = []; derivedNodes = 0
        full = deriveAll
        focusable = Set(host.focusableNodes().map(ObjectIdentifier.init))
        focusedNode = host.focusedNode
        modalLayer = host.modalPresentationLayer
        builder = AccessibilityTreeBuilder(make: { [unowned self] in make($0, $1) },
                                           child: { [unowned self] in child($0, $1) },
                                           touch: { [unowned self] in touch($0) },
                                           keptCell: { [unowned self] in keptCell($0, $1) },
                                           madeTable: { [unowned self] in stack.last?.table = ($0, $1, $1.isRowMajor) },
                                           focusable: focusable, focused: focusedNode, modalLayer: modalLayer)
        defer { builder = nil }
        let renderRoot = host.renderRoot
        let memo = derive(renderRoot, .init(clip: renderRoot.frame))
        if !memo.changed, !full { return nil }
        restoreIfChanged(memo)
        return memo.outputs
    }

    /// Notes an element reached by this build: its state before (if it existed) for the diff.
    func note(_ e: AccessibilityElement, existed: Bool = true) {
        guard e.seen != generation else { return }
        e.seen = generation
        if existed { before[e.id] = AccessibilityTree.Snapshot(e) }
        touched.append(e)
    }

    /// Changes an element made below the node being derived (`touch` of the builder).
    func touch(_ e: AccessibilityElement) {
        note(e)
        e.derived.touches += 1
    }

    private func signature(_ node: RenderNode) -> Signature {
        let content: Signature.Content
        switch node.content {
        case .text(let t): content = .text(t.string)
        case .image(let i): content = .image(i.name, decorative: i.isDecorative)
        default: content = .none
        }
        var transparent = false
        if case .opacity(let alpha)? = node.effect { transparent = alpha < 0.01 }
        return Signature(content: content, frame: node.frame, attributes: node.accessibility.map(ObjectIdentifier.init),
                         attributesStamp: node.accessibility?.stamp ?? 0, transparent: transparent,
                         clips: node.culls || node.isClipping, focusable: focusable.contains(ObjectIdentifier(node)),
                         focused: node === focusedNode, modal: node === modalLayer)
    }

    /// `node`'s memo after this build: kept when neither the node nor any node below it
    /// changed, else derived again.
    private func derive(_ node: RenderNode, _ context: AccessibilityTreeBuilder.Context) -> Memo {
        let id = ObjectIdentifier(node)
        if let m = memos[id], m.generation == generation { return m }
        let sig = signature(node)
        if let m = memos[id] {
            if !full, m.signature == sig, m.context == context, Self.same(m.children, node.children) {
                m.generation = generation
                var changed: [Int] = []
                let walked = m.walked
                for i in walked.indices where derive(walked[i], m.childContext).changed { changed.append(i) }
                if changed.isEmpty { m.changed = false; return m }
                if refreshTable(m, node, changed) { return m }
            }
        }
        let m = memos[id] ?? Memo(node, sig, context)
        memos[id] = m
        m.generation = generation; m.signature = sig; m.context = context; m.children = node.children
        m.childContext = AccessibilityTreeBuilder.childContext(of: node, in: context)
        let oldMade = m.made, oldWalked = m.walked
        m.made = [:]; m.walked = []; m.table = nil
        stack.append(m)
        m.outputs = builder.process(node, context)
        stack.removeLast()
        if let t = m.table, !(m.outputs.count == 1 && m.outputs[0] === t.element && Self.tableAlone(node)) { m.table = nil }
        m.bases = m.outputs.map(\.derived)
        m.changed = true
        derivedNodes += 1
        for (key, e) in oldMade where m.made[key] == nil { remove(key, e) }
        if !oldWalked.isEmpty {
            let now = Set(m.walked.map(ObjectIdentifier.init))
            for c in oldWalked where !now.contains(ObjectIdentifier(c)) { drop(c) }
        }
        return m
    }

    /// Re-derives only the changed cells (`changed`, indices of its children) of a grid whose
    /// own signature, context and children are as before and whose cells keep their places
    /// (`AccessibilityTreeBuilder.refreshCells`); false when the whole node must be derived.
    /// A `Grid`'s cells keep their places when its rows and the changed cells' spans are as
    /// before (other grids compute their positions again); the cells' derivations, the events
    /// and the new index cost only the changed cells.
    private func refreshTable(_ m: Memo, _ node: RenderNode, _ changed: [Int]) -> Bool {
        guard let t = m.table, m.walked.count == node.children.count else { return false }
        let positions: AccessibilityGridPositions
        if let holds = t.positions.stillHold(for: node, changed: changed) {
            guard holds else { return false }
            positions = t.positions
        } else {
            guard let now = AccessibilityGridPositions(node), now == t.positions else { return false }
            positions = now
        }
        restoreIfChanged(m)
        stack.append(m)
        let walked = m.walked.count
        defer { stack.removeLast(); m.walked.removeLast(m.walked.count - walked) }  // `child` appended what it visited
        guard builder.refreshCells(of: t.element, in: node, at: changed, positions: positions, rowMajor: t.rowMajor, m.childContext)
        else { return false }
        m.bases = m.outputs.map(\.derived)
        m.changed = true
        derivedNodes += 1
        return true
    }

    /// Whether a node's elements are its table alone: no content, attributes, focus or modal
    /// presentation of its own changes them after the table is made.
    private static func tableAlone(_ node: RenderNode) -> Bool {
        guard case .none = node.content else { return false }
        return node.accessibility == nil
    }

    /// The builder's `child`: a child's elements, put back as its derivation left them when
    /// it kept them (its old ancestors may have changed them).
    private func child(_ node: RenderNode, _ context: AccessibilityTreeBuilder.Context) -> [AccessibilityElement] {
        stack.last?.walked.append(node)
        let m = derive(node, context)
        if !m.changed { restoreIfChanged(m) }
        return m.outputs
    }

    private func restoreIfChanged(_ m: Memo) {
        for (e, base) in zip(m.outputs, m.bases) where e.derived.touches != base.touches {
            note(e)
            e.derived = base
        }
    }

    /// The builder's `make`: the element of a node and kind, the same object as last time.
    private func make(_ node: RenderNode, _ kind: Int) -> AccessibilityElement {
        let key = Key(node: ObjectIdentifier(node), kind: kind)
        let e: AccessibilityElement
        if let old = byKey[key] {
            e = old
            note(e)
        } else {
            e = AccessibilityElement(id: nextID); nextID += 1
            byKey[key] = e
            note(e, existed: false)
        }
        e.reset()
        e.generation = generation
        sources[e.id] = node
        stack.last?.made[key] = e
        return e
    }

    /// The builder's `keptCell`: a grid's cell for a child that kept its elements and place.
    private func keptCell(_ node: RenderNode, _ position: AccessibilityCellPosition) -> AccessibilityElement? {
        let key = Key(node: ObjectIdentifier(node), kind: AccessibilityTreeBuilder.ElementKind.cell.rawValue)
        guard !full, let m = memos[ObjectIdentifier(node)], !m.changed,
              let cell = byKey[key], cell.generation != generation, cell.cell == position else { return nil }
        cell.generation = generation
        stack.last?.made[key] = cell
        return cell
    }

    private func remove(_ key: Key, _ e: AccessibilityElement) {
        guard e.generation != generation, byKey[key] === e else { return }
        byKey[key] = nil; sources[e.id] = nil
    }

    /// Forgets a node that left its parent's derivation, and its elements.
    private func drop(_ node: RenderNode) {
        guard let m = memos[ObjectIdentifier(node)], m.generation != generation else { return }
        memos[ObjectIdentifier(node)] = nil
        for (key, e) in m.made { remove(key, e) }
        for c in m.walked { drop(c) }
    }

    /// Indexes the elements reachable from `root` (elements a derivation made but combined
    /// into a name, or labels a labeled pair took out, are not in the tree); the ids no longer
    /// reachable left. A whole build indexes every element; a later one follows only the
    /// children that left and joined the elements it reached (``touched``, and the window
    /// whose children were `rootBefore`): the subtrees that left are forgotten by their old
    /// children, then the subtrees that joined are indexed (an element that moved is both).
    func reindex(from root: AccessibilityElement, rootBefore: [Int]) {
        guard !full else {
            var reachable = byID
            reachable.removeAll(keepingCapacity: true)
            root.forEach { reachable[$0.id] = $0 }
            for id in byID.keys where reachable[id] == nil { removed.append(id) }
            byID = reachable
            return
        }
        var gone: [Int: AccessibilityElement] = [:]
        func forget(_ id: Int) {
            guard let e = byID.removeValue(forKey: id) else { return }
            gone[id] = e
            if let old = before[id]?.children { for c in old { forget(c) } } else { for c in e.children { forget(c.id) } }
        }
        func add(_ e: AccessibilityElement) {
            byID[e.id] = e
            gone[e.id] = nil
            for c in e.children { add(c) }
        }
        let parents = [(root, rootBefore)] + touched.compactMap { e in before[e.id].map { (e, $0.children) } }
        for (e, old) in parents where !Self.same(ids: old, e.children) {
            let now = Set(e.children.map(\.id))
            for id in old where !now.contains(id) { forget(id) }
        }
        for (e, old) in parents where byID[e.id] === e && !Self.same(ids: old, e.children) {
            let was = Set(old)
            for c in e.children where !was.contains(c.id) { add(c) }
        }
        // Elements made this build (no state before) join through their parents' `add`.
        removed.append(contentsOf: gone.keys)
    }

    private static func same(ids: [Int], _ elements: [AccessibilityElement]) -> Bool {
        ids.count == elements.count && zip(ids, elements).allSatisfy { $0 == $1.id }
    }

    /// Whether two child lists hold the same nodes in the same order (a plain loop: this runs
    /// for every node of every build).
    private static func same(_ a: [RenderNode], _ b: [RenderNode]) -> Bool {
        guard a.count == b.count else { return false }
        var i = 0
        while i < a.count {
            if a[i] !== b[i] { return false }
            i += 1
        }
        return true
    }
}
