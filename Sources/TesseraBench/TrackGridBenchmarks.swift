import TesseraGeometry
import TesseraLayout

/// SplitMix64: a small deterministic PRNG, so every run draws the same tracks.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0..<100.
    mutating func percent() -> Int { Int(next() % 100) }
}

/// A track drawn from Taffy's benchmark mix: auto 10%, min-content 10%, max-content 10%,
/// 1fr 20%, minmax(0, 1fr) 10%, 40px 20%, 30% 20%.
private func randomTrack(_ rng: inout SplitMix64) -> GridTrackListItem {
    let p = rng.percent()
    let t: TrackSizingFunction
    switch p {
    case 0..<10: t = .auto
    case 10..<20: t = .minContent
    case 20..<30: t = .maxContent
    case 30..<50: t = .fr(1)
    case 50..<60: t = .minmax(.length(.px(0)), .fr(1))
    case 60..<80: t = .px(40)
    default: t = .percent(0.3)
    }
    return .track(t)
}

/// Measures nothing: every benchmark item has a fixed 20×20 size.
private struct FixedMeasurer: TrackGridMeasurer {
    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        Size(width: knownSize.horizontal ?? 20, height: knownSize.vertical ?? 20)
    }
}

/// `track-grid-layout-1k/10k/100k` (DESIGN §3.6): Taffy's grid benchmark shape — an n×n grid
/// of auto-placed 20×20 px items in 12000×12000 px of available space, each track drawn with
/// a fixed seed from the mix above. Setup happens outside `run`.
func trackGridBenchmarks() -> [Benchmark] {
    [("1k", 31), ("10k", 100), ("100k", 316)].map { label, n in
        Benchmark("track-grid-layout-\(label)") {
            // Built in the setup, which runs only when the benchmark is selected.
            var rng = SplitMix64(state: 0x7E55_E7A0 &+ UInt64(n))
            var style = TrackGridStyle()
            style.templateColumns = (0..<n).map { _ in randomTrack(&rng) }
            style.templateRows = (0..<n).map { _ in randomTrack(&rng) }
            var item = TrackGridItemStyle()
            item.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
            let items = [TrackGridItemStyle](repeating: item, count: n * n)
            let input = TrackGridInput(availableSpace: GridAxisPair(horizontal: .definite(12000), vertical: .definite(12000)))
            return {
                var measurer = FixedMeasurer()
                let result = layoutTrackGrid(style: style, items: items, input: input, measurer: &measurer)
                precondition(result.itemFrames.count == n * n)
            }
        }
    }
}
