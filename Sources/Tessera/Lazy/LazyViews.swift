import TesseraGeometry
import TesseraLayout

/// The parts every lazy container hands its node.
protocol LazyContainerView: PrimitiveView {
    var lazyLayout: LazyGridLayout { get }
    var lazyContent: any View { get }
    var lazyLabel: String { get }
    var lazyPinnedViews: PinnedScrollableViews { get }
    /// How items, headers and footers are wrapped when made (nil: as they are).
    var lazyDecoration: _LazyItemDecoration? { get }
    /// The masonry the items are stacked by (a ``LazyMasonryGrid``); nil: lines of `lazyLayout`.
    var lazyMasonry: MasonryLayout? { get }
}
extension LazyContainerView {
    func makeNode() -> ViewNode { LazyContainerNode() }
    var lazyDecoration: _LazyItemDecoration? { nil }
    var lazyMasonry: MasonryLayout? { nil }
}

/// SwiftUI's `LazyVGrid`: items flow into rows of `columns` (`GridItem`, GridRules §10).
/// Inside a vertical `ScrollView`, only the rows in the viewport (plus a margin) are created,
/// measured and drawn (a `ForEach` is never walked); elsewhere every item is laid out. Each view
/// of the content is an item (a `ForEach` whose closure gives two views gives two items per
/// element). A ``Section`` starts a new row; its header and footer span every column, and with
/// `pinnedViews: [.sectionHeaders, .sectionFooters]` they stay at the viewport's edge while
/// their section shows.
public struct LazyVGrid<Content: View>: View, LazyContainerView {
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var pinnedViews: PinnedScrollableViews
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { neverBody() }
    var lazyLayout: LazyGridLayout { .vGrid(columns: columns, alignment: alignment, spacing: spacing) }
    var lazyContent: any View { content }
    var lazyLabel: String { "LazyVGrid" }
    var lazyPinnedViews: PinnedScrollableViews { pinnedViews }
}

/// SwiftUI's `LazyHGrid`: items flow into columns of `rows`, growing horizontally.
public struct LazyHGrid<Content: View>: View, LazyContainerView {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var pinnedViews: PinnedScrollableViews
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { neverBody() }
    var lazyLayout: LazyGridLayout { .hGrid(rows: rows, alignment: alignment, spacing: spacing) }
    var lazyContent: any View { content }
    var lazyLabel: String { "LazyHGrid" }
    var lazyPinnedViews: PinnedScrollableViews { pinnedViews }
}

/// SwiftUI's `LazyVStack`: a vertical stack whose views are created as they scroll into view.
/// Each view is proposed the stack's width and placed by `alignment`; sections, headers,
/// footers and pinning work as in ``LazyVGrid``.
public struct LazyVStack<Content: View>: View, LazyContainerView {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public var pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    public var body: Never { neverBody() }
    var lazyLayout: LazyGridLayout {
        LazyGridLayout(axis: .vertical, tracks: .stack, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }
    var lazyContent: any View { content }
    var lazyLabel: String { "LazyVStack" }
    var lazyPinnedViews: PinnedScrollableViews { pinnedViews }
}

/// SwiftUI's `LazyHStack`: the horizontal counterpart of ``LazyVStack``.
public struct LazyHStack<Content: View>: View, LazyContainerView {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public var pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.pinnedViews = pinnedViews; self.content = content()
    }
    public var body: Never { neverBody() }
    var lazyLayout: LazyGridLayout {
        LazyGridLayout(axis: .horizontal, tracks: .stack, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
    var lazyContent: any View { content }
    var lazyLabel: String { "LazyHStack" }
    var lazyPinnedViews: PinnedScrollableViews { pinnedViews }
}

/// Which views of a lazy container's sections stay pinned while scrolling (SwiftUI's
/// `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
