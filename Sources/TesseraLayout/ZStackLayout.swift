import TesseraGeometry

/// `ZStack`: every child gets the stack's proposal; children are aligned by `alignment` on one
/// point; the stack is as large as the aligned cluster. Later children draw on top.
public struct ZStackLayout: Layout, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        AlignedPlacement.clusterSize(subviews.map { $0.dimensions(in: proposal) }, alignment)
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        let p = ProposedSize(bounds.size)
        let dims = subviews.map { $0.dimensions(in: p) }
        for (i, o) in AlignedPlacement.origins(dims, in: bounds.size, alignment).enumerated() {
            subviews[i].place(in: Rect(origin: bounds.origin + o, size: dims[i].size), proposal: p)
        }
    }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, !subviews.isEmpty else { return nil }
        let p = ProposedSize(size)
        let dims = subviews.map { $0.dimensions(in: p) }
        let values = zip(AlignedPlacement.origins(dims, in: size, alignment), dims).map { $0.y + $1[guide] }
        return guide == .firstTextBaseline ? values.min() : values.max()
    }
}

/// `overlay` and `background`: the first child (the modified view) alone decides the size; the
/// others are proposed exactly that size and aligned on it by `alignment`. Which draws on top
/// is the view layer's business; layout only places.
public struct OverlayLayout: Layout, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(in: bounds, proposal: proposal)
        let p = ProposedSize(bounds.size)
        for s in subviews.dropFirst() {
            let d = s.dimensions(in: p)
            let o = AlignedPlacement.origin(of: d, in: bounds.size, alignment)
            s.place(in: Rect(origin: bounds.origin + o, size: d.size), proposal: p)
        }
    }
    public func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard guide.isBaseline, let primary = subviews.first else { return nil }
        return primary.dimensions(in: proposal)[guide]
    }
}
