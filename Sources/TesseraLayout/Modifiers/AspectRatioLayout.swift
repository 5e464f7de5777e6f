import TesseraGeometry

/// `aspectRatio(_:contentMode:)`: proposes the child the largest (`.fit`) or smallest (`.fill`)
/// size of the given width/height ratio that fits in (covers) the proposal, and takes the
/// child's answer. A nil ratio uses the child's ideal size's ratio. An unspecified dimension is
/// derived from the other; both unspecified use the child's ideal width.
public struct AspectRatioLayout: Layout, Hashable, Sendable {
    public static var placesRelativeToBounds: Bool { true }
    public enum ContentMode: String, Hashable, Sendable { case fit, fill }
    public var ratio: Double?
    public var contentMode: ContentMode
    public init(ratio: Double?, contentMode: ContentMode) { self.ratio = ratio; self.contentMode = contentMode }

    func target(_ p: ProposedSize, _ child: LayoutSubview) -> ProposedSize {
        var r = ratio ?? {
            let ideal = child.sizeThatFits(.unspecified)
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        if !(r.isFinite && r > 0) { r = 1 }
        switch (p.width, p.height) {
        case (nil, nil):
            let w = child.sizeThatFits(.unspecified).width
            return ProposedSize(width: w, height: w / r)
        case (let w?, nil): return ProposedSize(width: w, height: w / r)
        case (nil, let h?): return ProposedSize(width: h * r, height: h)
        case (let w?, let h?):
            if w.isInfinite && h.isInfinite { return .infinity }
            let byWidth = Size(width: w, height: w / r), byHeight = Size(width: h * r, height: h)
            let widthLimits = contentMode == .fit ? byWidth.height <= h : byWidth.height >= h
            return ProposedSize(widthLimits ? byWidth : byHeight)
        }
    }
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(target(proposal, child))
    }
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let p = target(ProposedSize(bounds.size), child)
        let s = child.sizeThatFits(p)
        child.place(in: Rect(x: bounds.midX - s.width / 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
    }
}
