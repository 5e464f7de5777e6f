/// How a change unfolds in time, like SwiftUI's `Animation`: a timing curve over a duration or
/// a spring, plus delay and speed. Timing belongs to the change (a ``Transaction``), the
/// interpolation to the value (``Interpolatable``).
public struct Animation: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case curve(UnitCurve, duration: Double)
        case spring(Spring)
    }
    public var kind: Kind
    public var delay: Double = 0
    public var speed: Double = 1
    /// Whether a timing curve starts over for ever (`repeatForever(autoreverses:)`).
    public var repeatsForever = false
    /// Whether the repetitions (`repeatsForever`, `repeatCount`) run backwards every other time.
    public var autoreverses = false
    /// How many times a timing curve runs (`repeatCount(_:autoreverses:)`); nil: once, or for
    /// ever with `repeatsForever`.
    public var repeatCount: Int?

    public init(_ kind: Kind) { self.kind = kind }

    public static func linear(duration: Double = 0.35) -> Animation { Animation(.curve(.linear, duration: duration)) }
    public static func easeIn(duration: Double = 0.35) -> Animation { Animation(.curve(.easeIn, duration: duration)) }
    public static func easeOut(duration: Double = 0.35) -> Animation { Animation(.curve(.easeOut, duration: duration)) }
    public static func easeInOut(duration: Double = 0.35) -> Animation { Animation(.curve(.easeInOut, duration: duration)) }
    public static func timingCurve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, duration: Double = 0.35) -> Animation {
        Animation(.curve(UnitCurve(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y), duration: duration))
    }
    public static let linear = linear()
    public static let easeIn = easeIn()
    public static let easeOut = easeOut()
    public static let easeInOut = easeInOut()
    /// `spring(response:dampingFraction:)` with SwiftUI's defaults (0.55, 0.825).
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction)))
    }
    public static let spring = spring()
    /// SwiftUI's default since iOS 17: a critically damped spring with a 0.55 s response
    /// (ARCHITECTURE.md; earlier releases used easeInOut over 0.35 s).
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    /// The animation starting `delay` seconds later.
    public func delay(_ seconds: Double) -> Animation { var a = self; a.delay += max(0, seconds); return a }
    /// The animation running `speed` times as fast.
    public func speed(_ factor: Double) -> Animation { var a = self; a.speed = max(1e-6, speed * factor); return a }

    /// The animation repeated for ever, like SwiftUI's `repeatForever(autoreverses:)`: a timing
    /// curve runs from the old value to the new one, then again from the old one (with
    /// `autoreverses`, back and forth). The value never rests (its duration is infinite) until a
    /// change sets another target. A spring does not repeat.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatsForever = true
        a.autoreverses = autoreverses
        return a
    }

    /// The animation run `count` times, like SwiftUI's `repeatCount(_:autoreverses:)`: a timing
    /// curve runs from the old value to the new one `count` times (with `autoreverses`, back and
    /// forth), then the value rests at the new one (after an even count of autoreversed runs it
    /// jumps there, as SwiftUI's does). A count below 1 counts as 1; a spring does not repeat.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatCount = max(1, count)
        a.repeatsForever = false
        a.autoreverses = autoreverses
        return a
    }

    /// Whether a timing curve runs more than once (for ever, or a `repeatCount` above 1).
    public var isRepeated: Bool {
        if case .curve(_, let d) = kind { return d > 0 && (repeatsForever || (repeatCount ?? 1) > 1) }
        return false
    }

    /// Whether the animation repeats for ever (a timing curve with `repeatForever`).
    public var repeats: Bool {
        if case .curve(_, let d) = kind { return repeatsForever && d > 0 }
        return false
    }

    /// How long until the value rests (delay included, speed applied; infinite when it repeats).
    public func duration(initialVelocity v0: Double = 0) -> Double {
        if repeats { return .infinity }
        switch kind {
        case .curve(_, let d): return delay + max(0, d) * Double(repeatCount ?? 1) / speed
        case .spring(let s): return delay + s.settlingDuration(initialVelocity: v0) / speed
        }
    }
}
