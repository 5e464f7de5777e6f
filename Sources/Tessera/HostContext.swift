import Synchronization

/// What every node of one host shares: the injected measurers, the set of views to
/// re-evaluate, and counters for tests.
final class HostContext {
    let textMeasurer: any TextMeasuring
    let images: any ImageProviding
    /// Composite nodes whose state changed, to re-evaluate at the next update.
    var dirty: [CompositeNode] = []
    /// Observation changes arrive here, possibly from another thread.
    let inbox = ObservationInbox()
    /// Composite nodes by serial number, for observation changes.
    var composites: [Int: WeakComposite] = [:]
    var nextSerial = 0
    var stats = ReconcilerStats()

    init(textMeasurer: any TextMeasuring, images: any ImageProviding) {
        self.textMeasurer = textMeasurer; self.images = images
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
    func post(serial: Int, generation: Int) { pending.withLock { $0.append((serial, generation)) } }
    func drain() -> [(serial: Int, generation: Int)] { pending.withLock { p in defer { p = [] }; return p } }
    var isEmpty: Bool { pending.withLock { $0.isEmpty } }
}

/// Counters of the reconciler, for tests and benchmarks.
public struct ReconcilerStats: Hashable, Sendable {
    /// Evaluations of composite views' `body`.
    public var bodyEvaluations = 0
    /// View nodes created.
    public var nodesCreated = 0
    public init() {}
}
