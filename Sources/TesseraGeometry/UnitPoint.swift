/// A point in a unit square, (0, 0) top-leading to (1, 1) bottom-trailing, as in SwiftUI's
/// `UnitPoint`. Used for cell anchors, scale and rotation anchors, and gradient end points.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// Every named unit point with its SwiftUI name, in reading order.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
        ("zero", .zero),
    ]

    /// The named unit point called `name`, if there is one.
    public init?(named name: String) {
        guard let p = UnitPoint.named.first(where: { $0.name == name })?.point else { return nil }
        self = p
    }

    /// The coordinate along `axis`.
    @inlinable public subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// The absolute point this unit point names inside `rect`.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + rect.width * x, y: rect.minY + rect.height * y)
    }
}
