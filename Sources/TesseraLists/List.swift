@_spi(Presentation) @_spi(Lists) import Tessera

/// SwiftUI's `List`: rows in a vertical scroll view, made lazily as they scroll into view (a
/// `ForEach` of 100,000 rows is never walked), each with the style's insets, band and separator
/// (``ListStyle``), sections with headers and footers (`Section`), and an optional selection
/// (one value or a set) changed by clicks (Shift extends, Ctrl or Cmd toggles) and by keys when
/// the list has focus: Up/Down (with Shift to extend), Home/End, Ctrl+A, and Delete or
/// Backspace for rows whose `ForEach` has `onDelete(perform:)`, Alt+Up / Alt+Down for rows
/// whose `ForEach` has `onMove(perform:)`. In edit mode (`editMode`, toggled by `EditButton`)
/// such rows show a delete button and a reorder handle that drags the row to its new place.
///
/// A row's selection value is its `ForEach` element's id, or the value of its `tag(_:)`.
/// Differences from SwiftUI: row settings (`listRowInsets`, `listRowBackground`,
/// `listRowSeparator`, `badge`) are read from the row view's own modifiers, not from inside a
/// custom row view's body; keyboard navigation needs the rows' order, which data-driven lists
/// (`List(data)`) know and static lists find from their `ForEach`es and tags.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\._listStyle) private var styleKind
    @Environment(\.platformLook) private var look
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.editMode) private var editMode
    @State private var anchor: AnyHashable?
    @State private var warnedOfStaleSelection = false
    /// The expanded rows of an outline list (`List(data, children:)`).
    @State private var expanded = Set<AnyHashable>()

    /// Whether the list is a table's body (the table marks the accessibility roles).
    var isTableBody = false

    init(selection: ListSelection?, content: Content) {
        self.selection = selection; self.content = content
    }

    public var body: some View {
        let style = styleKind.resolved(for: look)
        let palette = ListPalette(colorScheme)
        ScrollView {
            if let outline = content as? any ListOutlineContent {
                rows(outline.listRows(expanded: expanded, toggle: { toggle($0) }), style: style)
            } else {
                rows(content, style: style)
            }
        }
        .background(palette.listBackground(style))
        .accessibilityAttributes { a in if !isTableBody { a.role = .list } }
        .focusable()
        .onKeyPress { key in handleKey(key) }
    }

    private func rows<C: View>(_ rows: C, style: _ListStyleKind) -> some View {
        _DecoratedLazyVStack(pinnedViews: style == .plain ? [.sectionHeaders] : [], decoration: decoration(style), content: rows)
            .padding(.vertical, style.isGrouped ? 8 : 4)
    }

    /// The rows as the keyboard sees them: an outline's visible rows, else the content.
    private var keyRows: ListRows {
        if let outline = content as? any ListOutlineContent { return ListRows(outline.listRows(expanded: expanded, toggle: { _ in })) }
        return ListRows(content)
    }

    private func toggle(_ id: AnyHashable) {
        if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
    }

    /// Right expands the row `current` (or moves to its first child), Left collapses it (or
    /// moves to its parent), as macOS outlines do.
    private func handleOutlineKey(_ key: KeyPress, current: AnyHashable, in selection: ListSelection) -> KeyPress.Result {
        guard let outline = content as? any ListOutlineContent else { return .ignored }
        let info = outline.rowInfo(expanded: expanded)
        guard let i = info.firstIndex(where: { $0.id == current }) else { return .ignored }
        let row = info[i]
        if key.key == "Right" {
            guard row.hasChildren else { return .ignored }
            if !row.isExpanded { expanded.insert(current); return .handled }
            if i + 1 < info.count, info[i + 1].parent == current { select(info[i + 1].id, mode: .only, in: selection); anchor = info[i + 1].id }
            return .handled
        }
        if row.isExpanded { expanded.remove(current); return .handled }
        guard let parent = row.parent else { return .ignored }
        select(parent, mode: .only, in: selection)
        anchor = parent
        return .handled
    }

    private func decoration(_ style: _ListStyleKind) -> _LazyItemDecoration {
        let selection = self.selection
        let editing = editMode?.wrappedValue.isEditing ?? false
        let isTableBody = self.isTableBody
        return _LazyItemDecoration(
            item: { item, view in
                let id = _ViewList.tag(of: openedView(view)) ?? item.id
                let select: ((ListSelectMode) -> Void)? = selection.map { sel in { mode in self.select(id, mode: mode, in: sel) } }
                return AnyView(ListRow(content: view, settings: ListRowSettings(reading: view), style: style,
                                       isSelected: selection?.selected.contains(id) ?? false,
                                       isFirst: item.isFirstInSection, isLast: item.isLastInSection, select: select,
                                       editing: editing ? ListRowEditing(source: item.source, index: item.index, id: id) : nil,
                                       isTableRow: isTableBody))
            },
            header: { section, view in AnyView(ListSectionHeader(content: view, style: style, isFirst: section == 0)) },
            footer: { _, view in AnyView(ListSectionFooter(content: view, style: style)) })
    }

    private func select(_ id: AnyHashable, mode: ListSelectMode, in selection: ListSelection) {
        let ids = selection.applying(mode, to: id, anchor: anchor ?? selection.selected.first, order: mode == .extend ? keyRows.order : [])
        if mode != .extend { anchor = id }
        selection.set(ids)
    }

    /// One warning when the selection names ids that are not rows (the keys then act as if
    /// they were not selected).
    private func warnOfStaleSelection(_ selected: Set<AnyHashable>, rows: [AnyHashable]) {
        let stale = selected.subtracting(rows)
        guard !stale.isEmpty, !warnedOfStaleSelection else { return }
        warnedOfStaleSelection = true
        ListDiagnostics.warn("List: the selection holds \(stale.count) id(s) that are not rows (e.g. \(stale.first!.base)); "
                             + "they are ignored: remove deleted rows' ids from the selection")
    }

    private func handleKey(_ key: KeyPress) -> KeyPress.Result {
        guard let selection else { return .ignored }
        let rows = keyRows
        let ids = rows.order
        guard !ids.isEmpty else { return .ignored }
        warnOfStaleSelection(selection.selected, rows: ids)
        let current = anchor.flatMap { a in selection.selected.contains(a) ? a : nil } ?? selection.selected.first
        let index = current.flatMap { ids.firstIndex(of: $0) }
        func move(to i: Int) -> KeyPress.Result {
            let target = ids[max(0, min(ids.count - 1, i))]
            select(target, mode: key.shift && selection.allowsMultiple ? .extend : .only, in: selection)
            if !key.shift { anchor = target }
            return .handled
        }
        if key.key == "Left" || key.key == "Right", let current, !key.alt {
            return handleOutlineKey(key, current: current, in: selection)
        }
        if key.alt, key.key == "Up" || key.key == "Down", let current {
            return rows.move(current, by: key.key == "Up" ? -1 : 1) ? .handled : .ignored
        }
        switch key.key {
        case "Delete", "Backspace":
            return rows.delete(selection.selected) ? .handled : .ignored
        case "Down": return move(to: index.map { $0 + 1 } ?? 0)
        case "Up": return move(to: index.map { $0 - 1 } ?? ids.count - 1)
        case "Home": return move(to: 0)
        case "End": return move(to: ids.count - 1)
        case "A" where (key.control || key.command) && selection.allowsMultiple, "a" where (key.control || key.command) && selection.allowsMultiple:
            selection.set(Set(ids))
            return .handled
        default: return .ignored
        }
    }
}
