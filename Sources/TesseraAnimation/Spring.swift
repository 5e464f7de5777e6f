import Foundation

/// A damped spring of mass 1, parameterised like SwiftUI's `spring(response:dampingFraction:)`:
/// stiffness = (2π / response)², damping = 4π·dampingFraction / response. It moves a value
/// from a displacement (start − target) and an initial velocity towards the target, exactly
/// (closed form for under-, critically and over-damped springs).
public struct Spring: Hashable, Sendable {
    public var response: Double
    public var dampingFraction: Double

    public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
        self.response = max(response, 1e-3); self.dampingFraction = max(dampingFraction, 0)
    }

    /// ω₀, the undamped angular frequency.
    public var angularFrequency: Double { 2 * .pi / response }
    public var stiffness: Double { angularFrequency * angularFrequency }
    public var damping: Double { 4 * .pi * dampingFraction / response }

    /// The displacement and velocity at time `t` for initial displacement `x0` and velocity `v0`,
    /// as the coefficients of x0 and v0: position = a·x0 + b·v0, velocity = c·x0 + d·v0.
    public func response(at t: Double) -> (a: Double, b: Double, c: Double, d: Double) {
        let w0 = angularFrequency, z = dampingFraction
        if z < 1 - 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let e = exp(-z * w0 * t), cs = cos(wd * t), sn = sin(wd * t)
            let a = e * (cs + z * w0 / wd * sn)
            let b = e * sn / wd
            let c = -e * w0 * w0 / wd * sn
            let d = e * (cs - z * w0 / wd * sn)
            return (a, b, c, d)
        } else if z > 1 + 1e-9 {
            let r = w0 * (z * z - 1).squareRoot()
            let s1 = -z * w0 + r, s2 = -z * w0 - r
            let e1 = exp(s1 * t), e2 = exp(s2 * t)
            // x = A e^{s1 t} + B e^{s2 t}; A + B = x0; s1 A + s2 B = v0.
            let a = (-s2 * e1 + s1 * e2) / (s1 - s2)
            let b = (e1 - e2) / (s1 - s2)
            let c = (-s2 * s1 * e1 + s1 * s2 * e2) / (s1 - s2)
            let d = (s1 * e1 - s2 * e2) / (s1 - s2)
            return (a, b, c, d)
        } else {
            let e = exp(-w0 * t)
            return (e * (1 + w0 * t), e * t, -e * w0 * w0 * t, e * (1 - w0 * t))
        }
    }

    /// When a unit displacement with velocity `v0` (in displacements per second) has settled
    /// within `epsilon`: checked on a 1/120 s grid, at most 10 s.
    public func settlingDuration(initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
        var t = 0.0
        var lastOutside = 0.0
        while t < 10 {
            let r = response(at: t)
            if abs(r.a + r.b * v0) > epsilon || abs(r.c + r.d * v0) > epsilon * 10 { lastOutside = t }
            if t - lastOutside > 0.25 { break }
            t += 1.0 / 120
        }
        return lastOutside + 1.0 / 120
    }
}
