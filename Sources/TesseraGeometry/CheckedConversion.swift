/// The one way Tessera turns a `Double` into an integer.
///
/// `Int(someDouble)` traps when the value is NaN, infinite or beyond `Int`'s range, and the
/// doubles that reach such conversions come from users (JSON files, font sizes, track counts
/// computed from a 1e-300-point track). Every conversion of a value that is not already known
/// to be small goes through these initialisers instead, which never trap: ARCHITECTURE.md
/// ("Limits and clamps") lists where they are used.
extension Int {
    /// `value` rounded toward zero when it is finite and fits in `Int`; nil otherwise.
    @inlinable public init?(checking value: Double) {
        // 2^63 is exactly representable; every double below it (and >= -2^63) converts.
        guard value.isFinite, value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        self.init(value)
    }

    /// `value` rounded toward zero and clamped into `range`; NaN becomes `range`'s lower bound
    /// (or `nan` when given).
    @inlinable public init(clamping value: Double, to range: ClosedRange<Int>, nan: Int? = nil) {
        guard !value.isNaN else { self = nan ?? range.lowerBound; return }
        if value <= Double(range.lowerBound) { self = range.lowerBound; return }
        if value >= Double(range.upperBound) { self = range.upperBound; return }
        // Strictly inside a range of Ints, so the conversion cannot trap.
        self = Swift.min(range.upperBound, Swift.max(range.lowerBound, Int(value)))
    }
}

extension Int32 {
    /// `value` rounded toward zero and clamped into `range` (NaN becomes its lower bound): for
    /// C APIs taking `int`, such as SDL's pixel sizes.
    @inlinable public init(clamping value: Double, to range: ClosedRange<Int32>) {
        self = Int32(Int(clamping: value, to: Int(range.lowerBound)...Int(range.upperBound)))
    }
}
