import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

struct Folder: Identifiable, Hashable {
    let id: String
    var children: [Folder]?
}

@Suite struct OutlineTests {
    let tree = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: [Folder(id: "2025", children: nil)]), Folder(id: "Notes", children: nil)]),
        Folder(id: "Music", children: []),
        Folder(id: "Photos", children: nil),
    ]

    private func outline(_ selection: Box<String?>) -> some View {
        List(tree, children: \.children, selection: selection.binding) { Text($0.id).id("row-\($0.id)") }
    }

    @Test func onlyRootsShowUntilTheirChevronIsClicked() {
        let selection = Box<String?>(nil)
        let stage = ListStage(outline(selection))
        #expect(stage.rect("row-Documents") != nil)
        #expect(stage.rect("row-Taxes") == nil)
        #expect(stage.rect("disclosure-Documents") != nil)
        #expect(stage.rect("disclosure-Music") != nil)   // empty children: still expandable
        #expect(stage.rect("disclosure-Photos") == nil)  // nil children: a leaf
        stage.click("disclosure-Documents")
        let taxes = stage.rect("row-Taxes"), docs = stage.rect("row-Documents")
        #expect(taxes != nil)
        #expect((taxes?.minX ?? 0) >= (docs?.minX ?? 0) + 16)   // indented a level
        #expect(stage.rect("row-2025") == nil)
        stage.click("disclosure-Documents")
        #expect(stage.rect("row-Taxes") == nil)
    }

    @Test func rightExpandsAndEntersLeftCollapsesAndLeaves() {
        let selection = Box<String?>(nil)
        let stage = ListStage(outline(selection))
        stage.click("row-Documents")
        stage.key("Right")
        #expect(stage.rect("row-Taxes") != nil)
        #expect(selection.value == "Documents")
        stage.key("Right")
        #expect(selection.value == "Taxes")
        stage.key("Down")
        #expect(selection.value == "Notes")
        stage.key("Left")   // a leaf: to its parent
        #expect(selection.value == "Documents")
        stage.key("Left")   // expanded: collapses
        #expect(stage.rect("row-Taxes") == nil)
        stage.key("Down")
        #expect(selection.value == "Music")
    }

    @Test func aStandaloneOutlineGroupExpandsToo() {
        let stage = ListStage(OutlineGroup(tree, children: \.children) { Text($0.id).id("row-\($0.id)") })
        #expect(stage.rect("row-Notes") == nil)
        stage.click("disclosure-Documents")
        #expect(stage.rect("row-Notes") != nil)
    }

    @Test func aCyclicTreeStopsWithOneWarning() {
        final class Node: Identifiable {
            let id: Int
            var children: [Node]? = nil
            init(_ id: Int) { self.id = id }
        }
        let a = Node(1)
        a.children = [a]   // a cycle through a reference
        let tree = OutlineTree(roots: [a], id: \Node.id, children: \Node.children)
        let lines = WarningLines()
        let rows = ListDiagnostics.$handler.withValue({ lines.append($0) }) { tree.rows(expanded: [AnyHashable(1)]) }
        #expect(rows.count == OutlineTree<[Node], Int>.maxDepth)
        #expect(lines.lines.count == 1)
    }
}
