import Foundation
import Observation
import Testing
import Tessera
import TesseraAccessibility
import TesseraGeometry

/// Values a 1,000-cell grid and a small form show, observed so a change re-evaluates them.
@Observable
final class SheetModel {
    var cells = (0..<1_000).map { "\($0 / 10),\($0 % 10)" }
    var on = false
    var volume = 0.5
    var rows = ["Inbox", "Drafts", "Sent"]
    var showsExtra = true
    var label = "Wrap"
    var selected = 0
}

private struct Sheet: View {
    let model: SheetModel
    var body: some View {
        VStack {
            Toggle(model.label, isOn: binding({ model.on }, { model.on = $0 }))
            Slider(value: binding({ model.volume }, { model.volume = $0 })) { Text("Volume") }
            if model.showsExtra { Text("Extra").accessibilityAddTraits(.isHeader) }
            VStack {
                ForEach(model.rows.indices, id: \.self) { i in
                    Text(model.rows[i]).accessibilityAddTraits(i == model.selected ? .isSelected : [])
                }
            }
            .accessibilityAttributes { $0.role = .list }
            ZStack {
                Text("First tab").opacity(model.selected == 0 ? 1 : 0)
                Text("Second tab").opacity(model.selected == 0 ? 0 : 1)
            }
            Grid {
                ForEach(0..<100, id: \.self) { r in
                    GridRow { ForEach(0..<10, id: \.self) { c in Text(model.cells[r * 10 + c]) } }
                }
            }
        }
    }
}

/// Only the changed part of the tree is derived again (issue 30: "on each frame that changes
/// it, only the changed part"), and what it derives equals a derivation from scratch.
@Suite struct IncrementalTests {
    /// The tree derived afresh from the same host, as JSON (no ids), for comparison.
    private func fresh(_ h: TreeHarness) -> String {
        let tree = AccessibilityTree(host: h.host, title: "Test")
        tree.update()
        return AccessibilityJSON.string(tree.root)
    }

    @Test func anUnchangedFrameDerivesNothing() {
        let h = TreeHarness(Sheet(model: SheetModel()))
        let all = h.tree.derivedNodeCount
        #expect(all > 1_000, "the first build derives every node (\(all))")
        #expect(h.refresh().isEmpty)
        #expect(h.tree.derivedNodeCount == 0)
    }

    @Test func oneCellOfAThousandDerivesItsPathOnly() throws {
        let m = SheetModel()
        let h = TreeHarness(Sheet(model: m))
        let all = h.tree.derivedNodeCount
        let table = try #require(h.find(.table))
        let cells = table.children.map(ObjectIdentifier.init)
        m.cells[512] = "51-2"  // as wide as before: no cell moves (a wider text moves its column's neighbours)
        let changes = h.refresh()
        let derived = h.tree.derivedNodeCount
        #expect(derived > 0 && derived * 50 < all, "derived \(derived) of \(all) nodes")
        #expect(table.children.map(ObjectIdentifier.init) == cells, "every cell keeps its element")
        #expect(table.children[512].name == "51-2")
        #expect(changes.count == 1, "\(changes)")
        #expect(changes.contains { if case .nameChanged(let e) = $0 { e === table.children[512] } else { false } })
        #expect(AccessibilityJSON.string(h.tree.root) == fresh(h))
    }

    @Test func everyKindOfChangeMatchesADerivationFromScratch() throws {
        let m = SheetModel()
        let h = TreeHarness(Sheet(model: m))
        let edits: [(String, () -> Void)] = [
            ("toggle", { m.on.toggle() }), ("slider", { m.volume = 0.8 }), ("label", { m.label = "Wrap lines" }),
            ("remove a heading", { m.showsExtra = false }), ("insert a row", { m.rows.insert("Archive", at: 1) }),
            ("select a row", { m.selected = 2 }), ("add it back", { m.showsExtra = true }),
            ("remove rows", { m.rows.removeFirst(2) }), ("select the first", { m.selected = 0 }),
            ("a cell", { m.cells[0] = "zero" }), ("nothing", {}),
        ]
        for (name, edit) in edits {
            edit()
            h.refresh()
            let json = AccessibilityJSON.string(h.tree.root)
            #expect(json == fresh(h), "after \(name) the incremental tree differs from a fresh one")
            var ids = Set<Int>(), count = 0
            h.tree.root.forEach { ids.insert($0.id); count += 1; #expect(h.tree.element(id: $0.id) === $0) }
            #expect(ids.count == count && h.tree.count == count, "after \(name): \(h.tree.count) indexed, \(count) reachable")
            h.tree.root.forEach { e in for c in e.children { #expect(c.parent === e, "after \(name): \(c.name)'s parent") } }
        }
    }

    @Test func focusMovesAreReportedAndOnlyTheTwoControlsAreDerived() throws {
        let m = SheetModel()
        let h = TreeHarness(Sheet(model: m))
        _ = h.host.moveFocus(forward: true)
        h.refresh()
        let toggle = try #require(h.find(.checkBox))   // the desktop look's toggle
        #expect(h.tree.focusedElement === toggle)
        _ = h.host.moveFocus(forward: true)
        let changes = h.refresh()
        let slider = try #require(h.find(.slider))
        #expect(h.tree.focusedElement === slider)
        #expect(changes.contains { if case .focused(let e) = $0 { e === slider } else { false } })
        #expect(changes.contains { if case let .stateChanged(e, s, on) = $0 { e === toggle && s == .focused && !on } else { false } })
        #expect(AccessibilityJSON.string(h.tree.root) == fresh(h))
    }

    /// A transparent subtree (a tab view's hidden tabs, `hidden()`) is not in the tree; it
    /// joins when it shows.
    @Test func transparentContentIsLeftOut() throws {
        let m = SheetModel()
        let h = TreeHarness(Sheet(model: m))
        #expect(h.find(.label, "First tab") != nil && h.find(.label, "Second tab") == nil)
        m.selected = 1
        h.refresh()
        #expect(h.find(.label, "First tab") == nil && h.find(.label, "Second tab") != nil)
        let hidden = TreeHarness(VStack { Text("Shown"); Text("Hidden").hidden() })
        #expect(hidden.find(.label, "Shown") != nil && hidden.find(.label, "Hidden") == nil)
    }
}

@Observable
private final class SpanModel {
    var span = 1
    var text = "a"
}

private struct SpanGrid: View {
    let model: SpanModel
    var body: some View {
        Grid(horizontalSpacing: 4) {
            GridRow { Text(model.text).gridCellColumns(model.span); Text("b"); Text("c") }
            GridRow { Text("d"); Text("e"); Text("f") }
        }
    }
}

/// A grid whose changed cells keep their places re-derives only those cells; when a span
/// moves the cells after it, the grid is derived again, and either way the tree equals one
/// derived from scratch.
@Suite struct GridCellRefreshTests {
    @Test func spanChangesMoveTheCellsAfterIt() throws {
        let m = SpanModel()
        let h = TreeHarness(SpanGrid(model: m))
        m.text = "x"  // same width: the cell alone
        h.refresh()
        #expect(h.find(.table)?.children.first?.name == "x")
        m.span = 2
        h.refresh()
        let cells = try #require(h.find(.table)).children
        #expect(cells[1].cell == AccessibilityCellPosition(row: 0, column: 2), "b after a spanning cell: \(String(describing: cells[1].cell))")
        let fresh = AccessibilityTree(host: h.host, title: "Test")
        fresh.update()
        #expect(AccessibilityJSON.string(h.tree.root) == AccessibilityJSON.string(fresh.root))
    }
}
