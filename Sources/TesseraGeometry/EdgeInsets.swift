/// Insets on the four edges of a rectangle, named by reading direction like SwiftUI's
/// `EdgeInsets` (leading is the left edge in left-to-right layouts).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    public static let zero = EdgeInsets()

    /// The sum of both insets along `axis` (leading + trailing, or top + bottom).
    @inlinable public func total(_ axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
    /// The inset at the start of `axis` (leading or top).
    @inlinable public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
}

/// The edges of a rectangle, for `padding(_:_:)`, `move(edge:)` transitions and borders.
public enum Edge: Int, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// `length` on the edges in `edges`, zero elsewhere.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
}
