import TesseraGeometry

/// A track size in exyte/Grid's vocabulary, mapped onto a CSS track sizing function
/// (CSS Grid 2 §7.2.4): `.pt(N)` is `Npx`, `.fr(N)` is `Nfr`, `.fit` sizes to content without
/// stretching (`minmax(auto, max-content)`), `.auto` is CSS `auto` (content-sized and stretched
/// into leftover space, §11.8), `.minmax` any pair.
public enum GridTrack: Hashable, Sendable {
    case pt(Double)
    case fr(Double)
    case fit
    case auto
    case minmax(MinTrackSizing, MaxTrackSizing)

    /// The CSS sizing function.
    public var sizingFunction: TrackSizingFunction {
        switch self {
        case .pt(let v): return .px(v)
        case .fr(let f): return .fr(f)
        case .fit: return .minmax(.auto, .maxContent)
        case .auto: return .auto
        case .minmax(let a, let b): return .minmax(a, b)
        }
    }
}

/// The tracks of a `TrackGrid`: a list, a count of `1fr` tracks (exyte's `tracks: 3`), or
/// ``subgrid``: the parent track grid's tracks (CSS Grid 2 §9, `grid-template-columns: subgrid`
/// for `flow: .rows`, `grid-template-rows: subgrid` for `.columns`).
public struct GridTracks: Hashable, Sendable, ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral {
    public var tracks: [GridTrack]
    /// The tracks are the parent grid's (``subgrid``); `tracks` is then empty and unused.
    public private(set) var isSubgrid = false
    public init(_ tracks: [GridTrack]) { self.tracks = tracks }
    public init(arrayLiteral elements: GridTrack...) { tracks = elements }
    /// `count` flexible tracks of `1fr`; a count below 1 is clamped to 1.
    public init(integerLiteral count: Int) { tracks = Array(repeating: .fr(1), count: Swift.max(1, count)) }
    public static func count(_ n: Int) -> GridTracks { GridTracks(integerLiteral: n) }
    /// The tracks of the parent track grid in the axis the tracks define (the columns for
    /// `flow: .rows`, the rows for `.columns`): the grid is a subgrid there (CSS Grid 2 §9; see
    /// ``GridSubgridAxes``). Without a track grid parent the axis has no explicit tracks (CSS
    /// `none`).
    public static var subgrid: GridTracks { var t = GridTracks([]); t.isSubgrid = true; return t }
}

/// The axis auto-placed items fill first (exyte `GridFlow`): `.rows` fills each row and adds
/// rows (the tracks are columns); `.columns` fills each column and adds columns.
public enum GridFlow: Hashable, Sendable { case rows, columns }

/// Whether auto-placement back-fills holes (exyte `GridPacking`, CSS `dense`).
public enum GridPacking: Hashable, Sendable { case sparse, dense }

/// exyte `GridContentMode`: `.fill` makes the tracks along the flow share the proposed space
/// (implicit tracks are `1fr`); `.scroll` sizes them to content and the grid grows along the
/// flow regardless of the proposal.
public enum GridContentMode: Hashable, Sendable { case fill, scroll }

/// Gaps between tracks (exyte `GridSpacing`): one number for both axes or `[horizontal,
/// vertical]`. Unlike exyte (half-spacing padding around every cell) spacing is a CSS gutter
/// between tracks only (see DEVIATIONS.md).
public struct GridSpacing: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
    public init(floatLiteral v: Double) { horizontal = v; vertical = v }
    public init(integerLiteral v: Int) { horizontal = Double(v); vertical = Double(v) }
    /// `[h, v]`; one element means both; none means 0.
    public init(arrayLiteral elements: Double...) {
        horizontal = elements.first ?? 0
        vertical = elements.count > 1 ? elements[1] : horizontal
    }
    /// exyte's default spacing of 5 points.
    public static let `default` = GridSpacing(floatLiteral: 5)
}

/// `gridSpan(column:row:)`: how many tracks an item spans (default 1 × 1).
public struct GridSpanKey: LayoutValueKey {
    public static let defaultValue = GridItemSpan(column: 1, row: 1)
}

public struct GridItemSpan: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public init(column: Int = 1, row: Int = 1) { self.column = column; self.row = row }
}

/// `gridStart(column:row:)`: the 0-based track an item starts at (exyte's indices), or nil
/// for auto-placement in that axis.
public struct GridStartKey: LayoutValueKey {
    public static let defaultValue = GridItemStart(column: nil, row: nil)
}

public struct GridItemStart: Hashable, Sendable {
    public var column: Int?
    public var row: Int?
    public init(column: Int? = nil, row: Int? = nil) { self.column = column; self.row = row }
}

/// `gridItemAlignment(_:)`: how one item sits in its cell (overrides the grid's common items
/// alignment).
public struct GridItemAlignmentKey: LayoutValueKey {
    public static let defaultValue: Alignment? = nil
}
