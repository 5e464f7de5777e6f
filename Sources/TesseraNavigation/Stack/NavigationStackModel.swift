import Observation
import Tessera

/// What a ``NavigationStack`` keeps between updates (one per stack, in its `@State`): its own
/// path when it has no `path:` binding, the screens pushed as views (`NavigationLink(destination:)`,
/// `navigationDestination(isPresented:)`), the destinations its screens registered per value
/// type, and one ``NavigationScreenModel`` per screen (title, back button, toolbar).
@Observable
final class NavigationStackModel {
    /// A screen pushed as a view rather than a value: it sits above the first `afterValues`
    /// values of the path and is dropped when the path gets shorter.
    struct ViewEntry {
        let id: Int
        var afterValues: Int
        var view: AnyView
        /// The `navigationDestination(isPresented:)` this entry shows (popping it sets it false).
        var token: ObjectIdentifier?
        var onPop: () -> Void
    }

    /// The path when the stack has no `path:` binding.
    var ownPath: [AnyHashable] = []
    var viewEntries: [ViewEntry] = []
    /// How the stack reads and changes its value path (its own, or the app's binding).
    @ObservationIgnored var access = PathAccess.none
    /// Each value type's destination, registered by `navigationDestination(for:)` below the stack.
    @ObservationIgnored private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Bumped when a type's first destination is registered, so placeholders look again.
    private(set) var destinationTypes = 0
    @ObservationIgnored private var nextViewID = 0
    @ObservationIgnored private var screenModels: [AnyHashable: NavigationScreenModel] = [:]
    /// The value types a warning was printed for (one line per type).
    @ObservationIgnored private var warned: Set<ObjectIdentifier> = []

    /// The screens above the root, bottom first.
    func entries(values: [AnyHashable]) -> [NavigationEntry] {
        var result: [NavigationEntry] = []
        var views = viewEntries.filter { $0.afterValues <= values.count }.makeIterator()
        var next = views.next()
        for i in 0...values.count {
            while let v = next, v.afterValues == i { result.append(.view(v.id, v.view)); next = views.next() }
            if i < values.count { result.append(.value(i, values[i])) }
        }
        return result
    }

    /// Pushes `value` (a `NavigationLink(value:)`), animated like SwiftUI's push.
    func push(_ value: AnyHashable) {
        withAnimation(NavigationStackModel.pushAnimation) {
            if !access.append(value, &ownPath) {
                warnOnce(type(of: value.base), "a NavigationLink presents a value of type \(type(of: value.base)) the stack's typed path cannot hold; the link does nothing")
            }
        }
    }

    /// Pushes a view (`NavigationLink(destination:)`, `navigationDestination(isPresented:)`).
    func push(view: AnyView, token: ObjectIdentifier? = nil, onPop: @escaping () -> Void = {}) {
        if let token, viewEntries.contains(where: { $0.token == token }) { return }
        nextViewID += 1
        let entry = ViewEntry(id: nextViewID, afterValues: access.values(ownPath).count, view: view, token: token, onPop: onPop)
        withAnimation(NavigationStackModel.pushAnimation) { viewEntries.append(entry) }
    }

    /// Removes the view entry shown for `token`, if any (its `isPresented` turned false).
    func remove(token: ObjectIdentifier) {
        guard let i = viewEntries.firstIndex(where: { $0.token == token }) else { return }
        withAnimation(NavigationStackModel.pushAnimation) { _ = viewEntries.remove(at: i) }
    }

    /// Pops screens until `depth` screens are left above the root (the back button, Escape,
    /// `dismiss`), animated.
    func pop(toDepth depth: Int) {
        let values = access.values(ownPath)
        var shown = entries(values: values)
        guard depth < shown.count else { return }
        var popped: [() -> Void] = []
        withAnimation(NavigationStackModel.pushAnimation) {
            var valueCount = values.count
            while shown.count > depth {
                switch shown.removeLast() {
                case .value: valueCount -= 1
                case .view(let id, _):
                    if let i = viewEntries.firstIndex(where: { $0.id == id }) { popped.append(viewEntries.remove(at: i).onPop) }
                }
            }
            if valueCount < values.count { access.removeLast(values.count - valueCount, &ownPath) }
            viewEntries.removeAll { $0.afterValues > valueCount }
        }
        for action in popped { action() }
    }

    /// Registers the destination of values of type `V` (the latest registration wins).
    func register<V: Hashable>(_ type: V.Type, _ destination: @escaping (V) -> AnyView) {
        let key = ObjectIdentifier(type)
        let isNew = destinations[key] == nil
        destinations[key] = { value in (value.base as? V).map(destination) ?? AnyView(NavigationPlaceholder()) }
        if isNew { destinationTypes += 1 }
    }

    /// The view for a pushed value: its type's destination, nil when none is registered.
    func destination(for value: AnyHashable) -> AnyView? {
        _ = destinationTypes
        return destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }

    /// Sets how the path is read and changed (each evaluation of the stack).
    func setAccess(_ access: PathAccess) { self.access = access }

    /// Warns once per type about a pushed value no destination shows (called when the stack
    /// has settled, so a destination registered later in the same update does not warn).
    func warnIfUnresolved(_ values: [AnyHashable]) {
        for value in values where destinations[ObjectIdentifier(type(of: value.base))] == nil {
            warnOnce(type(of: value.base), "NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) is registered for a pushed value; showing the placeholder. Add .navigationDestination(for: \(type(of: value.base)).self) inside the stack")
        }
    }

    private func warnOnce(_ type: Any.Type, _ message: String) {
        guard warned.insert(ObjectIdentifier(type)).inserted else { return }
        NavigationDiagnostics.warn(message)
    }

    /// The screen model for the screen with `id` (made on first use, dropped with the screen).
    func screenModel(for id: AnyHashable) -> NavigationScreenModel {
        if let m = screenModels[id] { return m }
        let m = NavigationScreenModel()
        screenModels[id] = m
        return m
    }

    /// Forgets the screen models of screens no longer shown.
    func keepScreenModels(_ ids: Set<AnyHashable>) {
        if screenModels.count > ids.count { screenModels = screenModels.filter { ids.contains($0.key) } }
    }

    static let pushAnimation = Animation.easeInOut(duration: 0.35)
}

/// One screen above a stack's root.
enum NavigationEntry {
    /// The value at `index` of the path.
    case value(Int, AnyHashable)
    /// A screen pushed as a view.
    case view(Int, AnyView)

    /// The screen's identity: a value screen is the same screen while its place and value are.
    var id: AnyHashable {
        switch self {
        case let .value(i, v): AnyHashable(ValueScreenID(index: i, value: v))
        case let .view(id, _): AnyHashable(id)
        }
    }
}

private struct ValueScreenID: Hashable {
    let index: Int
    let value: AnyHashable
}
