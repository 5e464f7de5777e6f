/// A location in a two-dimensional coordinate system whose y axis points down (screen space).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Builds a point from its coordinate along `axis` and along the other axis.
    @inlinable public init(_ axis: Axis, _ main: Double, _ cross: Double) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The distance from the origin (the length of the point as a vector).
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    public var description: String { "(\(x), \(y))" }
}
