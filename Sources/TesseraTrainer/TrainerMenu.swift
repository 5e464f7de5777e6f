/// The cell context menu of GridRules §9, in its order. Every action acts on the cell the menu
/// was opened on (and the selection, for the select/deselect/remove-selected ones).
public enum TrainerMenuAction: String, CaseIterable, Sendable, Hashable {
    case selectCell, selectRow, selectAll
    case deselectCell, deselectRow, deselectAll
    case removeSelectedCells, removeCell, removeRow
    case addRowBefore, addRowAfter
    case addCellBefore, addCellAfter
    case addFirstColumn, addLastColumn

    /// The menu item's title.
    public var title: String {
        switch self {
        case .selectCell: "Select Cell"
        case .selectRow: "Select Row"
        case .selectAll: "Select All"
        case .deselectCell: "Deselect Cell"
        case .deselectRow: "Deselect Row"
        case .deselectAll: "Deselect All"
        case .removeSelectedCells: "Remove Selected Cells"
        case .removeCell: "Remove Cell"
        case .removeRow: "Remove Row"
        case .addRowBefore: "Add Row Before"
        case .addRowAfter: "Add Row After"
        case .addCellBefore: "Add Cell Before"
        case .addCellAfter: "Add Cell After"
        case .addFirstColumn: "Add First Column"
        case .addLastColumn: "Add Last Column"
        }
    }

    /// Whether a separator precedes this item in the menu.
    public var startsGroup: Bool { [.deselectCell, .removeSelectedCells, .addRowBefore, .addCellBefore, .addFirstColumn].contains(self) }
}

extension TrainerState {
    /// Whether `action` on cell `id` would do something and keep the limits: the add actions
    /// disable at ``TrainerLimits/maximumRows`` / ``TrainerLimits/maximumCellsPerRow``, and the
    /// remove actions never remove the last cell (a grid has at least one row).
    public func isEnabled(_ action: TrainerMenuAction, at id: Int) -> Bool {
        guard let (r, _) = position(of: id) else { return false }
        let row = rows[r]
        let total = rows.reduce(0) { $0 + $1.cells.count }
        switch action {
        case .selectCell: return !selection.contains(id)
        case .selectRow: return row.cells.contains { !selection.contains($0.id) }
        case .selectAll: return selection.count < total
        case .deselectCell: return selection.contains(id)
        case .deselectRow: return row.cells.contains { selection.contains($0.id) }
        case .deselectAll: return !selection.isEmpty
        case .removeSelectedCells: return !selection.isEmpty && selectedCells.count < total
        case .removeCell: return total > 1
        case .removeRow: return rows.count > 1
        case .addRowBefore, .addRowAfter: return rows.count < TrainerLimits.maximumRows
        case .addCellBefore, .addCellAfter: return row.cells.count < TrainerLimits.maximumCellsPerRow
        case .addFirstColumn, .addLastColumn: return rows.allSatisfy { $0.cells.count < TrainerLimits.maximumCellsPerRow }
        }
    }

    /// Performs `action` on cell `id` when it is enabled; returns whether it did. New cells are
    /// 80x80 with default options, coloured one step along the colour cycle from their
    /// neighbour (before: one step back); a new row copies the colours of its neighbour row.
    /// A row left empty is removed.
    @discardableResult
    public mutating func perform(_ action: TrainerMenuAction, at id: Int) -> Bool {
        guard isEnabled(action, at: id), let (r, c) = position(of: id) else { return false }
        switch action {
        case .selectCell: selection.insert(id)
        case .selectRow: selection.formUnion(rows[r].cells.map(\.id))
        case .selectAll: selection = Set(cells.map(\.id))
        case .deselectCell: selection.remove(id)
        case .deselectRow: selection.subtract(rows[r].cells.map(\.id))
        case .deselectAll: selection = []
        case .removeSelectedCells: remove(selection)
        case .removeCell: remove([id])
        case .removeRow: remove(Set(rows[r].cells.map(\.id)))
        case .addRowBefore, .addRowAfter:
            var next = nextID
            let rowID = next; next += 1
            let cells = rows[r].cells.map { old -> TrainerCell in
                defer { next += 1 }
                return TrainerCell(id: next, color: old.color)
            }
            rows.insert(TrainerRow(id: rowID, cells: cells), at: action == .addRowBefore ? r : r + 1)
        case .addCellBefore:
            rows[r].cells.insert(TrainerCell(id: nextID, color: rows[r].cells[c].color.advanced(by: -1)), at: c)
        case .addCellAfter:
            rows[r].cells.insert(TrainerCell(id: nextID, color: rows[r].cells[c].color.advanced(by: 1)), at: c + 1)
        case .addFirstColumn, .addLastColumn:
            var next = nextID
            for i in rows.indices {
                if action == .addFirstColumn {
                    rows[i].cells.insert(TrainerCell(id: next, color: rows[i].cells[0].color.advanced(by: -1)), at: 0)
                } else {
                    rows[i].cells.append(TrainerCell(id: next, color: rows[i].cells[rows[i].cells.count - 1].color.advanced(by: 1)))
                }
                next += 1
            }
        }
        return true
    }

    /// Removes the cells `ids` (never all of them), their selection, and rows left empty.
    mutating func remove(_ ids: Set<Int>) {
        let total = rows.reduce(0) { $0 + $1.cells.count }
        guard rows.reduce(0, { $0 + $1.cells.filter { ids.contains($0.id) }.count }) < total else { return }
        for r in rows.indices { rows[r].cells.removeAll { ids.contains($0.id) } }
        rows.removeAll { $0.cells.isEmpty }
        selection.subtract(ids)
    }
}
