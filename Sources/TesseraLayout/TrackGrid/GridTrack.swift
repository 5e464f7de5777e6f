/// A track's minimum sizing function after percentages were resolved for one sizing pass
/// (CSS Grid 2 §11.4: a percentage of an indefinite size behaves as `auto`, §7.2.4).
enum ResolvedMinSizing: Equatable {
    case fixed(Double), auto, minContent, maxContent
}

/// A track's maximum sizing function after percentages were resolved for one sizing pass.
enum ResolvedMaxSizing: Equatable {
    case fixed(Double), auto, minContent, maxContent, fitContent(Double), flex(Double)
}

/// One track of the implicit grid while the track sizing algorithm runs (CSS Grid 2 §11.4):
/// its sizing functions, base size, growth limit and the scratch values of §11.5.1.
struct SizingTrack {
    var minSizing: ResolvedMinSizing = .auto
    var maxSizing: ResolvedMaxSizing = .auto
    /// An empty `auto-fit` repetition (§7.2.3.2): sized as `0px` and its gutters collapse.
    var isCollapsed = false
    var baseSize = 0.0
    var growthLimit = 0.0
    var infinitelyGrowable = false
    var plannedIncrease = 0.0
    var itemIncurredIncrease = 0.0
    /// Start offset in the container's border box after alignment (logical direction).
    var offset = 0.0

    init() {}

    /// Resolves the percentages of `function` against `basis` (the content-box size, nil when
    /// indefinite).
    mutating func resolveSizingFunctions(_ function: TrackSizingFunction, basis: Double?) {
        if isCollapsed { minSizing = .fixed(0); maxSizing = .fixed(0); return }
        switch function.min {
        case .length(let l): minSizing = l.resolve(basis).map { .fixed($0) } ?? .auto
        case .auto: minSizing = .auto
        case .minContent: minSizing = .minContent
        case .maxContent: minSizing = .maxContent
        }
        switch function.max {
        case .length(let l): maxSizing = l.resolve(basis).map { .fixed($0) } ?? .auto
        case .auto: maxSizing = .auto
        case .minContent: maxSizing = .minContent
        case .maxContent: maxSizing = .maxContent
        case .fitContent(let l): maxSizing = l.resolve(basis).map { .fitContent($0) } ?? .maxContent
        case .fr(let f): maxSizing = .flex(f)
        }
    }

    @inlinable var isFlexible: Bool { if case .flex = maxSizing { return true } else { return false } }
    @inlinable var flexFactor: Double { if case .flex(let f) = maxSizing { return f } else { return 0 } }
    @inlinable var hasIntrinsicMin: Bool { if case .fixed = minSizing { return false } else { return true } }
    /// min-content, max-content or auto minimum (fit-content and fr have `auto` minimums).
    @inlinable var hasIntrinsicMax: Bool {
        switch maxSizing {
        case .fixed, .flex: return false
        default: return true
        }
    }
    /// `max-content`, `auto` (which behaves as max-content as a maximum) or `fit-content()`.
    @inlinable var hasMaxContentMax: Bool {
        switch maxSizing {
        case .maxContent, .auto, .fitContent: return true
        default: return false
        }
    }
    @inlinable var fitContentLimit: Double? { if case .fitContent(let l) = maxSizing { return l } else { return nil } }
    /// The fixed maximum (or fit-content argument) used to limit contributions, if any.
    @inlinable var fixedMaxLimit: Double? {
        switch maxSizing {
        case .fixed(let v): return v
        case .fitContent(let v): return v
        default: return nil
        }
    }
    /// The growth limit used where an infinite one counts as the base size (§11.5.1 step 2.1).
    @inlinable var finiteGrowthLimit: Double { growthLimit.isFinite ? growthLimit : baseSize }
}

/// Builds the sizing functions of the tracks of one axis of the implicit grid (§7.5): implicit tracks before the
/// explicit grid, the explicit tracks, implicit tracks after it. Implicit tracks take their
/// sizes from `grid-auto-rows/columns` (§7.6), the pattern repeating forwards after the explicit
/// grid and backwards before it.
func buildImplicitTracks(
    explicit: ExplicitTrackList, autoTracks: [TrackSizingFunction], lines: ClosedRange<Int>
) -> [TrackSizingFunction] {
    let auto = autoTracks.isEmpty ? [TrackSizingFunction.auto] : autoTracks
    let m = auto.count
    let before = -lines.lowerBound
    let after = lines.upperBound - explicit.tracks.count
    var tracks: [TrackSizingFunction] = []
    tracks.reserveCapacity(before + explicit.tracks.count + after)
    // When every item sits before the explicit grid of an axis without explicit tracks, the
    // implicit grid ends at the last item's line (`upperBound` < 0).
    for j in stride(from: before, to: Swift.max(0, -lines.upperBound), by: -1) {
        // The track j positions before the explicit grid uses auto[m - 1 - ((j - 1) % m)].
        tracks.append(auto[m - 1 - ((j - 1) % m)])
    }
    tracks.append(contentsOf: explicit.tracks)
    // Tracks that only `grid-template-areas` defines already took the first sizes (Chrome).
    if after > 0 { for j in 0..<after { tracks.append(auto[(j + explicit.areaTracks) % m]) } }
    return tracks
}
