import TesseraGeometry

/// A retained node of the layout tree: a leaf sizing rule or a container ``Layout`` with its
/// children, the layout values its parent reads, and after placement its frame.
///
/// Caching: answers to `sizeThatFits` are remembered per proposal (a few entries) and the
/// layout's cache is kept until the node or a descendant changes (``invalidate()``), so an
/// unchanged subtree is neither re-measured nor, when its bounds did not change, re-placed.
/// `measureCount` counts real (uncached) measurements, for tests.
///
/// Frames are absolute (the root's coordinate space), in points, unrounded.
public final class LayoutNode {
    public enum Content {
        case leaf(any LeafLayout)
        case container(AnyLayoutContainer)
    }

    /// The view id this node reports in layout output (nil: not reported).
    public var id: String?
    public private(set) var content: Content
    public private(set) var children: [LayoutNode]
    /// The values the parent layout reads (span, anchor, unsized axes, priority, ...).
    public var values: LayoutValues
    public private(set) weak var parent: LayoutNode?
    /// The placed frame, absolute; valid after a layout pass.
    public internal(set) var frame: Rect = .zero
    /// The proposal the parent placed this node with.
    public internal(set) var placedProposal: ProposedSize = .unspecified
    /// Uncached measurements since creation or the last `resetCounters()`.
    public internal(set) var measureCount = 0
    /// Placements that actually ran the layout (not skipped as unchanged).
    public internal(set) var placeCount = 0

    private var cacheKeys: [ProposedSize] = []
    private var cacheValues: [ViewDimensions] = []
    private var placedValid = false
    /// Whether some node in this subtree supplies explicit guides (so guides must be asked).
    public private(set) var needsGuides = false

    /// A leaf node.
    public init(leaf: any LeafLayout, values: LayoutValues = LayoutValues(), id: String? = nil) {
        content = .leaf(leaf); children = []; self.values = values; self.id = id
        needsGuides = leaf.providesGuides
    }

    /// A container node laying out `children` with `layout`.
    public init<L: Layout>(layout: L, children: [LayoutNode], values: LayoutValues = LayoutValues(), id: String? = nil) {
        content = .container(AnyLayoutContainer(LayoutBox(layout)))
        self.children = children; self.values = values; self.id = id
        for c in children { c.parent = self }
        updateNeedsGuides()
    }

    /// Recomputes `needsGuides` here and up the ancestors until nothing changes.
    private func updateNeedsGuides() {
        var n: LayoutNode? = self
        while let node = n {
            let needs: Bool
            switch node.content {
            case .leaf(let leaf): needs = leaf.providesGuides
            case .container(let c): needs = c.box.providesGuides || node.children.contains { $0.needsGuides }
            }
            if node !== self && needs == node.needsGuides { break }
            node.needsGuides = needs
            n = node.parent
        }
    }

    /// A wrapper node (a modifier such as frame or padding): it takes over the wrapped node's
    /// layout values, so parents see them through the wrapper, as in SwiftUI.
    public convenience init<L: Layout>(wrapping child: LayoutNode, with layout: L) {
        self.init(layout: layout, children: [child], values: child.values)
    }

    /// The layout of a container node.
    public var layout: (any Layout)? {
        if case .container(let c) = content { return c.box.erased }
        return nil
    }

    // MARK: Mutation

    /// Replaces the layout (keeps children); invalidates this node and its ancestors.
    public func setLayout<L: Layout>(_ layout: L) {
        content = .container(AnyLayoutContainer(LayoutBox(layout))); updateNeedsGuides(); invalidate()
    }
    /// Replaces the leaf rule; invalidates this node and its ancestors.
    public func setLeaf(_ leaf: any LeafLayout) { content = .leaf(leaf); updateNeedsGuides(); invalidate() }
    /// Replaces the children; invalidates this node and its ancestors.
    public func setChildren(_ newChildren: [LayoutNode]) {
        for c in children where c.parent === self { c.parent = nil }
        children = newChildren
        for c in children { c.parent = self }
        updateNeedsGuides()
        invalidate()
    }

    /// Forgets cached answers of this node and every ancestor (their sizes may depend on it).
    public func invalidate() {
        var n: LayoutNode? = self
        while let node = n {
            node.cacheKeys.removeAll(keepingCapacity: true)
            node.cacheValues.removeAll(keepingCapacity: true)
            node.placedValid = false
            if case .container(let c) = node.content { c.box.invalidateCache() }
            n = node.parent
        }
    }

    /// Forgets every cached answer in the subtree (used by benchmarks to time a cold pass).
    public func invalidateSubtree() {
        cacheKeys.removeAll(keepingCapacity: true); cacheValues.removeAll(keepingCapacity: true)
        placedValid = false
        if case .container(let c) = content { c.box.invalidateCache() }
        for c in children { c.invalidateSubtree() }
    }

    /// Zeroes `measureCount` and `placeCount` in the subtree.
    public func resetCounters() {
        measureCount = 0; placeCount = 0
        for c in children { c.resetCounters() }
    }

    // MARK: Measuring

    /// The node's size and guides for `proposal` (cached per proposal).
    public func dimensions(for proposal: ProposedSize) -> ViewDimensions {
        for i in cacheKeys.indices where cacheKeys[i] == proposal { return cacheValues[i] }
        measureCount += 1
        let d: ViewDimensions
        switch content {
        case .leaf(let leaf):
            d = leaf.dimensions(for: proposal)
        case .container(let c):
            let subviews = LayoutSubviews(children)
            let size = c.box.sizeThatFits(proposal, subviews)
            var dims = ViewDimensions(size)
            if needsGuides {
                for g in HorizontalAlignment.allCases { if let v = c.box.guide(g, size, proposal, subviews) { dims[g] = v } }
                for g in VerticalAlignment.allCases { if let v = c.box.guide(g, size, proposal, subviews) { dims[g] = v } }
            }
            d = dims
        }
        if cacheKeys.count >= 8 { cacheKeys.removeFirst(); cacheValues.removeFirst() }
        cacheKeys.append(proposal); cacheValues.append(d)
        return d
    }

    /// The node's size for `proposal` (cached per proposal).
    @inlinable public func sizeThatFits(_ proposal: ProposedSize) -> Size { dimensions(for: proposal).size }

    // MARK: Placing

    /// Places the node in `rect` (absolute), having been proposed `proposal`, then its subtree.
    /// Skipped when the node is unchanged and was placed at the same rect and proposal.
    public func place(in rect: Rect, proposal: ProposedSize) {
        if placedValid && frame == rect && placedProposal == proposal { return }
        frame = rect; placedProposal = proposal; placedValid = true
        if case .container(let c) = content {
            placeCount += 1
            c.box.place(rect, proposal, LayoutSubviews(children))
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
        for c in children { c.forEachNode(body) }
    }
}

/// A type-erased container layout stored in a ``LayoutNode``.
public struct AnyLayoutContainer {
    let box: AnyLayoutBox
    init(_ box: AnyLayoutBox) { self.box = box }
}
