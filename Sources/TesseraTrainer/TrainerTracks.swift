/// The track-grid mode's options: exyte/Grid's `Grid(tracks:flow:spacing:)` and its grid
/// modifiers, laid out by Tessera's CSS grid engine (`TrackGrid`).

/// One bound of a `.minmax` track (CSS Grid 2 §7.2.4): points, `auto`, `min-content`,
/// `max-content`, or (as a maximum only) a flexible `fr` factor.
public enum TrainerTrackBound: Sendable, Hashable {
    case pt(Double), auto, minContent, maxContent, fr(Double)
}

/// A track size in exyte's vocabulary: `.pt(N)`, `.fr(N)`, `.fit`, `.auto`, `.minmax(MIN, MAX)`.
public enum TrainerTrack: Sendable, Hashable {
    case pt(Double), fr(Double), fit, auto
    case minmax(TrainerTrackBound, TrainerTrackBound)

    /// The editor's kinds, in picker order.
    public enum Kind: String, CaseIterable, Sendable { case pt, fr, fit, auto, minmax }

    /// This track's kind.
    public var kind: Kind {
        switch self { case .pt: .pt; case .fr: .fr; case .fit: .fit; case .auto: .auto; case .minmax: .minmax }
    }

    /// The track's number (points or fraction), when it has one.
    public var amount: Double? {
        switch self { case .pt(let v), .fr(let v): v; default: nil }
    }

    /// A track of `kind` keeping this one's number where it makes sense (`.pt(80)` -> `.fr` is
    /// `.fr(1)`, a fraction being small; `.minmax` starts as `minmax(80pt, 1fr)`).
    public func converted(to kind: Kind) -> TrainerTrack {
        switch kind {
        case .pt: return .pt(kind == self.kind ? amount ?? 80 : 80)
        case .fr: return .fr(kind == self.kind ? amount ?? 1 : 1)
        case .fit: return .fit
        case .auto: return .auto
        case .minmax: if case .minmax = self { return self } else { return .minmax(.pt(80), .fr(1)) }
        }
    }
}

/// exyte's `GridFlow`.
public enum TrainerFlow: String, CaseIterable, Sendable, Hashable { case rows, columns }
/// exyte's `GridPacking`.
public enum TrainerPacking: String, CaseIterable, Sendable, Hashable { case sparse, dense }
/// exyte's `GridContentMode`.
public enum TrainerContentMode: String, CaseIterable, Sendable, Hashable { case fill, scroll }

/// The track grid's own options (the cells are the Trainer's rows flattened in reading order).
public struct TrainerTrackGrid: Sendable, Hashable {
    public var tracks: [TrainerTrack] = Array(repeating: .fit, count: 6)
    public var flow: TrainerFlow = .rows
    public var packing: TrainerPacking = .sparse
    public var contentMode: TrainerContentMode = .fill
    public var horizontalSpacing: Double = 5
    public var verticalSpacing: Double = 5
    /// `gridCommonItemsAlignment` (exyte's default: center).
    public var commonItemsAlignment: TrainerAlignment = .center
    /// `gridContentAlignment` (exyte's default: topLeading).
    public var contentAlignment: TrainerAlignment = .topLeading

    public init() {}
}

/// One item's track-grid options: `gridSpan(column:row:)`, `gridStart(column:row:)` (0-based
/// track indices, as in exyte's README) and `gridItemAlignment`.
public struct TrainerItemOptions: Sendable, Hashable {
    public var columnSpan: Int = 1
    public var rowSpan: Int = 1
    /// 0-based start track along columns (exyte's `gridStart(column:)`), nil = auto-placed.
    public var startColumn: Int?
    /// 0-based start track along rows, nil = auto-placed.
    public var startRow: Int?
    public var alignment: TrainerAlignment?

    public init() {}
}
