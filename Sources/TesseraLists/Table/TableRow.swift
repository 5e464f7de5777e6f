import Tessera

/// One row of a table built with the `rows:` builder (SwiftUI's `TableRow`): the row's value
/// and, optionally, the context menu a right click on the row opens. A `View` only so a
/// `ForEach` can make rows (`ForEach(people) { TableRow($0) }`); alone it draws nothing.
public struct TableRow<Value: Identifiable>: View {
    let value: Value
    var menu: AnyView?

    /// The row showing `value`.
    public init(_ value: Value) { self.value = value }

    public var body: EmptyView { EmptyView() }

    /// The row with a context menu of `menuItems` (SwiftUI's `TableRow.contextMenu(menuItems:)`).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow {
        var copy = self
        copy.menu = AnyView(menuItems())
        return copy
    }
}

/// What a `rows:` builder makes: runs of rows, each one `TableRow` or a `ForEach` of them,
/// read one row at a time (a `ForEach` of 100,000 rows is never walked).
public struct _TableRowRuns<Value: Identifiable> {
    struct Run {
        let count: Int
        let row: (Int) -> TableRow<Value>
    }
    var runs: [Run]
}

/// The result builder of a table's `rows:` (SwiftUI's `TableRowBuilder`): `TableRow`s,
/// `ForEach`es of them, `if`, `if`/`else` and `for` loops.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression(_ row: TableRow<Value>) -> _TableRowRuns<Value> {
        _TableRowRuns(runs: [.init(count: 1, row: { _ in row })])
    }
    public static func buildExpression<Data, ID>(_ each: ForEach<Data, ID, TableRow<Value>>) -> _TableRowRuns<Value> {
        let data = each.data, content = each.content
        return _TableRowRuns(runs: [.init(count: data.count, row: { content(data[data.index(data.startIndex, offsetBy: $0)]) })])
    }
    public static func buildBlock(_ parts: _TableRowRuns<Value>...) -> _TableRowRuns<Value> {
        _TableRowRuns(runs: parts.flatMap(\.runs))
    }
    public static func buildOptional(_ part: _TableRowRuns<Value>?) -> _TableRowRuns<Value> { part ?? _TableRowRuns(runs: []) }
    public static func buildEither(first part: _TableRowRuns<Value>) -> _TableRowRuns<Value> { part }
    public static func buildEither(second part: _TableRowRuns<Value>) -> _TableRowRuns<Value> { part }
    public static func buildArray(_ parts: [_TableRowRuns<Value>]) -> _TableRowRuns<Value> {
        _TableRowRuns(runs: parts.flatMap(\.runs))
    }
}
