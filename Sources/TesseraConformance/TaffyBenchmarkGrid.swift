import TesseraFuzzing
import TesseraLayout

/// The kinds of track in Taffy's grid benchmark mix, in the order of their draw thresholds.
enum TaffyBenchmarkTrackKind {
    case auto, minContent, maxContent, fr, minmaxZeroFr, px40, percent30

    /// A kind drawn from the mix: auto 10%, min-content 10%, max-content 10%, 1fr 20%,
    /// minmax(0, 1fr) 10%, 40px 20%, 30% 20%.
    static func draw(_ rng: inout SeededRandom) -> TaffyBenchmarkTrackKind {
        switch rng.percent() {
        case 0..<10: return .auto
        case 10..<20: return .minContent
        case 20..<30: return .maxContent
        case 30..<50: return .fr
        case 50..<60: return .minmaxZeroFr
        case 60..<80: return .px40
        default: return .percent30
        }
    }

    var sizingFunction: TrackSizingFunction {
        switch self {
        case .auto: return .auto
        case .minContent: return .minContent
        case .maxContent: return .maxContent
        case .fr: return .fr(1)
        case .minmaxZeroFr: return .minmax(.length(.px(0)), .fr(1))
        case .px40: return .px(40)
        case .percent30: return .percent(0.3)
        }
    }

    /// The track as a taffy-grid-cases/1 track list entry (what the conformance runner reads).
    var caseJSON: [String: Any] {
        let size: [String: Any]
        switch self {
        case .auto: size = ["kind": "auto"]
        case .minContent: size = ["kind": "min-content"]
        case .maxContent: size = ["kind": "max-content"]
        case .fr: size = ["kind": "fr", "value": 1.0]
        case .minmaxZeroFr: size = ["kind": "minmax", "min": ["kind": "px", "value": 0.0], "max": ["kind": "fr", "value": 1.0]]
        case .px40: size = ["kind": "px", "value": 40.0]
        case .percent30: size = ["kind": "percent", "value": 30.0]
        }
        return ["type": "track", "size": size]
    }
}

/// A track drawn from Taffy's grid benchmark mix (``TaffyBenchmarkTrackKind/draw(_:)``).
func taffyBenchmarkTrack(_ rng: inout SeededRandom) -> GridTrackListItem {
    .track(TaffyBenchmarkTrackKind.draw(&rng).sizingFunction)
}

/// The grid of Taffy's grid benchmark (`track-grid-layout-*`): n×n tracks drawn with a fixed
/// seed from the mix above (columns first, then rows) and n² auto-placed 20×20 px items;
/// `dense` packs them with `grid-auto-flow: row dense`. Taffy lays its root out in
/// max-content space in both axes; `Tests/TesseraConformanceTests/taffy-benchmark-grid-1k.json`
/// holds Chromium's layout of the 31×31 grid for checking the frames.
public func taffyBenchmarkGrid(_ n: Int, dense: Bool = false) -> (style: TrackGridStyle, items: [TrackGridItemStyle]) {
    var rng = SeededRandom(seed: 0x7E55_E7A0 &+ UInt64(n))
    var style = TrackGridStyle()
    style.templateColumns = (0..<n).map { _ in taffyBenchmarkTrack(&rng) }
    style.templateRows = (0..<n).map { _ in taffyBenchmarkTrack(&rng) }
    if dense { style.autoFlow = GridAutoFlow(.row, dense: true) }
    var item = TrackGridItemStyle()
    item.box.size = GridAxisPair(horizontal: .px(20), vertical: .px(20))
    return (style, [TrackGridItemStyle](repeating: item, count: n * n))
}
