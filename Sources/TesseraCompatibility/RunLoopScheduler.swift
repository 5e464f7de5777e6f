import Dispatch
import Foundation
import OpenCombine

/// `RunLoop` is a Combine `Scheduler`, as in Apple's Combine
/// (https://developer.apple.com/documentation/foundation/runloop/schedulertimetype):
/// `.receive(on: RunLoop.main)`, `.debounce(for: 0.5, scheduler: RunLoop.main)`,
/// `.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)`.
///
/// Times are dates and strides are seconds, as Apple's. Tessera's app loop drains Dispatch's
/// main queue but does not run Foundation's run loop, so every run loop hands its work to the
/// main queue (`RunLoop.main` is the run loop SwiftUI code gives Combine): the work runs on the
/// main thread between frames. Written in Tessera, without OpenCombineFoundation (see
/// `DispatchQueue`'s conformance for why).
extension RunLoop: @retroactive Scheduler {
    /// A date, Apple's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date this scheduler time stands for.
        public var date: Date

        /// The scheduler time of `date`.
        public init(_ date: Date) { self.date = date }

        /// Seconds from this time to `other`.
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// This time moved by `stride` seconds.
        public func advanced(by stride: Stride) -> Self { Self(date.addingTimeInterval(stride.magnitude)) }
    }

    /// Run loop scheduling takes no options, as Apple's.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerWork(action)
        DispatchQueue.main.async { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerWork(action)
        DispatchQueue.main.asyncAfter(deadline: Self.deadline(of: date.date)) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        let work = SchedulerWork(action)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let period = max(interval.magnitude, 0.000_001)
        timer.schedule(deadline: Self.deadline(of: date.date), repeating: period,
                       leeway: .nanoseconds(Int(max(tolerance.magnitude, 0) * 1e9)))
        timer.setEventHandler { work.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// The dispatch time of `date`: now for a date in the past, never for one beyond dispatch
    /// time's range (a year and more ahead).
    private static func deadline(of date: Date) -> DispatchTime {
        let seconds = date.timeIntervalSinceNow
        if seconds.isNaN || seconds <= 0 { return .now() }
        if seconds > 31_536_000 { return .distantFuture }
        return .now() + seconds
    }
}
