import Foundation
import Tessera

/// Tables whose rows come from a `rows:` builder (``TableRowBuilder``: `TableRow`s and
/// `ForEach`es of them), as SwiftUI's `Table(of:columns:rows:)` family.
extension Table {
    /// A table of the builder's rows under `columns`, without selection or sorting.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>],
                @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) {
        self.init(rows: TableRowCollection(runs: rows()), columns: columns(), selection: nil, sorting: nil)
    }

    /// A table of the builder's rows, selected one at a time.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>],
                @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) {
        self.init(rows: TableRowCollection(runs: rows()), columns: columns(), selection: ListSelection(single: selection), sorting: nil)
    }

    /// A table of the builder's rows, selected several at a time.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>], @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) {
        self.init(rows: TableRowCollection(runs: rows()), columns: columns(), selection: ListSelection(multiple: selection), sorting: nil)
    }

    /// A sortable table of the builder's rows (header clicks change `sortOrder`).
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>],
                                      @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) where Sort.Compared == Value {
        let collection = TableRowCollection(runs: rows())
        self.init(rows: collection, columns: columns(), selection: nil, sorting: TableSorting(sortOrder, rows: collection))
    }

    /// A sortable table of the builder's rows, selected one at a time.
    public init<Sort: SortComparator>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>],
                                      @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) where Sort.Compared == Value {
        let collection = TableRowCollection(runs: rows())
        self.init(rows: collection, columns: columns(), selection: ListSelection(single: selection), sorting: TableSorting(sortOrder, rows: collection))
    }

    /// A sortable table of the builder's rows, selected several at a time.
    public init<Sort: SortComparator>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value> columns: () -> [_TableColumnSpec<Value>],
                                      @TableRowBuilder<Value> rows: () -> _TableRowRuns<Value>) where Sort.Compared == Value {
        let collection = TableRowCollection(runs: rows())
        self.init(rows: collection, columns: columns(), selection: ListSelection(multiple: selection), sorting: TableSorting(sortOrder, rows: collection))
    }
}

/// The menu `contextMenu(forSelectionType:menu:)` put around a table: built for the ids a
/// right click acts on.
struct TableSelectionMenu {
    let menu: (Set<AnyHashable>) -> AnyView
}

struct TableSelectionMenuKey: EnvironmentKey {
    static var defaultValue: TableSelectionMenu? { nil }
}

extension EnvironmentValues {
    var tableSelectionMenu: TableSelectionMenu? {
        get { self[TableSelectionMenuKey.self] }
        set { self[TableSelectionMenuKey.self] = newValue }
    }
}

extension View {
    /// A context menu for the rows of the tables (and lists) inside (SwiftUI's
    /// `contextMenu(forSelectionType:menu:primaryAction:)`): a right click on a selected row
    /// builds `menu` for the whole selection, on another row for that row alone. Ids of another
    /// type than `itemType` are left out. `primaryAction` is accepted (double click is not
    /// wired yet).
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        environment(\.tableSelectionMenu, TableSelectionMenu { ids in AnyView(menu(Set(ids.compactMap { $0.base as? I }))) })
    }
}
