import TesseraGeometry

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), like SwiftUI's `GridItem`
/// (GridRules §10, Apple's `GridItem` documentation):
///
/// - `.fixed(w)`: exactly `w` points;
/// - `.flexible(minimum:maximum:)` (default 10 … infinity): an equal share of what is left
///   after fixed items and spacing, clamped to the bounds;
/// - `.adaptive(minimum:maximum:)` (maximum default infinity): a flexible share filled with as
///   many items of at least `minimum` as fit, each widened up to `maximum`.
///
/// `spacing` is the distance to the *next* item (nil: 8, SwiftUI's default); `alignment` places
/// each view inside its cell (nil: the grid's alignment across, centred along).
///
/// Bad values are clamped by ``sanitized`` (ARCHITECTURE.md, "Lazy grids"): NaN or negative sizes
/// become 0, a NaN maximum infinity, a `minimum` above `maximum` is lowered to `maximum`, an
/// adaptive minimum below 1 point becomes 1 (0 would mean infinitely many items), NaN or
/// negative spacing becomes the default.
public struct GridItem: Hashable, Sendable {
    /// How an item's length is decided.
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    /// SwiftUI's spacing between lazy grid items and lines when none is given.
    public static let defaultSpacing = 8.0
    /// The smallest adaptive minimum: an adaptive column never holds more than one item per point.
    public static let smallestAdaptiveMinimum = 1.0

    /// The item with its bad values clamped (see the type's documentation).
    public var sanitized: GridItem {
        func length(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : v }
        func bound(_ v: Double) -> Double { v.isNaN ? .infinity : max(0, v) }
        var out = self
        switch size {
        case .fixed(let w):
            out.size = .fixed(length(w).isInfinite ? 0 : length(w))
        case .flexible(let lo, let hi):
            let hi = bound(hi), lo = min(length(lo).isInfinite ? 0 : length(lo), hi)
            out.size = .flexible(minimum: lo, maximum: hi)
        case .adaptive(let lo, let hi):
            let hi = max(bound(hi), Self.smallestAdaptiveMinimum)
            let lo = min(max(length(lo).isInfinite ? Self.smallestAdaptiveMinimum : length(lo), Self.smallestAdaptiveMinimum), hi)
            out.size = .adaptive(minimum: lo, maximum: hi)
        }
        if let s = spacing, s.isNaN || s < 0 || s.isInfinite { out.spacing = nil }
        return out
    }

    /// The spacing after this item, the default filled in.
    @inlinable public var resolvedSpacing: Double { spacing ?? Self.defaultSpacing }
}
