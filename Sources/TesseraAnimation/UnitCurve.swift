/// A timing curve from (0, 0) to (1, 1) given by the two control points of a cubic Bézier, like
/// CSS `cubic-bezier` and SwiftUI's `UnitCurve`. `value(at:)` solves x(s) = t for s with Newton
/// steps (falling back to bisection) and returns y(s).
public struct UnitCurve: Hashable, Sendable {
    public var c1x, c1y, c2x, c2y: Double

    public init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        self.c1x = min(max(c1x, 0), 1); self.c1y = c1y; self.c2x = min(max(c2x, 0), 1); self.c2y = c2y
    }

    /// SwiftUI's curves (the CSS keyword values).
    public static let linear = UnitCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)
    public static let easeIn = UnitCurve(c1x: 0.42, c1y: 0, c2x: 1, c2y: 1)
    public static let easeOut = UnitCurve(c1x: 0, c1y: 0, c2x: 0.58, c2y: 1)
    public static let easeInOut = UnitCurve(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter s with x(s) = t.
    func parameter(for t: Double) -> Double {
        var s = t
        for _ in 0..<8 {
            let x = bezier(s, c1x, c2x) - t
            if abs(x) < 1e-9 { return s }
            let d = derivative(s, c1x, c2x)
            if abs(d) < 1e-9 { break }
            s -= x / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<60 {
            let x = bezier(s, c1x, c2x)
            if abs(x - t) < 1e-10 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The progress at time fraction `t` (clamped to 0...1).
    public func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return bezier(parameter(for: t), c1y, c2y)
    }

    /// dProgress/dt at time fraction `t`.
    public func velocity(at t: Double) -> Double {
        let tc = min(max(t, 0), 1)
        let s = parameter(for: tc)
        let dx = derivative(s, c1x, c2x)
        return dx == 0 ? 0 : derivative(s, c1y, c2y) / dx
    }
}
