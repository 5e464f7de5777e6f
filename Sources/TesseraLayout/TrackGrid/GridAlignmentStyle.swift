/// Overflow alignment (CSS Box Alignment 3 §4.4): `safe` falls back to `start` when the
/// subject would overflow its container; `unsafe` honours the requested position.
public enum GridOverflowSafety: Hashable, Sendable {
    case `default`
    case safe
    case unsafe
}

/// Self alignment of a grid item in its grid area (CSS Box Alignment 3 §6, applied by CSS
/// Grid 2 §10.3–10.4): `justify-self`/`align-self`, and through the container's
/// `justify-items`/`align-items`. `baseline` is accepted and aligned as `start` (see
/// DEVIATIONS.md).
public struct GridItemAlignment: Hashable, Sendable {
    public enum Position: Hashable, Sendable {
        case normal, stretch, start, end, center, selfStart, selfEnd, flexStart, flexEnd, left, right, baseline, lastBaseline
    }
    public var position: Position
    public var safety: GridOverflowSafety

    @inlinable public init(_ position: Position, _ safety: GridOverflowSafety = .default) {
        self.position = position; self.safety = safety
    }

    public static let normal = GridItemAlignment(.normal)
    public static let stretch = GridItemAlignment(.stretch)
    public static let start = GridItemAlignment(.start)
    public static let end = GridItemAlignment(.end)
    public static let center = GridItemAlignment(.center)
}

/// Content distribution of the grid's tracks inside the container (CSS Box Alignment 3 §5,
/// CSS Grid 2 §10.5): `justify-content`/`align-content`.
public struct GridContentAlignment: Hashable, Sendable {
    public enum Position: Hashable, Sendable {
        case normal, start, end, center, stretch, flexStart, flexEnd, left, right
        case spaceBetween, spaceAround, spaceEvenly
    }
    public var position: Position
    public var safety: GridOverflowSafety

    @inlinable public init(_ position: Position, _ safety: GridOverflowSafety = .default) {
        self.position = position; self.safety = safety
    }

    public static let normal = GridContentAlignment(.normal)
    public static let start = GridContentAlignment(.start)
    public static let end = GridContentAlignment(.end)
    public static let center = GridContentAlignment(.center)
    public static let stretch = GridContentAlignment(.stretch)
    public static let spaceBetween = GridContentAlignment(.spaceBetween)
    public static let spaceAround = GridContentAlignment(.spaceAround)
    public static let spaceEvenly = GridContentAlignment(.spaceEvenly)
}
