import Foundation
import Tessera

/// A column of a ``Table`` (SwiftUI's `TableColumn`): a title, the cell each row shows in it, an
/// optional sort comparator (a `value` key path makes a `KeyPathComparator`) and a width
/// (`width(_:)`, `width(min:ideal:max:)`).
///
/// `Sort` is the column's comparator type (`KeyPathComparator<RowValue>` for key-path columns,
/// `Never` for columns that do not sort). A header click on a sortable column puts its
/// comparator first in the table's `sortOrder` binding, or flips its order when it is first
/// already; as in SwiftUI the app sorts its data when the binding changes.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    var columnWidth = TableColumnWidth()

    /// The column with a fixed width (nil: the default flexible width), as SwiftUI's `width(_:)`.
    public func width(_ width: Double? = nil) -> TableColumn {
        var copy = self
        copy.columnWidth = width.map { TableColumnWidth(fixed: $0) } ?? TableColumnWidth()
        return copy
    }

    /// The column with a width between `min` and `max`, starting at `ideal` (SwiftUI's
    /// `width(min:ideal:max:)`); columns without an ideal share the space the others leave.
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> TableColumn {
        var copy = self
        copy.columnWidth = TableColumnWidth(min: min, ideal: ideal, max: max)
        return copy
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value`, sorted by it.
    public init(_ title: String, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(label: Text(title), content: { Text($0[keyPath: value]) }, comparator: KeyPathComparator(value))
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing `content` for each row, sorted by the comparable value at `value`.
    public init<V: Comparable>(_ title: String, value: any KeyPath<RowValue, V> & Sendable,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: KeyPathComparator(value))
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column showing `content` for each row; its header does not sort.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: nil)
    }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
    /// A column showing `content` for each row, sorted with `comparator`.
    public init(_ title: String, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, comparator: comparator)
    }
}

/// A column's width limits (points); a `fixed` column has min = ideal = max.
public struct TableColumnWidth: Hashable, Sendable {
    /// The narrowest the column gets (SwiftUI's default: 10).
    public var min: Double
    /// The width the column starts at (nil: a share of what the other columns leave).
    public var ideal: Double?
    /// The widest the column gets.
    public var max: Double

    public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        let lo = Swift.max(0, min ?? 10)
        self.min = lo
        self.max = Swift.max(lo, max ?? .infinity)
        self.ideal = ideal.map { Swift.min(self.max, Swift.max(lo, $0)) }
    }

    init(fixed: Double) { self.init(min: fixed, ideal: fixed, max: fixed) }
}

/// A column with its types erased, as the table lays out and draws it.
public struct _TableColumnSpec<RowValue> {
    let label: AnyView
    let cell: (RowValue) -> AnyView
    /// The column's `Sort` comparator, when it has one.
    let comparator: Any?
    let width: TableColumnWidth
}

/// The result builder of a table's columns (SwiftUI's `TableColumnBuilder`): columns, `if`,
/// `if`/`else` and `for` loops of columns.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> [_TableColumnSpec<RowValue>] {
        [_TableColumnSpec(label: AnyView(column.label), cell: { AnyView(column.content($0)) },
                          comparator: column.comparator.map { $0 as Any }, width: column.columnWidth)]
    }
    public static func buildExpression(_ columns: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { columns }
    public static func buildBlock(_ parts: [_TableColumnSpec<RowValue>]...) -> [_TableColumnSpec<RowValue>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_TableColumnSpec<RowValue>]?) -> [_TableColumnSpec<RowValue>] { part ?? [] }
    public static func buildEither(first part: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { part }
    public static func buildEither(second part: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { part }
    public static func buildArray(_ parts: [[_TableColumnSpec<RowValue>]]) -> [_TableColumnSpec<RowValue>] { parts.flatMap { $0 } }
}
