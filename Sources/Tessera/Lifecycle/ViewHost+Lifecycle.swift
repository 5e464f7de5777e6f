extension ViewHost {
    /// How many times one `layout(size:)` updates and lays the tree out again for changes made
    /// by lifecycle actions that its own passes queued. Each round is an `update()` (itself at
    /// most 8 update rounds) and a full layout pass with scrolling settled. 4 covers a
    /// "load more when the last item appears" chain (the new items' last one is normally out of
    /// view, so one round settles it) with room to spare, and keeps an `onAppear` that changes
    /// state every time from holding the frame: the frame is shown after the 4th round and the
    /// rest continues in the next frame (``ViewHost/frame(size:at:scale:)`` reports it as
    /// still moving so a window draws it without waiting for input).
    public static let maxLifecycleRelayouts = 4

    /// After a layout: runs the lifecycle actions the passes queued — `onAppear`, `.task` and
    /// `onChange` of items a lazy container created, `onDisappear` of the ones it released — so
    /// they run before the frame is shown, as SwiftUI does; when they changed state (or asked
    /// to scroll), updates and calls `relayout` (a complete layout), at most
    /// ``maxLifecycleRelayouts`` times. Costs one flag test when nothing was queued.
    func settleLayoutLifecycle(relayout: () -> Void) {
        var rounds = 0
        while context.lifecycle.hasWork {
            context.lifecycle.flush()
            guard needsUpdate else { return }
            guard rounds < Self.maxLifecycleRelayouts else { return }
            rounds += 1
            update()
            relayout()
        }
    }
}
