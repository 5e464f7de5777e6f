import TesseraGeometry
import TesseraConformance
import TesseraLayout

/// Measures nothing: every benchmark item has a fixed 20×20 size.
struct FixedMeasurer: TrackGridMeasurer {
    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        Size(width: knownSize.horizontal ?? 20, height: knownSize.vertical ?? 20)
    }
}

/// `track-grid-layout-1k/10k/100k` (Contracts.md, "Benchmark output"): Taffy's grid benchmark — `taffyBenchmarkGrid`
/// laid out exactly as Taffy's benchmark lays out its root: in max-content available space
/// in both axes (the root is sized to its content), so fr, auto and percentage tracks
/// resolve as they do there. `track-grid-layout-100k-dense` is the 100k grid with dense
/// packing. Setup happens outside `run`.
func trackGridBenchmarks() -> [Benchmark] {
    [("1k", 31, false), ("10k", 100, false), ("100k", 316, false), ("100k-dense", 316, true)].map { label, n, dense in
        Benchmark("track-grid-layout-\(label)") {
            // Built in the setup, which runs only when the benchmark is selected.
            let grid = taffyBenchmarkGrid(n, dense: dense)
            let input = TrackGridInput(availableSpace: GridAxisPair(.maxContent))
            return {
                var measurer = FixedMeasurer()
                let result = layoutTrackGrid(style: grid.style, items: grid.items, input: input, measurer: &measurer)
                precondition(result.itemFrames.count == n * n)
            }
        }
    }
}

/// `track-grid-layout-nested-4x5x5` (issue 33; Performance article): a 4x4 grid of 5x5 grids of 5x5
/// grids of 20x20 leaves (417 grids, 10,000 leaves, `NestedGridBenchmark`), one cold layout
/// per call through the conformance runner's tree: every node's remembered measurements are
/// dropped before it with the clock stopped.
func nestedTrackGridBenchmarks() -> [Benchmark] {
    [Benchmark("track-grid-layout-nested-4x5x5") {
        let tree = NestedGridBenchmark()
        precondition(tree.gridCount == 417 && tree.leafCount == 10_000)
        tree.layout()
        precondition(tree.leafFrames.allSatisfy { $0.width == 20 && $0.height == 20 }, "nested benchmark: a leaf is not 20x20")
        let reference = tree.frames
        tree.dropCaches()
        tree.layout()
        precondition(tree.frames == reference, "nested benchmark: a cold layout differs from the first")
        return Benchmark.Body(prepare: { tree.dropCaches() }, run: { tree.layout() })
    }]
}
