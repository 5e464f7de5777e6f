import OpenCombine
import Synchronization

extension Timer {
    /// The publisher `Timer.publish(every:on:in:)` returns.
    public typealias TimerPublisher = AppClockTimerPublisher

    /// A publisher that emits the current date every `interval` seconds once connected (use
    /// `.autoconnect()`), like Foundation's Combine `Timer.publish(every:tolerance:on:in:)`.
    /// It ticks on Tessera's app clock (`AppClock`): real time in a window, simulated time
    /// headless, so `--screenshot --time T` and event replays see the same ticks on every run.
    /// The run loop and mode are accepted and ignored.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

/// A timer on the app's clock that publishes dates, `Timer.TimerPublisher`
/// (https://developer.apple.com/documentation/foundation/timer/timerpublisher). Connecting
/// starts one task that sleeps on `AppClock` from tick to tick (deadlines are multiples of the
/// interval from the connection, so ticks do not drift); cancelling the connection stops it.
///
/// The dates: the wall clock's in a window; headless, a fixed origin (2026-01-01 00:00 UTC)
/// plus the simulated time, so screenshots that show them are the same on every run. An
/// interval that is not a positive finite number is raised to 1 ms.
public final class AppClockTimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()
    private let ticker = Mutex<Task<Void, Never>?>(nil)

    init(interval: TimeInterval) {
        self.interval = interval.isFinite && interval > 0.001 ? interval : 0.001
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Starts ticking (once: connecting again while connected shares the running timer).
    public func connect() -> any Cancellable {
        ticker.withLock { running in
            guard running == nil else { return }
            running = Task { @MainActor [weak self, interval] in
                let clock = AppClock(), start = clock.now
                var tick = 1
                while !Task.isCancelled {
                    let deadline = start.advanced(by: .seconds(interval * Double(tick)))
                    do { try await Task.sleep(for: clock.now.duration(to: deadline), clock: .app) } catch { return }
                    guard let self else { return }
                    self.subject.send(Self.date(at: clock.now))
                    tick += 1
                }
            }
        }
        return AnyCancellable { [weak self] in
            self?.ticker.withLock { running in running?.cancel(); running = nil }
        }
    }

    /// The date of a tick at `instant`.
    static func date(at instant: AppClock.Instant) -> Date {
        guard SimulatedTimeline.current != nil else { return Date() }
        let (seconds, attoseconds) = instant.offset.components
        return Date(timeIntervalSince1970: 1_767_225_600 + Double(seconds) + Double(attoseconds) / 1e18)
    }
}
