import TesseraAnimation
import TesseraGeometry
import TesseraLayout

/// The retained state of one scroll view (kept by its node, so the offset survives updates of
/// the content): the offset, what moves it by itself, the sizes found by the last layout, and
/// the indicators' visibility. Changing the offset re-lays out the viewport only (the content's
/// measurements are kept) and tells the host it needs a new frame.
final class ScrollState {
    let axes: Axis.Set
    /// The offset shown (may exceed the content by the elastic edge while dragging).
    private(set) var offset = Point.zero
    var motion: ScrollMotion?
    /// The viewport and content sizes from the last layout.
    var viewport = Size.zero
    var content = Size.zero
    /// When the offset last changed (for the indicators' fade), on the host's clock.
    var lastScrollTime = -Double.infinity
    /// Set by End (and a `scrollTo` the end): the offset follows the content's end while
    /// lazily measured content changes length, until something else scrolls.
    var sticksToEnd = false
    /// Called when the offset changed (re-lays out the viewport, asks for a frame).
    var onChange: () -> Void = {}
    /// The host's clock.
    var now: () -> Double = { 0 }
    /// Right to left (the environment's `layoutDirection`): the horizontal offset counts from
    /// the content's right edge, so the viewport starts at the right and a physical move to
    /// the right lowers the offset.
    var mirrorsX = false

    /// A physical move (pointer, wheel) in offset terms, or back: the same on both axes left to
    /// right; right to left the horizontal part changes sign.
    func logical(_ physical: Point) -> Point { mirrorsX ? Point(x: -physical.x, y: physical.y) : physical }

    init(axes: Axis.Set) { self.axes = axes }

    /// The largest offset on each axis.
    var maxOffset: Point {
        Point(x: axes.contains(.horizontal) ? ScrollViewLayout.maxOffset(content: content, viewport: viewport, axis: .horizontal) : 0,
              y: axes.contains(.vertical) ? ScrollViewLayout.maxOffset(content: content, viewport: viewport, axis: .vertical) : 0)
    }

    /// `p` kept inside the content.
    func clamped(_ p: Point) -> Point { ScrollViewLayout.clamp(p, content: content, viewport: viewport, axes: axes) }

    /// Shows `newOffset` (NaN and infinities are ignored). Returns whether it moved.
    @discardableResult
    func setOffset(_ newOffset: Point) -> Bool {
        var p = newOffset
        if !p.x.isFinite { p.x = offset.x }
        if !p.y.isFinite { p.y = offset.y }
        if !axes.contains(.horizontal) { p.x = 0 }
        if !axes.contains(.vertical) { p.y = 0 }
        guard p != offset else { return false }
        offset = p
        lastScrollTime = now()
        onChange()
        return true
    }

    /// Scrolls by `delta` (clamped, no elastic edge); returns the part of `delta` it could not
    /// take (for an outer scroll view).
    func scroll(by delta: Point) -> Point {
        motion = nil
        sticksToEnd = false
        let target = clamped(Point(x: offset.x + delta.x, y: offset.y + delta.y))
        let taken = Point(x: target.x - offset.x, y: target.y - offset.y)
        setOffset(target)
        return Point(x: delta.x - taken.x, y: delta.y - taken.y)
    }

    /// Moves to `target` (clamped), animated with `animation` when given.
    func move(to target: Point, animation: Animation?) {
        sticksToEnd = false
        let goal = clamped(target)
        guard let animation else { motion = nil; setOffset(goal); return }
        var value = AnimatedValue(offset)
        let t = now()
        value.set(goal, animation: animation, at: t)
        motion = .animated(value)
        lastScrollTime = t
        onChange()
    }

    /// Advances the motion to `time`; returns whether the offset moved.
    @discardableResult
    func tick(at time: Double) -> Bool {
        guard let m = motion else { return false }
        // Past its end the motion is evaluated at its end, and the change dated then (so the
        // indicators fade from there, and a late frame does not show them again).
        let t = min(time, m.endTime)
        var p = m.offset(at: t)
        if case .momentum = m {
            let c = clamped(p)
            if c != p { p = c; motion = nil }
        }
        if time >= m.endTime { motion = nil }
        let moved = setOffset(p)
        if moved { lastScrollTime = t }
        return moved
    }

    /// When nothing moves any more (motion, then the indicators' fade).
    func endTime() -> Double {
        max(motion?.endTime ?? -.infinity, lastScrollTime) + ScrollIndicators.visibleFor + ScrollIndicators.fadeFor
    }
}

/// The indicators' timing: shown while the offset changes, then faded out.
enum ScrollIndicators {
    /// How long they stay after the last change, in seconds.
    static let visibleFor = 0.8
    /// How long they take to fade.
    static let fadeFor = 0.3
    /// Their opacity `time` seconds after the last change.
    static func opacity(sinceChange dt: Double) -> Double {
        if dt < visibleFor { return 1 }
        return max(0, 1 - (dt - visibleFor) / fadeFor)
    }
    static let thickness = 5.0
    static let inset = 2.0
    static let minimumLength = 24.0
}
