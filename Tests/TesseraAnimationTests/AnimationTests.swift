import Foundation
import Testing
import TesseraGeometry
@testable import TesseraAnimation

struct UnitCurveTests {
    @Test func endpointsAndLinear() {
        for c in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
        }
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
    }

    @Test func easeInOutIsSymmetricAndMatchesTheCubicBezier() {
        let c = UnitCurve.easeInOut
        #expect(abs(c.value(at: 0.5) - 0.5) < 1e-9)
        for t in stride(from: 0.05, to: 1, by: 0.1) { #expect(abs(c.value(at: t) + c.value(at: 1 - t) - 1) < 1e-9) }
        // CSS cubic-bezier(0.42, 0, 1, 1) at s = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.6575, y = 0.5.
        #expect(abs(UnitCurve.easeIn.value(at: 0.6575) - 0.5) < 1e-7)
        #expect(UnitCurve.easeIn.value(at: 0.2) < 0.2 && UnitCurve.easeOut.value(at: 0.2) > 0.2)
    }

    @Test func velocityMatchesFiniteDifferences() {
        let c = UnitCurve.easeInOut, h = 1e-6
        for t in [0.1, 0.3, 0.5, 0.8] {
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            #expect(abs(c.velocity(at: t) - numeric) < 1e-4)
        }
    }
}

struct SpringTests {
    @Test func swiftUIParameterisation() {
        let s = Spring(response: 0.5, dampingFraction: 0.5)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.damping - 4 * .pi * 0.5 / 0.5) < 1e-9)
    }

    @Test("closed form solves x'' + c x' + k x = 0", arguments: [0.3, 1.0, 1.6])
    func solvesTheOscillator(_ zeta: Double) {
        let s = Spring(response: 0.4, dampingFraction: zeta)
        let x0 = 1.0, v0 = -2.0, h = 1e-5
        for t in [0.05, 0.2, 0.5] {
            func x(_ t: Double) -> Double { let r = s.response(at: t); return r.a * x0 + r.b * v0 }
            let r = s.response(at: t)
            let v = r.c * x0 + r.d * v0
            let accel = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
            #expect(abs(accel + s.damping * v + s.stiffness * x(t)) < 1e-2 * max(1, abs(accel)))
            #expect(abs(v - (x(t + h) - x(t - h)) / (2 * h)) < 1e-5)
        }
        let r0 = s.response(at: 0)
        #expect(abs(r0.a - 1) < 1e-12 && abs(r0.b) < 1e-12 && abs(r0.d - 1) < 1e-12)
    }

    @Test func settles() {
        let d = Spring(response: 0.55, dampingFraction: 1).settlingDuration()
        #expect(d > 0.5 && d < 2)
        let r = Spring(response: 0.55, dampingFraction: 1).response(at: d)
        #expect(abs(r.a) < 0.001)
        #expect(Spring(response: 0.5, dampingFraction: 0.2).settlingDuration() > d)
    }
}

struct AnimatedValueTests {
    @Test func curveAnimationRunsFromStartToTarget() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .easeInOut(duration: 1), at: 10)
        #expect(v.value(at: 10) == 0)
        #expect(abs(v.value(at: 10.5) - 50) < 1e-6)
        #expect(v.value(at: 11) == 100)
        #expect(!v.isAnimating(at: 11))
    }

    @Test func delayAndSpeed() {
        var v = AnimatedValue(0.0)
        v.set(10, animation: .linear(duration: 1).delay(0.5).speed(2), at: 0)
        #expect(v.value(at: 0.4) == 0)
        #expect(abs(v.value(at: 0.75) - 5) < 1e-9)
        #expect(v.value(at: 1.0) == 10)
    }

    @Test func interruptedSpringKeepsPositionAndVelocity() {
        var v = AnimatedValue(Point(x: 0, y: 0))
        v.set(Point(x: 100, y: 0), animation: .spring(response: 0.5, dampingFraction: 0.7), at: 0)
        let before = v.value(at: 0.2), velocity = v.velocity(at: 0.2)
        v.set(Point(x: -50, y: 40), animation: .spring(response: 0.5, dampingFraction: 0.7), at: 0.2)
        #expect((v.value(at: 0.2) - before).magnitude < 1e-9)
        #expect((v.velocity(at: 0.2) - velocity).magnitude < 1e-6)
        // Continuity just after the retarget.
        #expect((v.value(at: 0.2001) - before).magnitude < 0.1)
        #expect((v.value(at: 5) - Point(x: -50, y: 40)).magnitude < 1e-9)
    }

    @Test func interruptedCurveStartsFromTheScreen() {
        var v = AnimatedValue(0.0)
        v.set(100, animation: .linear(duration: 1), at: 0)
        v.set(0, animation: .linear(duration: 1), at: 0.25)
        #expect(abs(v.value(at: 0.25) - 25) < 1e-9)
        #expect(abs(v.value(at: 0.75) - 12.5) < 1e-9)
    }

    @Test func colorsInterpolatePerComponent() {
        var c = AnimatedValue(Color.black)
        c.set(.white, animation: .linear(duration: 2), at: 0)
        #expect(abs(c.value(at: 1).red - 0.5) < 1e-9)
    }

    @Test func immediateChangeWithoutAnimation() {
        var v = AnimatedValue(1.0)
        v.set(2, animation: nil, at: 0)
        #expect(v.value(at: 0) == 2 && !v.isAnimating(at: 0))
    }

    /// An update without animation that leaves the target where it is does not stop the
    /// animation towards it (the Mail push's sliding inbox vanished when a later sync of the
    /// same frame, after `onAppear` actions, had no animation); a new target still jumps.
    @Test func unanimatedSameTargetKeepsTheRunningAnimation() {
        var v = AnimatedValue(0.0)
        v.set(10, animation: .linear(duration: 1), at: 0)
        v.set(10, animation: nil, at: 0)
        #expect(v.isAnimating(at: 0.5) && abs(v.value(at: 0.5) - 5) < 1e-9)
        v.set(3, animation: nil, at: 0.5)
        #expect(!v.isAnimating(at: 0.5) && v.value(at: 0.5) == 3)
    }
}

struct TransactionTests {
    @Test func withAnimationSetsTheCurrentTransaction() {
        #expect(Transaction.current.animation == nil)
        withAnimation(.easeIn) { #expect(Transaction.current.animation == .easeIn) }
        #expect(Transaction.current.animation == nil)
    }

    @Test func transitionsCombine() {
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let a = Transition.opacity.combined(with: .move(.leading)).appearance(inserting: true, frame: frame)
        #expect(a.opacity == 0 && a.offset == Point(x: -40, y: 0))
        let slideOut = Transition.slide.appearance(inserting: false, frame: frame)
        #expect(slideOut.offset.x == 40)
        #expect(Transition.scale().appearance(inserting: true, frame: frame).scale == 0)
    }
}

/// `repeatForever(autoreverses:)`: a timing curve that starts over (or runs back) for ever.
struct RepeatForeverTests {
    @Test func restartsWithoutAutoreverse() {
        var v = AnimatedValue(0.0)
        v.set(-10, animation: .linear(duration: 0.5).repeatForever(autoreverses: false), at: 1)
        #expect(v.endTime == .infinity && v.settleTime == -.infinity && v.repeatsForever)
        #expect(abs(v.value(at: 1.25) + 5) < 1e-9)
        #expect(abs(v.value(at: 1.75) + 5) < 1e-9, "one period later, the same value")
        #expect(abs(v.value(at: 101.1) + 2) < 1e-6)
        #expect(v.isAnimating(at: 1e6))
        #expect(abs(v.velocity(at: 3.3) + 20) < 1e-9)
    }

    @Test func autoreversesBackAndForth() {
        var v = AnimatedValue(0.0)
        v.set(1, animation: .linear(duration: 1).repeatForever(), at: 0)
        #expect(abs(v.value(at: 0.25) - 0.25) < 1e-9)
        #expect(abs(v.value(at: 1.25) - 0.75) < 1e-9, "the second run goes back")
        #expect(abs(v.value(at: 2.25) - 0.25) < 1e-9)
        #expect(v.velocity(at: 1.5) < 0)
    }

    /// An unchanged target keeps the repetition (a later non-animated update does not stop the
    /// marching ants); a new target ends it.
    @Test func keepsRunningUntilTheTargetChanges() {
        var v = AnimatedValue(0.0)
        v.set(-10, animation: .linear(duration: 0.5).repeatForever(autoreverses: false), at: 0)
        v.set(-10, animation: nil, at: 0.1)
        #expect(v.repeatsForever && abs(v.value(at: 0.25) + 5) < 1e-9)
        v.set(3, animation: nil, at: 0.3)
        #expect(!v.repeatsForever && v.value(at: 0.4) == 3)
    }

    /// A spring does not repeat: its duration stays finite.
    @Test func springsDoNotRepeat() {
        let a = Animation.spring.repeatForever()
        #expect(!a.repeats && a.duration().isFinite)
    }

    /// `repeatCount(3, autoreverses: true)` over 1 s: forward, back, forward, then the target;
    /// with an even count the last run ends at the start value and the value then jumps to the
    /// target, as SwiftUI's does.
    @Test func repeatsAGivenNumberOfTimes() {
        var v = AnimatedValue(0.0)
        v.set(1, animation: .linear(duration: 1).repeatCount(3, autoreverses: true), at: 0)
        #expect(v.endTime == 3 && !v.repeatsForever, "three runs of one second, then it rests")
        #expect(abs(v.value(at: 0.25) - 0.25) < 1e-9)
        #expect(abs(v.value(at: 1.25) - 0.75) < 1e-9, "the second run goes back")
        #expect(abs(v.value(at: 2.5) - 0.5) < 1e-9)
        #expect(v.value(at: 3) == 1 && v.settleTime == 3)
        var w = AnimatedValue(0.0)
        w.set(1, animation: .linear(duration: 1).repeatCount(2, autoreverses: true), at: 0)
        #expect(abs(w.value(at: 1.9) - 0.1) < 1e-9, "the second run heads back to the start")
        #expect(w.value(at: 2) == 1, "then the value jumps to its target")
        #expect(Animation.linear.repeatCount(0).repeatCount == 1, "a count below 1 counts as 1")
    }
}

