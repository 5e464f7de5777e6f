/// A control that turns a Boolean on and off, like SwiftUI's `Toggle`: a click anywhere on it
/// (label included) flips `isOn`, as does Space or Return while focused. Its look comes from
/// the `ToggleStyle` in the environment (`.automatic`: a check box on the desktop, a switch on
/// touch and in grouped forms, ``DefaultToggleStyle``; `.switch`, `.checkbox`).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @State(followsInput: true) private var isPressed = false
    @State(followsInput: true) private var isHovered = false
    @State(followsInput: true) private var isFocused = false

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let style = c.resolvedToggleStyle
            let config = ToggleStyleConfiguration(label: AnyView(label), isOn: isOn, isPressed: isPressed && c.isEnabled,
                                                  isHovered: isHovered && c.isEnabled, isFocused: isFocused && c.isEnabled && ctx.ui.focusVisible,
                                                  isEnabled: c.isEnabled, controlSize: c.size, metrics: c.metrics, labelsHidden: c.labelsHidden,
                                                  tint: c.tint, font: c.textFont, palette: c.palette, spreadsInRow: c.spreadsInRow)
            let flip = { isOn.wrappedValue.toggle() }
            style.erasedBody(config)
                .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
                .contentShape(Rectangle())
                .onHover { isHovered = $0 }
                .onPointerInteraction { PressRecognizer(setPressed: { isPressed = $0 }, action: { if c.isEnabled { flip() } }) }
                .focusableControl(FocusableControl(isEnabled: c.isEnabled, focusChanged: { isFocused = $0 }, key: { press in
                    guard press.matches("Space") || press.matches("Return") else { return false }
                    flip()
                    return true
                }))
                .accessibilityAttributes { a in
                    a.role = style is CheckboxToggleStyle ? .checkBox : style is SwitchToggleStyle ? .switchControl : .toggleButton
                    a.isEnabled = c.isEnabled
                    a.isChecked = isOn.wrappedValue
                    a.label = accessibilityTitle(of: label)  // also when labelsHidden()
                    if c.isEnabled { a.actions = [AccessibilityActionHandler(name: "toggle", handler: flip)] }
                }
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == IconLabel {
    /// A toggle labelled `title` with an icon.
    public init(_ title: String, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { IconLabel(title, systemImage: systemImage) }
    }
}
