import Testing
import Tessera
import TesseraAccessibility

@Suite struct TableTests {
    @Test func gridIsATableWhoseCellsKnowRowColumnAndSpan() throws {
        let h = TreeHarness(Grid {
            GridRow { Text("Name").accessibilityAddTraits(.isHeader); Text("Age") }
            GridRow { Text("Ada"); Text("36") }
            GridRow { Text("Wide").gridCellColumns(2) }
            Divider()
        })
        let table = try #require(h.find(.table))
        #expect(table.tableSize?.rows == 4 && table.tableSize?.columns == 2)
        let cells = table.children
        #expect(cells.count == 6)
        #expect(cells[0].role == .columnHeader && cells[0].name == "Name")
        #expect(cells[3].name == "36" && cells[3].cell == AccessibilityCellPosition(row: 1, column: 1))
        #expect(cells[4].cell == AccessibilityCellPosition(row: 2, column: 0, columnSpan: 2))
        #expect(cells[5].cell?.columnSpan == 2 && cells[5].cell?.row == 3)
    }

    @Test func lazyGridCellsAreNumberedFromTheirTracks() throws {
        let h = TreeHarness(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50)), GridItem(.fixed(50))]) {
            ForEach(0..<7, id: \.self) { i in Text("\(i)") }
        })
        let table = try #require(h.find(.table))
        #expect(table.tableSize?.columns == 3 && table.tableSize?.rows == 3)
        let six = try #require(table.children.first { $0.name == "6" })
        #expect(six.cell == AccessibilityCellPosition(row: 2, column: 0))
        let four = try #require(table.children.first { $0.name == "4" })
        #expect(four.cell == AccessibilityCellPosition(row: 1, column: 1))
    }

    @Test func controlsInCellsStayInside() throws {
        let h = TreeHarness(Grid { GridRow { Text("Row"); Button("Edit") {} } })
        let cells = try #require(h.find(.table)).children
        #expect(cells[1].role == .tableCell && cells[1].children.first?.role == .pushButton)
    }

    @Test func elementsKeepTheirIdentityAcrossUpdates() throws {
        let m = FormModel()
        let h = TreeHarness(VStack { Toggle("A", isOn: binding({ m.on }, { m.on = $0 })); Text("Static") })
        let before = try #require(h.find(.checkBox, "A"))
        let id = before.id
        m.on = true
        h.host.setRoot(VStack { Toggle("A", isOn: binding({ m.on }, { m.on = $0 })); Text("Static") })
        h.refresh()
        let after = try #require(h.find(.checkBox, "A"))
        #expect(after === before && after.id == id)
        #expect(h.tree.element(id: id) === after)
    }
}

@Suite struct FormGridTests {
    @Test func aNamelessControlTakesItsRowsLabel() throws {
        let m = FormModel()
        let h = TreeHarness(Grid {
            GridRow { Text("Volume"); Slider(value: binding({ m.volume }, { m.volume = $0 })) }
            GridRow { Text("Power"); Toggle("Switch", isOn: binding({ m.on }, { m.on = $0 })).labelsHidden() }
        })
        #expect(h.find(.slider)?.name == "Volume")
        #expect(h.find(.checkBox)?.name == "Switch")  // its own label, though hidden, wins
    }
}

/// Which tables hold data (the Accessibility article, "Data tables and layout"): Orca reads a
/// table without a name or header cells as layout and announces no rows and columns in it,
/// unless the toolkit marks it a data table.
@Suite struct DataTableTests {
    private func form() -> some View {
        Grid { GridRow { Text("Volume"); Slider(value: .constant(0.5)) }; GridRow { Text("Size"); Stepper("14", value: .constant(3), in: 1...5) } }
    }

    @Test func aFormGridIsALayoutTable() throws {
        let table = try #require(TreeHarness(form()).find(.table))
        #expect(table.isLayoutTable)
        #expect(table.children.first?.cell == AccessibilityCellPosition(row: 0, column: 0), "a layout table still answers TableCell")
        #expect(AccessibilityJSON.string(table).contains("\"layout\": true"))
    }

    @Test func aNameContainOrTheTableRoleMakesADataTable() throws {
        let named = try #require(TreeHarness(form().accessibilityLabel("Sound")).find(.table))
        #expect(!named.isLayoutTable && named.name == "Sound")
        let contained = TreeHarness(form().accessibilityElement(children: .contain))
        let table = try #require(contained.find(.table))
        #expect(!table.isLayoutTable)
        #expect(contained.tree.root.children.first === table, "`.contain` on a grid wraps the table in another container")
        let role = try #require(TreeHarness(form().accessibilityAttributes { $0.role = .table }).find(.table))
        #expect(!role.isLayoutTable && role.tableSize?.rows == 2)
        // A hint or an identifier says nothing about the data.
        #expect(try #require(TreeHarness(form().accessibilityIdentifier("form")).find(.table)).isLayoutTable)
    }

    @Test func headerCellsAndLazyGridsHoldData() throws {
        let headed = TreeHarness(Grid { GridRow { Text("Name").accessibilityAddTraits(.isHeader) }; GridRow { Text("Ada") } })
        #expect(headed.find(.table)?.isLayoutTable == false)
        let lazy = TreeHarness(LazyVGrid(columns: [GridItem(.fixed(50))]) { ForEach(0..<3, id: \.self) { Text("\($0)") } })
        #expect(lazy.find(.table)?.isLayoutTable == false)
        #expect(!AccessibilityJSON.string(lazy.tree.root).contains("\"layout\""))
    }
}
