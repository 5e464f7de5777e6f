import TesseraGeometry

/// `padding`: the child is proposed the proposal minus the insets (never negative; unspecified
/// and infinite stay so) and the padded view is the child plus the insets.
public struct PaddingLayout: Layout, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }

    func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max(0, $0 - insets.total(.horizontal)) },
                     height: p.height.map { max(0, $0 - insets.total(.vertical)) })
    }
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        let c = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return Size(width: c.width + insets.total(.horizontal), height: c.height + insets.total(.vertical))
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = inner(ProposedSize(bounds.size))
        child.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: p)
    }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, let child = subviews.first else { return nil }
        return insets.top + child.dimensions(in: inner(ProposedSize(size)))[guide]
    }
}

/// `offset(x:y:)`: layout is unchanged; the child is drawn (and placed) moved by the offset.
public struct OffsetLayout: Layout, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var offset: Point
    public init(offset: Point) { self.offset = offset }
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        subviews.first?.place(in: bounds.offsetBy(offset), proposal: proposal)
    }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, let child = subviews.first else { return nil }
        return child.dimensions(in: proposal)[guide]
    }
}

/// `fixedSize(horizontal:vertical:)`: the child is proposed nil (its ideal) on the fixed axes.
public struct FixedSizeLayout: Layout, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var axes: Axis.Set
    public init(axes: Axis.Set = .both) { self.axes = axes }
    func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(Axis.horizontal) ? nil : p.width, height: axes.contains(Axis.vertical) ? nil : p.height)
    }
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = inner(proposal)
        let s = child.sizeThatFits(p)
        child.place(in: Rect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
    }
}
