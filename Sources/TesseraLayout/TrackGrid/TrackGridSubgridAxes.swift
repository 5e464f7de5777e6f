import TesseraGeometry

/// The axes in which a track grid nested in another track grid is a **subgrid** (CSS Grid 2
/// §9, `grid-template-columns: subgrid` / `grid-template-rows: subgrid`): it has no tracks of
/// its own there; its items are placed in, and sized with, the parent's tracks that the nested
/// grid spans. Physical axes, whatever the grid's flow: `.columns` is always the horizontal
/// axis.
///
/// Contract: set with `TrackGrid`'s `.gridSubgrid(_:)` (or `tracks: .subgrid` for the tracks'
/// axis) or a layout spec's `"subgrid"`. The nested grid must be an item of the parent track
/// grid, directly or through wrappers that do not change its geometry beyond padding
/// (padding, backgrounds, overlays, cell decorations, effects): its padding then counts as the
/// subgrid's padding (extra margin on its edge items, §9). Through any other wrapper (a
/// frame, an offset, a fixed size, a stack) or without a track grid parent it is laid out as a
/// grid of its own whose subgridded axes have no explicit tracks (CSS `none`).
public struct GridSubgridAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The columns (horizontal axis) are the parent's.
    public static let columns = GridSubgridAxes(rawValue: 1)
    /// The rows (vertical axis) are the parent's.
    public static let rows = GridSubgridAxes(rawValue: 2)
    /// Both axes are the parent's.
    public static let both: GridSubgridAxes = [.columns, .rows]

    /// The axes as the engine's per-axis flags (``TrackGridStyle/subgrid``).
    public var axisPair: GridAxisPair<Bool> { GridAxisPair(horizontal: contains(.columns), vertical: contains(.rows)) }
}

/// The layout value by which a track grid finds its subgrid items: set on the node of a track
/// grid that has subgridded axes and copied outward by wrappers, like every layout value, so
/// the parent grid only looks closer at the items that carry it.
public struct GridSubgridKey: LayoutValueKey {
    public static let defaultValue: GridSubgridAxes = []
}

/// A layout a track grid looks through to find a subgrid among its items (CSS Grid 2 §9): a
/// wrapper whose first subview is its content, sized as the wrapper less `subgridInsets` and
/// placed in the wrapper's bounds less them (padding), the other subviews drawn around it
/// (backgrounds, overlays). The insets count as the subgrid's padding.
public protocol SubgridTransparentLayout {
    var subgridInsets: EdgeInsets { get }
}

/// A layout that is a track grid (``TrackGridLayout`` itself, or a view layer's layout built on
/// it): what a parent track grid reads from a nested grid to lay it out as a subgrid.
public protocol TrackGridLayoutProviding {
    var trackGridLayout: TrackGridLayout { get }
}

extension PaddingLayout: SubgridTransparentLayout {
    public var subgridInsets: EdgeInsets { insets }
}

extension OverlayLayout: SubgridTransparentLayout {
    public var subgridInsets: EdgeInsets { EdgeInsets() }
}
