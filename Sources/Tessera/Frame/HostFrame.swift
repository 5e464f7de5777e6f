import TesseraAnimation
import TesseraDisplayList

/// One rendered frame: its display list and whether something still moves after it.
public struct HostFrame {
    public var displayList: DisplayList
    /// Whether another frame should follow without waiting for input: something moves, or
    /// state changed that the frame did not show (lifecycle actions that kept changing state
    /// past the frame's re-entry budget: ``FrameTrace/reentryBudget``).
    public var isAnimating: Bool
}

extension ViewHost {
    /// The animation waiting to be applied by the next frame (for tests and tools).
    public var pendingAnimation: Animation? {
        let a = context.takeAnimation()
        if let a { context.noteChange(in: Transaction(animation: a)) }
        return a
    }
}
