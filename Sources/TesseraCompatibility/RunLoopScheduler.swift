import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch

/// `RunLoop` is a Combine `Scheduler`, as in Apple's Combine
/// (https://developer.apple.com/documentation/foundation/runloop/schedulertimetype):
/// `.receive(on: RunLoop.main)`, `.debounce(for: 0.5, scheduler: RunLoop.main)`.
///
/// Tessera's app loop does not run Foundation's run loop; it drains Dispatch's main queue. So
/// every run loop schedules its work on the main queue (`RunLoop.main` is the only one SwiftUI
/// code uses with Combine): the work runs on the main thread between frames, as on Apple's
/// systems. Times are dispatch times; strides are seconds (`0.5`, `.milliseconds(500)`).
extension RunLoop: @retroactive Scheduler {
    /// The scheduler's time (dispatch time; Apple's wraps a `Date`).
    public typealias SchedulerTimeType = DispatchQueue.OCombine.SchedulerTimeType
    /// Run loop scheduling takes no options.
    public typealias SchedulerOptions = Never

    private var mainQueue: DispatchQueue.OCombine { DispatchQueue.main.ocombine }

    public var now: SchedulerTimeType { mainQueue.now }

    public var minimumTolerance: SchedulerTimeType.Stride { mainQueue.minimumTolerance }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        mainQueue.schedule(options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        mainQueue.schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> any Cancellable {
        mainQueue.schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}
