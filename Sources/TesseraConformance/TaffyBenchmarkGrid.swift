import TesseraLayout

/// SplitMix64: a small deterministic PRNG, so every run draws the same tracks (the same
/// generator as `Tools/chrome-diff/taffy_bench.py`, which has Chromium lay the grid out).
public struct SplitMix64: Sendable {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0..<100.
    public mutating func percent() -> Int { Int(next() % 100) }
}

/// A track drawn from Taffy's grid benchmark mix: auto 10%, min-content 10%, max-content 10%,
/// 1fr 20%, minmax(0, 1fr) 10%, 40px 20%, 30% 20%.
func taffyBenchmarkTrack(_ rng: inout SplitMix64) -> GridTrackListItem {
    let t: TrackSizingFunction
    switch rng.percent() {
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

/// The grid of Taffy's grid benchmark (`track-grid-layout-*`): n×n tracks drawn with a fixed
/// seed from the mix above (columns first, then rows) and n² auto-placed 20×20 px items;
/// `dense` packs them with `grid-auto-flow: row dense`. Taffy lays its root out in
/// max-content space in both axes; `Tests/TesseraConformanceTests/taffy-benchmark-grid-1k.json`
/// holds Chromium's layout of the 31×31 grid for checking the frames.
public func taffyBenchmarkGrid(_ n: Int, dense: Bool = false) -> (style: TrackGridStyle, items: [TrackGridItemStyle]) {
    var rng = SplitMix64(state: 0x7E55_E7A0 &+ UInt64(n))
    var style = TrackGridStyle()
    style.templateColumns = (0..<n).map { _ in taffyBenchmarkTrack(&rng) }
    style.templateRows = (0..<n).map { _ in taffyBenchmarkTrack(&rng) }
    if dense { style.autoFlow = GridAutoFlow(.row, dense: true) }
    var item = TrackGridItemStyle()
    item.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
    return (style, [TrackGridItemStyle](repeating: item, count: n * n))
}
