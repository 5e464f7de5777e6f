import Foundation
import OpenCombine

extension RunLoop.SchedulerTimeType {
    /// A distance in time, Apple's `RunLoop.SchedulerTimeType.Stride`
    /// (https://developer.apple.com/documentation/foundation/runloop/schedulertimetype/stride):
    /// seconds as a `TimeInterval` (`magnitude`). Literals count seconds
    /// (`.debounce(for: 0.5, scheduler: RunLoop.main)`); `.milliseconds` and the other spellings
    /// say their unit.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Sendable
    {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The stride in seconds.
        public var magnitude: TimeInterval

        /// The stride in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// A stride of `timeInterval` seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

        public init(floatLiteral value: TimeInterval) { magnitude = value }

        public init(integerLiteral value: TimeInterval) { magnitude = value }

        /// `source` seconds, or nil when a `TimeInterval` cannot hold it exactly.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = TimeInterval(exactly: source) else { return nil }
            magnitude = seconds
        }

        public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Self { Self(s) }
        public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Self, rhs: Self) { lhs.magnitude += rhs.magnitude }
        public static func -= (lhs: inout Self, rhs: Self) { lhs.magnitude -= rhs.magnitude }
        public static func *= (lhs: inout Self, rhs: Self) { lhs.magnitude *= rhs.magnitude }
    }
}
