/// One animated property: where it rests (`target`) and how it gets there from what was on
/// screen when the last change came. Changing the target mid-flight restarts from the value
/// and velocity on screen at that moment, so nothing jumps; a spring keeps its velocity, a
/// timing curve starts from the current value (SwiftUI behaves the same way for springs).
///
/// The stored properties, the initializer and `set` are inlinable so that a client's
/// `AnimatedValue<Rect>` is specialized there: a scroll step sets the frame of every node on
/// screen, and the unspecialized generic call (its metadata looked up each time) was most of it.
public struct AnimatedValue<V: Interpolatable>: Sendable {
    /// Where the value rests.
    public var target: V { _target }
    @usableFromInline var _target: V
    @usableFromInline var from: V
    @usableFromInline var initialVelocity: V
    @usableFromInline var animation: Animation?
    @usableFromInline var start: Double
    @usableFromInline var end: Double

    /// A value at rest.
    @inlinable public init(_ value: V) {
        _target = value; from = value; initialVelocity = .zero; animation = nil; start = 0; end = 0
    }

    /// Sets a new target at `time`: animated with `animation`, or immediately when nil.
    /// An unchanged target keeps the running animation, repeating or not: an unrelated change
    /// without animation does not cut it short.
    @inlinable public mutating func set(_ newTarget: V, animation: Animation?, at time: Double) {
        if newTarget == target, repeatsForever { return }
        guard let animation else {
            // A change without animation moves the value at once; the same target keeps a
            // running animation (SwiftUI: a transaction affects only what it changes).
            if newTarget != target { self = AnimatedValue(newTarget) }
            return
        }
        if newTarget == target && !isAnimating(at: time) { return }
        let current = value(at: time), velocity = self.velocity(at: time)
        _target = newTarget
        from = current
        initialVelocity = velocity
        self.animation = animation
        start = time
        let distance = (current - newTarget).magnitude
        let v0 = distance > 0 ? velocity.magnitude / distance : 0
        end = time + animation.duration(initialVelocity: v0)
    }

    /// Whether the value still moves at `time`.
    @inlinable public func isAnimating(at time: Double) -> Bool { animation != nil && time < end }

    /// The time the current animation ends (infinity while one repeats for ever).
    @inlinable public var endTime: Double { end }

    /// Whether the current animation repeats for ever.
    @inlinable public var repeatsForever: Bool { animation?.repeats ?? false }

    /// The time the current animation ends, or -infinity when it repeats for ever (it never
    /// settles, so waiting for it would never end).
    public var settleTime: Double { repeatsForever ? -.infinity : end }

    /// The progress along a repeating curve of `duration` after `t` seconds: the time within the
    /// current repetition, run backwards in every other one when the animation autoreverses.
    private static func repeatingTime(_ t: Double, duration: Double, autoreverses: Bool) -> (t: Double, sign: Double) {
        let cycle = (t / duration).rounded(.down)
        let within = t - cycle * duration
        if autoreverses, cycle.truncatingRemainder(dividingBy: 2) != 0 { return (duration - within, -1) }
        return (within, 1)
    }

    /// The value shown at `time`.
    public func value(at time: Double) -> V {
        guard let animation, time < end else { return target }
        let t = (time - start - animation.delay) * animation.speed
        if t <= 0 { return from }
        switch animation.kind {
        case .curve(let curve, let duration):
            var t = t
            if animation.isRepeated { t = Self.repeatingTime(t, duration: duration, autoreverses: animation.autoreverses).t }
            let p = duration > 0 ? curve.value(at: t / duration) : 1
            return from + (target - from).scaled(by: p)
        case .spring(let spring):
            let r = spring.response(at: t)
            return target + (from - target).scaled(by: r.a) + initialVelocity.scaled(by: r.b / animation.speed)
        }
    }

    /// The rate of change at `time`, per second.
    public func velocity(at time: Double) -> V {
        guard let animation, time < end else { return .zero }
        let t = (time - start - animation.delay) * animation.speed
        if t <= 0 { return animation.delay > 0 ? .zero : initialVelocity }
        switch animation.kind {
        case .curve(let curve, let duration):
            guard duration > 0 else { return .zero }
            var t = t, sign = 1.0
            if animation.isRepeated { (t, sign) = Self.repeatingTime(t, duration: duration, autoreverses: animation.autoreverses) }
            return (target - from).scaled(by: sign * curve.velocity(at: t / duration) / duration * animation.speed)
        case .spring(let spring):
            let r = spring.response(at: t)
            return (from - target).scaled(by: r.c * animation.speed) + initialVelocity.scaled(by: r.d)
        }
    }
}
