// TEMPORARY: stands in for TesseraLayout's `GridLayout` (being written on main) so the DSL
// builds; deleted when main is merged. Lays rows out as a VStack, cells of a row as an HStack.
struct GridLayout: Layout {
    enum Row { case cells(count: Int, alignment: VerticalAlignment?), fullWidth }
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var rows: [Row]
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        var w = 0.0, h = 0.0
        for s in subviews { let z = s.sizeThatFits(.unspecified); w = max(w, z.width); h += z.height }
        return Size(width: w, height: h)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews { let z = s.sizeThatFits(.unspecified); s.place(in: Rect(origin: Point(x: bounds.minX, y: y), size: z), proposal: .unspecified); y += z.height }
    }
}
