import Synchronization

/// The clock of an app's tasks: real (monotonic) time in a window, simulated time when the app
/// renders headless (`--screenshot ... --time T`), so screenshots of timed behaviour are the
/// same on every run.
///
/// Swift's `Task.sleep(for:)` always sleeps in real time; sleep on this clock instead:
/// ```swift
/// .task {
///     while !Task.isCancelled {
///         try? await Task.sleep(for: .seconds(1), clock: .app)
///         seconds += 1
///     }
/// }
/// ```
/// Headless, a `SimulatedTimeline` is installed (`SimulatedTimeline.install()`): sleepers wait
/// until the renderer advances the timeline past their deadline, in deadline order, and
/// `now` is the simulated time. Without one (a window, a plain test), it is `ContinuousClock`.
public struct AppClock: Clock, Sendable {
    /// A point in the app's time: seconds since the clock's origin (process start, or the
    /// start of the simulated timeline).
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the origin.
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    public init() {}

    private static let origin = ContinuousClock.now

    public var now: Instant {
        if let timeline = SimulatedTimeline.current { return Instant(offset: .seconds(timeline.now)) }
        return Instant(offset: ContinuousClock.now - Self.origin)
    }

    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        if let timeline = SimulatedTimeline.current {
            try await timeline.sleep(until: deadline.offset.seconds)
        } else {
            try await ContinuousClock().sleep(until: Self.origin + deadline.offset, tolerance: tolerance)
        }
    }
}

extension Clock where Self == AppClock {
    /// The app's clock (`Task.sleep(for: .seconds(1), clock: .app)`).
    public static var app: AppClock { AppClock() }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}

/// Simulated time for headless rendering: tasks sleeping on `AppClock` wait here until the
/// renderer advances the timeline (`advance(to:drain:)`). One timeline per process at most
/// (`install()`), used from the main thread by the renderer.
public final class SimulatedTimeline: Sendable {
    private struct Sleeper {
        var id: Int
        var deadline: Double
        var continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
        var now = 0.0
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
    }
    private let state = Mutex(State())
    private static let installed = Mutex<SimulatedTimeline?>(nil)

    /// The installed timeline, if any.
    public static var current: SimulatedTimeline? { installed.withLock { $0 } }

    /// Installs a new timeline at time 0 for `AppClock` (replacing any earlier one, whose
    /// sleepers are cancelled) and returns it.
    @discardableResult
    public static func install() -> SimulatedTimeline {
        let timeline = SimulatedTimeline()
        let old = installed.withLock { current in
            defer { current = timeline }
            return current
        }
        old?.cancelAll()
        return timeline
    }

    /// Removes the installed timeline (its sleepers are cancelled); `AppClock` is real time again.
    public static func uninstall() {
        let old = installed.withLock { current in
            defer { current = nil }
            return current
        }
        old?.cancelAll()
    }

    /// The simulated time in seconds.
    public var now: Double { state.withLock { $0.now } }

    /// How many tasks are sleeping.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves the time to `time`, waking the sleepers due by then one deadline at a time: the
    /// time is set to the deadline, the sleeper is resumed, and `drain` is called so the woken
    /// task runs (to its next suspension: on the main actor, `drain` runs the main queue) before
    /// the next deadline is considered. Time never moves backwards.
    public func advance(to time: Double, drain: () -> Void) {
        drain()
        while let due = takeNextDue(by: time) {
            due.resume()
            drain()
        }
        state.withLock { $0.now = max($0.now, time) }
    }

    private func takeNextDue(by time: Double) -> CheckedContinuation<Void, any Error>? {
        state.withLock { s in
            guard let i = s.sleepers.indices.min(by: { (s.sleepers[$0].deadline, s.sleepers[$0].id) < (s.sleepers[$1].deadline, s.sleepers[$1].id) }),
                  s.sleepers[i].deadline <= time else { return nil }
            let sleeper = s.sleepers.remove(at: i)
            s.now = max(s.now, sleeper.deadline)
            return sleeper.continuation
        }
    }

    func sleep(until deadline: Double) async throws {
        let id = state.withLock { s in defer { s.nextID += 1 }; return s.nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLock { s in
                    if s.cancelled.remove(id) != nil { return true }
                    s.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: c))
                    return false
                }
                if resumeNow { c.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let c: CheckedContinuation<Void, any Error>? = state.withLock { s in
                if let i = s.sleepers.firstIndex(where: { $0.id == id }) { return s.sleepers.remove(at: i).continuation }
                s.cancelled.insert(id)
                return nil
            }
            c?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }

    private func cancelAll() {
        let all = state.withLock { s in defer { s.sleepers = [] }; return s.sleepers }
        for s in all { s.continuation.resume(throwing: CancellationError()) }
    }
}
