import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
    var age: Int
}

/// Collects warning lines (tests bind `ListDiagnostics.handler` to it).
final class WarningLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}

@Suite struct TableColumnLayoutTests {
    @Test func idealAndFixedColumnsKeepTheirWidthsAndTheOthersShareTheRest() {
        let w = TableColumnLayout.widths([TableColumnWidth(fixed: 50), TableColumnWidth(ideal: 120), TableColumnWidth(), TableColumnWidth()],
                                         available: 400)
        #expect(w == [50, 120, 115, 115])
    }

    @Test func sharesAreKeptWithinMinAndMax() {
        let w = TableColumnLayout.widths([TableColumnWidth(max: 60), TableColumnWidth(min: 200), TableColumnWidth()], available: 360)
        #expect(w[0] == 60)
        #expect(w[1] == 200)
        #expect(w[2] == 100)
        #expect(w.reduce(0, +) == 360)
    }

    @Test func leftoverSpaceGoesToTheLastColumnThatCanGrow() {
        let w = TableColumnLayout.widths([TableColumnWidth(ideal: 100), TableColumnWidth(ideal: 100, max: 120)], available: 400)
        #expect(w == [280, 120])
    }

    @Test func columnsThatDoNotFitShrinkFromTheLastToTheirMinimums() {
        let w = TableColumnLayout.widths([TableColumnWidth(min: 40, ideal: 100), TableColumnWidth(min: 30, ideal: 100)], available: 120)
        #expect(w == [90, 30])
        let none = TableColumnLayout.widths([TableColumnWidth(), TableColumnWidth()], available: .nan)
        #expect(none.allSatisfy { $0.isFinite && $0 >= 0 })
    }
}

@Suite struct TableTests {
    let people = [Person(id: 0, name: "Cleo", age: 31), Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Bo", age: 24),
                  Person(id: 3, name: "Dan", age: 52)]

    private func table(selection: Box<Set<Int>>, sort: Box<[KeyPathComparator<Person>]>, data: [Person]? = nil) -> some View {
        Table(data ?? people, selection: selection.binding, sortOrder: sort.binding) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
            TableColumn("Age", value: \.age) { Text("\($0.age)").id("age-\($0.id)") }.width(80)
            TableColumn("Note") { _ in Text("-") }
        }
    }

    @Test func headerClicksSortByTheColumnThenFlipTheOrder() {
        let selection = Box<Set<Int>>([]), sort = Box<[KeyPathComparator<Person>]>([])
        let stage = ListStage(table(selection: selection, sort: sort), size: Size(width: 500, height: 300))
        stage.click("table-header-0")
        #expect(sort.value.map(\.keyPath) == [\Person.name])
        #expect(sort.value.first?.order == .forward)
        stage.click("table-header-0")
        #expect(sort.value.first?.order == .reverse)
        stage.click("table-header-1")
        #expect(sort.value.map(\.keyPath) == [\Person.age, \Person.name])
        stage.click("table-header-2")   // not sortable
        #expect(sort.value.count == 2)
        #expect(people.sorted(using: sort.value).map(\.age) == [24, 31, 36, 52])
    }

    @Test func cellsLineUpUnderTheirHeadersAndFixedWidthsHold() throws {
        let selection = Box<Set<Int>>([]), sort = Box<[KeyPathComparator<Person>]>([])
        let stage = ListStage(table(selection: selection, sort: sort), size: Size(width: 500, height: 300))
        let h0 = try #require(stage.rect("table-header-0")), h1 = try #require(stage.rect("table-header-1"))
        #expect(h1.width == 80)
        for id in 0..<4 {
            let name = try #require(stage.rect("name-\(id)")), age = try #require(stage.rect("age-\(id)"))
            #expect(abs(name.minX - (h0.minX + 6)) < 0.5)
            #expect(abs(age.minX - (h1.minX + 6)) < 0.5)
        }
    }

    @Test func clicksAndKeysSelectSeveralRows() {
        let selection = Box<Set<Int>>([]), sort = Box<[KeyPathComparator<Person>]>([])
        let stage = ListStage(table(selection: selection, sort: sort), size: Size(width: 500, height: 300))
        stage.click("name-1")
        #expect(selection.value == [1])
        stage.click("name-3", shift: true)
        #expect(selection.value == [1, 2, 3])
        stage.click("age-2", control: true)
        #expect(selection.value == [1, 3])
        stage.click("name-0")
        stage.key("Down", shift: true)
        #expect(selection.value == [0, 1])
        stage.key("A", control: true)
        #expect(selection.value == [0, 1, 2, 3])
    }

    @Test func aHundredThousandRowsAreMadeOnlyWhereTheyShow() {
        let many = (0..<100_000).map { Person(id: $0, name: "P\($0)", age: $0 % 90) }
        let selection = Box<Int?>(nil)
        let stage = ListStage(Table(many, selection: selection.binding) {
            TableColumn("Name", value: \.name) { Text($0.name).id("name-\($0.id)") }
        }, size: Size(width: 400, height: 300))
        #expect(stage.host.node(withID: "name-0") != nil)
        #expect(stage.host.node(withID: "name-50") == nil)
        #expect(stage.host.node(withID: "name-99999") == nil)
        stage.click("name-2")
        stage.key("End")
        #expect(selection.value == 99_999)
    }

    @Test func aComparatorThatIsNotATotalOrderGivesOneWarningAndNoCrash() {
        struct Coin: SortComparator {
            var order: SortOrder = .forward
            func compare(_ a: Person, _ b: Person) -> ComparisonResult { .orderedAscending }
        }
        let lines = WarningLines()
        let sort = Box<[Coin]>([])
        ListDiagnostics.$handler.withValue({ lines.append($0) }) {
            let stage = ListStage(Table(people, sortOrder: sort.binding) {
                TableColumn("Name", sortUsing: Coin()) { Text($0.name) }
            }, size: Size(width: 300, height: 200))
            stage.click("table-header-0")
        }
        #expect(sort.value.count == 1)
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("not a total order") == true)
        #expect(people.sorted(using: sort.value).count == people.count)
    }

    @Test func aSelectionOfIDsNotInTheDataWarnsOnceAndKeysStartAtTheTop() {
        let lines = WarningLines()
        let selection = Box<Set<Int>>([42, 77]), sort = Box<[KeyPathComparator<Person>]>([])
        ListDiagnostics.$handler.withValue({ lines.append($0) }) {
            let stage = ListStage(table(selection: selection, sort: sort), size: Size(width: 500, height: 300))
            stage.click("name-2")
            selection.value = [42]
            stage.key("Down")
            stage.key("Down")
        }
        #expect(selection.value == [1])
        #expect(lines.lines.count == 1)
        #expect(lines.lines.first?.contains("not rows") == true)
    }
}
