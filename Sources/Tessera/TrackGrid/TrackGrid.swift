/// exyte/Grid's `@GridBuilder`: Tessera's `ViewBuilder` already supports `if`/`else`,
/// `if let`, `switch`, `ForEach` and `GridGroup` inside a grid, so the two are one builder.
public typealias GridBuilder = ViewBuilder

/// Everything that configures a ``TrackGrid``: exyte/Grid's grid parameters. A value (so a
/// change of any of them re-applies the layout and, in an animated transaction, moves the items
/// by identity). See `TrackGridLayout` for how each maps onto the CSS grid engine.
public struct TrackGridConfiguration: Hashable, Sendable {
    public var tracks: GridTracks
    public var flow: GridFlow
    public var packing: GridPacking
    public var contentMode: GridContentMode
    public var spacing: GridSpacing
    /// How items sit in their cells unless they set `gridItemAlignment` (exyte default `.center`).
    public var commonItemsAlignment: Alignment
    /// How the tracks sit in the grid when they are smaller than it (CSS `justify/align-content`).
    public var contentAlignment: Alignment
    /// The axes in which the grid, nested in a track grid, takes that grid's tracks (CSS Grid 2
    /// §9; `GridSubgridAxes`), besides the tracks' axis when `tracks` is `GridTracks/subgrid`.
    public var subgrid: GridSubgridAxes
    /// Whether a subgridded axis uses the parent's spacing: true when `spacing` was left out
    /// (`TrackGridLayout/inheritsSubgridSpacing`).
    public var inheritsSubgridSpacing: Bool
    /// Names of the lines along the tracks' axis (`TrackGridLayout/lineNames`).
    public var lineNames: [[String]] = []
    /// CSS `writing-mode` of the grid (`TrackGridLayout/writingMode`).
    public var writingMode: GridWritingMode = .horizontalTB

    /// `spacing` nil is exyte's default of 5, except in a subgridded axis, which then uses the
    /// parent grid's spacing (CSS `gap: normal`).
    public init(tracks: GridTracks, flow: GridFlow = .rows, packing: GridPacking = .sparse,
                contentMode: GridContentMode = .fill, spacing: GridSpacing? = nil,
                commonItemsAlignment: Alignment = .center, contentAlignment: Alignment = .topLeading,
                subgrid: GridSubgridAxes = []) {
        self.tracks = tracks; self.flow = flow; self.packing = packing; self.contentMode = contentMode
        self.spacing = spacing ?? .default; self.inheritsSubgridSpacing = spacing == nil
        self.commonItemsAlignment = commonItemsAlignment; self.contentAlignment = contentAlignment
        self.subgrid = subgrid
    }

    /// The engine's layout for this configuration.
    public var layout: TrackGridLayout {
        var l = TrackGridLayout(tracks: tracks, flow: flow, packing: packing, contentMode: contentMode, spacing: spacing,
                                commonItemsAlignment: commonItemsAlignment, contentAlignment: contentAlignment)
        l.subgrid = subgrid
        l.inheritsSubgridSpacing = inheritsSubgridSpacing
        l.lineNames = lineNames
        l.writingMode = writingMode
        return l
    }

    /// The axes in which the grid is a subgrid (`TrackGridLayout/subgridAxes`).
    public var subgridAxes: GridSubgridAxes { layout.subgridAxes }
}

/// exyte/Grid's `Grid` (renamed so it does not collide with SwiftUI's eager ``Grid``): items
/// flow into `tracks` columns (`flow: .rows`) or rows (`flow: .columns`) and are sized by the
/// CSS Grid engine (CSS Grid 2 §8 placement, §11 track sizing; where this follows CSS rather
/// than exyte see `Sources/TesseraLayout/TrackGrid/DEVIATIONS.md`).
///
/// ```swift
/// TrackGrid(tracks: [.pt(100), .fr(1), .fr(2.5)], spacing: [10, 5]) {
///     Color.blue.gridSpan(column: 2)
///     Color.red.gridStart(column: 0, row: 1)
///     GridGroup(items, id: \.self) { ItemView($0) }
/// }
/// .gridPacking(.dense)
/// ```
///
/// Layout-less children (`ForEach`, `GridGroup`, `Group`, `if`, `GridRow`) are spliced into the
/// items. Like exyte, a parameter given to the initializer wins over the same parameter set with
/// a grid modifier (`gridFlow`, `gridPacking`, `gridContentMode`, `gridCommonItemsAlignment`,
/// `gridContentAlignment`, `gridSubgrid`); those modifiers are methods of `TrackGrid`, so write
/// them directly on the grid, before other modifiers.
///
/// Subgrids (CSS Grid 2 §9): a `TrackGrid` that is an item of another one and says
/// `.gridSubgrid(.columns)` (`.rows`, `.both`) or `tracks: .subgrid` has no tracks of its own in
/// that axis: its items are placed in, and size, the parent's tracks it spans; it is stretched
/// over them, and its padding (and any background or overlay) wraps them as in CSS. Left out,
/// its spacing there is the parent's. Outside a track grid (or behind a frame or offset) the
/// axis has no explicit tracks (CSS `none`). See `GridSubgridAxes`.
public struct TrackGrid<Content: View>: View, ContainerView {
    let content: Content
    private var tracks: GridTracks
    private var spacing: GridSpacing?
    private var flow: GridFlow?, packing: GridPacking?, contentMode: GridContentMode?
    private var commonItemsAlignment: Alignment?, contentAlignment: Alignment?
    /// Values set by the grid modifiers (used where the initializer left a parameter out).
    private var modified = TrackGridConfiguration(tracks: 1)

    /// A grid of `tracks` (a count of `.fr(1)` tracks, a list or `.subgrid`) with `content`'s
    /// views as items. `spacing` nil is exyte's default of 5 (a subgridded axis: the parent's).
    public init(tracks: GridTracks, flow: GridFlow? = nil, spacing: GridSpacing? = nil, packing: GridPacking? = nil,
                contentMode: GridContentMode? = nil, commonItemsAlignment: Alignment? = nil,
                contentAlignment: Alignment? = nil, @GridBuilder content: () -> Content) {
        self.tracks = tracks; self.flow = flow; self.spacing = spacing; self.packing = packing
        self.contentMode = contentMode; self.commonItemsAlignment = commonItemsAlignment
        self.contentAlignment = contentAlignment; self.content = content()
    }

    public var body: Never { neverBody() }

    /// The configuration in effect: initializer parameters, then grid modifiers, then exyte's
    /// defaults (flow `.rows`, packing `.sparse`, content mode `.fill`, items `.center`).
    public var configuration: TrackGridConfiguration {
        var c = TrackGridConfiguration(tracks: tracks, flow: flow ?? modified.flow, packing: packing ?? modified.packing,
                                       contentMode: contentMode ?? modified.contentMode, spacing: spacing,
                                       commonItemsAlignment: commonItemsAlignment ?? modified.commonItemsAlignment,
                                       contentAlignment: contentAlignment ?? modified.contentAlignment, subgrid: modified.subgrid)
        c.lineNames = modified.lineNames
        c.writingMode = modified.writingMode
        return c
    }

    var containerContent: any View { content }
    var stackAxis: Axis? { nil }
    var label: String { "TrackGrid" }
    var parameters: AnyHashable { configuration }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        LayoutNode(layout: TrackGridViewLayout(configuration.layout), children: children)
    }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(TrackGridViewLayout(configuration.layout)) }

    // MARK: Grid modifiers (exyte: the initializer's parameter has priority)

    private func with(_ change: (inout TrackGridConfiguration) -> Void) -> TrackGrid {
        var copy = self
        change(&copy.modified)
        return copy
    }
    /// The direction items flow in (exyte `gridFlow`); the initializer's `flow` wins.
    public func gridFlow(_ flow: GridFlow) -> TrackGrid { with { $0.flow = flow } }
    /// Sparse or dense auto-placement (exyte `gridPacking`, CSS `grid-auto-flow: dense`).
    public func gridPacking(_ packing: GridPacking) -> TrackGrid { with { $0.packing = packing } }
    /// `.fill` (tracks along the flow share the space) or `.scroll` (sized to content).
    public func gridContentMode(_ mode: GridContentMode) -> TrackGrid { with { $0.contentMode = mode } }
    /// How every item sits in its cell unless it sets `gridItemAlignment` (exyte 1.4).
    public func gridCommonItemsAlignment(_ alignment: Alignment) -> TrackGrid { with { $0.commonItemsAlignment = alignment } }
    /// How the tracks sit in the grid when they do not fill it (exyte 1.4; CSS `*-content`).
    public func gridContentAlignment(_ alignment: Alignment) -> TrackGrid { with { $0.contentAlignment = alignment } }
    /// Makes the grid a subgrid of the track grid it is an item of in `axes` (CSS Grid 2 §9,
    /// `grid-template-columns/rows: subgrid`): its items take the parent's columns and/or rows
    /// that it spans (`gridSpan` on this grid sets how many), and `tracks` is unused in a
    /// subgridded axis. Adds to `tracks: .subgrid`. See `GridSubgridAxes`.
    public func gridSubgrid(_ axes: GridSubgridAxes) -> TrackGrid { with { $0.subgrid = axes } }
    /// Names the lines along the tracks' axis (CSS `grid-template-columns: [side] 100px [main]
    /// 1fr`; not in exyte): entry k names the line before track k, one more entry the last
    /// line. Items reach them with `gridLines(column:row:)`.
    public func gridLineNames(_ names: [[String]]) -> TrackGrid { with { $0.lineNames = names } }
    /// Lays the grid out in a vertical writing mode (CSS `writing-mode`, not in exyte): the
    /// tracks of `flow: .rows` run down the screen and the items flow across it, to the right
    /// (`.verticalLR`) or the left (`.verticalRL`). See `TrackGridLayout/writingMode`.
    public func gridWritingMode(_ mode: GridWritingMode) -> TrackGrid { with { $0.writingMode = mode } }
}

extension TrackGrid {
    /// A grid with an item per integer of `data` (exyte `Grid(0..<6, tracks: 3) { _ in … }`),
    /// identified by the integer.
    public init<Item: View>(_ data: Range<Int>, tracks: GridTracks, flow: GridFlow? = nil, spacing: GridSpacing? = nil,
                            packing: GridPacking? = nil, contentMode: GridContentMode? = nil,
                            @GridBuilder item: @escaping (Int) -> Item) where Content == ForEach<Range<Int>, Int, Item> {
        self.init(tracks: tracks, flow: flow, spacing: spacing, packing: packing, contentMode: contentMode) {
            ForEach(data, content: item)
        }
    }

    /// A grid with an item per element of `data`, identified by the key path `id`
    /// (exyte `Grid(models, id: \.self, tracks: 3) { … }`).
    public init<Data: RandomAccessCollection, ID: Hashable, Item: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, tracks: GridTracks, flow: GridFlow? = nil,
        spacing: GridSpacing? = nil, packing: GridPacking? = nil, contentMode: GridContentMode? = nil,
        @GridBuilder item: @escaping (Data.Element) -> Item) where Content == ForEach<Data, ID, Item> {
        self.init(tracks: tracks, flow: flow, spacing: spacing, packing: packing, contentMode: contentMode) {
            ForEach(data, id: id, content: item)
        }
    }

    /// A grid with an item per element of identifiable `data` (exyte `Grid(colorModels, tracks: 3)`).
    public init<Data: RandomAccessCollection, Item: View>(
        _ data: Data, tracks: GridTracks, flow: GridFlow? = nil, spacing: GridSpacing? = nil,
        packing: GridPacking? = nil, contentMode: GridContentMode? = nil,
        @GridBuilder item: @escaping (Data.Element) -> Item
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Item> {
        self.init(tracks: tracks, flow: flow, spacing: spacing, packing: packing, contentMode: contentMode) {
            ForEach(data, content: item)
        }
    }

    /// The grid in a viewport as large as the space it is offered, clipped, with its content
    /// moved back by `offset` points along the flow: how a `.scroll` grid (as long as its
    /// content along the flow) is scrolled. Tessera has no `ScrollView`; the caller owns the
    /// offset (keys, wheel) and clamps it.
    public func scrolled(by offset: Double) -> some View {
        modifier(ScrollViewportModifier(axis: configuration.flow == .rows ? .vertical : .horizontal, offset: offset))
            .clipped()
    }
}

extension View {
    /// The view in a clipped viewport as large as the space it is offered along `axis`, moved
    /// back by `offset` points: a view longer than the space it is proposed (a `.scroll`
    /// ``TrackGrid``) scrolled. The offset is clamped to the content: from 0 to the content's
    /// length minus the viewport's.
    public func scrolled(_ axis: Axis = .vertical, by offset: Double) -> some View {
        modifier(ScrollViewportModifier(axis: axis, offset: offset)).clipped()
    }
}

struct ScrollViewportModifier: NodeModifier {
    var axis: Axis
    var offset: Double
    var role: ModifierRole { .layout(ScrollViewportLayout(axis: axis, offset: offset), label: "scrollViewport") }
}

/// A viewport along `axis`: its child is proposed the viewport's space and placed at the size
/// it answers (a `.scroll` track grid answers its content's length along the flow, whatever it
/// is proposed), moved back by `offset`; like a `ScrollView` the viewport takes the whole
/// proposed length (the child's when nothing or infinity is proposed).
struct ScrollViewportLayout: Layout {
    var axis: Axis
    var offset: Double

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        guard let child = subviews.first else { return .zero }
        var size = child.sizeThatFits(proposal)
        if let p = proposal[axis], p.isFinite { size[axis] = p }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        let p = ProposedSize(bounds.size)
        let size = child.sizeThatFits(p)
        // Clamped here, whatever the caller asks: the content never leaves the viewport (an
        // offset past the end shows the end; a negative or NaN one shows the start).
        let offset = offset.isNaN ? 0 : Swift.min(Swift.max(0, offset), Swift.max(0, size[axis] - bounds.size[axis]))
        let origin = axis == .vertical ? Point(x: bounds.minX, y: bounds.minY - offset) : Point(x: bounds.minX - offset, y: bounds.minY)
        child.place(in: Rect(origin: origin, size: size), proposal: p)
    }
}
