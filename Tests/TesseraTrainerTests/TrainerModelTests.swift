import Testing
import TesseraTrainer

/// The Trainer's model: reference swiftui-grid.md §9's defaults, selection, inspector values and
/// the cell menu.
@Suite struct TrainerModelTests {
    @Test func defaultsAreTheReferences() {
        let s = TrainerState()
        #expect(s.rows.count == 3)
        #expect(s.rows.allSatisfy { $0.cells.count == 6 })
        for row in s.rows {
            #expect(row.cells.map(\.color) == [.green, .yellow, .orange, .red, .purple, .blue])
            #expect(row.cells.allSatisfy { $0.width == 80 && $0.height == 80 && $0.frame == .fixed })
            #expect(row.alignment == nil)
        }
        #expect(s.grid.alignment == nil)
        #expect(s.grid.horizontalSpacing == 5 && s.grid.verticalSpacing == 5 && s.grid.padding == 10)
        #expect(s.grid.showCellProperties)
        #expect(s.selection.isEmpty)
        #expect(Set(s.cells.map(\.id)).count == 18, "ids are unique")
        #expect(s.columnCount == 6)
    }

    @Test func clickSelectsAndExtends() {
        var s = TrainerState()
        let a = s.rows[0].cells[0].id, b = s.rows[1].cells[2].id
        s.click(a, extend: false)
        #expect(s.selection == [a])
        s.click(b, extend: false)
        #expect(s.selection == [b], "a plain click replaces the selection")
        s.click(a, extend: true)
        #expect(s.selection == [a, b], "Shift/Ctrl-click extends")
        s.click(a, extend: true)
        #expect(s.selection == [b], "and toggles off")
        s.click(b, extend: false)
        #expect(s.selection.isEmpty, "clicking the only selected cell deselects it")
        s.click(9999, extend: false)
        #expect(s.selection.isEmpty, "an unknown id changes nothing")
    }

    @Test func inspectorValuesAreMixedWhenTheyDiffer() {
        var s = TrainerState()
        #expect(s.selected(\.width) == .none)
        let a = s.rows[0].cells[0].id, b = s.rows[1].cells[1].id
        s.selection = [a, b]
        #expect(s.selected(\.width) == .single(80))
        s.selection = [a]
        s.setSelectedWidth(120)
        s.selection = [a, b]
        #expect(s.selected(\.width) == .mixed)
        #expect(s.selected(\.width).isMixed)
        s.rows[0].alignment = .top
        #expect(s.selectedRowAlignment == .mixed)
        s.setSelectedRowAlignment(.bottom)
        #expect(s.rows[0].alignment == .bottom && s.rows[1].alignment == .bottom && s.rows[2].alignment == nil)
        #expect(s.selectedRowAlignment == .single(.bottom))
    }

    @Test func settersClampToTheLimits() {
        var s = TrainerState()
        s.selection = [s.rows[0].cells[0].id]
        s.setSelectedWidth(5000); #expect(s.rows[0].cells[0].width == 800)
        s.setSelectedHeight(-3); #expect(s.rows[0].cells[0].height == 10)
        s.setSelectedHeight(.nan); #expect(s.rows[0].cells[0].height == 10, "NaN is ignored")
        s.setSelectedSpan(9); #expect(s.rows[0].cells[0].span == 6)
        s.setSelectedSpan(1); #expect(s.rows[0].cells[0].span == nil)
        #expect(TrainerState.clampedSpacing(80, current: 5) == 50)
        #expect(TrainerState.clampedSpacing(.nan, current: 5) == 5)
    }

    @Test func menuSelectsAndDeselects() {
        var s = TrainerState()
        let id = s.rows[1].cells[3].id
        do { let ok = s.perform(.selectRow, at: id); #expect(ok) }
        #expect(s.selection == Set(s.rows[1].cells.map(\.id)))
        #expect(!s.isEnabled(.selectCell, at: id), "already selected")
        do { let ok = s.perform(.deselectCell, at: id); #expect(ok) }
        #expect(s.selection.count == 5)
        do { let ok = s.perform(.selectAll, at: id); #expect(ok) }
        #expect(s.selection.count == 18)
        do { let ok = s.perform(.deselectRow, at: id); #expect(ok) }
        #expect(s.selection.count == 12)
        do { let ok = s.perform(.deselectAll, at: id); #expect(ok) }
        #expect(s.selection.isEmpty)
        #expect(!s.isEnabled(.deselectAll, at: id))
    }

    @Test func menuAddsCellsWithCyclicColours() {
        var s = TrainerState()
        let blue = s.rows[0].cells[5].id
        do { let ok = s.perform(.addCellAfter, at: blue); #expect(ok) }
        #expect(s.rows[0].cells.count == 7)
        #expect(s.rows[0].cells[6].color == .green, "after blue comes green again")
        let green = s.rows[1].cells[0].id
        do { let ok = s.perform(.addCellBefore, at: green); #expect(ok) }
        #expect(s.rows[1].cells[0].color == .blue, "before green is blue")
        do { let ok = s.perform(.addLastColumn, at: green); #expect(ok) }
        #expect(s.rows.map { $0.cells.last!.color } == [.yellow, .green, .green])
        do { let ok = s.perform(.addFirstColumn, at: green); #expect(ok) }
        #expect(s.rows.map { $0.cells.first!.color } == [.blue, .purple, .blue])
        #expect(Set(s.cells.map(\.id)).count == s.cells.count, "new cells get fresh ids")
    }

    @Test func menuAddsRowsCopyingColours() {
        var s = TrainerState()
        s.rows[1].cells.removeLast()
        let id = s.rows[1].cells[0].id
        do { let ok = s.perform(.addRowBefore, at: id); #expect(ok) }
        #expect(s.rows.count == 4)
        #expect(s.rows[1].cells.map(\.color) == [.green, .yellow, .orange, .red, .purple])
        #expect(s.rows[2].cells[0].id == id, "the old row moved down")
        do { let ok = s.perform(.addRowAfter, at: id); #expect(ok) }
        #expect(s.rows.count == 5 && s.rows[3].cells.count == 5)
    }

    @Test func menuRemovesAndDropsEmptyRows() {
        var s = TrainerState()
        let row0 = s.rows[0].cells.map(\.id)
        s.selection = Set(row0)
        do { let ok = s.perform(.removeSelectedCells, at: row0[0]); #expect(ok) }
        #expect(s.rows.count == 2, "the emptied row is removed")
        #expect(s.selection.isEmpty)
        let c = s.rows[0].cells[2].id
        do { let ok = s.perform(.removeCell, at: c); #expect(ok) }
        #expect(s.rows[0].cells.count == 5 && s.position(of: c) == nil)
        do { let ok = s.perform(.removeRow, at: s.rows[1].cells[0].id); #expect(ok) }
        #expect(s.rows.count == 1)
        #expect(!s.isEnabled(.removeRow, at: s.rows[0].cells[0].id), "the last row stays")
        while s.rows[0].cells.count > 1 { s.perform(.removeCell, at: s.rows[0].cells[0].id) }
        #expect(!s.isEnabled(.removeCell, at: s.rows[0].cells[0].id), "the last cell stays")
        s.selection = [s.rows[0].cells[0].id]
        #expect(!s.isEnabled(.removeSelectedCells, at: s.rows[0].cells[0].id))
    }

    @Test func addActionsDisableAtTheLimits() {
        var s = TrainerState()
        let id = s.rows[0].cells[0].id
        while s.isEnabled(.addRowAfter, at: id) { s.perform(.addRowAfter, at: id) }
        #expect(s.rows.count == TrainerLimits.maximumRows)
        do { let ok = s.perform(.addRowBefore, at: id); #expect(!ok) }
        while s.isEnabled(.addCellAfter, at: id) { s.perform(.addCellAfter, at: id) }
        #expect(s.rows[0].cells.count == TrainerLimits.maximumCellsPerRow)
        #expect(!s.isEnabled(.addLastColumn, at: id) && !s.isEnabled(.addFirstColumn, at: id))
        #expect(s.isEnabled(.addCellAfter, at: s.rows[1].cells[0].id), "other rows still have room")
    }

    @Test func menuOrderIsTheReferences() {
        #expect(TrainerMenuAction.allCases.map(\.title) == [
            "Select Cell", "Select Row", "Select All", "Deselect Cell", "Deselect Row", "Deselect All",
            "Remove Selected Cells", "Remove Cell", "Remove Row", "Add Row Before", "Add Row After",
            "Add Cell Before", "Add Cell After", "Add First Column", "Add Last Column",
        ])
    }

    @Test(arguments: [(5.0, "5.0"), (80, "80.0"), (12.25, "12.3"), (12.24, "12.2"), (-0.04, "0.0"), (-2.5, "-2.5"), (0.05, "0.1"), (799.99, "800.0")])
    func oneDecimal(_ x: Double, _ text: String) {
        #expect(TrainerNumber.oneDecimal(x) == text)
    }

    @Test(arguments: [(5.0, "5"), (12.5, "12.5"), (1.0 / 3, "0.333"), (0.1, "0.1"), (-4, "-4")])
    func shortNumbers(_ x: Double, _ text: String) {
        #expect(TrainerNumber.short(x) == text)
    }
}
