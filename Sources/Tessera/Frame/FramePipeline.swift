import TesseraAnimation
import TesseraDisplayList

/// The run in progress of a host's frame pipeline: its trace (``FrameTrace``) and the one
/// re-entry budget every step draws on. A run is the outermost `frame`, `layout` or `update`
/// call; the calls it makes belong to it.
final class FramePipeline {
    /// The trace of the run in progress, or of the last run between runs.
    private(set) var trace = FrameTrace()
    private var depth = 0

    /// Runs `body` as one run of the pipeline, or as part of the run in progress.
    func run<T>(_ body: () -> T) -> T {
        if depth == 0 {
            trace.steps.removeAll(keepingCapacity: true)
            trace.reentries.removeAll(keepingCapacity: true)
            trace.budgetExhausted = false
        }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// Records that `step` runs.
    func record(_ step: FrameStep) { trace.steps.append(step) }

    /// Asks to go back to an earlier step for `reason`: true (and recorded) while the budget lasts.
    func reenter(_ reason: FrameReentry) -> Bool {
        guard trace.reentries.count < FrameTrace.reentryBudget else {
            trace.budgetExhausted = true
            return false
        }
        trace.reentries.append(reason)
        return true
    }
}

// MARK: The steps

extension ViewHost {
    /// What the last frame (or `layout` / `update` called on its own) did: its steps and
    /// re-entries (``FrameTrace``).
    public var lastFrameTrace: FrameTrace { pipeline.trace }

    /// The whole frame pipeline at `time` (seconds of the caller's clock): applies pending state
    /// changes, lays out (only what changed), hands changed attributes to the animator with the
    /// change's animation, and builds the display list of what is on screen at `time`.
    /// Between changes, frames only interpolate: no view is re-evaluated and nothing is measured.
    public func frame(size: Size, at time: Double, scale: Double = 1) -> HostFrame {
        pipeline.run {
            forgetHits()
            // Lifecycle actions (`onAppear`, `task`, `onDisappear`) wait until the animator has
            // seen this frame's views as they appeared: a change an `onAppear` makes then
            // animates from that state when it is animated (`.animation(_:value:)`,
            // `withAnimation`), as in SwiftUI, where an appearing view is rendered before its
            // `onAppear` runs.
            context.lifecycle.isHeld = true
            if needsUpdate { update() }
            pipeline.record(.tickScrolling)
            if tickScrolling(at: time) { needsSync = true }
            animator.pixelScale = scale
            layout(size: size)
            animate(at: time)
            context.lifecycle.isHeld = false
            if context.lifecycle.hasWork, pipeline.reenter(.lifecycle) {
                pipeline.record(.lifecycle)
                settleLifecycle()
                layout(size: size)
                animate(at: time)
            }
            pipeline.record(.displayList)
            let list = displayList(attributes: animator)
            return HostFrame(displayList: list, isAnimating: animator.isAnimating(at: time) || time < scrollingEndTime || needsUpdate)
        }
    }

    /// Re-evaluates the views whose state or observed properties changed, shallowest first,
    /// and updates the retained tree; unchanged subtrees are not touched. Then runs the
    /// lifecycle actions the update queued (`onAppear`, `onChange`, `onDisappear`, starting
    /// tasks) and, when they changed state, updates again (a ``FrameReentry/stateChange``, on
    /// the run's budget, so an `onChange` that keeps changing its own value cannot hang the app).
    public func update() {
        pipeline.run {
            repeat {
                pipeline.record(.update)
                updateOnce()
                if context.lifecycle.hasWork { pipeline.record(.lifecycle) }
                context.lifecycle.flush()
            } while hasPendingState && pipeline.reenter(.stateChange)
        }
    }

    /// Lays the tree out in a window of `size`: the root is proposed the size and centred in it,
    /// like a hosting view. Only invalidated nodes are measured again. Geometry readers placed
    /// in a new frame rebuild their content, lazy containers make what their viewports show,
    /// scroll views settle, and lifecycle actions of the views the layout made or released run
    /// before it returns; each that changed something lays the tree out again, on the run's
    /// re-entry budget (``FrameTrace``). Returns the root's size.
    @discardableResult
    public func layout(size: Size) -> Size {
        pipeline.run {
            forgetHits()
            if layoutSize != size { needsSync = true }
            // A scroll offset moved (wheel, keys, motion, `scrollTo`): frames change without an
            // update, so the animator must take the new layout too.
            if context.scrolling.needsFrame { needsSync = true }
            layoutSize = size
            context.ui.window.size = size
            return layOutUntilSettled(in: size)
        }
    }

    /// The layout steps and their re-entries: realize ahead, then pass after pass until
    /// geometry readers, scrolling and the layout's lifecycle actions have nothing to change.
    private func layOutUntilSettled(in size: Size) -> Size {
        var fitted = Size.zero
        var scrollSettleBegun = false
        realizeAhead()
        while true {
            fitted = measureAndPlace(in: size)
            pipeline.record(.geometryReaders)
            if rebuildMovedGeometryReaders(), pipeline.reenter(.geometryReaderContent) { continue }
            if !scrollSettleBegun { beginScrollSettle(); scrollSettleBegun = true }
            pipeline.record(.settleScrolling)
            if let reason = scrollSettleStep() {
                needsSync = true
                if pipeline.reenter(reason) { continue }
            }
            endScrollSettle()
            scrollSettleBegun = false
            // Items made or released by these passes appear / disappear before the frame shows.
            guard runLayoutLifecycle() else { return fitted }
            realizeAhead()
        }
    }

    /// One layout pass: measures the root in the window and places it centred where it fits,
    /// top-leading and scrollable where it does not (`RootOverflow`).
    private func measureAndPlace(in size: Size) -> Size {
        pipeline.record(.measureAndPlace)
        let root = renderRoot.layout
        let fitted = root.sizeThatFits(ProposedSize(size))
        let origin = context.scrolling.root.origin(content: fitted, window: size)
        root.place(in: Rect(origin: origin, size: fitted), proposal: ProposedSize(size))
        return fitted
    }

    private func realizeAhead() {
        pipeline.record(.realizeAhead)
        realizeScrollingAhead()
    }

    /// After the layout settled: runs the lifecycle actions its passes queued (`onAppear`,
    /// `.task` and `onChange` of items a lazy container made, `onDisappear` of the ones it
    /// released), so they run before the frame is shown, as SwiftUI does. Answers whether they
    /// changed state (or asked to scroll) and the tree was updated: the layout runs again.
    /// Costs one flag test when nothing was queued.
    private func runLayoutLifecycle() -> Bool {
        guard context.lifecycle.hasWork else { return false }
        pipeline.record(.lifecycle)
        context.lifecycle.flush()
        guard needsUpdate, pipeline.reenter(.lifecycle) else { return false }
        update()
        needsSync = true
        return true
    }

    /// The animator takes the new layout, or only the frame's time when nothing changed.
    private func animate(at time: Double) {
        pipeline.record(.animate)
        if needsSync {
            animator.sync(renderRoot, animation: context.takeAnimation(), at: time)
            needsSync = false
        } else {
            animator.time = time
        }
    }

    /// Whether an update would change something: views to evaluate or lifecycle actions to run
    /// (``needsUpdate`` without a pending scroll frame, which an update does not consume).
    private var hasPendingState: Bool {
        !context.dirty.isEmpty || !context.inbox.isEmpty || context.lifecycle.hasWork
    }
}
