/// A width and a height in points. Sizes coming out of layout are never negative; a size may be
/// infinite when a flexible view answers an infinite proposal.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from its length along `axis` and along the other axis.
    @inlinable public init(_ axis: Axis, _ main: Double, _ cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    public var description: String { "\(width)x\(height)" }
}
