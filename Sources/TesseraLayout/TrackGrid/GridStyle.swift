import TesseraGeometry

/// `box-sizing` (CSS Sizing 3 §4.1): whether `width`/`height` measure the border box or the
/// content box.
public enum GridBoxSizing: Hashable, Sendable { case borderBox, contentBox }

/// The inline base direction (CSS Writing Modes 4 §2.1). Right-to-left mirrors the column axis.
public enum GridDirection: Hashable, Sendable { case ltr, rtl }

/// The CSS box model of one box (CSS Box 4, CSS Sizing 3 §§3–5): preferred/min/max sizes,
/// margins, padding, borders, `aspect-ratio` (width / height) and `box-sizing`. Shared by grid
/// containers and grid items.
public struct GridBoxStyle: Hashable, Sendable {
    public var size = GridAxisPair<GridSize>(.auto)
    public var minSize = GridAxisPair<GridSize>(.auto)
    /// `auto` means `none`.
    public var maxSize = GridAxisPair<GridSize>(.auto)
    public var margin = GridEdges<GridLengthAuto>(.px(0))
    public var padding = GridEdges<GridLength>(.zero)
    public var border = GridEdges<GridLength>(.zero)
    public var aspectRatio: Double?
    public var boxSizing: GridBoxSizing = .borderBox
    /// Whether the box is a scroll container (`overflow` other than `visible`) per axis; a
    /// scroll container's automatic minimum size is zero (CSS Grid 2 §6.6).
    public var isScrollContainer = GridAxisPair<Bool>(false)
    /// The space scrollbars take inside the border (CSS Overflow 3 §3, scrollbar gutters), per
    /// axis: `.horizontal` is the width of the vertical scrollbar (`overflow-y: scroll`), at
    /// the inline end (right in left-to-right, left in right-to-left, as Chromium places it);
    /// `.vertical` the height of the horizontal one (`overflow-x: scroll`), at the bottom.
    /// The content box shrinks by it (never below zero); `width`/`height` keep naming the
    /// border box or the content box plus the gutter, as in browsers. Negative or non-finite
    /// values count as zero.
    public var scrollbarGutter = GridAxisPair<Double>(0)
    /// Per axis of `scrollbarGutter`: whether that gutter is kept only when the content
    /// overflows the box (`overflow: auto`: the vertical scrollbar's width when the rows
    /// overflow the height, the horizontal one's height when the columns overflow the width)
    /// instead of always (`overflow: scroll`). The grid is then laid out again with it.
    public var scrollbarGutterIfOverflowing = GridAxisPair<Bool>(false)

    public init() {}

    /// Padding plus border at the start and end of `axis`, percentages against `widthBasis`
    /// (the containing block's inline size, CSS Box 4 §4).
    @inlinable public func paddingBorder(_ axis: Axis, widthBasis: Double?) -> (start: Double, end: Double) {
        let s = padding.start(axis).resolveOrZero(widthBasis) + border.start(axis).resolveOrZero(widthBasis)
        let e = padding.end(axis).resolveOrZero(widthBasis) + border.end(axis).resolveOrZero(widthBasis)
        return (Swift.max(0, s), Swift.max(0, e))
    }

    /// Margins at the start and end of `axis` (`auto` as zero), against `widthBasis`.
    @inlinable public func margins(_ axis: Axis, widthBasis: Double?) -> (start: Double, end: Double) {
        (margin.start(axis).resolveOrZero(widthBasis), margin.end(axis).resolveOrZero(widthBasis))
    }

    /// A size property resolved to a border-box length: percentages against `basis`,
    /// content-box lengths grown by `paddingBorder`. `nil` for `auto`, keywords and percentages
    /// of an indefinite basis.
    @inlinable func borderBoxLength(_ value: GridSize, basis: Double?, paddingBorder: Double) -> Double? {
        guard var v = value.resolve(basis), v.isFinite || v == .infinity else { return nil }
        if boxSizing == .contentBox { v += paddingBorder }
        return Swift.max(v, paddingBorder)
    }
}

/// The style of a grid container (CSS Grid 2 §7 grid definition, §7.7–7.8 auto flow and auto
/// tracks, §10 alignment, CSS Box Alignment 3 §8 gaps) together with its own box.
public struct TrackGridStyle: Hashable, Sendable {
    public var templateColumns: [GridTrackListItem] = []
    public var templateRows: [GridTrackListItem] = []
    public var autoColumns: [TrackSizingFunction] = []
    public var autoRows: [TrackSizingFunction] = []
    public var autoFlow: GridAutoFlow = .row
    public var columnGap: GridLength = .zero
    public var rowGap: GridLength = .zero
    public var justifyContent: GridContentAlignment = .normal
    public var alignContent: GridContentAlignment = .normal
    public var justifyItems: GridItemAlignment = .normal
    public var alignItems: GridItemAlignment = .normal
    public var direction: GridDirection = .ltr
    /// `writing-mode` (CSS Writing Modes 4 §3.1; ``GridWritingMode``): in a vertical mode the
    /// columns run down the screen and the rows across it. `box`, the items' boxes and `inset`
    /// stay physical; the engine maps them (GridWritingMode.swift).
    public var writingMode: GridWritingMode = .horizontalTB
    public var box = GridBoxStyle()
    /// `grid-template-areas` (CSS Grid 2 §7.3); nil is `none`.
    public var templateAreas: GridTemplateAreas?
    /// `grid-template-columns: subgrid` / `grid-template-rows: subgrid` per axis (CSS Grid 2
    /// §9): the axis takes its tracks from the parent grid (see ``TrackGridSubgrid``); the
    /// axis's own template is not used. Laid out without a grid parent, such an axis is `none`.
    public var subgrid = GridAxisPair<Bool>(false)
    /// The line name lists of a subgridded axis (`subgrid [a] [b c]`, CSS Grid 2 §9): list k
    /// names line k + 1 of the subgrid, in addition to the names its parent's lines carry there;
    /// lists beyond the subgrid's lines are ignored.
    public var subgridLineNames = GridAxisPair<[[String]]>([])
    /// Set on the styles the engine derives for a subgrid (``TrackGridLayoutResult/subgridStyles``):
    /// items are clamped to the explicit grid in that axis, which has no implicit tracks (§9).
    var clampsToExplicitGrid = GridAxisPair<Bool>(false)
    /// With it, each track's start and end from the content edge ([s0, e0, s1, e1, …]), which
    /// replace the aligned tracks (a track of a subgrid may end before it starts, §9).
    var fixedTrackEdges = GridAxisPair<[Double]>([])

    public init() {}

    /// The template of `axis` (`.horizontal`: columns).
    @inlinable public func template(_ axis: Axis) -> [GridTrackListItem] {
        axis == .horizontal ? templateColumns : templateRows
    }
    @inlinable public func autoTracks(_ axis: Axis) -> [TrackSizingFunction] {
        axis == .horizontal ? autoColumns : autoRows
    }
    @inlinable public func gap(_ axis: Axis) -> GridLength { axis == .horizontal ? columnGap : rowGap }
    @inlinable public func contentAlignment(_ axis: Axis) -> GridContentAlignment {
        axis == .horizontal ? justifyContent : alignContent
    }
    @inlinable public func itemsAlignment(_ axis: Axis) -> GridItemAlignment {
        axis == .horizontal ? justifyItems : alignItems
    }
}

/// The style of one grid item (CSS Grid 2 §8 placement, §10.3–10.4 self alignment) together
/// with its box. `isHidden` is `display: none`: the item takes no place and gets a zero frame.
/// `isAbsolutelyPositioned` is `position: absolute` (CSS Grid 2 §9): the item takes no part in
/// placement or track sizing; its containing block is the grid area its lines name (`auto`
/// lines: the container's padding edges) and `inset` places it there (AbsolutePositioning.swift).
public struct TrackGridItemStyle: Hashable, Sendable {
    public var column: GridLinePair = .auto
    public var row: GridLinePair = .auto
    public var justifySelf: GridItemAlignment?
    public var alignSelf: GridItemAlignment?
    public var box = GridBoxStyle()
    public var isHidden = false
    public var isAbsolutelyPositioned = false
    /// `top`/`left`/`bottom`/`right` of an absolutely positioned item (CSS Position 3 §3.1).
    public var inset = GridEdges<GridLengthAuto>(.auto)
    /// The item's own inline direction where it differs from the container's (`self-start` /
    /// `self-end` follow it, CSS Box Alignment 3 §4.2); nil: the container's.
    public var direction: GridDirection?
    /// The item's subgrid, when it is a grid container with a subgridded axis (CSS Grid 2 §9).
    public var subgrid: TrackGridSubgrid?
    /// CSS `order` (CSS Grid 2 §4.4, CSS Flexbox 1 §5.4): auto-placement visits items in
    /// order-modified document order, ascending `order` and then source order. Any value is
    /// accepted; readers of CSS clamp to the 32-bit range as browsers do (``GridOrderKey``).
    public var order = 0

    public init() {}

    @inlinable public func placement(_ axis: Axis) -> GridLinePair { axis == .horizontal ? column : row }
    @inlinable public func selfAlignment(_ axis: Axis) -> GridItemAlignment? {
        axis == .horizontal ? justifySelf : alignSelf
    }
}
