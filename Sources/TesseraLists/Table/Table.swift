@_spi(Presentation) import Tessera

/// SwiftUI's `Table`: rows of `data` under a header of ``TableColumn``s, each row a cell per
/// column, built on the list's lazy rows (a `ForEach` of 100,000 rows is never walked: only
/// the rows on screen are made), with an optional selection (one id or a set: click,
/// Shift-click extends, Ctrl- or Cmd-click toggles; Up/Down, Shift+Up/Down, Home/End, Ctrl+A
/// when the table has focus) and an optional `sortOrder` binding that header clicks change
/// (see ``TableColumn``; the first comparator's column shows an up or down chevron).
///
/// Columns get their widths once per table width (``TableColumnWidth``): fixed and ideal
/// widths first, the rest shared. Rows alternate their backgrounds and the look follows
/// `tableStyle(_:)` (``TableStyle``). Header cells have the ids `table-header-0`, `-1`, ...
///
/// Rows come from `data` or from a `rows:` builder (``TableRow``, with per-row context
/// menus); `contextMenu(forSelectionType:menu:)` gives every row a menu for the selection.
///
/// Columns are moved by dragging their titles and resized by dragging the edge after a title
/// (`TableHeader`), as in macOS; the arrangement lasts as long as the table's state.
///
/// Differences from SwiftUI (macOS): there is no horizontal scrolling (columns that do not fit
/// shrink to their minimums, then are clipped).
public struct Table<Value: Identifiable>: View {
    let rows: TableRowCollection<Value>
    let columns: [_TableColumnSpec<Value>]
    let selection: ListSelection?
    let sorting: TableSorting<Value>?
    @Environment(\.tableStyleKind) private var style
    @Environment(\.tableSelectionMenu) private var selectionMenu
    @Environment(\.colorScheme) private var colorScheme
    /// The columns' display order after the user dragged titles (nil: as declared).
    @State private var columnOrder: [Int]?
    /// Widths the user gave columns by dragging their edges, by declared index.
    @State private var userWidths: [Int: Double] = [:]

    init(rows: TableRowCollection<Value>, columns: [_TableColumnSpec<Value>], selection: ListSelection?, sorting: TableSorting<Value>?) {
        self.rows = rows; self.columns = columns; self.selection = selection; self.sorting = sorting
    }

    public var body: some View {
        let style = self.style
        let palette = ListPalette(colorScheme)
        let stripe = style.alternatesRowBackgrounds ? tableStripe(colorScheme) : nil
        let order = TableColumnLayout.order(columnOrder, count: self.columns.count)
        let columns = order.map { self.columns[$0] }
        let limits = order.map { TableColumnLayout.resized(self.columns[$0].width, to: userWidths[$0]) }
        let rows = self.rows, selection = self.selection, sorting = self.sorting
        let menu = RowMenu(selection: selection, selectionMenu: selectionMenu)
        return GeometryReader { proxy in
            let widths = TableColumnLayout.widths(limits, available: Double(proxy.size.width) - 2 * style.rowInset)
            VStack(spacing: 0) {
                TableHeader(columns: columns, widths: widths, sorting: sorting, style: style,
                            resize: { position, width in userWidths[order[position]] = width },
                            move: { from, to in
                                var moved = order
                                moved.insert(moved.remove(at: from), at: to)
                                columnOrder = moved
                            })
                Self.rowList(rows: rows, selection: selection) { row in
                    Self.row(row, columns: columns, widths: widths, style: style, stripe: stripe, menu: menu)
                }
                    .environment(\._listStyle, style.listStyle)
            }
        }
        .accessibilityAttributes { $0.role = .table }
        .overlay {
            if style.look == .bordered { Rectangle().stroke(palette.separator, lineWidth: 1) }
        }
        .clipped()
    }

    /// The rows: a list of the table's rows, lazily made.
    private static func rowList(rows: TableRowCollection<Value>, selection: ListSelection?,
                             row: @escaping (TableRowCollection<Value>.Row) -> AnyView) -> some View {
        var list = List<Value.ID, ForEach<TableRowCollection<Value>, Value.ID, AnyView>>(selection: selection, content: ForEach(rows, content: row))
        list.isTableBody = true
        return list
    }

    private static func row(_ row: TableRowCollection<Value>.Row, columns: [_TableColumnSpec<Value>], widths: [Double],
                            style: _TableStyleKind, stripe: Color?, menu: RowMenu) -> AnyView {
        let band: AnyView? = stripe.flatMap { color in
            row.offset % 2 == 1 ? AnyView(RoundedRectangle(cornerRadius: style.look == .inset ? 6 : 0).fill(color)) : nil
        }
        return AnyView(TableRowCells(columns: columns, widths: widths, value: row.value)
            .modifier(RowContextMenu(menu: menu.items(for: row)))
            .listRowInsets(EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0))
            .listRowSeparator(.hidden)
            .listRowBackground(band))
    }
}

/// The context menu of a table's rows: the row's own (`TableRow.contextMenu`), else the
/// table's `contextMenu(forSelectionType:)` for the selection (when the row is in it) or the row.
struct RowMenu {
    let selection: ListSelection?
    let selectionMenu: TableSelectionMenu?

    func items<Value: Identifiable>(for row: TableRowCollection<Value>.Row) -> AnyView? {
        if let own = row.menu { return own }
        guard let selectionMenu else { return nil }
        let id = AnyHashable(row.id)
        let selected = selection?.selected ?? []
        return selectionMenu.menu(selected.contains(id) ? selected : [id])
    }
}

/// A context menu on a row when it has one.
struct RowContextMenu: ViewModifier {
    let menu: AnyView?
    func body(content: Content) -> some View {
        if let menu { content.contextMenu { menu } } else { content }
    }
}

/// One row's cells side by side, each as wide as its column.
struct TableRowCells<Value>: View {
    let columns: [_TableColumnSpec<Value>]
    let widths: [Double]
    let value: Value

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(columns.indices), id: \.self) { i in
                columns[i].cell(value)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(width: widths[i], alignment: .leading)
            }
        }
    }
}
