import Synchronization
import TesseraAnimation

/// What every node of one host shares: the injected measurers, the set of views to
/// re-evaluate, and counters for tests.
final class HostContext {
    let textMeasurer: any TextMeasuring
    let images: any ImageProviding
    /// Composite nodes whose state changed, to re-evaluate at the next update.
    var dirty: [CompositeNode] = []
    /// Composite nodes whose handlers hold previous closures (`CompositeNode.actionsStale`).
    var staleActions: [WeakComposite] = []
    /// Observation changes arrive here, possibly from another thread.
    let inbox = ObservationInbox()
    /// Composite nodes by serial number, for observation changes.
    var composites: [Int: WeakComposite] = [:]
    var nextSerial = 0
    var stats = ReconcilerStats()
    /// The node class `makeNode(for:)` chose for each view type met so far: the choice depends
    /// on the type alone, and asking again costs dynamic casts to protocols (conformance lookups)
    /// per created node, a large share of creating a lazy grid's tile.
    var nodeClasses: [ObjectIdentifier: ViewNode.Type] = [:]
    /// The host's animator (``LazyRecycler`` asks whether any animation record still moves).
    weak var animator: RenderAnimator?
    /// Whether lazy containers reuse released items' nodes for arriving ones (``LazyRecycler``);
    /// tests turn it off to compare with items made anew.
    var recyclesLazyItems = true
    /// Scroll views, lazy containers and scrolling input (`Scrolling/`).
    let scrolling = ScrollRegistry()
    /// onAppear / onDisappear / onChange / task bookkeeping (Lifecycle/LifecycleNode.swift).
    let lifecycle = LifecycleRegistry()
    /// Geometry readers placed in a new frame during the last layout (Modifiers/GeometryReader.swift).
    var geometryChanged: [GeometryNode] = []
    /// The restored nodes whose subtrees are being created now, innermost last (StateParking.swift).
    var restoring: [RestoreFrame] = []
    /// Pop-ups, window size, focus bindings (Popups/PopupLayer.swift).
    let ui = HostUIState()
    /// The animation of the changes made since the last layout (the transaction current when
    /// state was set or an observed property changed; the last animated one wins, except that
    /// an implicit one never replaces an explicit one), and whether it is implicit.
    private let pendingAnimation = Mutex<(animation: Animation, implicit: Bool)?>(nil)

    /// Records the transaction a change was made in. `implicit`: the animation of a view's
    /// `.animation(_:value:)`, which does not override an explicit `withAnimation` of the same
    /// update (SwiftUI scopes an implicit animation to its subtree, so a toggle's own spring
    /// does not cut short the app's `withAnimation(.linear(duration: 2))` around the change).
    func noteChange(in transaction: Transaction, implicit: Bool = false) {
        guard let a = transaction.animation, !transaction.disablesAnimations else { return }
        pendingAnimation.withLock { pending in
            if implicit, let p = pending, !p.implicit { return }
            pending = (a, implicit)
        }
    }
    /// The animation of the pending changes, clearing it.
    func takeAnimation() -> Animation? { pendingAnimation.withLock { a in defer { a = nil }; return a?.animation } }
    /// Whether the next frame's changes animate (without clearing it).
    var hasPendingAnimation: Bool { pendingAnimation.withLock { $0 != nil } }

    init(textMeasurer: any TextMeasuring, images: any ImageProviding) {
        self.textMeasurer = textMeasurer; self.images = images
    }

    /// Evaluates the composites at or below `root` whose handlers hold previous closures
    /// (shallowest first, and again for the ones that evaluation leaves stale below), so the
    /// `onDisappear` actions of a removed subtree are the newest ones.
    func refreshStaleActions(below root: ViewNode) {
        while true {
            var next: CompositeNode?
            for weak in staleActions {
                guard let node = weak.node, node.actionsStale, !node.detached, next.map({ node.depth < $0.depth }) ?? true else { continue }
                var n: ViewNode? = node
                while let a = n, a !== root { n = a.parent }
                if n != nil { next = node }
            }
            guard let node = next else { return }
            node.evaluate()
        }
    }

    /// Evaluates the composites above `node` whose handlers hold previous closures, shallowest
    /// first, until none is left (evaluating one can leave the ones below it stale), so `node`
    /// is handed the newest closures.
    func refreshStaleAncestors(of node: ViewNode) {
        while true {
            var top: CompositeNode?
            var p = node.parent
            while let a = p {
                if let c = a as? CompositeNode, c.actionsStale { top = c }
                p = a.parent
            }
            guard let c = top else { return }
            c.evaluate()
        }
    }

    func register(_ node: CompositeNode) -> Int {
        nextSerial += 1
        composites[nextSerial] = WeakComposite(node: node)
        return nextSerial
    }
}

/// A weak reference to a composite node.
struct WeakComposite { weak var node: CompositeNode? }

/// Where `withObservationTracking` reports changes: thread-safe, drained by the host.
final class ObservationInbox: Sendable {
    private let pending = Mutex<[(serial: Int, generation: Int)]>([])
    /// Called after each post (from the posting thread): wakes a window loop.
    let onPost = Mutex<(@Sendable () -> Void)?>(nil)
    func post(serial: Int, generation: Int) {
        pending.withLock { $0.append((serial, generation)) }
        onPost.withLock { $0 }?()
    }
    func drain() -> [(serial: Int, generation: Int)] { pending.withLock { p in defer { p = [] }; return p } }
    var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}

/// Counters of the reconciler, for tests and benchmarks.
public struct ReconcilerStats: Hashable, Sendable {
    /// Evaluations of composite views' `body`.
    public var bodyEvaluations = 0
    /// View nodes created.
    public var nodesCreated = 0
    /// Released lazy items whose nodes were reused for arriving items instead of creating
    /// new ones (`LazyRecycler`).
    public var nodesRecycled = 0
    public init() {}
}

/// Carries a non-Sendable reference into a `@Sendable` closure that only uses its
/// thread-safe parts (the host context's mutex-guarded pending animation).
struct UnsafeTransfer<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
