/// How close a rendered image must be to its golden.
///
/// A pixel *differs* when any of its R, G, B, A channels differs by more than `channel`
/// (0...255). The comparison passes when at most `pixelFraction` of all pixels differ.
/// The default, `.exact`, allows no difference at all: the headless software renderer is
/// bit-identical across runs, so a tolerance is only for images whose pixels legitimately vary
/// (e.g. rendered on another SDL version); document why where you use one.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest per-channel difference still counted as equal.
    public var channel: Int
    /// The fraction of pixels (0...1) allowed to differ by more than `channel`.
    public var pixelFraction: Double

    public init(channel: Int, pixelFraction: Double) {
        self.channel = max(0, min(255, channel)); self.pixelFraction = max(0, min(1, pixelFraction))
    }

    /// Every pixel equal.
    public static let exact = GoldenTolerance(channel: 0, pixelFraction: 0)

    public var description: String {
        self == .exact ? "exact" : "channel tolerance \(channel), at most \(pixelFraction * 100)% of pixels"
    }
}
