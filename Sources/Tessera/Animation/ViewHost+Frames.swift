import TesseraAnimation
import TesseraDisplayList

/// One rendered frame: its display list and whether something still moves after it.
public struct HostFrame {
    public var displayList: DisplayList
    /// Whether another frame should follow without waiting for input: something moves, or
    /// state changed that the frame did not show (lifecycle actions that kept changing state
    /// past the frame's bounded rounds: ``ViewHost/maxLifecycleRelayouts``).
    public var isAnimating: Bool
}

extension ViewHost {
    /// The whole frame pipeline at `time` (seconds of the caller's clock): applies pending state
    /// changes, lays out (only what changed), hands changed attributes to the animator with the
    /// change's animation, and builds the display list of what is on screen at `time`.
    /// Between changes, frames only interpolate: no view is re-evaluated and nothing is measured.
    public func frame(size: Size, at time: Double, scale: Double = 1) -> HostFrame {
        forgetHits()
        // Lifecycle actions (`onAppear`, `task`, `onDisappear`) wait until the animator has seen
        // this frame's views as they appeared: a change an `onAppear` makes then animates from
        // that state when it is animated (`.animation(_:value:)`, `withAnimation`), as in
        // SwiftUI, where an appearing view is rendered before its `onAppear` runs.
        context.lifecycle.isHeld = true
        if needsUpdate { update() }
        if tickScrolling(at: time) { needsSync = true }
        animator.pixelScale = scale
        layout(size: size)
        if needsSync {
            animator.sync(renderRoot, animation: context.takeAnimation(), at: time)
            needsSync = false
        } else {
            animator.time = time
        }
        context.lifecycle.isHeld = false
        if context.lifecycle.hasWork {
            settleLifecycle()
            layout(size: size)
            if needsSync {
                animator.sync(renderRoot, animation: context.takeAnimation(), at: time)
                needsSync = false
            }
        }
        return HostFrame(displayList: displayList(attributes: animator), isAnimating: animator.isAnimating(at: time) || time < scrollingEndTime || needsUpdate)
    }

    /// The animation waiting to be applied by the next frame (for tests and tools).
    public var pendingAnimation: Animation? {
        let a = context.takeAnimation()
        if let a { context.noteChange(in: Transaction(animation: a)) }
        return a
    }
}
