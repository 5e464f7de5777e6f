import TesseraGeometry
import TesseraLayout

/// A masonry grid (waterfall, 瀑布流): views stacked down `columns` into whichever column ends
/// earliest, as CSS Grid Level 3 `display: grid-lanes` does (`MasonryLayout`; the columns
/// are `GridItem`s resolved as a `LazyVGrid`'s). Every view is made and laid out (an eager
/// container, like `Grid`).
///
/// ```swift
/// MasonryGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 8) {
///     ForEach(photos) { PhotoTile($0).aspectRatio($0.ratio, contentMode: .fit) }
/// }
/// ```
///
/// `.masonrySpan(2)` makes a view span two columns; `.masonrySpan(1, lane: 0)` pins it to the
/// first. `tolerance` is CSS `flow-tolerance`: columns ending within it of the earliest count
/// as tied, and ties go to the column after the previous view's (reading order stays closer
/// to source order); `.infinity` places views strictly column after column.
public struct MasonryGrid<Content: View>: View, ContainerView {
    public var layout: MasonryLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                tolerance: Double = 0, @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(axis: .vertical, lanes: columns, alignment: Alignment(horizontal: alignment, vertical: .top),
                               spacing: spacing, tolerance: tolerance)
        self.content = content()
    }

    /// A horizontal masonry grid: views stacked along `rows` (`LazyHGrid`'s rows).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                tolerance: Double = 0, @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(axis: .horizontal, lanes: rows, alignment: Alignment(horizontal: .leading, vertical: alignment),
                               spacing: spacing, tolerance: tolerance)
        self.content = content()
    }

    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? { nil }
    var label: String { "MasonryGrid" }
    var keepsRows: Bool { false }
    var parameters: AnyHashable { MasonryParameters(layout) }

    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode { LayoutNode(layout: layout, children: children) }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { node.setLayout(layout) }
}

/// The hashable parameters of a `MasonryLayout` (a change re-applies the layout).
struct MasonryParameters: Hashable {
    var axis: Axis, lanes: [GridItem], alignment: Alignment, spacing: Double?, tolerance: Double
    init(_ l: MasonryLayout) {
        axis = l.axis; lanes = l.lanes; alignment = l.alignment; spacing = l.spacing; tolerance = l.tolerance
    }
}

struct MasonryLaneModifier: NodeModifier {
    var placement: MasonryLanePlacement
    var role: ModifierRole {
        let p = placement
        return .values { values in values[MasonryLaneKey.self] = p }
    }
}

extension View {
    /// In a ``MasonryGrid``: the view spans `count` lanes (columns), in the
    /// lanes chosen for it, or from `lane` (0-based) when given (CSS `grid-column: span N` /
    /// `L / span N` in a grid-lanes container). Counts and lanes beyond the grid are clamped.
    public func masonrySpan(_ count: Int, lane: Int? = nil) -> some View {
        modifier(MasonryLaneModifier(placement: MasonryLanePlacement(start: lane, span: count)))
    }
}
