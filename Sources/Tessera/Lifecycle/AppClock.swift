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
/// Headless, a `SimulatedTimeline` is current (`SimulatedTimeline.run(_:)`): sleepers wait
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

extension Task where Success == Never, Failure == Never {
    /// Sleeps for `duration` on the app's clock, like `Task.sleep(for:clock:)` (which this
    /// overload takes precedence over for `clock: .app`), but without leaving the caller's
    /// actor: a task on the main actor registers its wake-up before it suspends and is resumed
    /// straight onto the main actor, so a headless render can run it to its next suspension
    /// before drawing the next frame.
    nonisolated(nonsending) public static func sleep(for duration: Duration, tolerance: Duration? = nil,
                                                     clock: AppClock) async throws {
        let deadline = clock.now.advanced(by: duration)
        if let timeline = SimulatedTimeline.current {
            try await timeline.sleep(until: deadline.offset.seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
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
/// renderer advances the timeline (`advance(to:drain:)`). Which timeline a task follows is a
/// task-local value (`run(_:)`), inherited by the tasks it starts.
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
        /// Sleepers resumed by `advance` whose task has not run since.
        var wokenNotRunning = 0
    }
    private let state = Mutex(State())

    /// A timeline at time 0.
    public init() {}

    /// The timeline `AppClock` follows in the current task (and in the tasks it creates, which
    /// inherit it), if any: set with `run(_:)`.
    @TaskLocal public static var current: SimulatedTimeline?

    /// Runs `body` with this timeline as `AppClock`'s time: everything `body` does, including
    /// the tasks it starts (`task {}` bodies started by the view updates it runs), sleeps on
    /// it. Each headless session runs its host inside its own timeline, so sessions in one
    /// process do not share time.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }

    /// `run(_:)` for asynchronous work.
    nonisolated(nonsending) public func run<T>(_ body: nonisolated(nonsending) () async throws -> T) async rethrows -> T {
        try await Self.$current.withValue(self, operation: body)
    }

    /// Cancels every sleeper (they wake with `CancellationError`): for a session that ends.
    public func cancelAll() {
        let all = state.withLock { s in defer { s.sleepers = [] }; return s.sleepers }
        for s in all { s.continuation.resume(throwing: CancellationError()) }
    }

    /// The simulated time in seconds.
    public var now: Double { state.withLock { $0.now } }

    /// How many tasks are sleeping.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// How many sleepers `advance` has resumed whose task has not run yet: a resumed task's job
    /// may still be on its way to its executor. A headless render drains the main queue until
    /// this is 0 (`MainQueue.drain(until:)` in TesseraApp) instead of waiting some wall-clock
    /// time for the job to show up, which a busy machine can exceed.
    public var wokenNotRunning: Int { state.withLock { $0.wokenNotRunning } }

    /// Moves the time to `time`, waking the sleepers due by then one deadline at a time: the
    /// time is set to the deadline, the sleeper is resumed, and `drain` is called so the woken
    /// task runs (to its next suspension: on the main actor, `drain` runs the main queue) before
    /// the next deadline is considered. Time never moves backwards. Run the jobs already queued
    /// before calling this (a task that has not reached its first sleep has no deadline yet).
    public func advance(to time: Double, drain: () -> Void) {
        while let due = takeNextDue(by: time) {
            due.resume()
            drain()
        }
        state.withLock { $0.now = max($0.now, time) }
    }

    /// `advance(to:drain:)` with an asynchronous `drain`: for callers already on the main
    /// actor (tests), which let the woken tasks run by suspending (`await Task.yield()`).
    nonisolated(nonsending) public func advance(to time: Double, drain: nonisolated(nonsending) () async -> Void) async {
        while let due = takeNextDue(by: time) {
            due.resume()
            await drain()
        }
        state.withLock { $0.now = max($0.now, time) }
    }

    private func takeNextDue(by time: Double) -> CheckedContinuation<Void, any Error>? {
        state.withLock { s in
            guard let i = s.sleepers.indices.min(by: { (s.sleepers[$0].deadline, s.sleepers[$0].id) < (s.sleepers[$1].deadline, s.sleepers[$1].id) }),
                  s.sleepers[i].deadline <= time else { return nil }
            let sleeper = s.sleepers.remove(at: i)
            s.now = max(s.now, sleeper.deadline)
            s.wokenNotRunning += 1
            return sleeper.continuation
        }
    }

    nonisolated(nonsending) func sleep(until deadline: Double) async throws {
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
        // Resumed without an error: only `advance` does that. Counted here, back on the
        // caller's executor (this function is `nonisolated(nonsending)`), not in the operation
        // closure above, which resumes on the global executor before the task hops back: the
        // rest of the caller's step runs in this same job, so once it is counted, it has run.
        state.withLock { $0.wokenNotRunning -= 1 }
        try Task.checkCancellation()
    }
}
