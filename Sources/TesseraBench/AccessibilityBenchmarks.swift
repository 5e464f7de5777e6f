import Tessera
import Observation
import TesseraAccessibility

/// The accessibility tree of a flat 1,000-cell `Grid` (100 rows of 10 texts), as a screen
/// reader keeps it up to date (issue 30: "only the changed part", "tree updates within one
/// frame of the change"):
///
/// - `accessibility-grid-1k-whole`: the first derivation of the whole tree (1,000 cells);
/// - `accessibility-grid-1k-unchanged`: a derivation after a frame that changed nothing;
/// - `accessibility-grid-1k-one-cell`: a derivation after one cell's text changed (as wide as
///   before, so no other cell moves; the view update and layout run untimed before it).
func accessibilityBenchmarks() -> [Benchmark] {
    [
        Benchmark("accessibility-grid-1k-whole") {
            let bench = AccessibilityGridBench()
            return { AccessibilityTree(host: bench.host, title: "Bench").update() }
        },
        Benchmark("accessibility-grid-1k-unchanged") {
            let bench = AccessibilityGridBench()
            return { bench.tree.update() }
        },
        Benchmark("accessibility-grid-1k-one-cell") {
            let bench = AccessibilityGridBench()
            var i = 0
            return Benchmark.Body(prepare: {
                i += 1
                // Always another text of the same width: each pass over the 1,000 cells (37 is
                // prime to 1,000) writes the other of "xy" and "zw" ("ab" at first).
                bench.model.cells[i * 37 % 1_000] = i / 1_000 % 2 == 0 ? "xy" : "zw"
                bench.host.update()
                bench.host.layout(size: AccessibilityGridBench.size)
            }, run: {
                bench.tree.update()
            })
        },
    ]
}

@Observable
final class AccessibilityGridModel {
    var cells = (0..<1_000).map { _ in "ab" }
}

/// A host of the 1,000-cell grid with its tree derived once.
final class AccessibilityGridBench {
    static let size = Size(width: 1280, height: 800)
    let model = AccessibilityGridModel()
    let host: ViewHost
    let tree: AccessibilityTree
    init() {
        host = ViewHost(AccessibilityGridView(model: model), textMeasurer: MonospaceTextMeasurer())
        host.layout(size: Self.size)
        tree = AccessibilityTree(host: host, title: "Bench")
        tree.update()
    }
}

struct AccessibilityGridView: View {
    let model: AccessibilityGridModel
    var body: some View {
        Grid {
            ForEach(0..<100, id: \.self) { r in
                GridRow { ForEach(0..<10, id: \.self) { c in Text(model.cells[r * 10 + c]) } }
            }
        }
    }
}
