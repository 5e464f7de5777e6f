import Foundation

/// SwiftUI's newer animation spellings (iOS 17: `spring(duration:bounce:)`, `.smooth`,
/// `.snappy`, `.bouncy`) and the older spring forms, mapped onto Tessera's spring (response
/// and damping fraction), as Apple's documentation relates them
/// (https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)):
/// a spring of perceptual `duration` and `bounce` has response = duration and damping
/// fraction 1 − bounce (1 / (1 + bounce) for a negative, overdamped bounce). Blend durations
/// are accepted; an interrupted spring keeps its velocity instead.
extension Animation {
    /// A spring of perceptual `duration` seconds; `bounce` 0 is critically damped, up to 1 bouncier.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let bounce = bounce.isFinite ? Swift.min(1, Swift.max(-1, bounce)) : 0
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce + 1e-9)
        return spring(response: duration.isFinite && duration > 0 ? duration : 0.5, dampingFraction: Swift.max(0.01, damping))
    }
    /// `spring(response:dampingFraction:)` with the blend duration SwiftUI also takes.
    public static func spring(response: Double, dampingFraction: Double, blendDuration: Double) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    /// SwiftUI's quick spring for interactive changes (response 0.15, damping 0.86).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    /// `interactiveSpring` in the duration-and-bounce form.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce)
    }
    /// A spring by its physical parameters: response 2π / √(stiffness / mass), damping fraction
    /// damping / (2 √(stiffness · mass)).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        guard mass > 0, stiffness > 0, damping >= 0 else { return .spring }
        return spring(response: 2 * Double.pi / (stiffness / mass).squareRoot(),
                      dampingFraction: Swift.max(0.01, damping / (2 * (stiffness * mass).squareRoot())))
    }
    /// `interpolatingSpring` in the duration-and-bounce form.
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
    /// A smooth spring with no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring of `duration` with `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a small bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring of `duration` with `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a visible bounce.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring of `duration` with `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Binding {
    /// A binding whose writes are animated with `animation`, SwiftUI's `Binding.animation(_:)`:
    /// `Toggle("Details", isOn: $showDetails.animation(.spring()))`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }
}
