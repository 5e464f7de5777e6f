import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

/// The roles lists and tables mark for the accessibility tree.
@Suite struct ListAccessibilityTests {
    /// The roles on `stage`'s render nodes, with how often each occurs, and the selected count.
    func roles(_ stage: ListStage) -> (roles: [AccessibilityRole: Int], selected: Int) {
        var roles: [AccessibilityRole: Int] = [:]
        var selected = 0
        stage.host.renderRoot.forEachNode { node in
            guard let a = node.accessibility?.attributes else { return }
            if let role = a.role { roles[role, default: 0] += 1 }
            if a.addedTraits.contains(.isSelected) { selected += 1 }
        }
        return (roles, selected)
    }

    @Test func aListIsAListOfListItemsWithTheSelectedOneMarked() {
        let items = (0..<4).map { Item(id: $0) }
        let selection = Box<Int?>(2)
        let stage = ListStage(List(items, selection: selection.binding) { Text($0.name) })
        let found = roles(stage)
        #expect(found.roles[.list] == 1)
        #expect(found.roles[.listItem] == 4)
        #expect(found.selected == 1)
        #expect(found.roles[.table] == nil)
    }

    @Test func aTableIsATableWithColumnHeadersAndNoListRoles() {
        let items = (0..<4).map { Item(id: $0) }
        let stage = ListStage(Table(items) {
            TableColumn("Name", value: \.name)
            TableColumn("Id") { Text("\($0.id)") }
        })
        let found = roles(stage)
        #expect(found.roles[.table] == 1)
        #expect(found.roles[.columnHeader] == 2)
        #expect(found.roles[.list] == nil)
        #expect(found.roles[.listItem] == nil)
    }
}
