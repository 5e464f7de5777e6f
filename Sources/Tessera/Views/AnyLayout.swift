/// A layout chosen at run time, like SwiftUI's `AnyLayout`: switching the kind keeps the same
/// container and the same children (identity), so with an animated change the children move
/// from their places in the old layout to their places in the new one.
///
/// ```swift
/// let layout = asGrid ? AnyLayout.grid(horizontalSpacing: 8) : .hStack(spacing: 8)
/// layout { ForEach(cells) { CellView($0) } }
/// ```
///
/// Content written as `GridRow`s keeps its rows for the grid kind; the stack kinds splice the
/// rows' cells in order, as `GridRow` is layout-less.
public struct AnyLayout: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
        case hStack(alignment: VerticalAlignment, spacing: Double?)
        case vStack(alignment: HorizontalAlignment, spacing: Double?)
        case zStack(alignment: Alignment)
        /// exyte/Grid's track grid (see `TrackGrid`).
        case trackGrid(TrackGridConfiguration)
    }
    public var kind: Kind
    public init(_ kind: Kind) { self.kind = kind }

    public static func grid(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) -> AnyLayout {
        AnyLayout(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> AnyLayout {
        AnyLayout(.hStack(alignment: alignment, spacing: spacing))
    }
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> AnyLayout {
        AnyLayout(.vStack(alignment: alignment, spacing: spacing))
    }
    public static func zStack(alignment: Alignment = .center) -> AnyLayout { AnyLayout(.zStack(alignment: alignment)) }
    public static func trackGrid(_ configuration: TrackGridConfiguration) -> AnyLayout { AnyLayout(.trackGrid(configuration)) }

    /// The container laying out `content` with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutContainer<Content> {
        LayoutContainer(layout: self, content: content())
    }
}

/// The view an ``AnyLayout`` makes: one container node whose layout follows `layout`.
public struct LayoutContainer<Content: View>: View, ContainerView {
    public var layout: AnyLayout
    let content: Content
    public var body: Never { neverBody() }
    var containerContent: any View { content }
    var stackAxis: Axis? {
        switch layout.kind {
        case .hStack: .horizontal
        case .vStack: .vertical
        case .grid, .zStack, .trackGrid: nil
        }
    }
    var label: String { "AnyLayout" }
    var keepsRows: Bool { true }
    var parameters: AnyHashable { layout }

    private func makeLayout(_ node: LayoutNode?, children: [LayoutNode], rows: [RowSpec]) -> LayoutNode {
        func apply<L: Layout>(_ l: L) -> LayoutNode {
            if let node {
                // Children that were subgrids of a track grid layout lay themselves out alone again.
                if !(l is TrackGridViewLayout) { TrackGridLayout.releaseSubgrids(among: node.children) }
                node.setLayout(l); return node
            }
            return LayoutNode(layout: l, children: children)
        }
        switch layout.kind {
        case let .grid(alignment, h, v):
            return apply(GridLayout(alignment: alignment, horizontalSpacing: h, verticalSpacing: v,
                                    rows: rows.map { r in r.cells.map { .cells(count: $0, alignment: r.alignment) } ?? .fullWidth }))
        case let .hStack(alignment, spacing): return apply(StackLayout.hStack(alignment: alignment, spacing: spacing))
        case let .vStack(alignment, spacing): return apply(StackLayout.vStack(alignment: alignment, spacing: spacing))
        case let .zStack(alignment): return apply(ZStackLayout(alignment: alignment))
        case let .trackGrid(configuration): return apply(TrackGridViewLayout(configuration.layout))
        }
    }
    func layoutNode(children: [LayoutNode], rows: [RowSpec]) -> LayoutNode { makeLayout(nil, children: children, rows: rows) }
    func setLayout(of node: LayoutNode, rows: [RowSpec]) { _ = makeLayout(node, children: [], rows: rows) }
}
