import Foundation
import Testing
import Tessera
import TesseraAccessibility
@testable import TesseraDemo

/// Issue 30 (item 5): the Trainer's cells are named in the accessibility tree, in a table that
/// gives their rows and columns, and the code panel's lines are there to read.
extension DemoTests {
    @Suite struct TrainerAccessibility {
        @Test func cellsAreNamedTableCellsAndTheCodeIsReadable() throws {
            let s = try session("trainer")
            _ = s.frame()
            let tree = AccessibilityTree(host: s.host, title: s.title)
            tree.update()
            let table = try #require(tree.root.first(role: .table))
            let cells = table.children.filter { $0.role == .tableCell }
            #expect(!cells.isEmpty)
            #expect(cells.allSatisfy { $0.name.hasPrefix("Cell ") && $0.cell != nil }, "\(cells.map(\.name))")
            #expect(Set(cells.map(\.name)).count == cells.count, "two cells share a name")
            #expect(tree.root.first(role: .label, name: nil).map { _ in true } == true)
            var code: [String] = []
            tree.root.forEach { if $0.role == .label, $0.name.hasPrefix("Grid(") { code.append($0.name) } }
            #expect(!code.isEmpty, "the code panel's first line is not in the tree")
        }
    }
}
