import TesseraGeometry

/// The track grid as a ``Layout`` (exyte/Grid's API over the CSS grid engine, CSS Grid 2 §11):
/// `tracks` define the columns (`flow: .rows`) or the rows (`flow: .columns`), items are
/// auto-placed (`gridStart`/`gridSpan` layout values pin and span them), and every item is
/// proposed its cell and aligned in it. Where this follows CSS rather than exyte see
/// DEVIATIONS.md.
///
/// Subgrids (CSS Grid 2 §9): a nested track grid with ``subgrid`` axes (or `tracks: .subgrid`)
/// that is an item of this grid, directly or through ``SubgridTransparentLayout`` wrappers, has
/// its items placed in and sized with this grid's tracks; this grid then hands it the tracks
/// the engine resolved (``TrackGridLayoutResult/subgridStyles``) before placing it, and it lays
/// its items out in them (TrackGridLayout+Subgrid.swift).
public struct TrackGridLayout: Layout, Sendable {
    public var tracks: GridTracks
    public var flow: GridFlow
    public var packing: GridPacking
    public var contentMode: GridContentMode
    public var spacing: GridSpacing
    /// How items sit in their cells unless they set `gridItemAlignment`.
    public var commonItemsAlignment: Alignment
    /// How the whole grid sits in the proposed space when it is smaller (CSS `*-content`).
    public var contentAlignment: Alignment
    /// Named areas (CSS `grid-template-areas`), a Tessera extension: they add tracks to both
    /// axes where the template has more than `tracks` (sized like the growing tracks) and
    /// items choose one with `gridArea`.
    public var areas: GridTemplateAreas?
    /// The axes in which the grid takes its tracks from a parent track grid (CSS Grid 2 §9),
    /// besides the tracks' axis when `tracks` is ``GridTracks/subgrid``; see ``subgridAxes``.
    public var subgrid: GridSubgridAxes = []
    /// Whether a subgridded axis uses the parent's spacing (CSS `gap: normal` on a subgrid):
    /// true when the grid's spacing was left out. False: `spacing` is the subgrid's own gap
    /// there, and the difference to the parent's is taken from the items next to each inner
    /// line (half on each side, §9).
    public var inheritsSubgridSpacing = false
    /// Names of the lines along the tracks' axis (CSS `[name]` in `grid-template-columns`, or
    /// rows for `flow: .columns`): entry k names the line before track k (the last entry may
    /// name the line after the last track); items reach them with ``GridItemLines``. A Tessera
    /// extension (exyte has no line names).
    public var lineNames: [[String]] = []
    /// CSS `writing-mode` (``GridWritingMode``, CSS Writing Modes 4 §3.1), a Tessera extension:
    /// in a vertical mode the tracks of `flow: .rows` (the columns, the inline axis) run down the
    /// screen and the flow goes across it, to the right (`verticalLR`) or to the left
    /// (`verticalRL`). `spacing`, `contentAlignment` and item alignment stay physical
    /// (horizontal is still left to right on the screen).
    public var writingMode: GridWritingMode = .horizontalTB

    public init(tracks: GridTracks, flow: GridFlow = .rows, packing: GridPacking = .sparse,
                contentMode: GridContentMode = .fill, spacing: GridSpacing = .default,
                commonItemsAlignment: Alignment = .center, contentAlignment: Alignment = .topLeading) {
        self.tracks = tracks; self.flow = flow; self.packing = packing; self.contentMode = contentMode
        self.spacing = spacing; self.commonItemsAlignment = commonItemsAlignment; self.contentAlignment = contentAlignment
    }

    /// The axes that are subgridded: ``subgrid`` plus the tracks' axis when `tracks` is
    /// ``GridTracks/subgrid``.
    public var subgridAxes: GridSubgridAxes {
        guard tracks.isSubgrid else { return subgrid }
        return subgrid.union(flow == .rows ? .columns : .rows)
    }

    /// The CSS style this configuration stands for.
    public var style: TrackGridStyle {
        var s = TrackGridStyle()
        s.subgrid = subgridAxes.axisPair
        var list: [GridTrackListItem] = []
        for (k, t) in tracks.tracks.enumerated() {
            if k < lineNames.count, !lineNames[k].isEmpty { list.append(.lineNames(lineNames[k])) }
            list.append(.track(t.sizingFunction))
        }
        let last = tracks.tracks.count
        if last < lineNames.count, !lineNames[last].isEmpty { list.append(.lineNames(lineNames[last])) }
        let growing: [TrackSizingFunction] = contentMode == .fill ? [.fr(1)] : [.auto]
        if flow == .rows {
            s.templateColumns = list; s.autoRows = growing; s.autoColumns = [.auto]
        } else {
            s.templateRows = list; s.autoColumns = growing; s.autoRows = [.auto]
        }
        s.templateAreas = areas
        s.autoFlow = GridAutoFlow(flow == .rows ? .row : .column, dense: packing == .dense)
        let gap = GridAxisPair(horizontal: Swift.max(0, spacing.horizontal.isFinite ? spacing.horizontal : 0),
                               vertical: Swift.max(0, spacing.vertical.isFinite ? spacing.vertical : 0))
        var position = GridAxisPair(horizontal: contentAlignment.horizontal.fraction,
                                    vertical: contentAlignment.vertical.unitEquivalent)
        // Physical spacing and alignment onto the columns (inline) and rows (block) axes.
        let inline = physicalAxis(.horizontal)
        if writingMode == .verticalRL { position.horizontal = 1 - position.horizontal }
        s.writingMode = writingMode
        s.columnGap = .px(gap[inline]); s.rowGap = .px(gap[inline.other])
        s.justifyContent = GridContentAlignment(contentPosition(position[inline]))
        s.alignContent = GridContentAlignment(contentPosition(position[inline.other]))
        return s
    }

    /// The screen axis of the engine's `axis` (`.horizontal`: the columns, the inline axis).
    public func physicalAxis(_ axis: Axis) -> Axis { writingMode.isVertical ? axis.other : axis }

    /// The screen axis along which the grid grows (the flow's): what `.scroll` leaves unbounded.
    var physicalFlowAxis: Axis { physicalAxis(flow == .rows ? .vertical : .horizontal) }

    private func contentPosition(_ fraction: Double) -> GridContentAlignment.Position {
        fraction == 0 ? .start : fraction == 1 ? .end : .center
    }

    /// Item styles from the subviews' layout values: exyte's 0-based starts become CSS lines.
    /// A subview that is a subgrid carries its description (``TrackGridItemStyle/subgrid``).
    public func itemStyles(_ subviews: LayoutSubviews) -> [TrackGridItemStyle] {
        subviews.map { sv in
            var item = TrackGridItemStyle()
            let span = sv[GridSpanKey.self], start = sv[GridStartKey.self]
            item.column = GridLinePair(start: start.column.map { .line(Swift.max(0, $0) + 1) } ?? .auto, end: .span(span.column))
            item.row = GridLinePair(start: start.row.map { .line(Swift.max(0, $0) + 1) } ?? .auto, end: .span(span.row))
            if let area = sv[GridAreaKey.self] {
                item.column = GridLinePair(start: .named(area, 0), end: .named(area, 0))
                item.row = item.column
            }
            if let lines = sv[GridLinesKey.self] {
                if let c = lines.column { item.column = c }
                if let r = lines.row { item.row = r }
            }
            if !sv[GridSubgridKey.self].isEmpty { item.subgrid = Self.subgridDescription(sv.node) }
            item.order = sv[GridOrderKey.self]
            return item
        }
    }

    /// Runs the engine for `proposal`: the full result, including the warnings about repaired
    /// input (bad spans, starts, sizes).
    public func layoutResult(proposal: ProposedSize, subviews: LayoutSubviews) -> TrackGridLayoutResult {
        var known = GridOptionalSize(nil)
        var available = GridAvailableSize(.maxContent)
        let flowAxis = physicalFlowAxis
        for axis in Axis.allCases {
            let p = proposal[axis]
            let scrolls = contentMode == .scroll && axis == flowAxis
            switch p {
            case nil: available[axis] = .maxContent
            case let v? where v.isNaN || v.isInfinite: available[axis] = .maxContent
            case let v? where v <= 0: available[axis] = .minContent
            case let v?:
                if scrolls { available[axis] = .maxContent } else { known[axis] = v; available[axis] = .definite(v) }
            }
        }
        var measurer = SubviewMeasurer(subviews: subviews)
        return layoutTrackGrid(style: effectiveStyle(subviews), items: itemStyles(subviews),
                               input: TrackGridInput(knownSize: known, availableSpace: available), measurer: &measurer)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        layoutResult(proposal: proposal, subviews: subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var p = ProposedSize(bounds.size)
        if contentMode == .scroll { p[physicalFlowAxis] = nil }
        let result = layoutResult(proposal: p, subviews: subviews)
        let subgrids = assignSubgridTracks(result, subviews: subviews)
        for (i, sv) in subviews.enumerated() {
            let area = result.areaFrames[i]
            if let axes = subgrids[i] { placeSubgrid(sv, axes: axes, area: area.offsetBy(bounds.origin)); continue }
            let cell = ProposedSize(area.size)
            let size = sv.sizeThatFits(cell)
            let a = sv[GridItemAlignmentKey.self] ?? commonItemsAlignment
            let x = bounds.minX + area.minX + (area.width - size.width) * a.horizontal.fraction
            let y = bounds.minY + area.minY + (area.height - size.height) * a.vertical.unitEquivalent
            sv.place(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: cell)
        }
    }
}

/// Measures subviews with SwiftUI proposals: a min-content constraint proposes 0, a
/// max-content constraint proposes nothing (the ideal size), definite space proposes itself.
/// Subgrid items and subgrids are measured as TrackGridLayout+Subgrid.swift describes.
struct SubviewMeasurer: TrackGridMeasurer {
    let subviews: LayoutSubviews
    /// Made at the first subgrid measured (TrackGridLayout+Subgrid.swift).
    var subgridCache: SubgridMeasureCache? = nil

    /// The SwiftUI proposal standing for the engine's question.
    static func proposal(_ knownSize: GridOptionalSize, _ availableSpace: GridAvailableSize) -> ProposedSize {
        func proposal(_ a: Axis) -> Double? {
            if let k = knownSize[a] { return k }
            switch availableSpace[a] {
            case .minContent: return 0
            case .maxContent: return nil
            case .definite(let v): return v
            }
        }
        return ProposedSize(width: proposal(.horizontal), height: proposal(.vertical))
    }

    /// `node`'s size for the engine's question, never infinite.
    static func measure(_ node: LayoutNode, knownSize: GridOptionalSize, availableSpace: GridAvailableSize) -> Size {
        let s = node.sizeThatFits(proposal(knownSize, availableSpace))
        return Size(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
    }

    mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                          containingBlock: GridOptionalSize) -> Size {
        Self.measure(subviews[item].node, knownSize: knownSize, availableSpace: availableSpace)
    }
}
