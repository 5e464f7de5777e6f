import Dispatch
import Foundation
import OpenCombine

/// `DispatchQueue` is a Combine `Scheduler`, as in Apple's Combine
/// (https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype):
/// `.receive(on: DispatchQueue.main)`, `.debounce(for: .milliseconds(300), scheduler:
/// DispatchQueue.main)`, `.delay(for: 1, scheduler: DispatchQueue.global())`.
///
/// Written in Tessera (OpenCombineDispatch is not used: it declares the same conformance only
/// when no module named `Combine` is visible, which Tessera's own `Combine` module makes depend on
/// build order). Work is handed to the queue with `async`/`asyncAfter`; repeating work uses a
/// dispatch timer source. Tessera's app loop drains the main queue, so work scheduled on
/// `DispatchQueue.main` runs on the main thread between frames. See the Compatibility article's
/// "Combine schedulers".
extension DispatchQueue: @retroactive Scheduler {
    /// A point in dispatch time, Apple's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The dispatch time this scheduler time stands for.
        public var dispatchTime: DispatchTime

        /// The scheduler time of `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// Nanoseconds from this time to `other` (negative when `other` is earlier).
        public func distance(to other: Self) -> Stride {
            let from = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let to = Int64(clamping: other.dispatchTime.uptimeNanoseconds)
            let (difference, overflow) = to.subtractingReportingOverflow(from)
            return Stride(nanoseconds: overflow ? (to > from ? .max : .min) : Int(difference))
        }

        /// This time moved by `stride` (never before the start of dispatch time).
        public func advanced(by stride: Stride) -> Self {
            let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = start.addingReportingOverflow(Int64(stride.magnitude))
            let nanoseconds = overflow ? (stride.magnitude > 0 ? Int64.max : 1) : max(1, sum)
            return Self(DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)))
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    /// Quality of service, work item flags and group of scheduled work, Apple's
    /// `DispatchQueue.SchedulerOptions`. (Unchecked `Sendable`: Dispatch's flags are a plain
    /// option set and its groups are thread-safe, but Dispatch does not mark them `Sendable`.)
    public struct SchedulerOptions: @unchecked Sendable {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// A group the work joins while it is pending.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerWork(action)
        let options = options ?? SchedulerOptions()
        async(group: options.group, qos: options.qos, flags: options.flags) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = SchedulerWork(action)
        let options = options ?? SchedulerOptions()
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        let work = SchedulerWork(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        let period = max(interval.magnitude, 1)
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(period),
                       leeway: .nanoseconds(max(tolerance.magnitude, 0)))
        timer.setEventHandler { work.run() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// A scheduled action handed across to the queue that runs it. Combine's `Scheduler` takes
/// plain closures; the queue runs each one exactly where the caller asked, as Apple's does.
struct SchedulerWork: @unchecked Sendable {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() { action() }
}
