import Tessera

/// The header row of a ``Table``: each column's title in its column's width, the sort
/// direction's chevron on the column that sorts first, a click on a sortable title to sort by
/// it; in the bordered style, dividers between the titles. As in macOS tables, dragging a
/// title moves its column (the title follows the pointer; it lands where its middle is at the
/// release) and dragging the edge after a title (ids `table-resize-0`, `-1`, ...) resizes the
/// column within its `width(min:max:)` limits.
struct TableHeader<Value>: View {
    let columns: [_TableColumnSpec<Value>]
    let widths: [Double]
    let sorting: TableSorting<Value>?
    let style: _TableStyleKind
    /// A column (by position) was resized to a width.
    var resize: (Int, Double) -> Void = { _, _ in }
    /// A column moved from one position to another.
    var move: (Int, Int) -> Void = { _, _ in }
    @Environment(\.colorScheme) private var colorScheme
    @State private var dragged: Int?
    @State private var dragOffset = 0.0
    @State private var resizeStart: Double?

    var body: some View {
        let palette = ListPalette(colorScheme)
        HStack(spacing: 0) {
            ForEach(Array(columns.indices), id: \.self) { i in
                cell(i, palette: palette)
                    .offset(x: dragged == i ? dragOffset : 0)
                    .zIndex(dragged == i ? 1 : 0)
            }
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
            .gesture(reorder(i))
            .overlay(alignment: .trailing) { resizeHandle(i) }
            .accessibilityAttributes { $0.role = .columnHeader }
            .id("table-header-\(i)")
    }

    /// Dragging a title: the title follows the pointer, the column moves at the release.
    private func reorder(_ i: Int) -> DragGesture {
        let widths = self.widths, move = self.move
        return DragGesture(minimumDistance: 6)
            .onChanged { v in dragged = i; dragOffset = Double(v.translation.width) }
            .onEnded { v in
                dragged = nil; dragOffset = 0
                let target = TableColumnLayout.dropPosition(widths: widths, from: i, offset: Double(v.translation.width))
                if target != i { move(i, target) }
            }
    }

    /// The strip at a title's trailing edge that resizes its column.
    private func resizeHandle(_ i: Int) -> some View {
        let width = widths[i], resize = self.resize
        return Rectangle().fill(Color.clear)
            .frame(width: 8, height: 28)
            .contentShape(Rectangle())
            .offset(x: 4)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { v in
                    let start = resizeStart ?? width
                    resizeStart = start
                    resize(i, start + Double(v.translation.width))
                }
                .onEnded { _ in resizeStart = nil })
            .id("table-resize-\(i)")
    }
}
