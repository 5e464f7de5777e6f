import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch

/// `DispatchQueue` is a Combine `Scheduler`, as in Apple's Combine
/// (https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype):
/// `.receive(on: DispatchQueue.main)`, `.debounce(for: .milliseconds(300), scheduler:
/// DispatchQueue.main)`, `.delay(for: .seconds(1), scheduler: DispatchQueue.global())`.
/// Every call is forwarded to OpenCombine's `DispatchQueue.OCombine` of the same queue, whose
/// time type this uses. The main queue is drained by Tessera's app loop, so work scheduled on it
/// runs on the main thread between frames.
extension DispatchQueue: @retroactive Scheduler {
    /// Dispatch time, as Apple's `DispatchQueue.SchedulerTimeType`.
    public typealias SchedulerTimeType = DispatchQueue.OCombine.SchedulerTimeType
    /// QoS, flags and group of the scheduled work.
    public typealias SchedulerOptions = DispatchQueue.OCombine.SchedulerOptions

    public var now: SchedulerTimeType { ocombine.now }

    public var minimumTolerance: SchedulerTimeType.Stride { ocombine.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        ocombine.schedule(options: options, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        ocombine.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        ocombine.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
