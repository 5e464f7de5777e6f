import Foundation
import Testing
@testable import Tessera
@testable import TesseraLists

/// The `rows:` builder, row context menus, and columns moved and resized from the header.
@Suite struct TableRowsAndColumnsTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }
    let people = [Person(id: 0, name: "Cleo", age: 31), Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Bo", age: 24)]

    func rightClick(_ stage: ListStage, _ id: String) throws {
        let row = try #require(stage.rect(id))
        let p = Point(x: row.midX, y: row.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: p, button: .secondary)))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: p, button: .secondary)))
        stage.frame()
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: 1, y: 299))))
        stage.frame()
    }

    @Test func rowsBuilderShowsStaticRowsAndForEachRowsInOrder() throws {
        let extra = Person(id: 9, name: "Zed", age: 60)
        let selection = Box<Set<Int>>([])
        let stage = ListStage(Table(of: Person.self, selection: selection.binding) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
        } rows: {
            TableRow(extra)
            ForEach(people) { TableRow($0) }
        }, size: Size(width: 400, height: 300))
        let ys = try [9, 0, 1, 2].map { try #require(stage.rect("name-\($0)")).midY }
        #expect(ys == ys.sorted(), "the static row first, then the ForEach's rows")
        stage.click("name-1")
        stage.click("name-9", shift: true)
        #expect(selection.value == [9, 0, 1])
    }

    @Test func runsAreFoundByOffsetAcrossEmptyRuns() {
        let rows = TableRowCollection<Person>(runs: _TableRowRuns(runs: [
            .init(count: 2, row: { TableRow(Person(id: $0, name: "a", age: 0)) }),
            .init(count: 0, row: { _ in fatalError("an empty run is never read") }),
            .init(count: 3, row: { TableRow(Person(id: 10 + $0, name: "b", age: 0)) }),
        ]))
        #expect(rows.count == 5)
        #expect(rows.map(\.id) == [0, 1, 10, 11, 12])
    }

    @Test func aRowsOwnContextMenuOpensOnRightClick() throws {
        let log = Log()
        let stage = ListStage(Table(of: Person.self) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
        } rows: {
            ForEach(people) { p in
                TableRow(p).contextMenu { Button("Open \(p.name)") { log.entries.append("open \(p.id)") }.id("open-\(p.id)") }
            }
        })
        try rightClick(stage, "name-1")
        stage.click("open-1")
        #expect(log.entries == ["open 1"])
    }

    @Test func selectionContextMenuActsOnTheSelectionOrTheClickedRow() throws {
        let got = Box<[Set<Int>]>([])
        let selection = Box<Set<Int>>([0, 2])
        let stage = ListStage(Table(people, selection: selection.binding) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
        }
        .contextMenu(forSelectionType: Int.self) { ids in
            Button("Delete \(ids.count)") { got.value.append(ids) }.id("delete-menu")
        })
        try rightClick(stage, "name-2")
        stage.click("delete-menu")
        try rightClick(stage, "name-1")
        stage.click("delete-menu")
        #expect(got.value == [[0, 2], [1]])
    }

    private func table(_ cities: Bool = false) -> some View {
        Table(people) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
            TableColumn("Age", value: \.age) { Text("\($0.age)").id("age-\($0.id)") }.width(min: 40, ideal: 80, max: 200)
            TableColumnForEach(["Note"], id: \.self) { title in
                TableColumn(title) { (p: Person) in Text("n\(p.id)").id("note-\(p.id)") }
            }
        }
    }

    @Test func tableColumnForEachAddsItsColumns() throws {
        let stage = ListStage(table(), size: Size(width: 500, height: 300))
        #expect(stage.rect("table-header-2") != nil)
        #expect(stage.rect("note-0") != nil)
    }

    @Test func draggingATitleMovesItsColumn() throws {
        let stage = ListStage(table(), size: Size(width: 500, height: 300))
        let name = try #require(stage.rect("name-0")), age = try #require(stage.rect("age-0"))
        #expect(name.minX < age.minX)
        let h0 = try #require(stage.rect("table-header-0"))
        let from = Point(x: h0.midX, y: h0.midY)
        let to = Point(x: h0.maxX + 50, y: h0.midY)   // its middle lands on the Age column
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: from)))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: from.x + 20, y: from.y))))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: to)))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: to)))
        stage.frame()
        let name2 = try #require(stage.rect("name-0")), age2 = try #require(stage.rect("age-0"))
        #expect(age2.minX < name2.minX, "Age comes first now")
    }

    @Test func draggingAnEdgeResizesTheColumnWithinItsLimits() throws {
        let stage = ListStage(table(), size: Size(width: 500, height: 300))
        let before = try #require(stage.rect("table-header-1")).width
        #expect(before == 80)
        let edge = try #require(stage.rect("table-resize-1"))
        let from = Point(x: edge.midX, y: edge.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: from)))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: from.x + 40, y: from.y))))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: Point(x: from.x + 40, y: from.y))))
        stage.frame()
        #expect(try #require(stage.rect("table-header-1")).width == 120)
        let edge2 = try #require(stage.rect("table-resize-1"))
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: Point(x: edge2.midX, y: edge2.midY))))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: edge2.midX + 900, y: edge2.midY))))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: Point(x: edge2.midX + 900, y: edge2.midY))))
        stage.frame()
        #expect(try #require(stage.rect("table-header-1")).width == 200, "clamped to max")
    }

    @Test func dropPositionIsWhereTheMiddleLands() {
        let widths = [100.0, 80, 120]
        #expect(TableColumnLayout.dropPosition(widths: widths, from: 0, offset: 0) == 0)
        #expect(TableColumnLayout.dropPosition(widths: widths, from: 0, offset: 60) == 1)
        #expect(TableColumnLayout.dropPosition(widths: widths, from: 0, offset: 1000) == 2)
        #expect(TableColumnLayout.dropPosition(widths: widths, from: 2, offset: -1000) == 0)
        #expect(TableColumnLayout.dropPosition(widths: widths, from: 1, offset: .nan) == 1)
        #expect(TableColumnLayout.order([2, 0, 1], count: 3) == [2, 0, 1])
        #expect(TableColumnLayout.order([0, 0, 1], count: 3) == [0, 1, 2], "not a permutation: declared order")
    }
}
