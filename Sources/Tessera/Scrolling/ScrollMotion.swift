import Foundation
import TesseraAnimation
import TesseraGeometry

/// How a scroll view's offset moves by itself, evaluated in closed form on the animation clock
/// (so a headless replay renders exactly the same frames as the window):
///
/// - `momentum`: after a drag is released, the offset goes on with the release velocity, which
///   decays exponentially with time constant ``ScrollMotion/momentumTimeConstant``:
///   `offset(t) = start + v·τ·(1 − e^(−(t−t0)/τ))`; it stops at the content's edges and ends when
///   the speed drops below 5 points per second.
/// - `animated`: a programmatic scroll (`scrollTo` inside `withAnimation`) or the elastic edge
///   springing back, with an `Animation`.
enum ScrollMotion {
    case momentum(start: Point, velocity: Point, startTime: Double)
    case animated(AnimatedValue<Point>)

    /// τ of the momentum's decay, in seconds (a flick at 2,000 pt/s travels ~650 pt).
    static let momentumTimeConstant = 0.325
    /// Below this speed (points per second) momentum ends.
    static let stopSpeed = 5.0

    /// The offset at `time`.
    func offset(at time: Double) -> Point {
        switch self {
        case let .momentum(start, v, t0):
            let tau = Self.momentumTimeConstant
            let k = tau * (1 - exp(-max(0, time - t0) / tau))
            return Point(x: start.x + v.x * k, y: start.y + v.y * k)
        case .animated(let value):
            return value.value(at: time)
        }
    }

    /// When the motion ends.
    var endTime: Double {
        switch self {
        case let .momentum(_, v, t0):
            let speed = max(abs(v.x), abs(v.y))
            guard speed > Self.stopSpeed else { return t0 }
            return t0 + Self.momentumTimeConstant * log(speed / Self.stopSpeed)
        case .animated(let value):
            return value.endTime
        }
    }
}

/// The elastic edge: how far content follows a drag beyond its end, for a drag of `overshoot`
/// points past it in a viewport `length` long (at most ~a fifth of the viewport, easing off).
func rubberBand(_ overshoot: Double, length: Double) -> Double {
    let d = max(1, length) * 0.2
    let sign: Double = overshoot < 0 ? -1 : 1
    let x = abs(overshoot)
    return sign * d * (1 - 1 / (x * 0.55 / d + 1))
}
