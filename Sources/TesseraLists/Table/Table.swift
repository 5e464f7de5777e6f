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
/// Differences from SwiftUI (macOS): columns are not resized or reordered by dragging, there
/// is no horizontal scrolling (columns that do not fit shrink to their minimums, then are
/// clipped), and the `rows:` builder (`TableRow`) is not offered: tables show all of `data`.
public struct Table<Value: Identifiable>: View {
    let rows: TableRowCollection<Value>
    let columns: [_TableColumnSpec<Value>]
    let selection: ListSelection?
    let sorting: TableSorting<Value>?
    @Environment(\.tableStyleKind) private var style
    @Environment(\.colorScheme) private var colorScheme

    init(rows: TableRowCollection<Value>, columns: [_TableColumnSpec<Value>], selection: ListSelection?, sorting: TableSorting<Value>?) {
        self.rows = rows; self.columns = columns; self.selection = selection; self.sorting = sorting
    }

    public var body: some View {
        let style = self.style
        let palette = ListPalette(colorScheme)
        let stripe = style.alternatesRowBackgrounds ? tableStripe(colorScheme) : nil
        let columns = self.columns, rows = self.rows, selection = self.selection, sorting = self.sorting
        return GeometryReader { proxy in
            let widths = TableColumnLayout.widths(columns.map(\.width), available: Double(proxy.size.width) - 2 * style.rowInset)
            VStack(spacing: 0) {
                TableHeader(columns: columns, widths: widths, sorting: sorting, style: style)
                List<Value.ID, ForEach<TableRowCollection<Value>, Value.ID, AnyView>>(
                    selection: selection, content: ForEach(rows) { row in Self.row(row, columns: columns, widths: widths, style: style, stripe: stripe) })
                    .environment(\._listStyle, style.listStyle)
            }
        }
        .overlay {
            if style.look == .bordered { Rectangle().stroke(palette.separator, lineWidth: 1) }
        }
        .clipped()
    }

    private static func row(_ row: TableRowCollection<Value>.Row, columns: [_TableColumnSpec<Value>], widths: [Double],
                            style: _TableStyleKind, stripe: Color?) -> AnyView {
        let band: AnyView? = stripe.flatMap { color in
            row.offset % 2 == 1 ? AnyView(RoundedRectangle(cornerRadius: style.look == .inset ? 6 : 0).fill(color)) : nil
        }
        return AnyView(TableRowCells(columns: columns, widths: widths, value: row.value)
            .listRowInsets(EdgeInsets(top: 2, leading: 0, bottom: 2, trailing: 0))
            .listRowSeparator(.hidden)
            .listRowBackground(band))
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
