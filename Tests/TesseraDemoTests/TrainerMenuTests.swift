import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraTrainer

/// The cell context menu of GridRules §9 through replayed events: a right click on a cell
/// opens its menu (event file `"button": "right"`), a click on an entry performs it and closes
/// the menu; every entry is exercised, and the add entries are disabled at the limits.
extension DemoTests {
    @Suite struct TrainerMenu {
        typealias Driver = TrainerControls.Driver

        /// Opens the menu of the cell at (row, column) with a right click and chooses `action`.
        static func choose(_ d: Driver, _ action: TrainerMenuAction, row: Int, column: Int) throws {
            let id = d.state.rows[row].cells[column].id
            try d.rightClick(TrainerGridView.layoutID(id))
            #expect(d.session.trainer.menuCell == id, "a right click opens the cell's menu")
            try d.click("menu-\(action.rawValue)")
            #expect(d.session.trainer.menuCell == nil, "choosing \(action) closes the menu")
        }

        static func ids(_ d: Driver, row: Int) -> [Int] { d.state.rows[row].cells.map(\.id) }

        @Test func selectAndDeselectEntries() throws {
            let d = try Driver()
            let c00 = d.state.rows[0].cells[0].id
            try Self.choose(d, .selectCell, row: 0, column: 0)
            #expect(d.state.selection == [c00])
            try Self.choose(d, .selectRow, row: 1, column: 2)
            #expect(d.state.selection == Set([c00] + Self.ids(d, row: 1)))
            try Self.choose(d, .selectAll, row: 2, column: 5)
            #expect(d.state.selection.count == 18)
            let c10 = d.state.rows[1].cells[0].id
            try Self.choose(d, .deselectCell, row: 1, column: 0)
            #expect(d.state.selection.count == 17 && !d.state.selection.contains(c10))
            try Self.choose(d, .deselectRow, row: 0, column: 3)
            #expect(d.state.selection == Set(Self.ids(d, row: 1).dropFirst() + Self.ids(d, row: 2)))
            try Self.choose(d, .deselectAll, row: 2, column: 0)
            #expect(d.state.selection.isEmpty)
        }

        @Test func removeEntries() throws {
            let d = try Driver()
            let (a, b) = (d.state.rows[0].cells[0].id, d.state.rows[0].cells[1].id)
            try d.click(TrainerGridView.layoutID(a))
            try d.click(TrainerGridView.layoutID(b), modifiers: ["shift"])
            try Self.choose(d, .removeSelectedCells, row: 2, column: 2)
            #expect(d.state.rows[0].cells.count == 4 && d.state.cell(a) == nil && d.state.cell(b) == nil && d.state.selection.isEmpty)
            let c11 = d.state.rows[1].cells[1].id
            try Self.choose(d, .removeCell, row: 1, column: 1)
            #expect(d.state.rows[1].cells.count == 5 && d.state.cell(c11) == nil)
            let row2 = Self.ids(d, row: 2)
            try Self.choose(d, .removeRow, row: 2, column: 0)
            #expect(d.state.rows.count == 2 && row2.allSatisfy { d.state.cell($0) == nil })
            // Removing the cells of a one-cell row removes the row.
            for _ in 0..<4 { try Self.choose(d, .removeCell, row: 0, column: 0) }
            #expect(d.state.rows.count == 1, "the emptied row is gone")
        }

        @Test func addEntries() throws {
            let d = try Driver()
            let row0 = d.state.rows[0].cells.map(\.color)
            try Self.choose(d, .addRowBefore, row: 0, column: 3)
            #expect(d.state.rows.count == 4 && d.state.rows[0].cells.map(\.color) == row0, "a new row copies its neighbour's colours")
            try Self.choose(d, .addRowAfter, row: 3, column: 0)
            #expect(d.state.rows.count == 5 && d.state.rows[4].cells.count == 6)
            let yellow = d.state.rows[1].cells[1]
            try Self.choose(d, .addCellBefore, row: 1, column: 1)
            #expect(d.state.rows[1].cells.count == 7 && d.state.rows[1].cells[2].id == yellow.id)
            #expect(d.state.rows[1].cells[1].color == yellow.color.advanced(by: -1), "one colour back")
            try Self.choose(d, .addCellAfter, row: 1, column: 2)
            #expect(d.state.rows[1].cells.count == 8 && d.state.rows[1].cells[3].color == yellow.color.advanced(by: 1))
            let firsts = d.state.rows.map { $0.cells[0].id }
            try Self.choose(d, .addFirstColumn, row: 2, column: 2)
            #expect(d.state.rows.allSatisfy { !firsts.contains($0.cells[0].id) } && d.state.rows[0].cells.count == 7)
            try Self.choose(d, .addLastColumn, row: 0, column: 0)
            #expect(d.state.rows.map(\.cells.count) == [8, 10, 8, 8, 8])
        }

        /// At the limits (20 rows; 20 cells a row) the add entries are disabled: clicking them
        /// changes nothing and leaves the menu open; Escape closes it.
        @Test func addEntriesDisableAtTheLimits() throws {
            func small(_ id: Int) -> TrainerCell { var c = TrainerCell(id: id, color: .green); c.width = 10; c.height = 10; return c }
            let tall = TrainerState(rows: (0..<TrainerLimits.maximumRows).map { TrainerRow(id: 1000 + $0, cells: [small($0)]) })
            let d = try Driver(tall)
            for action in [TrainerMenuAction.addRowBefore, .addRowAfter] {
                try d.rightClick(TrainerGridView.layoutID(d.state.rows[0].cells[0].id))
                #expect(!d.state.isEnabled(action, at: d.state.rows[0].cells[0].id))
                try d.click("menu-\(action.rawValue)")
                #expect(d.state.rows.count == TrainerLimits.maximumRows, "\(action) is disabled at \(TrainerLimits.maximumRows) rows")
                #expect(d.session.trainer.menuCell != nil, "a disabled entry does not close the menu")
                try d.keys(["Escape"])
                #expect(d.session.trainer.menuCell == nil)
            }
            let wide = TrainerState(rows: [TrainerRow(id: 1000, cells: (0..<TrainerLimits.maximumCellsPerRow).map(small))])
            let w = try Driver(wide)
            for action in [TrainerMenuAction.addCellBefore, .addCellAfter, .addFirstColumn, .addLastColumn] {
                try w.rightClick(TrainerGridView.layoutID(w.state.rows[0].cells[3].id))
                try w.click("menu-\(action.rawValue)")
                #expect(w.state.rows[0].cells.count == TrainerLimits.maximumCellsPerRow, "\(action) is disabled at \(TrainerLimits.maximumCellsPerRow) cells")
                try w.keys(["Escape"])
            }
            // Below the limit they work again.
            try Self.choose(w, .removeCell, row: 0, column: 0)
            try Self.choose(w, .addLastColumn, row: 0, column: 0)
            #expect(w.state.rows[0].cells.count == TrainerLimits.maximumCellsPerRow)
        }
    }
}
