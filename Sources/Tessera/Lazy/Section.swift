/// A section of a lazy container's content with an optional header and footer, like SwiftUI's
/// `Section`. Inside `LazyVGrid`, `LazyHGrid`, `LazyVStack` and `LazyHStack` each section
/// starts a new line; its header and footer are lines of their own spanning every column (row
/// of a `LazyHGrid`), and with `pinnedViews` they stay in the viewport while their section shows.
/// Elsewhere (a `VStack`, a `Grid`) a section is layout-less: its header, content and footer
/// are spliced into the container in that order, like a `Group`.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with `header` and `footer` views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }
    /// A section with `header` and `footer` views (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }
    public var body: Never { neverBody() }
    func makeNode() -> ViewNode { ListNode() }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); self.footer = EmptyView()
    }
    /// A section with a header (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = EmptyView()
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.header = EmptyView(); self.content = content(); self.footer = footer()
    }
    /// A section with a footer (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = EmptyView(); self.content = content(); self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer (it still starts a new line in a lazy grid).
    public init(@ViewBuilder content: () -> Content) {
        self.header = EmptyView(); self.content = content(); self.footer = EmptyView()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.header = Text(title); self.content = content(); self.footer = EmptyView()
    }
}

/// What the lazy containers read from a `Section`.
protocol SectionProtocol {
    var sectionParts: (header: any View, content: any View, footer: any View) { get }
}
extension Section: SectionProtocol {
    var sectionParts: (header: any View, content: any View, footer: any View) { (header, content, footer) }
}
extension Section: KeyedChildren {
    var keyedChildren: [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), header), (AnyHashable(1), content), (AnyHashable(2), footer)]
    }
}
