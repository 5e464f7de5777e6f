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
