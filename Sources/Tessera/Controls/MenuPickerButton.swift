/// The `.menu` picker: a bordered button showing the chosen option and a pair of chevrons;
/// pressing it opens the option list in a pop-up below it (above everything in the window),
/// with a check mark at the chosen option and the hovered or keyboard-highlighted row in the
/// tint colour. Choosing a row closes the list.
struct MenuPickerButton: View {
    let labels: [AnyView]
    let selected: Int?
    let enabled: Bool
    let focused: Bool
    let isOpen: Binding<Bool>
    let highlighted: Binding<Int?>
    let c: ControlValues
    let choose: (Int) -> Void
    @State(followsInput: true) private var isHovered = false
    @State(followsInput: true) private var isPressed = false

    var body: some View {
        let radius = c.metrics.cornerRadius
        let fill = isPressed || isOpen.wrappedValue ? c.palette.fillPressed : isHovered && enabled ? c.palette.fillHover : c.palette.fill
        HStack(spacing: 8) {
            Group { if let selected { labels[selected] } else { Text(" ") } }.fixedSize()
            VStack(spacing: 1) {
                ChevronShape(up: true).fill(c.palette.text).frame(width: 7, height: 4.5)
                ChevronShape(up: false).fill(c.palette.text).frame(width: 7, height: 4.5)
            }
        }
        .font(c.textFont)
        .foregroundStyle(c.palette.text)
        .padding(.horizontal, c.size.horizontalPadding * 0.8)
        .frame(minHeight: c.metrics.height)
        .background(RoundedRectangle(cornerRadius: radius).fill(fill))
        .overlay(RoundedRectangle(cornerRadius: radius).strokeBorder(c.palette.border, lineWidth: 1).passesHits())
        .focusRing(focused && enabled, cornerRadius: radius)
        .contentShape(Rectangle())
        .onHover { isHovered = $0 }
        .onPointerInteraction {
            PressRecognizer(setPressed: { isPressed = $0 }, action: {
                guard enabled else { return }
                highlighted.wrappedValue = selected
                isOpen.wrappedValue.toggle()
            })
        }
        .popover(isPresented: isOpen) {
            MenuList(labels: labels, selected: selected, highlighted: highlighted, c: c) { i in
                choose(i)
                isOpen.wrappedValue = false
            }
        }
    }
}

/// The pop-up list of a menu picker.
struct MenuList: View {
    let labels: [AnyView]
    let selected: Int?
    let highlighted: Binding<Int?>
    let c: ControlValues
    let choose: (Int) -> Void

    var body: some View {
        // macOS menu rows are a point taller than a regular pop-up button (22); touch keeps 26.
        let rowHeight = c.look == .desktop ? c.metrics.height + 1 : c.size.height - 4
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<labels.count) { i in
                let lit = highlighted.wrappedValue == i
                HStack(spacing: 6) {
                    CheckmarkShape().fill(lit ? Color.white : c.palette.text)
                        .frame(width: 11, height: 11)
                        .opacity(i == selected ? 1 : 0)
                    labels[i].fixedSize()
                }
                .padding(.trailing, 16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .font(c.textFont)
                .foregroundStyle(lit ? Color.white : c.palette.text)
                .padding(.horizontal, 8)
                .frame(height: rowHeight)
                .background(RoundedRectangle(cornerRadius: 4).fill(lit ? c.tint : Color.clear))
                .contentShape(Rectangle())
                .onHover { inside in
                    if inside { highlighted.wrappedValue = i } else if highlighted.wrappedValue == i { highlighted.wrappedValue = nil }
                }
                .onPointerInteraction { PressRecognizer(setPressed: { _ in }, action: { choose(i) }) }
            }
        }
        .padding(4)
        // A soft shadow under the panel only (not the rows), so hovering a row re-uses the
        // cached shadow layer.
        .background(RoundedRectangle(cornerRadius: 7).fill(c.palette.surface)
            .shadow(color: Color(white: 0, alpha: c.palette == .dark ? 0.5 : 0.22), radius: 6, y: 3))
        .overlay(RoundedRectangle(cornerRadius: 7).strokeBorder(Color(white: 0, alpha: 0.2), lineWidth: 1).passesHits())
    }
}
