import Observation
import Testing
import Tessera
import TesseraAccessibility
@testable import TesseraATSPI

@Observable
private final class SheetModel {
    var cells = (0..<60).map { "c\($0)" }
    var rows = ["Inbox", "Drafts", "Sent"]
    var selected = 0
    var on = false
}

private struct Sheet: View {
    let model: SheetModel
    var body: some View {
        VStack {
            Toggle("Wrap", isOn: Binding(get: { model.on }, set: { model.on = $0 }))
            VStack {
                ForEach(model.rows.indices, id: \.self) { i in
                    Text(model.rows[i]).accessibilityAddTraits(i == model.selected ? .isSelected : [])
                }
            }
            .accessibilityAttributes { $0.role = .list }
            Grid { ForEach(0..<6, id: \.self) { r in GridRow { ForEach(0..<10, id: \.self) { c in Text(model.cells[r * 10 + c]) } } } }
        }
    }
}

/// The snapshot the D-Bus thread reads is updated from what the tree's last update changed
/// (`AccessibilityTree.lastDelta`) instead of made anew each frame: after every kind of change
/// it must equal a snapshot made from the whole tree.
@Suite struct ATSPISnapshotUpdateTests {
    private func summary(_ s: ATSPISnapshot) -> [String] {
        s.nodes.values.sorted { $0.id < $1.id }.map { n in
            "\(n.id) \(n.role) \(n.name) \(n.value ?? "-") \(n.states.names) \(n.frame) p\(n.parent ?? -1) i\(n.indexInParent) "
                + "\(n.children) t\(n.table ?? -1) \(n.cell.map { "\($0)" } ?? "-") \(n.selectedChildren ?? []) \(n.isLayoutTable)"
        } + s.cellsByPosition.keys.sorted().map { "table \($0): \(s.cellsByPosition[$0]!.sorted { $0.key < $1.key })" }
    }

    @Test func updatedSnapshotsEqualWholeOnes() {
        let m = SheetModel()
        let host = ViewHost(Sheet(model: m), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 800, height: 600)
        host.layout(size: size)
        let tree = AccessibilityTree(host: host, title: "T")
        tree.update()
        #expect(tree.lastDelta == nil, "the first update mirrors everything")
        var snapshot = ATSPISnapshot.make(tree, appName: "App")
        let edits: [(String, () -> Void)] = [
            ("one cell", { m.cells[17] = "c99" }), ("toggle", { m.on.toggle() }), ("select a row", { m.selected = 2 }),
            ("insert a row", { m.rows.insert("Archive", at: 1) }), ("remove rows", { m.rows.removeFirst(2) }),
            ("a wider cell", { m.cells[3] = "a much wider cell" }), ("nothing", {}),
        ]
        for (name, edit) in edits {
            edit()
            host.update()
            host.layout(size: size)
            tree.update()
            guard let delta = tree.lastDelta else { Issue.record("\(name): no delta"); continue }
            snapshot = snapshot.updated(changed: delta.changed, removed: delta.removed, windowOrigin: .zero)
            #expect(summary(snapshot) == summary(ATSPISnapshot.make(tree, appName: "App")), "after \(name)")
        }
    }
}
