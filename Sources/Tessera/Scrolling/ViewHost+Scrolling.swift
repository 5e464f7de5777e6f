import TesseraAnimation
import TesseraGeometry
import TesseraLayout

extension ViewHost {
    /// The clock scroll views time their motion with (momentum, animated `scrollTo`, the
    /// indicators' fade): set it to the app's animation clock; without one, the time of the
    /// last frame is used.
    public var scrollClock: (any AnimationClock)? {
        get { context.scrolling.clock }
        set { context.scrolling.clock = newValue }
    }
    /// Where the pointer is (root coordinates), for routing wheel events; `handle(.pointer)`
    /// sets it too.
    public var pointerLocation: Point? {
        get { context.scrolling.pointerLocation }
        set { context.scrolling.pointerLocation = newValue }
    }

    /// How many points one line of a wheel scrolls.
    public static let pointsPerScrollLine = 40.0

    /// A wheel or trackpad scroll (`dy` > 0 scrolls up, towards the top; `dx` > 0 to the
    /// right; fractional lines from precise trackpads): the innermost scroll view under the
    /// pointer takes what it can on each axis, the rest goes to the scroll views around it, and
    /// then to the root when it overflows the window (`RootOverflow`).
    func handleScroll(dx: Double, dy: Double) -> Bool {
        defer { forgetHits() }
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return false }
        let registry = context.scrolling
        let size = renderRoot.frame.size
        let at = registry.pointerLocation ?? Point(x: renderRoot.frame.midX, y: renderRoot.frame.midY)
        _ = size
        var remaining = Point(x: dx * Self.pointsPerScrollLine, y: -dy * Self.pointsPerScrollLine)
        // A mostly horizontal step (a touchpad swipe) goes first to the views under the pointer
        // that take it (list rows reveal their swipe actions), innermost first.
        if abs(dx) > abs(dy) {
            for node in hitTest(at).reversed() {
                if case .horizontalScroll(let take)? = node.effect, take(remaining.x) { return true }
            }
        }
        var moved = false
        for sv in scrollViews(at: at) {
            let before = sv.state.offset
            remaining = sv.state.logical(sv.state.scroll(by: sv.state.logical(remaining)))
            if sv.state.offset != before { moved = true }
            if remaining.x == 0 && remaining.y == 0 { break }
        }
        // What the scroll views do not take scrolls root content larger than the window.
        if remaining.x != 0 || remaining.y != 0 {
            let before = registry.root.offset
            _ = registry.root.scroll(by: remaining)
            if registry.root.offset != before { moved = true; registry.needsFrame = true }
        }
        return moved
    }

    /// The scroll views under `point`, innermost first: those whose viewport contains it and
    /// the viewports of all scroll views around them too (so a nested one scrolled out of
    /// sight is skipped). Cheaper than a hit test, which a wheel step used to run; while a
    /// pop-up is open the hit path decides (the pop-up covers what is below it).
    private func scrollViews(at point: Point) -> [ScrollViewNode] {
        let registry = context.scrolling
        if !context.ui.livePopups.isEmpty {
            return hitTest(point).reversed().compactMap { registry.scrollView(outer: $0) }
        }
        func shows(_ sv: ScrollViewNode) -> Bool {
            guard !sv.detached, sv.viewport.layout.frame.contains(point) else { return false }
            var n = sv.parent
            while let node = n {
                if let outer = node as? ScrollViewNode, !outer.viewport.layout.frame.contains(point) { return false }
                n = node.parent
            }
            return true
        }
        return registry.all.filter(shows).sorted { $0.depth > $1.depth }
    }

    /// Keys for the scroll view that has focus (through the focus system: it was clicked in or
    /// a `focused(_:)` binding named it), or that holds the focused control when the control did
    /// not take the key: Up/Down (Left/Right when it scrolls only horizontally) by 40 points,
    /// PageUp/PageDown by the viewport less 40 points, Home/End to the start and end. Without
    /// focus, no scroll view takes keys. Returns whether it took the key.
    func handleScrollKey(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, !press.command, let focused = focusedNode,
              let sv = context.scrolling.scrollView(holding: focused) else { return false }
        let state = sv.state
        let axis: Axis = state.axes.contains(.vertical) ? .vertical : .horizontal
        let line = Self.pointsPerScrollLine
        let page = max(line, state.viewport[axis] - line)
        var target = state.offset
        // Right to left, Left moves towards the end of the content.
        let towardsEnd = state.mirrorsX ? "left" : "right", towardsStart = state.mirrorsX ? "right" : "left"
        switch press.key.lowercased() {
        case "up" where axis == .vertical: target[axis] -= line
        case "down" where axis == .vertical: target[axis] += line
        case towardsStart where axis == .horizontal: target[axis] -= line
        case towardsEnd where axis == .horizontal: target[axis] += line
        case "pageup": target[axis] -= page
        case "pagedown": target[axis] += page
        case "home": target[axis] = 0
        case "end": target[axis] = state.maxOffset[axis]
        default: return false
        }
        state.move(to: target, animation: nil)
        if press.key.lowercased() == "end" { state.sticksToEnd = true }
        return true
    }

    /// Moves every scroll view's motion to `time` and sets its indicators; returns whether
    /// anything changed (the display list must be rebuilt).
    func tickScrolling(at time: Double) -> Bool {
        let registry = context.scrolling
        registry.lastFrameTime = time
        var changed = false
        for sv in registry.all {
            if sv.state.tick(at: time) { changed = true }
            if sv.updateIndicators(at: time) { changed = true }
        }
        return changed
    }

    /// When the scroll views' motion and indicator fades end.
    public var scrollingEndTime: Double {
        context.scrolling.all.reduce(-Double.infinity) { max($0, $1.state.endTime()) }
    }

    /// Before a layout pass: lazy containers whose scroll view moved create what the new offset
    /// shows (``LazyContainerNode/realizeAhead()``), so a scroll step is usually one pass.
    func realizeScrollingAhead() {
        for lazy in context.scrolling.lazyContainers { lazy.realizeAhead() }
    }

    /// Before the first scrolling step after a layout pass: lazy containers freeze their size
    /// estimates for the settling passes (``LazyContainerNode/beginSettle()``).
    func beginScrollSettle() {
        for lazy in context.scrolling.lazyContainers { lazy.beginSettle() }
    }

    /// One scrolling step after a layout pass: lazy containers create the items their viewport
    /// needs (and release the others), scroll views read their sizes, keep their offsets inside
    /// the content and follow lines measured above them, and waiting `scrollTo`s are applied
    /// (with what their new offsets show made before the next pass). Returns why the tree must
    /// be laid out again, or nil when nothing changed.
    func scrollSettleStep() -> FrameReentry? {
        let registry = context.scrolling
        var again: FrameReentry?
        for lazy in registry.lazyContainers where lazy.realizeForViewport() { again = .lazyRealisation }
        // Sizes are stale while lazy containers changed: clamp only after a settled pass.
        for sv in registry.all where sv.afterLayout(dragging: registry.dragging.contains(ObjectIdentifier(sv.state)), clamp: again == nil) {
            again = again ?? .scrollViewSize
        }
        if !registry.requests.isEmpty {
            applyScrollRequests()
            again = .scrollRequest
            // What the new offsets show is made now, from this pass's placement, so the
            // next pass lays out the items of the jump's target at once instead of first
            // moving the ones it leaves (and then needing a pass more).
            realizeScrollingAhead()
        }
        return again
    }

    /// After scrolling settled: End holds the content's end only while one frame's lazy
    /// measuring settles, and the pending scroll frame is done.
    func endScrollSettle() {
        let registry = context.scrolling
        for sv in registry.all { sv.state.sticksToEnd = false }
        registry.needsFrame = false
    }
}
