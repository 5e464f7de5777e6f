import Synchronization
import TesseraGeometry

/// A retained node of the layout tree: a leaf sizing rule or a container ``Layout`` with its
/// children, the layout values its parent reads, and after placement its frame.
///
/// Caching: answers to `sizeThatFits` are remembered per proposal (a few entries) and the
/// layout's cache is kept until the node or a descendant changes (``invalidate()``), so an
/// unchanged subtree is neither re-measured nor, when its bounds did not change, re-placed.
/// `measureCount` counts real (uncached) measurements, for tests.
///
/// A node whose layout does not depend on its proposal (a frame fixed on both axes) and that
/// has no guides to supply answers from that size directly, without its cache or its child
/// (each such answer still counts in `measureCount`). The eager grid takes such a cell's size
/// from its structure without asking at all, so those cells count no measurements.
///
/// Frames are absolute (the root's coordinate space), in points, unrounded.
///
/// Performance: the node's mutable state is one inline record (``NodeState``, hot fields
/// first), so a layout pass touches few cache lines per node. Release builds exempt it from
/// dynamic exclusivity checks (`@exclusivity(unchecked)`, this property only; debug builds
/// check): it is internal, reached only by this module's code, and no access to it spans a
/// call that could reach the same node's state (layouts only ever call into other nodes).
/// Calls into the node's box and sweeps over children use unretained references (the node
/// owns both); a layout must not replace its
/// own node's layout or children while that node is being measured or placed.
public final class LayoutNode {
    /// What the node is: a leaf rule or a container layout.
    public enum Content {
        case leaf(any LeafLayout)
        case container(any Layout)
    }

    /// The node's state, inline in the object. Release builds exempt it from dynamic
    /// exclusivity checks, which would cost a runtime call per access on the hot paths:
    /// accesses never overlap (no access spans a call that could reach the same node's state).
    /// Debug builds keep the checks, so the test suite verifies that on every access.
    #if DEBUG
    var state: NodeState
    #else
    @exclusivity(unchecked) var state: NodeState
    #endif
    /// The view id this node reports in layout output (nil: not reported). Kept out of line
    /// (most nodes have none): every byte of the node object costs on a cold pass over a large
    /// tree (ARCHITECTURE.md, Speed).
    public var id: String? {
        get { state.identity?.id }
        set { state.identity = newValue.map(NodeIdentity.init) }
    }

    /// The children, in order.
    public var children: [LayoutNode] { state.children }
    /// The children for a layout call (see ``LayoutSubviews``).
    @inline(__always) var subviews: LayoutSubviews {
        LayoutSubviews(UnsafeBufferPointer(start: state.childBase, count: Int(state.childCount)), shapeStamp: state.childShapeStamp)
    }
    /// The values the parent layout reads (span, anchor, unsized axes, priority, ...).
    public var values: LayoutValues {
        get { state.values }
        set { state.values = newValue; state.parent?.childrenChangedShape() }
    }
    /// The parent; cleared when the parent goes away (see `deinit`).
    public var parent: LayoutNode? { state.parent }
    /// The placed frame, absolute; valid after a layout pass.
    public internal(set) var frame: Rect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// The proposal the parent placed this node with.
    public internal(set) var placedProposal: ProposedSize {
        get { state.placedProposal }
        set { state.placedProposal = newValue }
    }
    /// Uncached measurements since creation or the last `resetCounters()`.
    public internal(set) var measureCount: Int {
        get { Int(state.measureCount) }
        set { state.measureCount = UInt32(truncatingIfNeeded: newValue) }
    }
    /// Placements that actually ran the layout (not skipped as unchanged).
    public internal(set) var placeCount: Int {
        get { Int(state.placeCount) }
        set { state.placeCount = UInt32(truncatingIfNeeded: newValue) }
    }
    /// Whether some node in this subtree supplies explicit guides (so guides must be asked).
    public var needsGuides: Bool { state.needsGuides }

    /// A leaf node.
    public init<L: LeafLayout>(leaf: L, values: LayoutValues = LayoutValues(), id: String? = nil) {
        let box = LeafBox.make(leaf)
        state = NodeState(children: [], values: values, box: box)
        if let id { state.identity = NodeIdentity(id) }
        state.setLeaf(box)
        state.needsGuides = leaf.providesGuides
    }

    /// A container node laying out `children` with `layout`.
    public init<L: Layout>(layout: L, children: [LayoutNode], values: LayoutValues = LayoutValues(), id: String? = nil) {
        let box = LayoutBox.make(layout)
        state = NodeState(children: [], values: values, box: box)
        if let id { state.identity = NodeIdentity(id) }
        state.adopt(children)
        state.setLayout(box)
        for c in children { c.state.parent = self }
        updateNeedsGuides()
    }

    /// A wrapper node (a modifier such as frame or padding): it takes over the wrapped node's
    /// layout values, so parents see them through the wrapper, as in SwiftUI.
    public convenience init<L: Layout>(wrapping child: LayoutNode, with layout: L) {
        self.init(layout: layout, children: [child], values: child.values)
    }

    deinit {
        for c in state.children where c.state.parent === self { c.state.parent = nil }
        state.releaseAnswers()
        state.boxRef.release()
    }

    /// The node's leaf rule or layout.
    public var content: Content {
        if let layoutBox = state.layoutBox { return .container(layoutBox.erased) }
        return .leaf(state.leafBox!.erased)
    }
    /// The layout of a container node.
    public var layout: (any Layout)? { state.layoutBox?.erased }
    /// The rule of a leaf node.
    public var leaf: (any LeafLayout)? { state.leafBox?.erased }

    // MARK: Mutation

    /// Replaces the layout (keeps children); invalidates this node and its ancestors.
    public func setLayout<L: Layout>(_ layout: L) {
        state.setLayout(LayoutBox.make(layout)); state.parent?.childrenChangedShape(); updateNeedsGuides(); invalidate()
    }
    /// Replaces the leaf rule; invalidates this node and its ancestors.
    public func setLeaf<L: LeafLayout>(_ leaf: L) {
        state.setLeaf(LeafBox.make(leaf)); state.parent?.childrenChangedShape(); updateNeedsGuides(); invalidate()
    }
    /// Replaces the children; invalidates this node and its ancestors.
    public func setChildren(_ newChildren: [LayoutNode]) {
        for c in state.children where c.state.parent === self { c.state.parent = nil }
        state.adopt(newChildren)
        for c in newChildren { c.state.parent = self }
        childrenChangedShape()
        updateNeedsGuides()
        invalidate()
    }

    /// Records that the children changed in what a parent's layout may have derived from them
    /// beyond their sizes: the list itself, their layout values, their kind (a leaf or a
    /// layout, with or without a fixed size) or whether they supply guides. A layout's cache
    /// can tell from ``LayoutSubviews/shapeStamp`` whether to rebuild what it derived.
    func childrenChangedShape() { state.childShapeStamp &+= 1 }

    /// Recomputes `needsGuides` here and up the ancestors until nothing changes.
    private func updateNeedsGuides() {
        var n: LayoutNode? = self
        while let node = n {
            let needs: Bool
            if let l = node.state.leafBox { needs = l.providesGuides } else {
                needs = (node.state.layoutBox?.providesGuides ?? false) || node.state.children.contains { $0.needsGuides }
            }
            if node !== self && needs == node.state.needsGuides { break }
            if needs != node.state.needsGuides { node.state.parent?.childrenChangedShape() }
            node.state.needsGuides = needs
            n = node.state.parent
        }
    }

    /// Forgets cached answers of this node and every ancestor (their sizes may depend on it).
    public func invalidate() {
        var n: LayoutNode? = self
        while let node = n {
            node.state.forget()
            n = node.state.parent
        }
    }

    /// Forgets every cached answer in the subtree (used by benchmarks to time a cold pass).
    public func invalidateSubtree() {
        state.forget()
        forgetDescendants()
    }

    /// The sweep below a node, two levels per step: the loop over the children forgets each
    /// child and its own children inline (no call, no retain), so the processor can overlap
    /// the cache misses of consecutive children; deeper levels recurse.
    private func forgetDescendants() {
        if state.children.isEmpty { return }
        state.children.withUnretainedNodes { kids in
            for k in kids {
                k._withUnsafeGuaranteedRef { c in
                    c.state.forget()
                    if c.state.children.isEmpty { return }
                    c.state.children.withUnretainedNodes { grandchildren in
                        for g in grandchildren {
                            g._withUnsafeGuaranteedRef { gc in
                                gc.state.forget()
                                if !gc.state.children.isEmpty { gc.forgetDescendants() }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Zeroes `measureCount` and `placeCount` in the subtree.
    public func resetCounters() {
        state.measureCount = 0; state.placeCount = 0
        for c in state.children { c.resetCounters() }
    }

    // MARK: Measuring

    /// Whether the node answers every proposal with the same dimensions (a frame fixed on both
    /// axes with no guides to supply): a parent may take `state.fixedSize` for all its proposals
    /// (the grid does, in its structure).
    var answersEveryProposalAlike: Bool {
        @inline(__always) get { state.hasFixedSize && !state.needsGuides }
    }

    /// The node's size and guides for `proposal` (cached per proposal).
    public func dimensions(for proposal: ProposedSize) -> ViewDimensions {
        if state.hasFixedSize && !state.needsGuides {
            state.measureCount &+= 1
            return ViewDimensions(state.fixedSize)
        }
        if state.measuresDirectly {
            state.measureCount &+= 1
            return state.boxRef._withUnsafeGuaranteedRef { unsafeDowncast($0, to: AnyLeafBox.self).dimensions(for: proposal) }
        }
        if let hit = lookup(proposal) { return hit }
        state.measureCount &+= 1
        let d: ViewDimensions
        if !state.isLeaf {
            let subviews = self.subviews
            prepareCache(subviews)
            let needsGuides = state.needsGuides
            d = withLayoutBox { box in
                let size = box.sizeThatFits(proposal, subviews)
                var dims = ViewDimensions(size)
                if needsGuides {
                    for g in HorizontalAlignment.allCases { if let v = box.guide(g, size, proposal, subviews) { dims[g] = v } }
                    for g in VerticalAlignment.allCases { if let v = box.guide(g, size, proposal, subviews) { dims[g] = v } }
                }
                return dims
            }
        } else {
            d = state.boxRef._withUnsafeGuaranteedRef { unsafeDowncast($0, to: AnyLeafBox.self).dimensions(for: proposal) }
        }
        state.store(proposal, d)
        return d
    }

    /// The node's size for `proposal` (cached per proposal).
    @inlinable public func sizeThatFits(_ proposal: ProposedSize) -> Size { dimensions(for: proposal).size }

    /// The remembered answer for `p`. Reads the state's fields one by one (a method of the
    /// state would copy the whole state).
    @inline(__always) private func lookup(_ p: ProposedSize) -> ViewDimensions? {
        let count = state.answerCount
        guard count > 0, let answers = state.answers else { return nil }
        for i in 0..<Int(count) where answers[i].key == p { return answers[i].value }
        return nil
    }

    /// Makes or updates the layout's cache if it is out of date. A method of the node, not of
    /// its state: the layout reads the node (``LayoutSubviews/shapeStamp``) while it updates
    /// the cache, so no access to the state may span the call.
    @inline(__always) func prepareCache(_ subviews: LayoutSubviews) {
        if !state.cacheValid { withLayoutBox { $0.prepareCache(subviews) }; state.cacheValid = true }
    }

    /// Calls `body` with the layout box, unretained (the node must be a container). Reads
    /// only `boxRef` (a method of the state would copy the whole state).
    @inline(__always) func withLayoutBox<R>(_ body: (AnyLayoutBox) -> R) -> R {
        state.boxRef._withUnsafeGuaranteedRef { body(unsafeDowncast($0, to: AnyLayoutBox.self)) }
    }

    // MARK: Placing

    /// Places the node in `rect` (absolute), having been proposed `proposal`, then its subtree.
    /// Skipped when the node is unchanged and was placed at the same rect and proposal.
    public func place(in rect: Rect, proposal: ProposedSize) {
        if state.placedValid && state.frame == rect && state.placedProposal == proposal { return }
        state.frame = rect; state.placedProposal = proposal; state.placedValid = true
        if !state.isLeaf {
            state.placeCount &+= 1
            let subviews = self.subviews
            prepareCache(subviews)
            withLayoutBox { $0.place(rect, proposal, subviews) }
        }
    }

    /// Measures the root at `proposal` and places it at the origin: one full layout pass.
    /// Returns the root's size.
    @discardableResult
    public func layout(proposal: ProposedSize, origin: Point = .zero) -> Size {
        let size = sizeThatFits(proposal)
        place(in: Rect(origin: origin, size: size), proposal: proposal)
        return size
    }

    /// Every node of the subtree in depth-first (tree) order.
    public func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for c in state.children { c.forEachNode(body) }
    }
}

/// The mutable state of a ``LayoutNode``, stored inline in the node. Field order is memory
/// order (Swift lays out stored properties in declaration order), chosen for a cold pass over
/// a large tree, where reaching a node costs a cache miss: what a pass *reads* before it can go
/// on (the flags, the children, the box) comes first, in the object's first 48 bytes, so one
/// line usually holds all of it; what a pass mostly *writes* (the counters, the frame and
/// proposal) follows, since stores to a missing line do not hold up the work after them; then
/// the measuring fields (the answers' block); the rest (the children array, the parent, the
/// layout values, the id) after that. The state is 136 bytes and the object 152 with its
/// header, which the allocator serves from 160-byte blocks; each byte more costs on a cold pass
/// over a large tree (ARCHITECTURE.md, Speed), so the box is owned through `boxRef` alone, a
/// fixed frame's size is read from its (shared) box, and the rare view id lives out of line (``LayoutValues`` is one reference, answers live out of line, stateless leaves and equal
/// cache-free layouts share one box).
struct NodeState {
    var placedValid = false
    var needsGuides = false
    /// The layout's cache is current (always true for layouts without a cache).
    var cacheValid = false
    /// The layout has no cache (`Cache == Void`): nothing to build or drop.
    var cacheTrivial = true
    /// The layout's answer ignores the proposal: `fixedSize` (see ``ProposalIndependentLayout``).
    var hasFixedSize = false
    /// `box` is an ``AnyLeafBox`` (else an ``AnyLayoutBox``).
    var isLeaf = false
    /// A leaf whose answers cost less to compute than to remember (``LeafLayout/answersCheaply``):
    /// it is asked every time and nothing is stored.
    var measuresDirectly = false
    /// The measurement ring (`answers`): entries in use and the slot the next answer goes to.
    var answerCount: UInt8 = 0
    var answerNext: UInt8 = 0
    /// The values carry no grid value (span 1, no anchor, no column alignment, no unsized
    /// axes, priority 0): grids need not read them.
    var gridDefaults = true
    var childCount: UInt32 = 0
    /// The first of `children`, unretained: see ``adopt(_:)``.
    var childBase: UnsafePointer<Unmanaged<LayoutNode>>?
    /// The leaf rule's or layout's box, owned by hand: retained when set (``replaceBox(_:)``),
    /// released when replaced and by the node's `deinit`. Calls go through it without
    /// reference counting (layouts never replace their own node's box while it is working).
    var boxRef: Unmanaged<NodeBox>
    // Written, rarely read, during a pass.
    /// Uncached measurements (a counter for tests; a cheap leaf counts each answer).
    var measureCount: UInt32 = 0
    /// Placements that ran the layout (a counter for tests, containers only).
    var placeCount: UInt32 = 0
    var frame = Rect.zero
    var placedProposal = ProposedSize.unspecified
    /// The remembered answers, allocated at the first one and kept (nodes that answer
    /// without remembering, fixed frames and cheap leaves, never allocate it).
    var answers: UnsafeMutablePointer<Answer>?
    // Cold.
    /// The children (owning; read through `childBase` during layout).
    var children: [LayoutNode]
    /// Counts changes of the children's shape (``LayoutNode/childrenChangedShape()``).
    var childShapeStamp: UInt32 = 0
    unowned(unsafe) var parent: LayoutNode?
    /// The view id, when the node has one (see ``LayoutNode/id``).
    var identity: NodeIdentity?
    var values: LayoutValues {
        didSet { gridDefaults = Self.hasGridDefaults(values) }
    }

    typealias Answer = (key: ProposedSize, value: ViewDimensions)
    /// How many answers a node remembers: layouts probe a child with few distinct proposals
    /// per pass (min, ideal, max, final).
    static let answerCapacity: UInt8 = 6

    static func hasGridDefaults(_ v: LayoutValues) -> Bool {
        v.isEmpty || (v.gridCellColumns == 1 && v.gridCellAnchor == nil && v.gridColumnAlignment == nil
            && v.gridCellUnsizedAxes.isEmpty && v.layoutPriority == 0)
    }

    var layoutBox: AnyLayoutBox? {
        @inline(__always) get { isLeaf ? nil : unsafeDowncast(box, to: AnyLayoutBox.self) }
    }
    var leafBox: AnyLeafBox? {
        @inline(__always) get { isLeaf ? unsafeDowncast(box, to: AnyLeafBox.self) : nil }
    }

    /// The size a node with `hasFixedSize` answers every proposal with (its layout box holds it).
    var fixedSize: Size {
        @inline(__always) get { boxRef._withUnsafeGuaranteedRef { unsafeDowncast($0, to: AnyLayoutBox.self).fixedSize.unsafelyUnwrapped } }
    }

    /// The box (see `boxRef`).
    var box: NodeBox { @inline(__always) get { boxRef.takeUnretainedValue() } }

    /// Takes `newBox` (retained) in place of the current box (released).
    mutating func replaceBox(_ newBox: NodeBox) {
        let old = boxRef
        boxRef = Unmanaged.passRetained(newBox)
        old.release()
    }

    init(children: [LayoutNode], values: LayoutValues, box: NodeBox) {
        self.children = children; self.values = values
        boxRef = Unmanaged.passRetained(box)
        gridDefaults = Self.hasGridDefaults(values)
    }

    /// Takes `nodes` as the children. `childBase` points at the elements of the stored array:
    /// its buffer is only ever replaced here, never mutated in place, so the pointer stays valid
    /// until the next call (a native array's elements do not move while its buffer lives).
    mutating func adopt(_ nodes: [LayoutNode]) {
        children = nodes
        childCount = UInt32(truncatingIfNeeded: nodes.count)
        childBase = children.withUnsafeBufferPointer { buf in
            buf.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: Unmanaged<LayoutNode>.self) }
        }
    }

    mutating func setLeaf(_ box: AnyLeafBox) {
        replaceBox(box); isLeaf = true; measuresDirectly = box.answersCheaply
        hasFixedSize = false; cacheValid = true; cacheTrivial = true
        answerCount = 0; answerNext = 0
    }

    mutating func setLayout(_ box: AnyLayoutBox) {
        replaceBox(box); isLeaf = false; measuresDirectly = false
        cacheTrivial = box.hasTrivialCache
        cacheValid = cacheTrivial
        hasFixedSize = box.fixedSize != nil
    }

    /// Drops cached answers and the placement, and marks the layout's cache out of date (it is
    /// updated, reusing its storage, before the layout is next asked anything).
    @inline(__always) mutating func forget() {
        answerCount = 0; answerNext = 0
        placedValid = false
        cacheValid = cacheTrivial
    }


    // MARK: Measurement ring

    @inline(__always) mutating func store(_ p: ProposedSize, _ d: ViewDimensions) {
        if answers == nil {
            let m = UnsafeMutablePointer<Answer>.allocate(capacity: Int(Self.answerCapacity))
            m.initialize(repeating: (p, d), count: Int(Self.answerCapacity))
            answers = m
        }
        answers.unsafelyUnwrapped[Int(answerNext)] = (p, d)
        answerNext = answerNext + 1 == Self.answerCapacity ? 0 : answerNext + 1
        if answerCount < Self.answerCapacity { answerCount += 1 }
    }

    /// Frees the out-of-line answers (the node is going away).
    mutating func releaseAnswers() {
        if let all = answers {
            all.deinitialize(count: Int(Self.answerCapacity))
            all.deallocate()
        }
        answers = nil; answerCount = 0; answerNext = 0
    }
}

/// A node's view id, out of line (see ``LayoutNode/id``).
final class NodeIdentity: Sendable {
    let id: String
    init(_ id: String) { self.id = id }
}

/// A box of a leaf type without stored properties: immutable and stateless, so shared freely.
struct SharedLeafBox: @unchecked Sendable {
    let box: AnyLeafBox
}
/// The shared boxes of stateless leaf types, by type (see ``LeafBox/make(_:)``).
private let statelessLeafBoxes = Mutex<[ObjectIdentifier: SharedLeafBox]>([:])

/// What a node's `box` holds: an ``AnyLeafBox`` or an ``AnyLayoutBox``.
class NodeBox {}

/// Type-erased storage of a leaf rule (a class, so calls need no existential copies).
class AnyLeafBox: NodeBox {
    func dimensions(for p: ProposedSize) -> ViewDimensions { fatalError("abstract") }
    var providesGuides: Bool { false }
    var answersCheaply: Bool { false }
    var erased: any LeafLayout { fatalError("abstract") }
}

final class LeafBox<L: LeafLayout>: AnyLeafBox {
    let leaf: L
    private init(_ leaf: L) { self.leaf = leaf; super.init() }

    /// The box for `leaf`. A leaf type without stored properties (a shape's `FlexibleLeaf`)
    /// has one box shared by every node of that type: its boxes could not differ, and a large
    /// tree of shapes then holds one box instead of one per node.
    static func make(_ leaf: L) -> AnyLeafBox {
        guard MemoryLayout<L>.size == 0 else { return LeafBox(leaf) }
        let key = ObjectIdentifier(L.self)
        return statelessLeafBoxes.withLock { boxes in
            if let shared = boxes[key] { return shared }
            let box = SharedLeafBox(box: LeafBox(leaf))
            boxes[key] = box
            return box
        }.box
    }
    override func dimensions(for p: ProposedSize) -> ViewDimensions { leaf.dimensions(for: p) }
    override var providesGuides: Bool { leaf.providesGuides }
    override var answersCheaply: Bool { leaf.answersCheaply }
    override var erased: any LeafLayout { leaf }
}


extension Array where Element == LayoutNode {

    /// Calls `body` with the nodes as unretained references, for sweeps over many nodes: the
    /// array keeps them alive, and skipping a retain and release per node (atomic operations on
    /// memory that is usually cold) lets the processor overlap the nodes' cache misses.
    @inline(__always)
    func withUnretainedNodes<R>(_ body: (UnsafeBufferPointer<Unmanaged<LayoutNode>>) -> R) -> R {
        withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            return base.withMemoryRebound(to: Unmanaged<LayoutNode>.self, capacity: buf.count) {
                body(UnsafeBufferPointer(start: $0, count: buf.count))
            }
        }
    }
}
