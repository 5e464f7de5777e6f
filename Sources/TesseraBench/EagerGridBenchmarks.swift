import Foundation
import TesseraGeometry
import TesseraLayout

/// `eager-grid-layout-1k/10k/100k` (Contracts.md, "Benchmark output"): one layout pass of a grid of rigid 50x50
/// cells (a fixed frame around a rectangle), N = rows x columns, with every cached answer and
/// placement of the tree dropped before the pass (`invalidateSubtree`, clock stopped): the pass
/// measures and places every node, as after a change that invalidates the whole tree. The
/// grid's cache survives (its children did not change), as in SwiftUI, where `updateCache`
/// follows a view update.
///
/// `eager-grid-first-layout-10k/100k`: the same pass on a grid whose layout was just set, so it
/// also builds its cache (the cell structure), as the first layout of a new grid does.
func eagerGridBenchmarks() -> [Benchmark] {
    let shapes = [(1_000, 40, 25), (10_000, 100, 100), (100_000, 316, 317)]
    let relayouts = shapes.map { (label, rows, columns) in
        Benchmark("eager-grid-layout-\(label / 1000)k") {
            let root = makeRigidGrid(rows: rows, columns: columns)
            verifyRigidGrid(root, columns: columns)
            return Benchmark.Body(prepare: { root.invalidateSubtree() }) {
                root.layout(proposal: ProposedSize(width: 1280, height: 800))
            }
        }
    }
    let firstLayouts = shapes.dropFirst().map { (label, rows, columns) in
        Benchmark("eager-grid-first-layout-\(label / 1000)k") {
            let root = makeRigidGrid(rows: rows, columns: columns)
            verifyRigidGrid(root, columns: columns)
            let layout = rigidGridLayout(rows: rows, columns: columns)
            return Benchmark.Body(prepare: { root.setLayout(layout); root.invalidateSubtree() }) {
                root.layout(proposal: ProposedSize(width: 1280, height: 800))
            }
        }
    }
    return relayouts + firstLayouts
}

/// A `Grid` of `rows` x `columns` cells, each `Rectangle().frame(width: 50, height: 50)`.
func makeRigidGrid(rows: Int, columns: Int) -> LayoutNode {
    var cells: [LayoutNode] = []
    cells.reserveCapacity(rows * columns)
    for _ in 0..<(rows * columns) {
        cells.append(LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 50, height: 50)))
    }
    return LayoutNode(layout: rigidGridLayout(rows: rows, columns: columns), children: cells)
}

/// The layout of `makeRigidGrid`: `rows` rows of `columns` cells.
func rigidGridLayout(rows: Int, columns: Int) -> GridLayout {
    GridLayout(rows: Array(repeating: .cells(count: columns, alignment: nil), count: rows))
}

/// Checks one cold pass of `makeRigidGrid`: every cell and its rectangle at its 50x50 box
/// (default spacing 8). Exits on a wrong frame, so a benchmark never times a broken layout.
func verifyRigidGrid(_ root: LayoutNode, columns: Int) {
    root.invalidateSubtree()
    root.layout(proposal: ProposedSize(width: 1280, height: 800))
    for (i, cell) in root.children.enumerated() {
        let expected = Rect(x: Double(i % columns) * 58, y: Double(i / columns) * 58, width: 50, height: 50)
        guard cell.frame == expected, cell.children[0].frame == expected else {
            print("tessera-bench: cell \(i) placed at \(cell.frame), expected \(expected)")
            exit(1)
        }
    }
}
