/// What a lifecycle modifier asks of its view's node (`LifecycleNode`).
enum LifecycleRequest {
    /// Run once when the view appears (`onAppear`).
    case appear(() -> Void)
    /// Run once when the view leaves the tree (`onDisappear`).
    case disappear(() -> Void)
    /// Watch a value (`onChange`).
    case change(ChangeWatch)
    /// Run an async body while the view is in the tree, restarted when `id` changes (`task`).
    case task(id: Any, priority: TaskPriority, action: @MainActor () async -> Void)
}

/// A watched value of any `Equatable` type and the action to run when it changes.
struct ChangeWatch {
    let value: Any
    let initial: Bool
    /// Whether `value` differs from an older value.
    let differs: (Any) -> Bool
    /// The action, given the old value.
    let fire: (Any) -> Void
}

/// The modifier behind `onAppear`, `onDisappear`, `onChange` and `task`.
struct LifecycleModifier {
    let request: LifecycleRequest
}

extension View {
    /// Runs `action` after the view first appears in the tree (after the update that added it,
    /// before its first frame is drawn; state it sets shows in that frame).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: LifecycleModifier(request: .appear(action ?? {})))
    }

    /// Runs `action` after the view left the tree (its branch removed, its `ForEach` element
    /// gone, its identity changed).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: LifecycleModifier(request: .disappear(action ?? {})))
    }

    /// Runs `action(oldValue, newValue)` after an update in which `value` changed (compared
    /// with `==`); with `initial`, also once when the view appears (old and new equal).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        let watch = ChangeWatch(value: value, initial: initial,
                                differs: { ($0 as? V) != value },
                                fire: { old in action((old as? V) ?? value, value) })
        return ModifiedContent(content: self, modifier: LifecycleModifier(request: .change(watch)))
    }

    /// Runs `action` after an update in which `value` changed; with `initial`, also on appear.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears, like SwiftUI's `task`. The body runs on the main actor (the thread that
    /// runs the window), like every view update, so it may read and set the view's state.
    /// Sleep with `Task.sleep(for:clock: .app)` to follow the app's clock (simulated when
    /// rendering headless; see `AppClock`).
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        task(id: 0, priority: priority, action)
    }

    /// Like `task(priority:_:)`, and when `id` changes the running task is cancelled and a new
    /// one started.
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated,
                                    _ action: nonisolated(nonsending) @escaping () async -> Void) -> some View {
        // The body captures the view (not Sendable); it is only ever called on the main actor,
        // where the host that made the view runs.
        let body = UnsafeTransfer(action)
        return ModifiedContent(content: self, modifier: LifecycleModifier(
            request: .task(id: id, priority: priority, action: { @MainActor in await body.value() })))
    }

    /// A task whose body may throw: an error ends the task and is ignored (the app keeps
    /// running and its state stays as the task left it).
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: nonisolated(nonsending) @escaping () async throws -> Void) -> some View {
        task(id: 0, priority: priority, action)
    }

    /// A task restarted when `id` changes, whose body may throw (the error is ignored).
    public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated,
                                    _ action: nonisolated(nonsending) @escaping () async throws -> Void) -> some View {
        let body = UnsafeTransfer(action)
        return ModifiedContent(content: self, modifier: LifecycleModifier(
            request: .task(id: id, priority: priority, action: { @MainActor in try? await body.value() })))
    }
}
