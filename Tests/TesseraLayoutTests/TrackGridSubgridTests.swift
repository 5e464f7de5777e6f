import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Subgrids (CSS Grid 2 §9): expectations from the spec's rules (and, where the spec leaves it
/// open, Chromium's behaviour recorded in `chrome-diff-regressions-subgrid.json`).
@Suite struct TrackGridSubgridTests {
    /// A grid item that is a subgrid in `axes`, spanning `span` tracks of each, with `items`.
    static func subgrid(_ items: [TrackGridItemStyle], columns: Bool = true, rows: Bool = true, span: Int = 1,
                        configure: (inout TrackGridStyle) -> Void = { _ in }, gap: GridAxisPair<GridLength?> = .init(nil)) -> TrackGridItemStyle {
        var style = TrackGridStyle()
        style.subgrid = GridAxisPair(horizontal: columns, vertical: rows)
        configure(&style)
        var item = TrackGridItemStyle()
        item.box = style.box
        if columns { item.column = GridLinePair(start: .span(span), end: .auto) }
        if rows { item.row = GridLinePair(start: .span(1), end: .auto) }
        item.subgrid = TrackGridSubgrid(style: style, items: items, gap: gap)
        return item
    }

    static func autoGrid(columns n: Int) -> TrackGridStyle {
        var style = TrackGridStyle()
        style.templateColumns = [GridTrackListItem](repeating: .track(.auto), count: n)
        style.templateRows = TG.tracks(.auto)
        return style
    }

    /// §9: the subgrid's items take part in sizing the parent's tracks (auto columns become
    /// their widths), and the subgrid is stretched over its area whatever its own width says.
    @Test func itemsSizeTheParentTracks() throws {
        var sub = Self.subgrid([TG.item(40, 10), TG.item(70, 20)], span: 2)
        sub.box.size.horizontal = .px(10)
        // Both placed by lines, on the same row (CSS lets them overlap).
        sub.column = GridLinePair(start: .line(1), end: .span(2))
        sub.row = GridLinePair(start: .line(1), end: .auto)
        let r = TG.layout(Self.autoGrid(columns: 2), [sub, TG.item(30, 5, column: GridLinePair(start: .line(1), end: .auto),
                                                                    row: GridLinePair(start: .line(1), end: .auto))])
        #expect(r.columnSizes == [40, 70])
        #expect(r.rowSizes == [20])
        #expect(r.itemFrames[0] == Rect(x: 0, y: 0, width: 110, height: 20))
        // Laid out on its own with the style the parent reports, its items sit in those tracks.
        var m = TextLikeMeasurer()
        let style = try #require(r.subgridStyles[0])
        let inner = layoutTrackGrid(style: style, items: [TG.item(40, 10), TG.item(70, 20)],
                                    input: TrackGridInput(knownSize: GridAxisPair(horizontal: 110, vertical: 20)), measurer: &m)
        #expect(inner.itemFrames[1].minX == 40)
        #expect(inner.columnSizes == [40, 70])
    }

    /// §9: the subgrid's padding (and margin, border) is an extra margin on the items at its
    /// edges: 5 before the first column's item, 7 after the last.
    @Test func paddingIsExtraMarginAtTheEdges() {
        let sub = Self.subgrid([TG.item(40, 10), TG.item(70, 10)], span: 2) { s in
            s.box.padding = GridEdges(top: .zero, left: .px(5), bottom: .zero, right: .px(7))
        }
        let r = TG.layout(Self.autoGrid(columns: 2), [sub])
        #expect(r.columnSizes == [45, 77])
    }

    /// §9: a subgrid gap different from the parent's puts half the difference on each side of
    /// an inner line: (20 - 10) / 2 = 5 on each side of the middle column's item.
    @Test func halfTheGapDifference() {
        var style = Self.autoGrid(columns: 3)
        style.columnGap = .px(10)
        let sub = Self.subgrid([TG.item(30, 10), TG.item(30, 10), TG.item(30, 10)], span: 3,
                               gap: GridAxisPair(horizontal: .px(20), vertical: nil))
        let r = TG.layout(style, [sub])
        #expect(r.columnSizes == [35, 40, 35])
    }

    /// An empty subgrid's padding still counts in its first and last tracks (Chrome probe
    /// `subgrid_probe_empty_edges`): 6 and 9, nothing in the middle.
    @Test func emptySubgridEdges() {
        let sub = Self.subgrid([], span: 3) { s in
            s.box.padding = GridEdges(top: .zero, left: .px(6), bottom: .zero, right: .px(9))
        }
        let r = TG.layout(Self.autoGrid(columns: 3), [sub])
        #expect(r.columnSizes == [6, 0, 9])
    }

    /// §9: a subgridded axis has no implicit tracks: an item placed at line 5 of a 2-track
    /// subgrid is clamped into its last track, and the parent keeps its 2 columns.
    @Test func placementIsClampedToTheSpan() {
        let sub = Self.subgrid([TG.item(50, 10, column: GridLinePair(start: .line(5), end: .auto))], span: 2)
        let r = TG.layout(Self.autoGrid(columns: 2), [sub])
        #expect(r.columnSizes == [0, 50])
    }

    /// §9: a subgrid inside a subgrid takes part in the top grid's sizing too, with the margins
    /// of both levels at the edges it shares (2 + 3 before the item in the first column).
    @Test func nestedSubgrids() {
        let inner = Self.subgrid([TG.item(20, 10), TG.item(60, 10)], span: 2) { s in
            s.box.padding = GridEdges(top: .zero, left: .px(3), bottom: .zero, right: .zero)
        }
        let outer = Self.subgrid([inner], span: 2) { s in
            s.box.padding = GridEdges(top: .zero, left: .px(2), bottom: .zero, right: .zero)
        }
        let r = TG.layout(Self.autoGrid(columns: 2), [outer])
        #expect(r.columnSizes == [25, 60])
    }

    /// §9: a grid whose axis is `subgrid` but which has no grid parent treats it as `none`:
    /// its own template is not used, the item makes one implicit column.
    @Test func subgridWithoutParentIsNone() {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(100), .px(100))
        style.subgrid.horizontal = true
        let r = TG.layout(style, [TG.item(30, 10)])
        #expect(r.columnSizes == [30])
    }

    /// Grids without subgrids report none.
    @Test func noSubgridStylesWithoutSubgrids() {
        let r = TG.layout(Self.autoGrid(columns: 2), [TG.item(30, 10)])
        #expect(r.subgridStyles.isEmpty)
    }
}
