import TesseraGeometry

/// A key for a per-subview value that a parent layout reads from its subviews, like SwiftUI's
/// `LayoutValueKey`. Values travel outward through wrapper nodes (frames, padding, overlays), so
/// a grid sees a `gridCellColumns` set under a `.frame` modifier.
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// The layout values of one subview. The grid's and stacks' own values are stored fields (they
/// are read in hot loops); other keys live in a small side table.
public struct LayoutValues: Sendable {
    /// `gridCellColumns(_:)`: how many columns the cell spans (clamped to >= 1 by the grid).
    public var gridCellColumns: Int = 1
    /// `gridCellAnchor(_:)`: an anchor that overrides every other alignment for this cell.
    public var gridCellAnchor: UnitPoint?
    /// `gridColumnAlignment(_:)`: the horizontal alignment of this cell's whole column.
    public var gridColumnAlignment: HorizontalAlignment?
    /// `gridCellUnsizedAxes(_:)`: axes on which the cell must not size its track.
    public var gridCellUnsizedAxes: Axis.Set = []
    /// `layoutPriority(_:)`: higher priorities are offered space first by stacks.
    public var layoutPriority: Double = 0
    private var others: [(key: ObjectIdentifier, value: any Sendable)] = []

    public init() {}

    /// Whether any custom (`LayoutValueKey`) value is set.
    public var hasCustomValues: Bool { !others.isEmpty }

    /// The value stored for a custom key, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in others where entry.key == id { return entry.value as! K.Value }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let i = others.firstIndex(where: { $0.key == id }) { others[i].value = newValue } else { others.append((id, newValue)) }
        }
    }

    /// `self` with the values set in `inner` underneath: used when a wrapper node takes over the
    /// values of the view it wraps. `inner` supplies every value; `self` has none of its own yet.
    public static func inherited(from inner: LayoutValues) -> LayoutValues { inner }
}
