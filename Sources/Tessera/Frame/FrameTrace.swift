/// One named step of the frame pipeline (`FramePipeline.swift`): what a frame does, in order.
///
/// A frame (``ViewHost/frame(size:at:scale:)``) runs `update`, `tickScrolling`, then the layout
/// steps (`realizeAhead`, `measureAndPlace`, `geometryReaders`, `settleScrolling`,
/// `lifecycle`), `animate` and `displayList`. The layout steps repeat when a step asks for
/// another pass (a ``FrameReentry``); ARCHITECTURE.md, "The frame pipeline".
public enum FrameStep: String, Sendable, CaseIterable {
    /// Views whose state, observed models or inputs changed are evaluated again.
    case update
    /// Scroll views move their motion (momentum, animated `scrollTo`) to the frame's time.
    case tickScrolling
    /// Lazy containers whose scroll view moved make what the new offset shows, before a pass.
    case realizeAhead
    /// One layout pass: the root is measured and placed in the window.
    case measureAndPlace
    /// Geometry readers placed in a new frame by the pass rebuild their content.
    case geometryReaders
    /// Lazy containers make and release items for their viewport, scroll views read their
    /// sizes and keep their offsets in range, waiting `scrollTo`s are applied.
    case settleScrolling
    /// Queued `onAppear`, `onChange`, `onDisappear` and `task` actions run.
    case lifecycle
    /// The animator takes the new layout (with the change's animation).
    case animate
    /// The display list of what is on screen at the frame's time is built.
    case displayList
}

/// Why the pipeline went back to an earlier step within one frame. Every re-entry draws on the
/// frame's one budget (``FrameTrace/reentryBudget``).
public enum FrameReentry: String, Sendable, CaseIterable {
    /// State changed while updating (a lifecycle action or an `onChange` set state): update again.
    case stateChange
    /// A geometry reader was placed in a new frame and rebuilt its content: lay out again.
    case geometryReaderContent
    /// A lazy container made or released items (or its estimates changed): lay out again.
    case lazyRealisation
    /// A scroll view's content or viewport size moved its offset: lay out again.
    case scrollViewSize
    /// A `scrollTo` was applied: lay out again at the new offset.
    case scrollRequest
    /// Lifecycle actions queued by the layout changed state: update and lay out again.
    case lifecycle
}

/// What one run of the frame pipeline did: its steps in order and its re-entries with their
/// reasons (``ViewHost/lastFrameTrace``). For tests and tools; recording costs a few appends.
///
/// A run is a frame (``ViewHost/frame(size:at:scale:)``), or a ``ViewHost/layout(size:)`` or
/// ``ViewHost/update()`` called on its own; nested calls belong to the run that made them.
public struct FrameTrace: Sendable, Equatable {
    /// How many times one run may go back to an earlier step, for all reasons together. Real
    /// content settles in a few re-entries (a geometry reader or a lazy grid needs one or two
    /// each); content that never settles (an `onAppear` that changes state every time it
    /// runs) is shown when the budget is spent and continues in the next frame, which
    /// ``HostFrame/isAnimating`` asks for when state still waits.
    public static let reentryBudget = 64

    /// The steps in the order they ran (a step repeats after each re-entry).
    public internal(set) var steps: [FrameStep] = []
    /// The re-entries in the order they happened.
    public internal(set) var reentries: [FrameReentry] = []
    /// Whether a step asked for a re-entry after the budget was spent (the run ended unsettled).
    public internal(set) var budgetExhausted = false

    public init() {}

    /// How many layout passes the run made (`measureAndPlace` steps).
    public var layoutPasses: Int { steps.reduce(0) { $0 + ($1 == .measureAndPlace ? 1 : 0) } }

    /// How many re-entries had `reason`.
    public func count(of reason: FrameReentry) -> Int { reentries.reduce(0) { $0 + ($1 == reason ? 1 : 0) } }
}
