import TesseraGeometry
import TesseraLayout

/// A lazy masonry grid (waterfall, 瀑布流): the lazy counterpart of ``MasonryGrid``, as Compose's
/// `LazyVerticalStaggeredGrid` and Flutter's `MasonryGridView` are to their eager grids.
///
/// Views are stacked down `columns` (`GridItem`s resolved as a `LazyVGrid`'s columns, so
/// `.adaptive(minimum:)` re-flows them with the width) into whichever column ends earliest, as
/// CSS Grid Level 3 `display: grid-lanes` does (`MasonryLayout`). Inside a `ScrollView` along
/// its axis only the views meeting the viewport (plus a margin) exist: a view is measured when
/// it first comes into view, views never measured are estimated at the mean of the measured
/// ones, and a correction moves only the views after it while the scroll view keeps the first
/// view on screen still (`LazyMasonryPlan`). Outside such a scroll view every view is made.
/// Wheel, drag and the scroll view's keys (arrows, PageUp/PageDown, Home/End) scroll it;
/// `ScrollViewReader.scrollTo` finds views that were never made.
///
/// - `.masonrySpan(n)` makes a view span `n` columns, `.masonrySpan(1, lane: k)` pins it to
///   column `k`, `.masonryFullSpan()` spans every column (Compose's `FullLine`).
/// - `spacing` is the space between views in a column (nil: 8); the columns' own spacing is
///   their `GridItem`'s.
/// - `tolerance` is CSS `flow-tolerance` (columns ending within it of the earliest tie; ties go
///   to the column after the previous view's).
///
/// Sections' headers and footers are not shown: a full-span view takes their place.
///
/// `geometry` (optional) answers where an item is, made or not (``LazyMasonryGeometry``): a
/// matched transition out of a tile starts there.
public struct LazyMasonryGrid<Content: View>: View, LazyContainerView, LazyMasonryGeometryCarrier {
    public var layout: MasonryLayout
    let content: Content
    let geometry: LazyMasonryGeometry?

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                tolerance: Double = 0, geometry: LazyMasonryGeometry? = nil, @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(axis: .vertical, lanes: columns, alignment: Alignment(horizontal: alignment, vertical: .top),
                               spacing: spacing, tolerance: tolerance)
        self.geometry = geometry
        self.content = content()
    }

    /// A horizontal lazy masonry grid: views stacked along `rows`, growing to the trailing edge.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                tolerance: Double = 0, geometry: LazyMasonryGeometry? = nil, @ViewBuilder content: () -> Content) {
        layout = MasonryLayout(axis: .horizontal, lanes: rows, alignment: Alignment(horizontal: .leading, vertical: alignment),
                               spacing: spacing, tolerance: tolerance)
        self.geometry = geometry
        self.content = content()
    }
    var masonryGeometry: LazyMasonryGeometry? { geometry }

    public var body: Never { neverBody() }
    /// Only the axis counts (which scroll view it scrolls in); the masonry lays out.
    var lazyLayout: LazyGridLayout { LazyGridLayout(axis: layout.axis, tracks: .stack) }
    var lazyMasonry: MasonryLayout? { layout }
    var lazyContent: any View { content }
    var lazyLabel: String { "LazyMasonryGrid" }
    var lazyPinnedViews: PinnedScrollableViews { [] }
}

extension View {
    /// In a ``MasonryGrid`` or ``LazyMasonryGrid``: the view spans every lane (Compose's
    /// `StaggeredGridItemSpan.FullLine`), starting below everything before it.
    public func masonryFullSpan() -> some View {
        modifier(MasonryLaneModifier(placement: MasonryLanePlacement(span: masonryMaximumLaneCount)))
    }
}

/// Where the items of a ``LazyMasonryGrid`` are, made or not, after the last layout: hand one
/// to the grid (`geometry:`) and ask it, e.g. for the frame a matched transition starts from.
/// Items never made are where the grid's estimates put them.
public final class LazyMasonryGeometry {
    weak var node: LazyContainerNode?
    public init() {}

    /// Item `index`'s frame in window coordinates, nil before the grid's first layout or for an
    /// index it does not have.
    public func frame(ofItem index: Int) -> Rect? {
        guard let node, let grid = node.window.placedBounds, let r = node.rect(ofItem: index) else { return nil }
        // Right to left the container mirrors its items in its frame.
        let x = node.mirrorsItems ? grid.maxX - r.maxX : grid.minX + r.minX
        return Rect(origin: Point(x: x, y: grid.minY + r.minY), size: r.size)
    }
}

/// A lazy container that hands its node a ``LazyMasonryGeometry``.
protocol LazyMasonryGeometryCarrier {
    var masonryGeometry: LazyMasonryGeometry? { get }
}
