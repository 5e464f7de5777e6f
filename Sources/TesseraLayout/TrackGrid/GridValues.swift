import TesseraGeometry

/// A CSS `<length-percentage>` (CSS Values 4 §5.5): an absolute length in points (CSS px) or a
/// percentage of a basis supplied by the context. Percentages are stored as fractions:
/// `.percent(0.25)` is `25%`.
public enum GridLength: Hashable, Sendable {
    case px(Double)
    case percent(Double)

    /// The length in points, or `nil` when it is a percentage of an indefinite basis.
    @inlinable public func resolve(_ basis: Double?) -> Double? {
        switch self {
        case .px(let v): return v
        case .percent(let p): return basis.map { layoutUnit($0 * p) }
        }
    }

    /// The length, with a percentage of an indefinite basis resolving to zero (the rule for
    /// padding, border and gaps while an intrinsic size is computed).
    @inlinable public func resolveOrZero(_ basis: Double?) -> Double { resolve(basis) ?? 0 }

    public static let zero = GridLength.px(0)
}

/// A CSS `<length-percentage> | auto` (used by margins and insets; CSS Box 4 §3).
public enum GridLengthAuto: Hashable, Sendable {
    case px(Double)
    case percent(Double)
    case auto

    @inlinable public var isAuto: Bool { self == .auto }

    /// The length in points; `auto` and a percentage of an indefinite basis give zero.
    @inlinable public func resolveOrZero(_ basis: Double?) -> Double {
        switch self {
        case .px(let v): return v
        case .percent(let p): return layoutUnit((basis ?? 0) * p)
        case .auto: return 0
        }
    }
}

/// A box's preferred, minimum or maximum size in one axis (CSS Sizing 3 §3.1): `auto`
/// (for a maximum: `none`), a length, a percentage, or one of the intrinsic keywords.
public enum GridSize: Hashable, Sendable {
    case auto
    case px(Double)
    case percent(Double)
    case minContent
    case maxContent
    case fitContent
    /// `stretch` (CSS Sizing 4 §3.1): fill the containing block.
    case stretch

    @inlinable public var isAuto: Bool { self == .auto }

    /// The length in points, or `nil` for keywords and percentages of an indefinite basis.
    @inlinable public func resolve(_ basis: Double?) -> Double? {
        switch self {
        case .px(let v): return v
        case .percent(let p): return basis.map { layoutUnit($0 * p) }
        default: return nil
        }
    }
}

/// `v` truncated to Chrome's layout unit, 1/64 px (LayoutUnit's conversion from a float
/// truncates toward zero). Percentages and shares of free space are resolved in these units,
/// so that the engine's sizes and rounding match Chrome's at half-pixel boundaries.
@inlinable public func layoutUnit(_ v: Double) -> Double {
    guard v.isFinite, abs(v) < 1e15 else { return v }
    return ((v * 64) + (v < 0 ? -1e-6 : 1e-6)).rounded(.towardZero) / 64
}

/// Space available to a box in one axis (CSS Sizing 3 §2.1): a definite length, or an
/// intrinsic sizing constraint.
public enum AvailableSpace: Hashable, Sendable {
    case definite(Double)
    case minContent
    case maxContent

    /// The length when definite.
    @inlinable public var definiteValue: Double? {
        if case .definite(let v) = self { return v } else { return nil }
    }

    /// The space reduced by `amount` (unchanged when not definite); never negative.
    @inlinable public func shrunk(by amount: Double) -> AvailableSpace {
        if case .definite(let v) = self { return .definite(Swift.max(0, v - amount)) }
        return self
    }
}

/// A per-axis pair of values, addressed with `Axis`: `.horizontal` is the inline axis
/// (columns), `.vertical` the block axis (rows).
public struct GridAxisPair<Value> {
    public var horizontal: Value
    public var vertical: Value

    @inlinable public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    @inlinable public init(_ both: Value) { horizontal = both; vertical = both }

    @inlinable public subscript(axis: Axis) -> Value {
        @inline(__always) get { axis == .horizontal ? horizontal : vertical }
        // In-place access, so that `pair[axis][k] = x` does not copy an array value; always
        // inlined, as the engine's per-item loops otherwise call the coroutine (and its
        // uniqueness checks) for every field they set (Performance article, nested grids).
        @inline(__always) _modify { if axis == .horizontal { yield &horizontal } else { yield &vertical } }
    }
}

extension GridAxisPair: Equatable where Value: Equatable {}
extension GridAxisPair: Hashable where Value: Hashable {}
extension GridAxisPair: Sendable where Value: Sendable {}

/// An optional width and height: `nil` means "not known yet".
public typealias GridOptionalSize = GridAxisPair<Double?>
/// Available space in both axes.
public typealias GridAvailableSize = GridAxisPair<AvailableSpace>

/// Four physical edges (CSS Box 4 §3–4 margins, padding, borders). Edges are physical
/// (`left`/`right`); the engine maps them to inline-start/end through the writing direction.
public struct GridEdges<Value> {
    public var top: Value
    public var left: Value
    public var bottom: Value
    public var right: Value

    @inlinable public init(top: Value, left: Value, bottom: Value, right: Value) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    @inlinable public init(_ all: Value) { top = all; left = all; bottom = all; right = all }

    /// The physical start edge along `axis` (left or top).
    @inlinable public func start(_ axis: Axis) -> Value { axis == .horizontal ? left : top }
    /// The physical end edge along `axis` (right or bottom).
    @inlinable public func end(_ axis: Axis) -> Value { axis == .horizontal ? right : bottom }
}

extension GridEdges: Equatable where Value: Equatable {}
extension GridEdges: Hashable where Value: Hashable {}
extension GridEdges: Sendable where Value: Sendable {}
