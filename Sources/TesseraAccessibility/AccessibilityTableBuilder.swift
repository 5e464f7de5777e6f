import Tessera
import TesseraGeometry
import TesseraLayout

/// Grids as tables (the Accessibility article, "What is exposed" and "Data tables and
/// layout"): one cell per child with its row, column and spans (``AccessibilityGridPositions``);
/// a cell of text and images reads as one named cell, a cell holding controls keeps them
/// inside; a nameless control is named by the text in its row's first column. A derivation
/// that finds only some cells changed re-derives those cells alone
/// (`refreshCells`), so a one-cell change in a flat grid costs that
/// cell, not the grid.
extension AccessibilityTreeBuilder {
    /// A grid as a table: one cell per child, with its row and column.
    func table(_ node: RenderNode, _ positions: AccessibilityGridPositions, _ inner: Context) -> AccessibilityElement {
        let t = element(node, .table)
        t.role = .table
        t.tableSize = (positions.rowCount, positions.columnCount)
        finish(t, node: node, clip: inner.clip)
        var cells: [AccessibilityElement] = []
        cells.reserveCapacity(positions.cells.count)
        for (childNode, position) in zip(node.children, positions.cells) {
            let content = child(childNode, inner)
            if let kept = keptCell(childNode, position) { cells.append(kept); continue }
            cells.append(cell(childNode, position, content, inner))
        }
        t.children = cells
        t.isLayoutTable = !Self.holdsData(node, cells)
        nameControlsFromRowLabels(cells)
        madeTable(t, positions)
        return t
    }

    /// The cell element of a grid's child at `position`, from the child's elements.
    private func cell(_ childNode: RenderNode, _ position: AccessibilityCellPosition, _ content: [AccessibilityElement],
                      _ inner: Context) -> AccessibilityElement {
        let cell = element(childNode, .cell)
        cell.role = content.contains { $0.role == .heading } ? .columnHeader : .tableCell
        cell.cell = position
        // A cell of plain text and images reads as one named cell; controls stay inside.
        let plain = content.allSatisfy { [.label, .heading, .image].contains($0.role) && $0.children.isEmpty }
        if plain {
            cell.name = Self.combinedName(content)
            cell.focusNode = firstFocusable(childNode)
            cell.actions = content.flatMap(\.actions)  // a photo's "flip" is the cell's
        } else {
            cell.children = content
        }
        finish(cell, node: childNode, clip: inner.clip)
        if plain, content.contains(where: { $0.states.contains(.selected) }) { cell.states.formUnion([.selected, .selectable]) }
        return cell
    }

    /// Re-derives the cells at `changed` (indices of `node`'s children) of `table`, made from
    /// `node` by an earlier build whose positions are still `positions`: each changed cell is
    /// made again (the same element), and the controls of the rows they are in are named
    /// again. Returns false, changing nothing, when a cell would become another element (the
    /// caller then derives the whole grid).
    func refreshCells(of table: AccessibilityElement, in node: RenderNode, at changed: [Int],
                      positions: AccessibilityGridPositions, rowMajor: Bool, _ inner: Context) -> Bool {
        let children = node.children
        var rows: [Int] = []
        for i in changed {
            let content = child(children[i], inner)
            guard table.children[i] === cell(children[i], positions.cells[i], content, inner) else { return false }
            if !rows.contains(positions.cells[i].row) { rows.append(positions.cells[i].row) }
        }
        for row in rows {
            // The row's other cells keep their elements; their controls are put back as their
            // derivation left them (`child`), then named from the row's label again.
            let first = changed.first { positions.cells[$0].row == row }!
            let members = Self.indices(ofRow: row, around: first, in: positions.cells, rowMajor: rowMajor)
            for j in members where !changed.contains(j) { _ = child(children[j], inner) }
            nameControlsFromRowLabels(members.map { table.children[$0] })
        }
        return true
    }

    /// The indices of the cells in `row`: the run around `index` when the cells are in row
    /// order (`rowMajor`: `Grid`, lazy grids), else every cell of the row.
    private static func indices(ofRow row: Int, around index: Int, in cells: [AccessibilityCellPosition], rowMajor: Bool) -> [Int] {
        guard rowMajor else { return cells.indices.filter { cells[$0].row == row } }
        var lo = index, hi = index
        while lo > 0, cells[lo - 1].row == row { lo -= 1 }
        while hi + 1 < cells.count, cells[hi + 1].row == row { hi += 1 }
        return Array(lo...hi)
    }

    /// Whether a grid is a data table by itself: a lazy grid (a collection of items, as GTK's
    /// grid and column views are) or a grid with a header cell (a column header). Other grids
    /// lay a form or a picture out until the view says otherwise (`marksDataTable`).
    static func holdsData(_ node: RenderNode, _ cells: [AccessibilityElement]) -> Bool {
        node.layout.layout is LazyGridLayout || cells.contains { $0.role == .columnHeader }
    }

    /// Whether attributes on a grid make it a data table: a name (`accessibilityLabel`),
    /// `accessibilityElement(children: .contain)` or the table role. The table takes the
    /// attributes itself instead of a container around it.
    static func marksDataTable(_ a: AccessibilityAttributes) -> Bool {
        guard a.role == nil || a.role == .table, a.childBehavior == nil || a.childBehavior == .contain else { return false }
        return a.label != nil || a.childBehavior == .contain || a.role == .table
    }

    /// A form laid out as a grid (a text in the first column, a control after it): a control
    /// without a name of its own is named by its row's text, as a screen reader user expects
    /// ("Volume, slider").
    func nameControlsFromRowLabels(_ cells: [AccessibilityElement]) {
        var labels: [Int: String] = [:]
        for c in cells where c.cell?.column == 0 && c.children.isEmpty && !c.name.isEmpty { labels[c.cell!.row] = c.name }
        for c in cells where c.cell?.column != 0 {
            guard let row = c.cell?.row, let label = labels[row] else { continue }
            if let control = c.children.first(where: { $0.name.isEmpty && Self.controlRoles.contains($0.role) }) { touch(control); control.name = label }
        }
    }

    static let controlRoles: Set<AccessibilityRole> = [.pushButton, .toggleButton, .switchControl, .checkBox, .radioButton, .slider,
                                                       .spinButton, .comboBox, .entry, .passwordText, .pageTabList, .link]
}
