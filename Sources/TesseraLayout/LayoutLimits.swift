import TesseraGeometry

/// What layout guarantees whatever it is given: every *placed* frame is finite.
///
/// Measuring may answer an infinite length: proposing `.infinity` asks for a view's maximum,
/// and "unbounded" is a truthful answer (SwiftUI's `Color` answers so). Placing may not: a frame
/// is drawn, hit-tested and printed. Two rules keep placed frames finite (ARCHITECTURE.md,
/// "Limits and clamps"):
///
/// 1. **An infinite proposal to the root** (``LayoutNode/layout(proposal:origin:)``) that the
///    root answers with an infinite length is replaced, on that axis, by an unspecified one:
///    the root and its flexible descendants take their *ideal* length instead, as a SwiftUI
///    `ScrollView` proposes nil along its axis. Containers need no rule of their own: a stack,
///    ZStack, grid or track grid proposes its children what it was proposed, so the root's
///    choice reaches every flexible child.
/// 2. **Arithmetic that still overflows** (two 1e308-point tracks, a 1e308 gap) is clamped where
///    a frame is stored (``LayoutNode/place(in:proposal:)``): NaN becomes 0 and lengths and
///    coordinates are limited to ±``maximumLength``. Backends can convert such frames to
///    device pixels (at scale 8 they stay below 2^31) without trapping.
public enum LayoutLimits {
    /// The largest length or coordinate, in points, of a placed frame: 10,000,000.
    public static let maximumLength: Double = 10_000_000

    /// `v` with NaN as 0 and limited to ±``maximumLength``.
    @inlinable public static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(Swift.max(v, -maximumLength), maximumLength)
    }

    /// Whether `r` needs no clamping (false for NaN, since NaN compares false).
    @inlinable @inline(__always) public static func isPlaceable(_ r: Rect) -> Bool {
        abs(r.origin.x) <= maximumLength && abs(r.origin.y) <= maximumLength
            && r.size.width >= 0 && r.size.width <= maximumLength && r.size.height >= 0 && r.size.height <= maximumLength
    }

    /// `r` with every component clamped (sizes also not negative).
    public static func placeable(_ r: Rect) -> Rect {
        Rect(x: clamp(r.origin.x), y: clamp(r.origin.y),
             width: Swift.max(0, clamp(r.size.width)), height: Swift.max(0, clamp(r.size.height)))
    }

    /// The proposal the root is placed with: `proposal` with every infinite dimension that the
    /// root would answer with an infinite length replaced by nil (rule 1).
    public static func rootProposal(_ proposal: ProposedSize, answer: Size) -> ProposedSize {
        var p = proposal
        if let w = p.width, w.isInfinite, !answer.width.isFinite { p.width = nil }
        if let h = p.height, h.isInfinite, !answer.height.isFinite { p.height = nil }
        return p
    }
}
