/// A control that chooses one of several tagged options, like SwiftUI's `Picker`: each view of
/// `content` is an option, identified by its `tag(_:)` (or its `ForEach` id). Its look comes
/// from `.pickerStyle(_:)`: `.menu` (default) shows the chosen option on a button that opens a
/// pop-up list drawn above everything (Up/Down move, Return chooses, Escape or a click outside
/// closes it); `.segmented` shows a row of segments whose selection slides over with a spring.
/// While focused: Space, Return, Up or Down open the menu; Left/Right choose the previous or
/// next segment.
///
/// Bad input: a picker with no options draws an empty control and ignores input; a selection
/// that is none of the tags selects nothing (no segment raised, an empty menu button) until
/// the user chooses; options without a tag of the selection's type are shown but cannot be
/// chosen.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @State(followsInput: true) private var isOpen = false
    @State(followsInput: true) private var highlighted: Int? = nil
    @State(followsInput: true) private var isFocused = false

    /// A picker choosing `selection` among `content`'s tagged views.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let options = pickerOptions(content, as: SelectionValue.self)
            let selected = options.firstIndex { $0.tag == selection.wrappedValue }
            let enabled = c.isEnabled && !options.isEmpty
            let choose: (Int) -> Void = { i in
                guard options.indices.contains(i), let tag = options[i].tag else { return }
                if tag != selection.wrappedValue { selection.wrappedValue = tag }
            }
            HStack(spacing: 8) {
                if !c.labelsHidden { label.font(c.textFont) }
                if c.spreadsInRow && !c.labelsHidden { Spacer(minLength: 8) }
                if c.pickerStyle == .segmented {
                    SegmentedControl(labels: options.map(\.label), selected: selected, enabled: enabled, focused: isFocused && ctx.ui.focusVisible,
                                     c: c, choose: choose)
                } else {
                    MenuPickerButton(labels: options.map(\.label), selected: selected, enabled: enabled, focused: isFocused && ctx.ui.focusVisible,
                                     isOpen: $isOpen, highlighted: $highlighted, c: c, choose: choose)
                }
            }
            .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
            .focusableControl(FocusableControl(isEnabled: enabled, focusChanged: { isFocused = $0 }, key: { press in
                handleKey(press, count: options.count, selected: selected, segmented: c.pickerStyle == .segmented,
                          rightToLeft: ctx.env.layoutDirection == .rightToLeft, choose: choose)
            }))
            .accessibilityAttributes { a in
                a.role = c.pickerStyle == .segmented ? .pageTabList : .comboBox
                a.label = accessibilityTitle(of: label)
                a.isEnabled = enabled
                if c.pickerStyle != .segmented {
                    a.isExpanded = isOpen
                    if enabled { a.actions = [AccessibilityActionHandler(name: "press", handler: { highlighted = selected ?? 0; isOpen.toggle() })] }
                }
                a.choices = options.map { accessibilityTitle(of: $0.label.view) ?? $0.tag.map { "\($0)" } ?? "" }
                a.selectedChoice = selected
                if enabled { a.choose = choose }
            }
        }
    }

    private func handleKey(_ press: KeyPress, count: Int, selected: Int?, segmented: Bool, rightToLeft: Bool,
                           choose: (Int) -> Void) -> Bool {
        guard count > 0 else { return false }
        var key = press.key.lowercased()
        // Right to left the first segment is on the right: the arrows move visually.
        if segmented && rightToLeft { key = key == "left" ? "right" : key == "right" ? "left" : key }
        if segmented {
            switch key {
            case "left", "up": choose(selected.map { max(0, $0 - 1) } ?? 0)
            case "right", "down": choose(selected.map { min(count - 1, $0 + 1) } ?? 0)
            default: return false
            }
            return true
        }
        if !isOpen {
            guard ["space", "return", "up", "down"].contains(key) else { return false }
            highlighted = selected ?? 0
            isOpen = true
            return true
        }
        let current = highlighted ?? selected ?? 0
        switch key {
        case "up": highlighted = max(0, current - 1)
        case "down": highlighted = min(count - 1, current + 1)
        case "return", "space", "keypad enter": choose(current); isOpen = false
        default: return false
        }
        return true
    }
}

extension Picker where Label == Text {
    /// A picker labelled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
