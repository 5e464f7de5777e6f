/// The node of a lifecycle modifier: passes its content's views through unchanged and runs
/// the modifier's actions at the right moments. Actions never run during an update or a
/// layout: they are queued on the host's `LifecycleRegistry` and run right after it, so state
/// they set re-evaluates views in a following update (in the same frame; see
/// `ViewHost.update()` and, for lazy items made while laid out, `ViewHost.layout(size:)`).
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
            if firstUpdate { registry.enqueue(action, for: self) }
        case .disappear(let action):
            disappearAction = action
        case .change(let watch):
            if firstUpdate {
                if watch.initial { let v = watch.value; registry.enqueue({ watch.fire(v) }, for: self) }
            } else if let old = watchedValue, watch.differs(old) {
                registry.enqueue({ watch.fire(old) }, for: self)
            }
            watchedValue = watch.value
        case let .task(id, priority, action):
            let restart = firstUpdate || taskID.map { !valuesEqual($0, id) } ?? true
            taskID = id
            if restart {
                registry.enqueue({ [weak self] in
                    guard let self, !self.detached else { return }
                    self.runningTask?.cancel()
                    self.runningTask = Task.immediate(priority: priority) { @MainActor in await action() }
                }, for: self)
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
/// queued during an update or a layout (lazy containers create and release items while they
/// are laid out; `ViewHost.layout(size:)` runs what that queued before the frame is shown).
final class LifecycleRegistry {
    /// The watched nodes that were in the tree at a flush (their `onDisappear` is due when
    /// they leave).
    private var nodes: [ObjectIdentifier: LifecycleNode] = [:]
    /// Nodes watched since the last flush: they count as shown if still in the tree then.
    private var arriving: [LifecycleNode] = []
    private var queue: [(owner: ObjectIdentifier, action: () -> Void)] = []
    /// Set when a node was detached while lifecycle nodes are watched: one of them may have
    /// left the tree (its `onDisappear` is due). Cleared by `flush()`.
    private var removalsPossible = false

    func watch(_ node: LifecycleNode) { arriving.append(node) }
    func enqueue(_ action: @escaping () -> Void, for owner: LifecycleNode) { queue.append((ObjectIdentifier(owner), action)) }
    /// Called for every detached node (cheap: a flag, only while lifecycle nodes exist).
    func noteDetach() { if !nodes.isEmpty || !arriving.isEmpty { removalsPossible = true } }

    /// Whether something waits to run: queued actions, or a detach since the last flush that
    /// may have removed a watched node.
    var hasWork: Bool { !isHeld && (!queue.isEmpty || removalsPossible) }
    /// While set, nothing runs (`hasWork` is false, `flush()` does nothing): a frame holds the
    /// actions until the animator has seen the views as they appeared (`ViewHost.frame`).
    var isHeld = false

    /// Finds the nodes that left the tree (their disappear actions run first), then runs the
    /// queued actions in the order they were queued. A node that arrived and left again
    /// between two flushes (a lazy item made by one layout pass and released by the next,
    /// while the frame's line heights settled) was never shown: none of its actions run,
    /// neither `onAppear` nor `onDisappear`. Nor do the actions queued for a node that left.
    func flush() {
        guard !isHeld else { return }
        removalsPossible = false
        var skipped: Set<ObjectIdentifier> = []
        if !nodes.isEmpty {
            var gone: [LifecycleNode] = []
            for (key, node) in nodes where !node.isAttached {
                gone.append(node)
                nodes[key] = nil
                skipped.insert(key)
            }
            for node in gone.sorted(by: { $0.depth < $1.depth }) { node.disappeared() }
        }
        for node in arriving {
            let key = ObjectIdentifier(node)
            if node.isAttached { nodes[key] = node } else { skipped.insert(key) }
        }
        arriving = []
        while !queue.isEmpty {
            let actions = queue
            queue = []
            for (owner, action) in actions where !skipped.contains(owner) { action() }
        }
    }
}
