/// One of the two layout axes. Every axis-generic algorithm in Tessera is written once against
/// `Axis` and reads sizes, points and proposals through their `subscript(axis)` accessors.
public enum Axis: Int, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis: the cross axis of a stack, the row axis of a column pass.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as used by `gridCellUnsizedAxes` and `scaleEffect`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        public static let both: Set = [.horizontal, .vertical]

        /// Whether `axis` is in the set.
        @inlinable public func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Set.horizontal : Set.vertical)
        }
    }
}
