import Observation
import Synchronization
import TesseraAnimation

/// The node of a composite (user) view: keeps its `@State` storage, evaluates `body` under
/// observation tracking, and reconciles the body's node.
///
/// A composite is re-evaluated when its parent hands it a value that differs from the last one
/// (memberwise: `Equatable` fields by `==`, class references by identity, bindings by origin,
/// `@State` fields always equal, closures returning values and anything else changed), when
/// its environment changed, when one of its `@State` values was set, or when an `@Observable`
/// property its last `body` read has changed. Otherwise its subtree is left alone. A value
/// that differs only in actions (closures returning nothing) is stored without re-evaluating;
/// the node is re-evaluated before an event is delivered into its subtree, so handlers always
/// run the newest closures (`ViewHost.refreshActions`).
final class CompositeNode: ViewNode {
    private var view: (any View)?
    private var states: [any AnyStateLocation] = []
    private var child: ViewNode?
    private(set) var serial = 0
    private(set) var generation = 0
    var isDirty = false
    /// Set when the node took a value that differs from the evaluated one only in closures
    /// (actions) without re-evaluating `body`: its handlers still hold the previous closures.
    private(set) var actionsStale = false
    /// How many times `body` was evaluated.
    private(set) var evaluationCount = 0

    override func update(_ newView: any View, env newEnv: EnvironmentValues) {
        if let old = view, !isDirty, newEnv == env {
            switch compareViews(old, newView) {
            case .same:
                return
            case .sameExceptClosures:
                // The body would show the same: keep it, and refresh it before an event can
                // reach the previous closures its handlers hold (`ViewHost.refreshActions`).
                bindState(newView)
                view = newView
                if !actionsStale { actionsStale = true; context.staleActions.append(WeakComposite(node: self)) }
                return
            case .different:
                break
            }
        }
        env = newEnv
        if view == nil { serial = context.register(self) }
        bindState(newView)
        view = newView
        evaluate()
    }

    /// Links the `@State` properties of `newView` to this node's storage (created on mount) and
    /// hands its `@Environment` properties the node's environment.
    private func bindState(_ newView: any View) {
        var locations: [any AnyStateLocation] = []
        // Most view types have no `@State` or `@Environment` field: learned once per type, so
        // their values are not reflected on every update.
        let type = ObjectIdentifier(Swift.type(of: newView))
        if !Self.typesWithoutDynamicProperties.withLock({ $0.contains(type) }) {
            let holder = (newView as? any CustomModifiedContent)?.stateHolder ?? newView
            var found = false
            // Structs: the fields' places are known from the type (`StructComparison`).
            let properties = Self.isStruct(holder) ? StructComparison.of(Swift.type(of: holder))?.dynamicProperties(of: holder) : nil
            let values = properties ?? Mirror(reflecting: holder).children.map(\.value)
            for value in values.flatMap({ ($0 as? any DynamicProperty)?.nestedDynamicProperties ?? [$0] }) {
                if let state = value as? any StateProperty { locations.append(state.anyLocation); found = true }
                else if let reader = value as? any EnvironmentProperty { reader.environmentReader.values = env; found = true }
            }
            if !found { _ = Self.typesWithoutDynamicProperties.withLock { $0.insert(type) } }
        }
        if view == nil {
            // Made anew: the storages a released view of the same place kept (``restore(_:)``),
            // when they have the same shape; fresh ones otherwise.
            states = states.isEmpty ? locations : Self.adopting(locations, states) ?? locations
            for l in states { l.owner = self }
        } else {
            for (l, stored) in zip(locations, states) { l.forward(to: stored) }
        }
    }

    private static let typesWithoutDynamicProperties = Mutex<Set<ObjectIdentifier>>([])

    /// Whether `value` is a struct (decided once per type, like the comparison rule).
    private static func isStruct(_ value: Any) -> Bool {
        if case .structFields = ComparisonRule.of(value) { return true }
        return false
    }

    /// Evaluates `body` (tracking observable reads) and reconciles its node.
    func evaluate() {
        guard let view else { return }
        isDirty = false
        actionsStale = false
        generation += 1
        evaluationCount += 1
        context.stats.bodyEvaluations += 1
        let inbox = context.inbox, serial = serial, generation = generation
        let host = UnsafeTransfer(context!)
        let body = withObservationTracking {
            Self.body(of: view)
        } onChange: {
            host.value.noteChange(in: Transaction.current)
            inbox.post(serial: serial, generation: generation)
        }
        child = reconcile(child, with: body, env: env)
        collect()
    }

    private static func body<V: View>(of view: V) -> any View {
        (view as? any CustomModifiedContent)?.customBody ?? view.body
    }

    override func collect() { entries = child?.entries ?? [] }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        if let child { body(nil, child) }
    }

    /// Only states that were set or hold an object count: an item whose `@State` still holds
    /// its initial value is released like any other (made anew, it starts from the same value),
    /// so scrolling a million stateful tiles keeps nothing for the ones never touched. When one
    /// counts, all of the view's states are kept (they are restored by position).
    override func park(into parked: inout ParkedState?) {
        super.park(into: &parked)
        if states.contains(where: { $0.holdsChanges }) {
            record(&parked).states = states
            for s in states { s.owner = nil }
        }
    }

    override func restore(_ parked: ParkedState) { states = parked.states }

    /// Links the fresh `locations` of a view made anew to the kept `stored` ones, if every one
    /// has the same value type, and returns the node's storages: the kept ones, and fresh ones
    /// for states following input (focus, hover, press: the controls they followed left the
    /// tree with the released view); nil when the shapes differ (then every state starts fresh).
    private static func adopting(_ locations: [any AnyStateLocation], _ stored: [any AnyStateLocation]) -> [any AnyStateLocation]? {
        guard locations.count == stored.count,
              zip(locations, stored).allSatisfy({ $0.canForward(to: $1) }) else { return nil }
        return zip(locations, stored).map { l, s in
            if l.followsInput { return l }
            l.forward(to: s)
            return s
        }
    }

    /// Recyclable while no `@State` of it was set or holds an object (a never-touched state is
    /// its initial value, which the next view brings anew).
    override var isRecyclable: Bool { !states.contains { $0.holdsChanges } && child?.isRecyclable != false }

    /// Forgets the view, its `@State` storage and its registration: the next update mounts the
    /// new view as on first appearance (fresh state from its initial values, a new serial, so
    /// observation changes of the old `body` reach nothing, and `body` is evaluated).
    override func prepareForReuse() {
        for l in states { l.owner = nil }
        states = []
        if serial != 0 { context.composites[serial] = nil; serial = 0 }
        view = nil
        isDirty = false
        actionsStale = false
        child?.prepareForReuse()
    }

    /// Marks the node for re-evaluation at the host's next update.
    func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        context.dirty.append(self)
    }

    override func detach() {
        super.detach()
        context.composites[serial] = nil
    }

    /// A composite below a replaced subtree is never detached itself (only the subtree's root
    /// is): it leaves the host's registry when it goes away, so switching scenes forever keeps
    /// the registry at the size of the live tree.
    deinit {
        if serial != 0, let context { context.composites[serial] = nil }
    }
}
