import TesseraGeometry

/// `HStack` and `VStack`, written once for either axis: children side by side along `axis`,
/// separated by `spacing` (nil: SwiftUI's default of 8, and no spacing next to a `Spacer`),
/// aligned across by a guide. Space along the axis is shared by ``SpaceDistribution``, with
/// each child's flexibility probed at 0 and infinity along the axis and the real proposal
/// across, spacers last (`distributionPriority(_:)`); an unspecified proposal along the axis
/// gives every child its ideal length.
/// Baselines: the first baseline is the top-most of the children's, the last the bottom-most.
public struct StackLayout: Layout, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var axis: Axis
    /// Cross-axis alignment: a vertical guide for an HStack, a horizontal one for a VStack.
    public var crossGuide: CrossGuide
    public var spacing: Double?

    /// The alignment across a stack.
    public enum CrossGuide: Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    public static let defaultSpacing = 8.0

    /// An HStack.
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .horizontal, crossGuide: .vertical(alignment), spacing: spacing)
    }
    /// A VStack.
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> StackLayout {
        StackLayout(axis: .vertical, crossGuide: .horizontal(alignment), spacing: spacing)
    }
    public init(axis: Axis, crossGuide: CrossGuide, spacing: Double?) {
        self.axis = axis; self.crossGuide = crossGuide; self.spacing = spacing
    }

    /// The gaps between consecutive children.
    func gaps(_ subviews: LayoutSubviews) -> [Double] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: max(0, spacing), count: subviews.count - 1) }
        func isSpacer(_ s: LayoutSubview) -> Bool {
            return s.node.leaf is SpacerLeaf
        }
        return (1..<subviews.count).map { i in
            isSpacer(subviews[i - 1]) || isSpacer(subviews[i]) ? 0 : Self.defaultSpacing
        }
    }

    /// A child's layout priority in the distribution: its own, except that a `Spacer` without
    /// one comes after every other child (SwiftUI reports a spacer's priority as negative
    /// infinity), so content is offered all the length but the spacers' minima before a spacer
    /// takes what is left: `HStack { Text(…); Spacer() }` keeps its text on one line while it fits.
    static func distributionPriority(_ s: LayoutSubview) -> Double {
        let own = s.priority
        return own == 0 && s.node.leaf is SpacerLeaf ? -.infinity : own
    }

    /// The children's proposals along the axis for a stack proposal.
    func mainLengths(_ p: ProposedSize, _ subviews: LayoutSubviews, _ gaps: [Double]) -> [Double?] {
        let cross = p[axis.other]
        guard let total = p[axis] else { return Array(repeating: nil, count: subviews.count) }
        let items = subviews.map { s in
            SpaceDistribution.Item(min: s.sizeThatFits(ProposedSize(axis, 0, cross))[axis],
                                   max: s.sizeThatFits(ProposedSize(axis, .infinity, cross))[axis],
                                   priority: Self.distributionPriority(s))
        }
        let lengths = SpaceDistribution.distribute(total - gaps.reduce(0, +), items: items) { i, share in
            subviews[i].sizeThatFits(ProposedSize(axis, share, cross))[axis]
        }
        return lengths.map { Optional($0) }
    }

    /// Frames of the children relative to the stack's origin for a stack of `size`.
    func childFrames(size: Size?, proposal p: ProposedSize, _ subviews: LayoutSubviews) -> (Size, [Rect], [ViewDimensions]) {
        let gaps = gaps(subviews)
        let lengths = mainLengths(p, subviews, gaps)
        let cross = p[axis.other]
        let dims = subviews.indices.map { subviews[$0].dimensions(in: ProposedSize(axis, lengths[$0], cross)) }
        // Cross placement by guide: line at A, the stack spans A + D across.
        var above = 0.0, below = 0.0
        for d in dims { let g = guide(d); above = max(above, g); below = max(below, d.size[axis.other] - g) }
        var main = 0.0
        for (i, d) in dims.enumerated() { main += d.size[axis]; if i < gaps.count { main += gaps[i] } }
        let own = size ?? Size(axis, main, above + below)
        let extra = own[axis.other] - (above + below)
        let line = above + extra * fraction
        var frames: [Rect] = []
        var pos = 0.0
        for (i, d) in dims.enumerated() {
            frames.append(Rect(origin: Point(axis, pos, line - guide(d)), size: d.size))
            pos += d.size[axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return (own, frames, dims)
    }

    private func guide(_ d: ViewDimensions) -> Double {
        switch crossGuide { case .horizontal(let h): d[h]; case .vertical(let v): d[v] }
    }
    private var fraction: Double {
        switch crossGuide { case .horizontal(let h): h.fraction; case .vertical(let v): v.isBaseline ? 0.5 : v.fraction }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        childFrames(size: nil, proposal: proposal, subviews).0
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        var p = proposal
        p[axis] = bounds.size[axis]
        let (_, frames, _) = childFrames(size: bounds.size, proposal: p, subviews)
        for (i, f) in frames.enumerated() {
            subviews[i].place(in: f.offsetBy(bounds.origin), proposal: ProposedSize(axis, f.size[axis], proposal[axis.other]))
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, !subviews.isEmpty else { return nil }
        let (_, frames, dims) = childFrames(size: size, proposal: proposal, subviews)
        let values = frames.indices.map { frames[$0].minY + dims[$0][guide] }
        return guide == .firstTextBaseline ? values.min() : values.max()
    }
}
