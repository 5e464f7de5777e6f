import Tessera

/// The header row of a ``Table``: each column's title in its column's width, the sort
/// direction's chevron on the column that sorts first, a click on a sortable title to sort by
/// it; in the bordered style, dividers between the titles.
struct TableHeader<Value>: View {
    let columns: [_TableColumnSpec<Value>]
    let widths: [Double]
    let sorting: TableSorting<Value>?
    let style: _TableStyleKind
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = ListPalette(colorScheme)
        HStack(spacing: 0) {
            ForEach(Array(columns.indices), id: \.self) { i in cell(i, palette: palette) }
        }
        .padding(.horizontal, style.rowInset)
        .frame(maxWidth: .infinity, minHeight: 28, maxHeight: 28, alignment: .leading)
        .background(palette.background)
        .overlay(alignment: .bottom) { Rectangle().fill(palette.separator).frame(height: 1) }
    }

    private func cell(_ i: Int, palette: ListPalette) -> some View {
        let column = columns[i]
        let direction = sorting?.direction(column)
        let sorting = self.sorting
        return column.label
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.trailing, direction == nil ? 0 : 14)
            .overlay(alignment: .trailing) {
                if let direction {
                    Image(systemName: direction == .forward ? "chevron.up" : "chevron.down").font(.caption2).frame(width: 10, height: 10)
                }
            }
            .font(Font.footnote.weight(.semibold))
            .foregroundStyle(palette.header)
            .padding(.horizontal, 6)
            .frame(width: widths[i], height: 28, alignment: .leading)
            .overlay(alignment: .trailing) {
                if style.look == .bordered && i < columns.count - 1 { Rectangle().fill(palette.separator).frame(width: 1, height: 16) }
            }
            .contentShape(Rectangle())
            .onTapGesture { sorting?.click(column) }
            .id("table-header-\(i)")
    }
}
