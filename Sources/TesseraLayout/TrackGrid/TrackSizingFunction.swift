/// The minimum half of a track sizing function (CSS Grid 2 §7.2.4 `minmax()`): what a track's
/// base size starts from. A flexible `fr` value is not allowed here; `fr` as a minimum is
/// reported and treated as `auto`.
public enum MinTrackSizing: Hashable, Sendable {
    case length(GridLength)
    case auto
    case minContent
    case maxContent
}

/// The maximum half of a track sizing function (CSS Grid 2 §7.2.4): what a track's growth limit
/// starts from. `fitContent` is `fit-content(limit)`, `fr` a flexible factor (§7.2.3).
public enum MaxTrackSizing: Hashable, Sendable {
    case length(GridLength)
    case auto
    case minContent
    case maxContent
    case fitContent(GridLength)
    case fr(Double)
}

/// A track sizing function (CSS Grid 2 §7.2.4): a `minmax(min, max)` pair. The single-value
/// forms expand as the spec says: a length `L` is `minmax(L, L)`, `auto` is
/// `minmax(auto, auto)`, `Nfr` is `minmax(auto, Nfr)`, `fit-content(L)` is
/// `minmax(auto, fit-content(L))`.
public struct TrackSizingFunction: Hashable, Sendable {
    public var min: MinTrackSizing
    public var max: MaxTrackSizing

    @inlinable public init(min: MinTrackSizing, max: MaxTrackSizing) { self.min = min; self.max = max }

    /// A fixed track of `v` points.
    public static func px(_ v: Double) -> TrackSizingFunction { .init(min: .length(.px(v)), max: .length(.px(v))) }
    /// A fixed track of a fraction (`0.3` = 30%) of the grid container's content box.
    public static func percent(_ p: Double) -> TrackSizingFunction {
        .init(min: .length(.percent(p)), max: .length(.percent(p)))
    }
    /// A flexible track: `minmax(auto, <flex>fr)` (§7.2.3).
    public static func fr(_ f: Double) -> TrackSizingFunction { .init(min: .auto, max: .fr(f)) }
    public static let auto = TrackSizingFunction(min: .auto, max: .auto)
    public static let minContent = TrackSizingFunction(min: .minContent, max: .minContent)
    public static let maxContent = TrackSizingFunction(min: .maxContent, max: .maxContent)
    /// `fit-content(limit)`: `minmax(auto, max-content)` clamped at `limit` (§7.2.4).
    public static func fitContent(_ limit: GridLength) -> TrackSizingFunction {
        .init(min: .auto, max: .fitContent(limit))
    }
    public static func minmax(_ min: MinTrackSizing, _ max: MaxTrackSizing) -> TrackSizingFunction {
        .init(min: min, max: max)
    }
}

/// How many times a `repeat()` repeats (CSS Grid 2 §7.2.3): a count, or as many as fit
/// (`auto-fill`), with empty repetitions collapsed (`auto-fit`).
public enum GridRepeatCount: Hashable, Sendable {
    case count(Int)
    case autoFill
    case autoFit
}

/// One entry of a `grid-template-rows/columns` track list (CSS Grid 2 §7.2): a track, a set of
/// line names (`[a b]`), or a `repeat()` of tracks and line names.
public indirect enum GridTrackListItem: Hashable, Sendable {
    case track(TrackSizingFunction)
    case lineNames([String])
    case `repeat`(GridRepeatCount, [GridTrackListItem])
}

extension TrackSizingFunction {
    /// Whether the minimum or maximum (or a fit-content limit) is a percentage.
    @inlinable public var usesPercent: Bool {
        if case .length(.percent) = min { return true }
        switch max {
        case .length(.percent), .fitContent(.percent): return true
        default: return false
        }
    }
}

extension GridLength {
    /// Whether the length is a percentage.
    @inlinable public var isPercent: Bool { if case .percent = self { return true } else { return false } }
}
