import TesseraGeometry

/// A grid item that is itself a grid container with `grid-template-columns: subgrid` and/or
/// `grid-template-rows: subgrid` (CSS Grid 2 §9, Subgrids): what its parent grid needs to know
/// to lay it out in its own tracks.
///
/// Contract: `style` is the subgrid's container style; `style.subgrid` names the subgridded
/// axes (an axis not subgridded keeps `style`'s own track list). `items` are the subgrid's own
/// children, in order (their own `subgrid` nests further). `gap` is the subgrid's own
/// `column-gap`/`row-gap` where set; nil is `normal`, which inside a subgridded axis means the
/// parent's gap (§9: a different gap is applied as half-difference margins on the items).
///
/// Set on ``TrackGridItemStyle/subgrid`` of the item. The parent then places the subgrid's
/// items in its own tracks (clamped to the subgrid's span, no implicit tracks in a subgridded
/// axis), lets them take part in its track sizing with the subgrid's margin, border and
/// padding as extra margin at the subgrid's edges, stretches the subgrid over its area in the
/// subgridded axes (its size, min/max size and self-alignment ignored there) and reports the
/// subgrid's resulting tracks in ``TrackGridLayoutResult/subgridStyles``. Items reach the
/// measurer through ``TrackGridMeasurer/measureSubgridItem(path:style:knownSize:availableSpace:containingBlock:)``.
/// A grid whose `style.subgrid` is set but which is laid out on its own (no grid parent) treats
/// the subgridded axis as `none` (§9).
public final class TrackGridSubgrid: Hashable, Sendable {
    public let style: TrackGridStyle
    public let items: [TrackGridItemStyle]
    public let gap: GridAxisPair<GridLength?>

    public init(style: TrackGridStyle, items: [TrackGridItemStyle], gap: GridAxisPair<GridLength?> = .init(nil)) {
        self.style = style; self.items = items; self.gap = gap
    }

    /// Whether some axis is subgridded.
    @inlinable public var isSubgridded: Bool { style.subgrid.horizontal || style.subgrid.vertical }

    public static func == (l: TrackGridSubgrid, r: TrackGridSubgrid) -> Bool {
        l === r || (l.style == r.style && l.items == r.items && l.gap == r.gap)
    }

    public func hash(into h: inout Hasher) {
        h.combine(style); h.combine(items); h.combine(gap)
    }
}
