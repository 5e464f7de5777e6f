import Tessera

/// SwiftUI's `TableColumnForEach`: columns made from data (one per element), for tables whose
/// columns are only known at run time. Each element's columns come from the `content`
/// builder; they join the table's other columns in order.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue> {
    let columns: [_TableColumnSpec<RowValue>]

    /// One column (or several) per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<RowValue> content: (Data.Element) -> [_TableColumnSpec<RowValue>]) {
        columns = data.flatMap(content)
    }
}

extension TableColumnForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One column (or several) per element of `data`.
    public init(_ data: Data, @TableColumnBuilder<RowValue> content: (Data.Element) -> [_TableColumnSpec<RowValue>]) {
        columns = data.flatMap(content)
    }
}

extension TableColumnBuilder {
    public static func buildExpression<Data, ID>(_ each: TableColumnForEach<Data, ID, RowValue>) -> [_TableColumnSpec<RowValue>] {
        each.columns
    }
}
