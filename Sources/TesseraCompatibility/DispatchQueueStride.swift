import Dispatch
import OpenCombine

extension DispatchQueue.SchedulerTimeType {
    /// A distance in dispatch time, Apple's `DispatchQueue.SchedulerTimeType.Stride`
    /// (https://developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype/stride):
    /// a whole number of nanoseconds (`magnitude`). Literals and `init(exactly:)` count seconds
    /// (`.debounce(for: 1, scheduler: DispatchQueue.main)` waits one second; `0.25` a quarter);
    /// `.seconds`, `.milliseconds`, `.microseconds` and `.nanoseconds` say their unit. Sums and
    /// products that would overflow stop at the largest (or smallest) stride.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Sendable
    {
        public typealias FloatLiteralType = Double
        public typealias IntegerLiteralType = Int
        public typealias Magnitude = Int

        /// The stride in nanoseconds.
        public var magnitude: Int

        /// The stride as a dispatch time interval.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// A stride of `nanoseconds`.
        public init(nanoseconds: Int) { magnitude = nanoseconds }

        /// The stride of a dispatch time interval (`.never` is the largest stride).
        public init(_ timeInterval: DispatchTimeInterval) {
            switch timeInterval {
            case .seconds(let s): magnitude = Self.scaled(s, by: 1_000_000_000)
            case .milliseconds(let ms): magnitude = Self.scaled(ms, by: 1_000_000)
            case .microseconds(let us): magnitude = Self.scaled(us, by: 1_000)
            case .nanoseconds(let ns): magnitude = ns
            case .never: magnitude = .max
            @unknown default: magnitude = .max
            }
        }

        /// `value` seconds (a fraction of a nanosecond is dropped).
        public init(floatLiteral value: Double) { magnitude = Self.nanoseconds(ofSeconds: value) }

        /// `value` whole seconds.
        public init(integerLiteral value: Int) { magnitude = Self.scaled(value, by: 1_000_000_000) }

        /// `source` whole seconds, or nil when that many nanoseconds do not fit an `Int`.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Int(exactly: source) else { return nil }
            let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
            if overflow { return nil }
            magnitude = nanoseconds
        }

        public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
        public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
        public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
        public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
        public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

        public static func + (lhs: Self, rhs: Self) -> Self {
            let (sum, overflow) = lhs.magnitude.addingReportingOverflow(rhs.magnitude)
            return Self(nanoseconds: overflow ? (rhs.magnitude > 0 ? .max : .min) : sum)
        }

        public static func - (lhs: Self, rhs: Self) -> Self {
            let (difference, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
            return Self(nanoseconds: overflow ? (rhs.magnitude < 0 ? .max : .min) : difference)
        }

        /// The product of the two magnitudes, as Apple's stride multiplies.
        public static func * (lhs: Self, rhs: Self) -> Self {
            Self(nanoseconds: scaled(lhs.magnitude, by: rhs.magnitude))
        }

        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

        private static func scaled(_ value: Int, by factor: Int) -> Int {
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            guard overflow else { return product }
            return (value < 0) == (factor < 0) ? .max : .min
        }

        private static func nanoseconds(ofSeconds seconds: Double) -> Int {
            guard seconds.isFinite else { return seconds.isNaN ? 0 : (seconds > 0 ? .max : .min) }
            let nanoseconds = (seconds * 1_000_000_000).rounded(.towardZero)
            if nanoseconds >= Double(Int.max) { return .max }
            if nanoseconds <= Double(Int.min) { return .min }
            return Int(nanoseconds)
        }
    }
}
