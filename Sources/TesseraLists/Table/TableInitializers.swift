import Foundation
import Tessera

extension Table {
    /// A table of `data`'s rows under `columns`, without selection or sorting.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>])
    where Data.Element == Value {
        self.init(rows: TableRowCollection(data), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table whose rows are selected one at a time: `selection` is the selected row's id.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>])
    where Data.Element == Value {
        self.init(rows: TableRowCollection(data), columns: columns(), selection: ListSelection(single: selection), sorting: nil)
    }

    /// A table whose rows are selected several at a time (Shift-click, Ctrl-click, Ctrl+A).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>])
    where Data.Element == Value {
        self.init(rows: TableRowCollection(data), columns: columns(), selection: ListSelection(multiple: selection), sorting: nil)
    }

    /// A table whose header clicks change `sortOrder` (the app sorts `data` when it changes).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        let rows = TableRowCollection(data)
        self.init(rows: rows, columns: columns(), selection: nil, sorting: TableSorting(sortOrder, rows: rows))
    }

    /// A sortable table whose rows are selected one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        let rows = TableRowCollection(data)
        self.init(rows: rows, columns: columns(), selection: ListSelection(single: selection), sorting: TableSorting(sortOrder, rows: rows))
    }

    /// A sortable table whose rows are selected several at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>]
    ) where Data.Element == Value, Sort.Compared == Value {
        let rows = TableRowCollection(data)
        self.init(rows: rows, columns: columns(), selection: ListSelection(multiple: selection), sorting: TableSorting(sortOrder, rows: rows))
    }
}
