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
    /// What the node is: a leaf rule or a container layout.
    public enum Content {
        case leaf(any LeafLayout)
        case container(any Layout)
    }

    /// The view id this node reports in layout output (nil: not reported).
    public var id: String?
    public private(set) var children: [LayoutNode]
    /// The values the parent layout reads (span, anchor, unsized axes, priority, ...).
    public var values: LayoutValues
    /// The parent; cleared when the parent goes away (see `deinit`).
    public private(set) unowned(unsafe) var parent: LayoutNode?
    /// The placed frame, absolute; valid after a layout pass.
    public internal(set) var frame: Rect = .zero
    /// The proposal the parent placed this node with.
    public internal(set) var placedProposal: ProposedSize = .unspecified
    /// Uncached measurements since creation or the last `resetCounters()`.
    public internal(set) var measureCount = 0
    /// Placements that actually ran the layout (not skipped as unchanged).
    public internal(set) var placeCount = 0
    /// Whether some node in this subtree supplies explicit guides (so guides must be asked).
    public private(set) var needsGuides = false

    private var leafBox: AnyLeafBox?
    private var layoutBox: AnyLayoutBox?
    private let answers = MeasurementCache()
    private var placedValid = false

    /// A leaf node.
    public init<L: LeafLayout>(leaf: L, values: LayoutValues = LayoutValues(), id: String? = nil) {
        leafBox = LeafBox(leaf); children = []; self.values = values; self.id = id
        needsGuides = leaf.providesGuides
    }

    /// A container node laying out `children` with `layout`.
    public init<L: Layout>(layout: L, children: [LayoutNode], values: LayoutValues = LayoutValues(), id: String? = nil) {
        layoutBox = LayoutBox(layout)
        self.children = children; self.values = values; self.id = id
        for c in children { c.parent = self }
        updateNeedsGuides()
    }

    /// A wrapper node (a modifier such as frame or padding): it takes over the wrapped node's
    /// layout values, so parents see them through the wrapper, as in SwiftUI.
    public convenience init<L: Layout>(wrapping child: LayoutNode, with layout: L) {
        self.init(layout: layout, children: [child], values: child.values)
    }

    deinit {
        for c in children where c.parent === self { c.parent = nil }
    }

    /// The node's leaf rule or layout.
    public var content: Content {
        if let layoutBox { return .container(layoutBox.erased) }
        return .leaf(leafBox!.erased)
    }
    /// The layout of a container node.
    public var layout: (any Layout)? { layoutBox?.erased }
    /// The rule of a leaf node.
    public var leaf: (any LeafLayout)? { leafBox?.erased }

    // MARK: Mutation

    /// Replaces the layout (keeps children); invalidates this node and its ancestors.
    public func setLayout<L: Layout>(_ layout: L) {
        leafBox = nil; layoutBox = LayoutBox(layout); updateNeedsGuides(); invalidate()
    }
    /// Replaces the leaf rule; invalidates this node and its ancestors.
    public func setLeaf<L: LeafLayout>(_ leaf: L) {
        layoutBox = nil; leafBox = LeafBox(leaf); updateNeedsGuides(); invalidate()
    }
    /// Replaces the children; invalidates this node and its ancestors.
    public func setChildren(_ newChildren: [LayoutNode]) {
        for c in children where c.parent === self { c.parent = nil }
        children = newChildren
        for c in children { c.parent = self }
        updateNeedsGuides()
        invalidate()
    }

    /// Recomputes `needsGuides` here and up the ancestors until nothing changes.
    private func updateNeedsGuides() {
        var n: LayoutNode? = self
        while let node = n {
            let needs: Bool
            if let l = node.leafBox { needs = l.providesGuides } else {
                needs = (node.layoutBox?.providesGuides ?? false) || node.children.contains { $0.needsGuides }
            }
            if node !== self && needs == node.needsGuides { break }
            node.needsGuides = needs
            n = node.parent
        }
    }

    /// Forgets cached answers of this node and every ancestor (their sizes may depend on it).
    public func invalidate() {
        var n: LayoutNode? = self
        while let node = n {
            node.answers.clear()
            node.placedValid = false
            node.layoutBox?.invalidateCache()
            n = node.parent
        }
    }

    /// Forgets every cached answer in the subtree (used by benchmarks to time a cold pass).
    public func invalidateSubtree() {
        answers.clear()
        placedValid = false
        layoutBox?.invalidateCache()
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
        if let hit = answers.lookup(proposal) { return hit }
        measureCount += 1
        let d: ViewDimensions
        if let box = layoutBox {
            let subviews = LayoutSubviews(children)
            let size = box.sizeThatFits(proposal, subviews)
            var dims = ViewDimensions(size)
            if needsGuides {
                for g in HorizontalAlignment.allCases { if let v = box.guide(g, size, proposal, subviews) { dims[g] = v } }
                for g in VerticalAlignment.allCases { if let v = box.guide(g, size, proposal, subviews) { dims[g] = v } }
            }
            d = dims
        } else {
            d = leafBox!.dimensions(for: proposal)
        }
        answers.store(proposal, d)
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
        if let box = layoutBox {
            placeCount += 1
            box.place(rect, proposal, LayoutSubviews(children))
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

/// Type-erased storage of a leaf rule (a class, so calls need no existential copies).
class AnyLeafBox {
    func dimensions(for p: ProposedSize) -> ViewDimensions { fatalError("abstract") }
    var providesGuides: Bool { false }
    var erased: any LeafLayout { fatalError("abstract") }
}

final class LeafBox<L: LeafLayout>: AnyLeafBox {
    let leaf: L
    init(_ leaf: L) { self.leaf = leaf }
    override func dimensions(for p: ProposedSize) -> ViewDimensions { leaf.dimensions(for: p) }
    override var providesGuides: Bool { leaf.providesGuides }
    override var erased: any LeafLayout { leaf }
}

/// The last few answers of a node, by proposal: a small ring. Layouts probe a child with few
/// distinct proposals per pass (min, ideal, max, final).
final class MeasurementCache {
    private static let capacity = 6
    private var keys = [ProposedSize](repeating: .unspecified, count: capacity)
    private var values = [ViewDimensions](repeating: ViewDimensions(width: 0, height: 0), count: capacity)
    private var count = 0
    private var next = 0

    func clear() { count = 0; next = 0 }

    @inline(__always) func lookup(_ p: ProposedSize) -> ViewDimensions? {
        var i = 0
        while i < count {
            if keys[i] == p { return values[i] }
            i += 1
        }
        return nil
    }

    @inline(__always) func store(_ p: ProposedSize, _ d: ViewDimensions) {
        keys[next] = p; values[next] = d
        next = (next + 1) % Self.capacity
        count = Swift.min(Self.capacity, count + 1)
    }
}
