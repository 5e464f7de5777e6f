/// The `.segmented` picker: equal segments on a grey groove, the chosen one on a raised white
/// plate that slides to the new choice with a spring; hovered segments lighten.
struct SegmentedControl: View {
    let labels: [AnyView]
    let selected: Int?
    let enabled: Bool
    let focused: Bool
    let c: ControlValues
    let choose: (Int) -> Void
    @State(followsInput: true) private var hovered: Int? = nil
    @State(followsInput: true) private var pressed: Int? = nil

    var body: some View {
        let radius = c.metrics.cornerRadius
        ControlLayoutView(SegmentedLayout(count: labels.count, selected: selected ?? -1, height: c.metrics.height)) {
            RoundedRectangle(cornerRadius: radius).fill(c.palette.groove)
            RoundedRectangle(cornerRadius: max(0, radius - 1)).fill(c.palette.plate)
                .overlay(RoundedRectangle(cornerRadius: max(0, radius - 1)).strokeBorder(Color(white: 0, alpha: 0.14), lineWidth: 0.5))
                .opacity(selected == nil ? 0 : 1)
            ForEach(0..<labels.count) { i in
                segment(i)
            }
        }
        .focusRing(focused && enabled, cornerRadius: radius)
        .animation(.spring(response: 0.3, dampingFraction: 0.85), value: selected)
    }

    private func segment(_ i: Int) -> some View {
        let highlight = enabled && i != selected && (pressed == i ? true : hovered == i)
        return labels[i]
            .font(i == selected ? c.textFont.weight(.bold) : c.textFont)
            .foregroundStyle(c.palette.text)
            .padding(.horizontal, c.size.horizontalPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: max(0, c.metrics.cornerRadius - 2))
                .fill(highlight ? Color(white: 0, alpha: pressed == i ? 0.10 : 0.05) : Color.clear).padding(2))
            .contentShape(Rectangle())
            .onHover { inside in if inside { hovered = i } else if hovered == i { hovered = nil } }
            .onPointerInteraction {
                PressRecognizer(setPressed: { p in if p { pressed = i } else if pressed == i { pressed = nil } },
                                action: { if enabled { choose(i) } })
            }
    }
}

/// Lays out a segmented control: child 0 is the groove (the whole bounds), child 1 the plate
/// of the chosen segment (2 points inside it), then one child per segment, all as wide as the
/// widest segment's ideal width (or sharing a proposed width equally), `height` tall.
struct SegmentedLayout: Layout, Hashable {
    var count: Int
    var selected: Int
    var height: Double
    static let inset = 2.0

    private func segmentWidth(_ subviews: LayoutSubviews, proposal: ProposedSize) -> Double {
        let segments = subviews.dropFirst(2)
        let ideal = segments.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        guard let w = proposal.width, w.isFinite, count > 0 else { return ideal }
        return max(0, (w - 2 * Self.inset) / Double(count))
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        let w = segmentWidth(subviews, proposal: proposal)
        return Size(width: w * Double(count) + 2 * Self.inset, height: height)
    }

    func placeSubviews(in b: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        subviews[0].place(in: b, proposal: ProposedSize(b.size))
        let w = count > 0 ? max(0, (b.width - 2 * Self.inset) / Double(count)) : 0
        let h = max(0, b.height - 2 * Self.inset)
        func rect(_ i: Int) -> Rect { Rect(x: b.minX + Self.inset + Double(i) * w, y: b.minY + Self.inset, width: w, height: h) }
        let plate = selected >= 0 && selected < count ? rect(selected) : Rect(x: b.minX + Self.inset, y: b.minY + Self.inset, width: 0, height: h)
        subviews[1].place(in: plate, proposal: ProposedSize(plate.size))
        for i in 0..<min(count, subviews.count - 2) {
            let r = rect(i)
            subviews[i + 2].place(in: r, proposal: ProposedSize(r.size))
        }
    }
}
