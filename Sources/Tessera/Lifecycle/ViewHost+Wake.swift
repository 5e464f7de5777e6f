extension ViewHost {
    /// Calls `wake` (on the thread that made the change) whenever an `@Observable` property a
    /// view read changes, from any thread: a window loop uses it to draw the change within a
    /// frame instead of at the next input event.
    public func onChangeFromAnyThread(_ wake: @escaping @Sendable () -> Void) {
        context.inbox.onPost.withLock { $0 = wake }
    }
}
