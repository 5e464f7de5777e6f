import Observation
import TesseraDisplayList

/// Owns a view tree: the root view, the retained nodes made from it, the injected measurers,
/// and the frame pipeline `update() -> layout(size:) -> displayList()` (`Frame/FramePipeline.swift`);
/// input comes in through
/// `handle(_:)`.
///
/// Single-threaded: use a host from one thread. `@Observable` changes made on other threads are
/// queued and applied at the next `update()`.
///
/// ```swift
/// let host = ViewHost(ContentView(), textMeasurer: measurer)
/// host.layout(size: Size(width: 1280, height: 800))
/// let list = host.displayList()
/// host.handle(.click(Point(x: 100, y: 80)))
/// if host.needsUpdate { host.update(); host.layout(size: size) }
/// ```
public final class ViewHost {
    let context: HostContext
    let rootNode: RootNode
    var rootView: any View
    /// The window size of the last `layout(size:)` (nil before the first).
    public internal(set) var layoutSize: Size?
    /// The animation phase: attributes on screen per node, moving towards the latest layout.
    public let animator = RenderAnimator()
    /// The frame pipeline's run in progress: steps, re-entries and budget (Frame/).
    let pipeline = FramePipeline()
    var needsSync = true
    /// Called with keys no view handled (return true if consumed).
    public var keyHandler: ((KeyPress) -> Bool)?
    /// The pointer interaction in progress (a press not yet released).
    var pointerInteraction: PointerInteraction?
    /// Hover, focus and focus bindings (Gestures/HoverDispatch.swift, Focus/).
    var input = HostInputState()
    /// Whether Tab / Shift+Tab move keyboard focus between controls (on for apps; the demo
    /// turns it off and keeps Tab for switching scenes).
    public var tabNavigation = true
    /// Where text fields copy to and paste from (the SDL host installs the system clipboard).
    public var clipboard: any Clipboard {
        get { context.ui.clipboard }
        set { context.ui.clipboard = newValue }
    }
    /// The environment the root view gets (see `ViewHost+Environment.swift`).
    var baseEnvironment = EnvironmentValues()
    /// What the content prefers with `.preferredColorScheme(_:)`.
    let colorSchemePreference = ColorSchemePreference()
    /// The last hit test while `handle(_:)` runs (a press tests the same point for stale
    /// actions, the recognizers and hover): forgotten whenever anything could have changed the
    /// tree, its frames or what is on screen, or ran a handler (`forgetHits()`).
    private var hitMemo: (point: Point, path: [RenderNode])?
    private var memoizesHits = false

    /// A host for `root`, measuring text with `textMeasurer` and images with `images`. There is
    /// no default measurer here (Tessera does not load fonts): `ViewHost(view)` from
    /// TesseraSDLHost measures with the bundled fonts, and tests that want font-independent
    /// numbers ask for `MonospaceTextMeasurer()` by name.
    public init(_ root: some View, textMeasurer: any TextMeasuring, images: any ImageProviding = NoImages()) {
        context = HostContext(textMeasurer: textMeasurer, images: images)
        rootView = root
        rootNode = RootNode()
        rootNode.context = context
        context.animator = animator
        baseEnvironment.builtin.preferenceSink = colorSchemePreference
        rootNode.update(root, env: rootEnvironment)
        applyColorSchemePreference()
        // The root's `onAppear` and `task` actions run at the first layout or frame, after the
        // animator has seen the views as they appear (``frame(size:at:scale:)``).
    }

    /// Replaces the root view (re-rendered by identity at once: same types keep their nodes).
    public func setRoot(_ root: some View) {
        forgetHits()
        context.noteChange(in: Transaction.current)
        rootView = root
        rootNode.update(root, env: rootEnvironment)
        needsSync = true
        syncFocusFromBindings()
        settleLifecycle()
    }

    /// The root of the render tree (an implicit `VStack` around the root view's views).
    public var renderRoot: RenderNode { rootNode.renderNode }
    /// Reconciler counters.
    public var stats: ReconcilerStats { context.stats }
    /// Zeroes the reconciler counters and the layout counters of every node.
    public func resetCounters() {
        context.stats = ReconcilerStats()
        renderRoot.layout.resetCounters()
    }

    /// Whether some state or observed model changed since the last `update()`, or lifecycle
    /// actions wait (those of lazy items created by a layout pass run at the next update).
    public var needsUpdate: Bool {
        !context.dirty.isEmpty || !context.inbox.isEmpty || context.scrolling.needsFrame || context.lifecycle.hasWork
    }

    /// Runs queued lifecycle actions after the tree was (re)built outside `update()`.
    func settleLifecycle() {
        context.lifecycle.flush()
        if needsUpdate { update() }
    }

    /// Re-evaluates the views whose handlers hold previous closures and that `event` can reach
    /// (`CompositeNode.actionsStale`): for pointer events the views around the hit path, for
    /// text the views around the focused control, otherwise (keys, or while a pop-up is open,
    /// whose content lies outside its declaring view) all of them.
    func refreshActions(for event: HostEvent) {
        guard !context.staleActions.isEmpty else { return }
        var target: RenderNode?
        var path: [RenderNode] = []
        if context.ui.layerNodes().isEmpty {
            switch event {
            case .click(let p): path = hitTest(p)
            case .pointer(let e): path = hitTest(e.location)
            case .scroll: path = hitTest(context.scrolling.pointerLocation ?? Point(x: renderRoot.frame.midX, y: renderRoot.frame.midY))
            case .text, .textEditing: target = focusedNode
            case .key: break
            }
        }
        var around: Set<ObjectIdentifier>?
        if !path.isEmpty { around = Set(path.map { ObjectIdentifier($0.layout) }) }
        if let target {
            var ids: Set<ObjectIdentifier> = []
            var l: LayoutNode? = target.layout
            while let n = l { ids.insert(ObjectIdentifier(n)); l = n.parent }
            around = ids
        }
        var kept: [WeakComposite] = []
        var marked = false
        for weak in context.staleActions {
            guard let node = weak.node, node.actionsStale, node.isAttached else { continue }
            let reached = around.map { ids in node.entries.contains { $0.items.contains { ids.contains(ObjectIdentifier($0.node.layout)) } } } ?? true
            if reached { node.markDirty(); marked = true } else { kept.append(weak) }
        }
        context.staleActions = kept
        if marked { updateOnce() }
    }

    /// The update step once: evaluates the dirty views and re-collects their ancestors
    /// (``update()`` repeats it while state changes).
    func updateOnce() {
        for (serial, generation) in context.inbox.drain() {
            guard let node = context.composites[serial]?.node, node.generation == generation else { continue }
            node.markDirty()
        }
        guard !context.dirty.isEmpty else { return }
        needsSync = true
        forgetHits()
        let dirty = context.dirty.sorted { $0.depth < $1.depth }
        context.dirty = []
        var touched: [ViewNode] = []
        for node in dirty where node.isDirty {
            guard node.isAttached else { node.isDirty = false; continue }
            // A view re-evaluated below one that kept its body for a value differing only in
            // closures would be handed that body's previous closures (an `onChange` could run
            // one): such ancestors are evaluated first.
            if !context.staleActions.isEmpty { context.refreshStaleAncestors(of: node) }
            if node.isDirty { node.evaluate() }
            touched.append(node)
        }
        // Re-collect the ancestors of every re-evaluated node, deepest first, once each.
        var ancestors: [ObjectIdentifier: ViewNode] = [:]
        for node in touched {
            var p = node.parent
            while let a = p { ancestors[ObjectIdentifier(a)] = a; p = a.parent }
        }
        for a in ancestors.values.sorted(by: { $0.depth > $1.depth }) { a.collect() }
        syncFocusFromBindings()
        applyColorSchemePreference()
        // State set while evaluating (rare) waits for the next update.
    }

    /// The render node whose view has id `id` (`.id(_:)`), if any.
    public func node(withID id: String) -> RenderNode? { renderRoot.node(withID: id) }
}

/// The root of a host's view tree: the root view's views in an implicit `VStack`.
final class RootNode: ViewNode {
    private var content: ViewNode?
    private(set) var renderNode = RenderNode(layout: LayoutNode(layout: StackLayout.vStack(), children: []), label: "Root")

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        var childEnv = env
        childEnv.stackAxis = .vertical
        content = reconcile(content, with: view, env: childEnv)
        collect()
    }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) { if let content { body(nil, content) } }

    override func collect() {
        let items = (content?.entries ?? []).flatMap(\.items)
        for item in items { commit(item) }
        let layers = context.ui.layerNodes()
        if layers.count != layerCount {
            layerCount = layers.count
            if layerCount == 0 { renderNode.layout.setLayout(StackLayout.vStack()) }
            else { renderNode.layout.setLayout(HostRootLayout(layerCount: layerCount, window: context.ui.window)) }
        }
        renderNode.setChildren(items.map(\.node) + layers)
    }
    /// How many pop-up layers follow the root view's views (Popups/).
    private var layerCount = 0
}

// MARK: Output and input

extension ViewHost {
    /// The display list of the laid-out tree, with `attributes` (default: the layout frames).
    public func displayList<A: RenderAttributeProvider>(attributes: A) -> DisplayList {
        var list = DisplayListBuilder(attributes: attributes).build(renderRoot)
        for item in context.scrolling.root.indicators() { list.append(item) }
        return list
    }
    /// The display list of the laid-out tree.
    public func displayList() -> DisplayList { displayList(attributes: LayoutAttributes()) }

    /// The path from the root to the front-most view under `point` (root first; empty: none).
    /// Hits are tested against what is on screen (the animator's attributes at its time).
    public func hitTest(_ point: Point) -> [RenderNode] {
        if memoizesHits, let memo = hitMemo, memo.point == point { return memo.path }
        let path = HitTester(attributes: animator).hitPath(renderRoot, at: point)
        if memoizesHits { hitMemo = (point, path) }
        return path
    }

    /// Drops the remembered hit test (see `hitMemo`).
    func forgetHits() { hitMemo = nil }

    /// Delivers an event: pointer steps to the recognizers and tap handlers on the pressed
    /// path (`PointerDispatch`; a click is a press and a release), a key to the `onKeyPress`
    /// handlers (front-most first) and then `keyHandler`. Returns whether a handler took it.
    /// State changes made by handlers are applied by the next `update()`.
    @discardableResult
    public func handle(_ event: HostEvent) -> Bool {
        memoizesHits = true
        defer { memoizesHits = false; hitMemo = nil }
        refreshActions(for: event)
        switch event {
        case .click(let p):
            context.scrolling.pointerLocation = p
            let down = handlePointer(PointerEvent(.down, at: p))
            let up = handlePointer(PointerEvent(.up, at: p))
            return down || up
        case .pointer(let e):
            context.scrolling.pointerLocation = e.location
            return handlePointer(e)
        case .key(let press):
            if handleFocusKey(press) { return true }
            var handlers: [(String?, (KeyPress) -> KeyPress.Result)] = []
            // An open modal presentation takes the keys its views do not handle from the views behind it.
            (context.ui.modalLayer ?? renderRoot).forEachNode { n in
                if case .keyPress(let key, let action)? = n.effect { handlers.append((key, action)) }
            }
            for (key, action) in handlers.reversed() where key.map(press.matches) ?? true {
                if action(press) == .handled { return true }
            }
            if handleGridFocusKey(press) { return true }
            if handleScrollKey(press) { return true }
            return keyHandler?(press) ?? false
        case let .scroll(dx, dy):
            return handleScroll(dx: dx, dy: dy)
        case .text(let text):
            return handleFocusText(text)
        case let .textEditing(text, cursor):
            return handleFocusTextEditing(text, cursor: cursor)
        }
    }
}
