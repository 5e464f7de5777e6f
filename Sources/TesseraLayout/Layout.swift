import TesseraGeometry

/// A container layout algorithm, shaped like SwiftUI's `Layout` protocol: it sizes itself for a
/// proposal by probing its subviews, then places them.
///
/// Contract:
/// - `sizeThatFits` must not place anything and must give the same answer for the same proposal
///   while the subviews are unchanged (answers are cached per proposal by ``LayoutNode``).
/// - `placeSubviews` must place every subview exactly once, inside or around `bounds` (absolute
///   coordinates of the root), proposing each subview the size it should take.
/// - The cache is built by `makeCache` the first time the node is measured and kept across
///   passes while the node's subtree is unchanged. After a change, `updateCache` brings the
///   existing cache up to date (as in SwiftUI, whose default makes a new one; a layout may
///   instead reuse the storage it already has). The cache may hold anything derived from the
///   subviews' structure and answers.
public protocol Layout {
    associatedtype Cache = Void

    /// Builds the per-layout cache from the subviews.
    func makeCache(subviews: LayoutSubviews) -> Cache
    /// Brings `cache` up to date after the subviews (or what they answer) changed. The default
    /// replaces it with `makeCache(subviews:)`.
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size
    /// Places the subviews in `bounds`, the rect the parent gave this container.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
    /// An explicit value for a horizontal guide of the container of `size`, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> Double?
    /// An explicit value for a vertical guide (text baselines of containers come from here).
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> Double?
    /// Whether this layout defines guides of its own even without text below it
    /// (the `alignmentGuide` modifier). Default false.
    var providesGuides: Bool { get }
    /// Whether `placeSubviews` is a pure function of the bounds, moving with them: each subview's
    /// rect depends on the bounds' size, the proposal and the subviews only, offset by the bounds'
    /// origin, and placing reads no other node's frame and changes nothing else. A node whose
    /// layout says so, placed again at the same size and proposal with its subtree unchanged, is
    /// moved with its subtree instead of placed again (``LayoutNode/place(in:proposal:)``; a
    /// scroll step moves every visible item so). Default false.
    static var placesRelativeToBounds: Bool { get }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }
    public var providesGuides: Bool { false }
    public static var placesRelativeToBounds: Bool { false }
    public func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> Double? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> Double? { nil }
}

/// The sizing rule of a leaf (a view without subviews): shapes, colours, fixed images, text.
/// Like ``Layout/sizeThatFits(proposal:subviews:cache:)`` it must be free of side effects.
public protocol LeafLayout {
    /// The leaf's size and guides for `proposal`.
    func dimensions(for proposal: ProposedSize) -> ViewDimensions
    /// Whether the leaf supplies explicit guide values (text baselines). Containers ask their
    /// layouts for explicit guides only when some leaf below them does.
    var providesGuides: Bool { get }
    /// Whether an answer is a few operations on the proposal, cheaper to compute again than
    /// to remember: nodes then ask the leaf every time instead of caching its answers
    /// (shapes, colours, spacers). Default false.
    var answersCheaply: Bool { get }
}

extension LeafLayout {
    public var providesGuides: Bool { false }
    public var answersCheaply: Bool { false }
}

/// A layout whose answer never depends on the proposal or its subviews (a frame fixed on both
/// axes): nodes answer such layouts' measurements directly when they supply no guides.
protocol ProposalIndependentLayout {
    /// The size answered for every proposal, or nil when it depends on the proposal.
    var fixedSize: Size? { get }
}

/// Type-erased storage of a layout and its cache inside a ``LayoutNode``. The node tracks
/// whether the cache is current (``NodeState``) and calls `prepareCache` before the other
/// calls when it is not: the first time that makes the cache, later times update it.
class AnyLayoutBox: NodeBox {
    /// The layout's cache is `Void`: nothing to build or drop.
    final let hasTrivialCache: Bool
    /// The size the layout answers every proposal with (``ProposalIndependentLayout``), or nil.
    /// Kept here, not in the node: nodes with equal frames share the box, so reading it costs
    /// no memory of the node's own.
    final let fixedSize: Size?
    /// The layout's ``Layout/placesRelativeToBounds``.
    final let placesRelativeToBounds: Bool
    init(hasTrivialCache: Bool, fixedSize: Size?, placesRelativeToBounds: Bool) {
        self.hasTrivialCache = hasTrivialCache; self.fixedSize = fixedSize
        self.placesRelativeToBounds = placesRelativeToBounds; super.init()
    }

    func prepareCache(_ s: LayoutSubviews) {}
    func sizeThatFits(_ p: ProposedSize, _ s: LayoutSubviews) -> Size { fatalError("abstract") }
    func place(_ b: Rect, _ p: ProposedSize, _ s: LayoutSubviews) { fatalError("abstract") }
    func guide(_ g: HorizontalAlignment, _ size: Size, _ p: ProposedSize, _ s: LayoutSubviews) -> Double? { nil }
    func guide(_ g: VerticalAlignment, _ size: Size, _ p: ProposedSize, _ s: LayoutSubviews) -> Double? { nil }
    var erased: any Layout { fatalError("abstract") }
    var providesGuides: Bool { false }
}

/// Where every `Void` layout cache lives (it is never read or written: it has no bytes).
nonisolated(unsafe) let voidCacheStorage = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

/// The cache lives in a block of its own (`let`, so reaching it needs no exclusivity check and
/// no generic optional); `built` says whether it holds a value.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    private let cache: UnsafeMutablePointer<L.Cache>
    private var built = false

    init(_ layout: L) {
        self.layout = layout
        let trivial = L.Cache.self == Void.self
        // A `Void` cache has no bytes: every box shares one block instead of allocating.
        cache = trivial ? voidCacheStorage.assumingMemoryBound(to: L.Cache.self) : .allocate(capacity: 1)
        if trivial { built = true }
        super.init(hasTrivialCache: trivial, fixedSize: (layout as? any ProposalIndependentLayout)?.fixedSize,
                   placesRelativeToBounds: L.placesRelativeToBounds)
    }

    /// The box for `layout`. A layout without a cache holds nothing but its value, so nodes
    /// with equal layouts can share one box: an `Equatable` layout equal to the last one made
    /// of its type gets that box (a grid of cells that each wear the same `frame` then holds
    /// one frame box instead of one per cell, which a cold pass would read from memory).
    static func make(_ layout: L) -> AnyLayoutBox {
        guard L.Cache.self == Void.self, let equatable = layout as? any Equatable else { return LayoutBox(layout) }
        return shared(for: L.self, reuse: { (last: LayoutBox<L>) in equatable.isEqual(toAny: last.layout) },
                      make: { LayoutBox(layout) })
    }

    deinit {
        if hasTrivialCache { return }
        if built { cache.deinitialize(count: 1) }
        cache.deallocate()
    }

    override func prepareCache(_ s: LayoutSubviews) {
        if built {
            layout.updateCache(&cache.pointee, subviews: s)
        } else {
            cache.initialize(to: layout.makeCache(subviews: s))
            built = true
        }
    }
    override func sizeThatFits(_ p: ProposedSize, _ s: LayoutSubviews) -> Size {
        layout.sizeThatFits(proposal: p, subviews: s, cache: &cache.pointee)
    }
    override func place(_ b: Rect, _ p: ProposedSize, _ s: LayoutSubviews) {
        layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &cache.pointee)
    }
    override func guide(_ g: HorizontalAlignment, _ size: Size, _ p: ProposedSize, _ s: LayoutSubviews) -> Double? {
        layout.explicitAlignment(of: g, size: size, proposal: p, subviews: s, cache: &cache.pointee)
    }
    override func guide(_ g: VerticalAlignment, _ size: Size, _ p: ProposedSize, _ s: LayoutSubviews) -> Double? {
        layout.explicitAlignment(of: g, size: size, proposal: p, subviews: s, cache: &cache.pointee)
    }
    override var erased: any Layout { layout }
    override var providesGuides: Bool { layout.providesGuides }
}
