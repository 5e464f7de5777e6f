import TesseraFuzzing
import TesseraGeometry
import TesseraConformance
import TesseraLayout

/// Placement-heavy track grid layouts (CSS Grid 2 §8.5), the cases that were quadratic or
/// memory-bound before placement became sparse:
/// - `track-grid-placement-dense-3k`: 3,000 auto-placed items spanning 1–3 columns and 1–2
///   rows, `grid-auto-flow: row dense`, 12 auto columns (took > 30 s with a cell matrix).
/// - `track-grid-placement-span-1000-100k`: 100,000 items each spanning 1000×1000 tracks,
///   placed by line numbers (starts 1…1000 in both axes), 20×20 px items (a cell matrix of
///   that grid needed gigabytes). Target ≤ 2 s and ≤ 200 MB.
/// Both are laid out in max-content space, like Taffy's root.
func trackGridPlacementBenchmarks() -> [Benchmark] {
    [
        Benchmark("track-grid-placement-dense-3k") {
            var rng = SeededRandom(seed: 0xDE75E)
            var style = TrackGridStyle()
            style.templateColumns = (0..<12).map { _ in .track(.auto) }
            style.autoFlow = GridAutoFlow(.row, dense: true)
            let items: [TrackGridItemStyle] = (0..<3000).map { _ in
                var item = TrackGridItemStyle()
                item.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
                item.column = GridLinePair(start: .span(1 + Int(rng.next() % 3)), end: .auto)
                item.row = GridLinePair(start: .span(1 + Int(rng.next() % 2)), end: .auto)
                return item
            }
            let input = TrackGridInput(availableSpace: GridAxisPair(.maxContent))
            return {
                var measurer = FixedMeasurer()
                let result = layoutTrackGrid(style: style, items: items, input: input, measurer: &measurer)
                precondition(result.itemFrames.count == 3000)
            }
        },
        Benchmark("track-grid-placement-span-1000-100k") {
            var rng = SeededRandom(seed: 0x5BA1000)
            let style = TrackGridStyle()
            let items: [TrackGridItemStyle] = (0..<100_000).map { _ in
                var item = TrackGridItemStyle()
                item.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
                item.column = GridLinePair(start: .line(1 + Int(rng.next() % 1000)), end: .span(1000))
                item.row = GridLinePair(start: .line(1 + Int(rng.next() % 1000)), end: .span(1000))
                return item
            }
            let input = TrackGridInput(availableSpace: GridAxisPair(.maxContent))
            return {
                var measurer = FixedMeasurer()
                let result = layoutTrackGrid(style: style, items: items, input: input, measurer: &measurer)
                precondition(result.columnSizes.count == 1999 && result.rowSizes.count == 1999)
            }
        },
    ]
}
