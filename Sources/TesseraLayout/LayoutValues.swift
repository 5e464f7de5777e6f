import TesseraGeometry

/// A key for a per-subview value that a parent layout reads from its subviews, like SwiftUI's
/// `LayoutValueKey`. Values travel outward through wrapper nodes (frames, padding, overlays), so
/// a grid sees a `gridCellColumns` set under a `.frame` modifier.
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// The layout values of one subview. The grid's and stacks' own values have fields of their
/// own (they are read in hot loops); other keys live in a small side table.
///
/// Storage: one reference, nil while every value is its default (most views), else a block
/// copied on write. Every layout node holds a `LayoutValues`, so it costs 8 bytes per node
/// rather than 56.
public struct LayoutValues: Sendable {
    /// The values of a subview that sets some. Mutated only while uniquely referenced (copy
    /// on write), so sharing it between threads is safe.
    private final class Storage: @unchecked Sendable {
        var gridCellColumns = 1
        var gridCellAnchor: UnitPoint?
        var gridColumnAlignment: HorizontalAlignment?
        var gridCellUnsizedAxes: Axis.Set = []
        var layoutPriority = 0.0
        /// Which of the fields above were written (``Field`` bits).
        var written: UInt8 = 0
        var others: [(key: ObjectIdentifier, value: any Sendable)] = []

        init() {}
        func copy() -> Storage {
            let c = Storage()
            c.gridCellColumns = gridCellColumns; c.gridCellAnchor = gridCellAnchor
            c.gridColumnAlignment = gridColumnAlignment; c.gridCellUnsizedAxes = gridCellUnsizedAxes
            c.layoutPriority = layoutPriority; c.written = written; c.others = others
            return c
        }
    }
    private var storage: Storage?

    public init() {}

    /// The storage, made unique (and created) for a write.
    private mutating func writable() -> Storage {
        if isKnownUniquelyReferenced(&storage), let s = storage { return s }
        let s = storage?.copy() ?? Storage()
        storage = s
        return s
    }

    /// Whether every value is its default (no value was ever set).
    public var isEmpty: Bool { storage == nil }

    /// `gridCellColumns(_:)`: how many columns the cell spans (clamped to >= 1 by the grid).
    public var gridCellColumns: Int {
        get { storage?.gridCellColumns ?? 1 }
        set { let s = writable(); s.gridCellColumns = newValue; s.written |= Field.columns.rawValue }
    }
    /// `gridCellAnchor(_:)`: an anchor that overrides every other alignment for this cell.
    public var gridCellAnchor: UnitPoint? {
        get { storage?.gridCellAnchor }
        set { let s = writable(); s.gridCellAnchor = newValue; s.written |= Field.anchor.rawValue }
    }
    /// `gridColumnAlignment(_:)`: the horizontal alignment of this cell's whole column.
    public var gridColumnAlignment: HorizontalAlignment? {
        get { storage?.gridColumnAlignment }
        set { let s = writable(); s.gridColumnAlignment = newValue; s.written |= Field.columnAlignment.rawValue }
    }
    /// `gridCellUnsizedAxes(_:)`: axes on which the cell must not size its track.
    public var gridCellUnsizedAxes: Axis.Set {
        get { storage?.gridCellUnsizedAxes ?? [] }
        set { let s = writable(); s.gridCellUnsizedAxes = newValue; s.written |= Field.unsizedAxes.rawValue }
    }
    /// `layoutPriority(_:)`: higher priorities are offered space first by stacks.
    public var layoutPriority: Double {
        get { storage?.layoutPriority ?? 0 }
        set { let s = writable(); s.layoutPriority = newValue; s.written |= Field.priority.rawValue }
    }

    /// The built-in values, for asking whether one was written.
    public enum Field: UInt8, Sendable {
        case columns = 1, anchor = 2, columnAlignment = 4, unsizedAxes = 8, priority = 16
    }

    /// Whether `field` was written (by a modifier on this view or a view it wraps), even with
    /// its default value.
    public func isSet(_ field: Field) -> Bool { (storage?.written ?? 0) & field.rawValue != 0 }

    /// Whether any custom (`LayoutValueKey`) value is set.
    public var hasCustomValues: Bool { !(storage?.others.isEmpty ?? true) }

    /// The value stored for a custom key, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in storage?.others ?? [] where entry.key == id { return entry.value as! K.Value }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            let s = writable()
            if let i = s.others.firstIndex(where: { $0.key == id }) { s.others[i].value = newValue } else { s.others.append((id, newValue)) }
        }
    }

    /// `self` with the values set in `inner` underneath: used when a wrapper node takes over the
    /// values of the view it wraps. `inner` supplies every value; `self` has none of its own yet.
    public static func inherited(from inner: LayoutValues) -> LayoutValues { inner }
}
