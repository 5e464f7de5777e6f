import TesseraGeometry

/// A size proposal from a parent to a child, with SwiftUI's `ProposedViewSize` meaning per
/// dimension:
///
/// - `nil` (unspecified): "what is your ideal size?"
/// - `0`: "what is your minimum size?"
/// - `.infinity`: "what is your maximum size?"
/// - a finite value: "fit in this much, if you can".
///
/// A child answers with a concrete `Size` and may ignore the proposal (rigid views) or
/// overflow it. Containers may probe a child several times with different proposals; answers
/// must be free of side effects, so they can be cached per proposal (see ``LayoutNode``).
///
/// A NaN dimension means nothing as a proposal and is read as `nil`. Storage is two plain
/// doubles (16 bytes, against 32 for two optionals), `nil` being one canonical NaN and `-0`
/// stored as `0`, so equality is a comparison of bits: layout nodes compare proposals on
/// every cached lookup.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline var widthBits: UInt64
    @usableFromInline var heightBits: UInt64

    /// The bits stored for `nil`: the canonical quiet NaN (a constant, not a stored global,
    /// so reading it costs no lazy-initialisation check).
    @usableFromInline static var unspecifiedBits: UInt64 { @inline(__always) get { 0x7FF8_0000_0000_0000 } }
    @inlinable @inline(__always) static func bits(_ v: Double?) -> UInt64 {
        guard let v, !v.isNaN else { return unspecifiedBits }
        return (v == 0 ? 0.0 : v).bitPattern
    }
    @inlinable @inline(__always) static func value(_ bits: UInt64) -> Double? {
        bits == unspecifiedBits ? nil : Double(bitPattern: bits)
    }

    /// The proposed width; nil asks for the ideal width.
    public var width: Double? {
        @inlinable @inline(__always) get { Self.value(widthBits) }
        @inlinable @inline(__always) set { widthBits = Self.bits(newValue) }
    }
    /// The proposed height; nil asks for the ideal height.
    public var height: Double? {
        @inlinable @inline(__always) get { Self.value(heightBits) }
        @inlinable @inline(__always) set { heightBits = Self.bits(newValue) }
    }

    @inlinable public init(width: Double?, height: Double?) {
        widthBits = Self.bits(width); heightBits = Self.bits(height)
    }
    @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both dimensions zero: asks for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both dimensions infinite: asks for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along `axis`.
    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from its value along `axis` and along the other axis.
    @inlinable public init(_ axis: Axis, _ main: Double?, _ cross: Double?) {
        self = axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// The proposal with unspecified dimensions replaced by `size`'s.
    @inlinable public func replacingUnspecified(by size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func f(_ v: Double?) -> String { v.map { $0.isInfinite ? "inf" : "\($0)" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
