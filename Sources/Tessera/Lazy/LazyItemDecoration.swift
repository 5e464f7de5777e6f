/// How a lazy container wraps each item and each section header and footer it makes, for
/// containers built on the lazy stack (TesseraLists' `List`, which gives every row its
/// separator, insets, background and selection). The wrapper sees the item's identity (the
/// `ForEach` element's id, or the position of a static view) and the view, and runs when the
/// item is made, so a `ForEach` of a million rows is still never walked.
@_spi(Lists)
public struct _LazyItemDecoration {
    /// What an item's wrapper knows of it.
    public struct Item {
        /// The `ForEach` element's id (a static view's position in its part).
        public var id: AnyHashable
        /// The element's index in its `ForEach` (0 for a static view).
        public var index: Int
        /// The section's index among the container's sections.
        public var section: Int
        /// The `ForEach` (or static view) the item comes from, for actions attached to it.
        public var source: Any
        /// Whether it is the last item of its section (lists draw no separator under it).
        public var isLastInSection: Bool
        /// Whether it is the first item of its section (inset grouped lists round its top).
        public var isFirstInSection: Bool
    }
    public var item: (Item, AnyView) -> AnyView
    public var header: (Int, AnyView) -> AnyView
    public var footer: (Int, AnyView) -> AnyView

    public init(item: @escaping (Item, AnyView) -> AnyView,
                header: @escaping (Int, AnyView) -> AnyView = { $1 },
                footer: @escaping (Int, AnyView) -> AnyView = { $1 }) {
        self.item = item; self.header = header; self.footer = footer
    }
}

/// A vertical lazy stack (``LazyVStack`` with spacing 0) whose items are wrapped by a
/// ``_LazyItemDecoration``: the container under TesseraLists' `List`.
@_spi(Lists)
public struct _DecoratedLazyVStack<Content: View>: View, LazyContainerView {
    let content: Content
    let pinnedViews: PinnedScrollableViews
    let decoration: _LazyItemDecoration

    public init(pinnedViews: PinnedScrollableViews, decoration: _LazyItemDecoration, content: Content) {
        self.content = content; self.pinnedViews = pinnedViews; self.decoration = decoration
    }
    public var body: Never { neverBody() }
    var lazyLayout: LazyGridLayout {
        LazyGridLayout(axis: .vertical, tracks: .stack, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0)
    }
    var lazyContent: any View { content }
    var lazyLabel: String { "List" }
    var lazyPinnedViews: PinnedScrollableViews { pinnedViews }
    var lazyDecoration: _LazyItemDecoration? { decoration }
}
