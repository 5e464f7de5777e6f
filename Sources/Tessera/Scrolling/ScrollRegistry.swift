import TesseraAnimation
import TesseraGeometry

/// A host's scroll views and lazy containers, and the input state scrolling needs: the clock
/// (events are timed on the animation clock, so momentum replays exactly), the pointer's last
/// position (wheel events go to the scroll view under it), the drags in progress and the `scrollTo` requests waiting for the next layout.
final class ScrollRegistry {
    /// The animation clock (the window's display time, a replay's simulated time); nil: the
    /// time of the last frame.
    var clock: (any AnimationClock)?
    var lastFrameTime = 0.0
    func now() -> Double { clock?.now ?? lastFrameTime }

    /// Where the pointer was last seen (root coordinates).
    var pointerLocation: Point?
    private var scrollViews: [ObjectIdentifier: WeakScrollView] = [:]
    private var lazyNodes: [ObjectIdentifier: WeakLazy] = [:]
    /// Scroll views held by a drag (their offset may sit on the elastic edge).
    var dragging: Set<ObjectIdentifier> = []
    /// Set when an offset changed outside a frame: the host needs a new frame.
    var needsFrame = false
    /// `scrollTo` requests for the next layout.
    var requests: [ScrollRequest] = []
    /// The root's placement when it does not fit the window, and its scroll offset.
    var root = RootOverflow()

    func register(_ node: ScrollViewNode) { scrollViews[ObjectIdentifier(node)] = WeakScrollView(node: node) }
    func unregister(_ node: ScrollViewNode) { scrollViews[ObjectIdentifier(node)] = nil }
    func register(_ node: LazyContainerNode) { lazyNodes[ObjectIdentifier(node)] = WeakLazy(node: node) }
    func unregister(_ node: LazyContainerNode) { lazyNodes[ObjectIdentifier(node)] = nil }

    /// The live scroll views, in no particular order.
    var all: [ScrollViewNode] {
        scrollViews.values.compactMap(\.node).filter { !$0.detached }
    }
    var lazyContainers: [LazyContainerNode] {
        lazyNodes.values.compactMap(\.node).filter { !$0.detached }
    }

    /// The scroll view owning the render node `node`, if it is one's outer node.
    func scrollView(outer node: RenderNode) -> ScrollViewNode? {
        all.first { $0.outer === node }
    }

    /// The innermost scroll view holding the render node `node` (its own focus node included).
    func scrollView(holding node: RenderNode) -> ScrollViewNode? {
        var byFocusNode: [ObjectIdentifier: ScrollViewNode] = [:]
        for sv in all { byFocusNode[ObjectIdentifier(sv.focusNode.layout)] = sv }
        var n: LayoutNode? = node.layout
        while let layout = n {
            if let sv = byFocusNode[ObjectIdentifier(layout)] { return sv }
            n = layout.parent
        }
        return nil
    }
}

struct WeakScrollView { weak var node: ScrollViewNode? }
struct WeakLazy { weak var node: LazyContainerNode? }

/// A `scrollTo` waiting for the next layout.
struct ScrollRequest {
    var id: AnyHashable
    var anchor: UnitPoint?
    var animation: Animation?
    /// The reader's scope: only scroll views inside it are searched (nil: all).
    weak var scope: ViewNode?
}
