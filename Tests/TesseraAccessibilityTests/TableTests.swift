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
