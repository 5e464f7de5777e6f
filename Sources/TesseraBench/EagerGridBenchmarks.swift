import TesseraGeometry
import TesseraLayout

/// `eager-grid-layout-1k/10k/100k` (DESIGN §3.6): one cold layout pass (every cache dropped)
/// of a grid of rigid 50x50 cells (a fixed frame around a rectangle), N = rows x columns.
func eagerGridBenchmarks() -> [Benchmark] {
    [(1_000, 40, 25), (10_000, 100, 100), (100_000, 316, 317)].map { (label, rows, columns) in
        Benchmark(name: "eager-grid-layout-\(label / 1000)k") {
            let root = makeRigidGrid(rows: rows, columns: columns)
            return {
                root.invalidateSubtree()
                root.layout(proposal: ProposedSize(width: 1280, height: 800))
            }
        }
    }
}

/// A `Grid` of `rows` x `columns` cells, each `Rectangle().frame(width: 50, height: 50)`.
func makeRigidGrid(rows: Int, columns: Int) -> LayoutNode {
    var cells: [LayoutNode] = []
    cells.reserveCapacity(rows * columns)
    for _ in 0..<(rows * columns) {
        cells.append(LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 50, height: 50)))
    }
    let layout = GridLayout(rows: Array(repeating: .cells(count: columns, alignment: nil), count: rows))
    return LayoutNode(layout: layout, children: cells)
}
