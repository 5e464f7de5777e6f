/// The node of a lifecycle modifier: passes its content's views through unchanged and runs
/// the modifier's actions at the right moments. Actions never run during an update: they are
/// queued on the host's `LifecycleRegistry` and run right after it, so state they set
/// re-evaluates views in a following update (in the same frame; see `ViewHost.update()`).
/// A task starts with `Task.immediate`: on the main actor (where an app's host runs) its body
/// runs at once up to its first suspension, so a headless render sees what it did and when it
/// sleeps, deterministically.
final class LifecycleNode: ViewNode {
    private var content: ViewNode?
    private var mounted = false
    private var disappearAction: (() -> Void)?
    private var watchedValue: Any?
    private var taskID: Any?
    private var runningTask: Task<Void, Never>?

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let (contentView, modifier) = (view as! any LifecycleContent).lifecycleParts
        content = reconcile(content, with: contentView, env: env)
        let registry = context.lifecycle
        let firstUpdate = !mounted
        if firstUpdate { mounted = true; registry.watch(self) }
        switch modifier.request {
        case .appear(let action):
            if firstUpdate { registry.enqueue(action) }
        case .disappear(let action):
            disappearAction = action
        case .change(let watch):
            if firstUpdate {
                if watch.initial { let v = watch.value; registry.enqueue { watch.fire(v) } }
            } else if let old = watchedValue, watch.differs(old) {
                registry.enqueue { watch.fire(old) }
            }
            watchedValue = watch.value
        case let .task(id, priority, action):
            let restart = firstUpdate || taskID.map { !valuesEqual($0, id) } ?? true
            taskID = id
            if restart {
                registry.enqueue { [weak self] in
                    guard let self, !self.detached else { return }
                    self.runningTask?.cancel()
                    self.runningTask = Task.immediate(priority: priority) { @MainActor in await action() }
                }
            }
        }
        collect()
    }

    override func collect() { entries = content?.entries ?? [] }
    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }

    /// Called by the registry once the node is found out of the tree.
    func disappeared() {
        runningTask?.cancel()
        runningTask = nil
        disappearAction?()
    }
}

/// A `ModifiedContent` whose modifier is a `LifecycleModifier`.
protocol LifecycleContent {
    var lifecycleParts: (any View, LifecycleModifier) { get }
}

extension ModifiedContent: LifecycleContent where Modifier == LifecycleModifier {
    var lifecycleParts: (any View, LifecycleModifier) { (content, modifier) }
}

/// The lifecycle bookkeeping of one host: the nodes to watch for removal and the actions
/// queued during an update.
final class LifecycleRegistry {
    private var nodes: [ObjectIdentifier: LifecycleNode] = [:]
    private var queue: [() -> Void] = []

    func watch(_ node: LifecycleNode) { nodes[ObjectIdentifier(node)] = node }
    func enqueue(_ action: @escaping () -> Void) { queue.append(action) }

    /// Set when a subtree was removed (``ViewNode/detach()``): watched nodes may have left.
    var removalPending = false

    /// Whether something waits to run: queued actions, or disappear actions of watched nodes
    /// that may have left the tree (a lazy item released by a layout pass, say).
    var hasWork: Bool { !queue.isEmpty || (removalPending && !nodes.isEmpty) }

    /// Finds the nodes that left the tree (their disappear actions run first), then runs the
    /// queued actions in the order they were queued.
    func flush() {
        removalPending = false
        if !nodes.isEmpty {
            var gone: [LifecycleNode] = []
            for (key, node) in nodes where !node.isAttached {
                gone.append(node)
                nodes[key] = nil
            }
            for node in gone.sorted(by: { $0.depth < $1.depth }) { node.disappeared() }
        }
        while !queue.isEmpty {
            let actions = queue
            queue = []
            for action in actions { action() }
        }
    }
}
