import TesseraLayout

/// The layout of `alignmentGuide`: sizes and places its one child as it would be alone, and
/// gives one guide an explicit value computed from the child's dimensions (SwiftUI's
/// `alignmentGuide(_:computeValue:)`); the child's other guides (text baselines) pass through.
struct AlignmentGuideLayout: Layout {
    var horizontal: (guide: HorizontalAlignment, value: (ViewDimensions) -> Double)?
    var vertical: (guide: VerticalAlignment, value: (ViewDimensions) -> Double)?

    var providesGuides: Bool { true }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        subviews.first?.place(in: bounds, proposal: proposal)
    }
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard let child = subviews.first else { return nil }
        let d = child.dimensions(in: proposal)
        if let h = horizontal, h.guide == guide { return finite(h.value(d)) ?? d[guide] }
        return d[guide]
    }
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedSize,
                           subviews: LayoutSubviews, cache: inout ()) -> Double? {
        guard let child = subviews.first else { return nil }
        let d = child.dimensions(in: proposal)
        if let v = vertical, v.guide == guide { return finite(v.value(d)) ?? d[guide] }
        return d[guide]
    }
    /// A NaN or infinite guide value is ignored (the default is used).
    private func finite(_ v: Double) -> Double? { v.isFinite ? v : nil }
}

struct AlignmentGuideModifier: NodeModifier {
    var layout: AlignmentGuideLayout
    var role: ModifierRole { .layout(layout, label: "alignmentGuide") }
    static func == (a: Self, b: Self) -> Bool { false }  // closures: recompute on every update
}

extension View {
    /// Sets the view's `guide` to `computeValue(dimensions)`, so a container aligning its
    /// children on that guide (a `VStack(alignment:)`, a grid column) lines this view up by
    /// that value instead of the default, like SwiftUI's `alignmentGuide(_:computeValue:)`.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideModifier(layout: AlignmentGuideLayout(horizontal: (guide, computeValue))))
    }
    /// Sets the view's vertical `guide` (see the horizontal form).
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> some View {
        modifier(AlignmentGuideModifier(layout: AlignmentGuideLayout(vertical: (guide, computeValue))))
    }
}
