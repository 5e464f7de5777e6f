import Foundation

/// Where animation time comes from. The window runs on display time (``SystemAnimationClock``);
/// headless rendering and tests run on simulated time (``SimulatedClock``), so a frame at time
/// T is the same frame every run. Times are seconds from an arbitrary origin.
public protocol AnimationClock: AnyObject {
    var now: Double { get }
}

/// Monotonic wall time.
public final class SystemAnimationClock: AnimationClock {
    private let origin = DispatchTime.now().uptimeNanoseconds
    public init() {}
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }
}

/// Time that moves only when told to.
public final class SimulatedClock: AnimationClock {
    public private(set) var now: Double
    public init(now: Double = 0) { self.now = now }
    /// Moves time forward by `seconds` (never backwards).
    public func advance(by seconds: Double) { now += max(0, seconds) }
    /// Sets the time to `time` if it is later than now.
    public func advance(to time: Double) { now = max(now, time) }
}
