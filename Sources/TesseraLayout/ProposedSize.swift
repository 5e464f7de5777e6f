import TesseraGeometry

/// A size proposal from a parent to a child, with SwiftUI's `ProposedViewSize` meaning per
/// dimension:
///
/// - `nil` (unspecified): "what is your ideal size?"
/// - `0`: "what is your minimum size?"
/// - `.infinity`: "what is your maximum size?"
/// - a finite value: "fit in this much, if you can".
///
/// A child answers with a concrete ``Size`` and may ignore the proposal (rigid views) or
/// overflow it. Containers may probe a child several times with different proposals; answers
/// must be free of side effects, so they can be cached per proposal (see ``LayoutNode``).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    @inlinable public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    @inlinable public init(_ size: Size) { width = size.width; height = size.height }

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
