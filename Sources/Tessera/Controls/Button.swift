/// A control that runs an action, like SwiftUI's `Button`: it fires when released with the
/// pointer still inside (pressing and dragging out cancels), or with Space / Return while
/// focused. Its look comes from the `ButtonStyle` in the environment (`.buttonStyle(_:)`;
/// `.automatic` is bordered on the desktop, borderless on touch: ``DefaultButtonStyle``); a disabled button (`.disabled(true)`) is dimmed and ignores input.
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @State(followsInput: true) private var isPressed = false
    @State(followsInput: true) private var isHovered = false
    @State(followsInput: true) private var isFocused = false

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil; self.action = action; self.label = label()
    }
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.action = action; self.label = label()
    }

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let style = c.resolvedButtonStyle
            let config = ButtonStyleConfiguration(label: AnyView(label), isPressed: isPressed && c.isEnabled, role: role,
                                                  isHovered: isHovered && c.isEnabled, isEnabled: c.isEnabled,
                                                  controlSize: c.size, metrics: c.metrics, tint: c.tint, font: c.textFont, palette: c.palette,
                                                  foreground: ctx.env.foregroundStyle)
            style.erasedBody(config)
                .focusRing(isFocused && c.isEnabled && ctx.ui.focusVisible, cornerRadius: style.focusRingRadius(c.metrics))
                .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
                .contentShape(Rectangle())
                .onHover { isHovered = $0 }
                .onPointerInteraction {
                    PressRecognizer(setPressed: { isPressed = $0 }, action: { if c.isEnabled { action() } })
                }
                .focusableControl(FocusableControl(isEnabled: c.isEnabled, focusChanged: { isFocused = $0 }, key: { press in
                    guard press.matches("Space") || press.matches("Return") || press.matches("Keypad Enter") else { return false }
                    action()
                    return true
                }))
                .accessibilityAttributes { a in
                    a.role = .pushButton
                    a.isEnabled = c.isEnabled
                    if c.isEnabled { a.actions = [AccessibilityActionHandler(name: "click", handler: action)] }
                }
        }
    }
}

extension Button where Label == Text {
    /// A button showing `title`.
    public init(_ title: String, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A button showing `title`, with a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == IconLabel {
    /// A button showing `title` after a system-image-like icon (see `Label`).
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { IconLabel(title, systemImage: systemImage) }
    }
}

extension View {
    /// A focus ring of the tint colour drawn 3 points outside the view while `visible`.
    func focusRing(_ visible: Bool, cornerRadius: Double) -> some View {
        overlay {
            if visible {
                RoundedRectangle(cornerRadius: cornerRadius + 3)
                    .strokeBorder(ControlPalette.focusRing, lineWidth: 3)
                    .padding(-3)
                    .passesHits()
            }
        }
    }
}
