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
/// Performance: the node's mutable state is one inline record (`NodeState`, hot fields
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
        set { state.identity = NodeIdentity.make(id: newValue, subgridStyle: state.identity?.subgridStyle) }
    }
    /// For a track grid laid out as a subgrid (CSS Grid 2 §9): the style its parent track grid
    /// resolved for it at the last placement (its subgridded tracks fixed to the parent's), nil
    /// otherwise. Set by the parent's ``TrackGridLayout`` only.
    var subgridStyle: TrackGridStyle? {
        get { state.identity?.subgridStyle }
        set { state.identity = NodeIdentity.make(id: state.identity?.id, subgridStyle: newValue) }
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
        state = NodeState(children: [], values: values, box: box, id: id)
        state.setLeaf(box)
        state.needsGuides = leaf.providesGuides
    }

    /// A container node laying out `children` with `layout`.
    public init<L: Layout>(layout: L, children: [LayoutNode], values: LayoutValues = LayoutValues(), id: String? = nil) {
        let box = LayoutBox.make(layout)
        state = NodeState(children: [], values: values, box: box, id: id)
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

    /// Whether the node places its children mirrored left to right within its frame: the
    /// layout runs as for left to right, then every child's rect is reflected about the
    /// frame's vertical centre line. Right-to-left layout sets it on every container and
    /// wrapper of the subtree (but `offset`), so the whole subtree is the mirror image of its
    /// left-to-right layout, as SwiftUI's `layoutDirection` does; leaves (text, images) are
    /// not mirrored inside. Changing it invalidates the node (and its ancestors).
    public var mirrorsChildren: Bool {
        get { state.mirrorsChildren }
        set {
            guard newValue != state.mirrorsChildren else { return }
            state.mirrorsChildren = newValue
            invalidate()
        }
    }

    /// Places the node in `rect` (absolute), having been proposed `proposal`, then its subtree.
    /// Skipped when the node is unchanged and was placed at the same rect and proposal; when
    /// only the rect's origin differs and the layout places relative to its bounds
    /// (``Layout/placesRelativeToBounds``), the subtree's frames are moved instead.
    /// A rect that is not finite or beyond ``LayoutLimits/maximumLength`` is clamped first.
    public func place(in rect: Rect, proposal: ProposedSize) {
        let rect = LayoutLimits.isPlaceable(rect) ? rect : LayoutLimits.placeable(rect)
        if state.placedValid && state.placedProposal == proposal {
            if state.frame == rect { return }
            if state.frame.size == rect.size && (state.isLeaf || withLayoutBox({ $0.placesRelativeToBounds })) {
                // Moved, nothing else changed: the subtree moves along (a scroll step).
                let d = Point(x: rect.minX - state.frame.minX, y: rect.minY - state.frame.minY)
                state.frame = rect
                if !state.isLeaf { moveDescendants(by: d) }
                return
            }
        }
        state.frame = rect; state.placedProposal = proposal; state.placedValid = true
        if !state.isLeaf {
            state.placeCount &+= 1
            let subviews = self.subviews
            prepareCache(subviews)
            let placing = state.mirrorsChildren ? subviews.mirrored(in: rect) : subviews
            withLayoutBox { $0.place(rect, proposal, placing) }
        }
    }

    /// Moves every child's frame by `d`, and their subtrees: what placing this node's
    /// unchanged subtree again at its frame moved so would give, when its layout places
    /// relative to its bounds. A child that cannot be moved so (its layout reads more than its
    /// bounds, or it is not placed) is placed at its moved frame instead.
    private func moveDescendants(by d: Point) {
        state.children.withUnretainedNodes { kids in
            for k in kids {
                k._withUnsafeGuaranteedRef { c in
                    let moved = c.state.frame.offsetBy(d)
                    if c.state.placedValid, LayoutLimits.isPlaceable(moved),
                       c.state.isLeaf || c.withLayoutBox({ $0.placesRelativeToBounds }) {
                        c.state.frame = moved
                        if !c.state.isLeaf { c.moveDescendants(by: d) }
                    } else {
                        c.place(in: moved, proposal: c.state.placedProposal)
                    }
                }
            }
        }
    }

    /// Measures the root at `proposal` and places it at the origin: one full layout pass.
    /// Returns the root's size, always finite: an infinite proposal the root answers with an
    /// infinite length becomes an unspecified one (``LayoutLimits``, rule 1).
    @discardableResult
    public func layout(proposal: ProposedSize, origin: Point = .zero) -> Size {
        var proposal = proposal
        var size = sizeThatFits(proposal)
        if !(size.width.isFinite && size.height.isFinite) {
            proposal = LayoutLimits.rootProposal(proposal, answer: size)
            size = sizeThatFits(proposal)
        }
        let rect = LayoutLimits.placeable(Rect(origin: origin, size: size))
        place(in: rect, proposal: proposal)
        return rect.size
    }

    /// Every node of the subtree in depth-first (tree) order.
    public func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for c in state.children { c.forEachNode(body) }
    }
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
