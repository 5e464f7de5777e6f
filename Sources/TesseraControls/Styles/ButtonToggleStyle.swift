import Tessera

/// SwiftUI's `.button` toggle style: the toggle drawn as a push button that stays pressed while
/// on (filled with the accent colour, white label), as macOS draws a toggle button. The toggle
/// keeps its interaction (a click or Space flips it) and its focus ring.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration c: Configuration) -> some View {
        let fill: Color = c.isOn
            ? (c.isPressed ? Color.accentColor.opacity(0.8) : Color.accentColor)
            : Color.primary.opacity(c.isPressed ? 0.18 : c.isHovered ? 0.12 : 0.08)
        c.label
            .foregroundStyle(c.isOn ? Color.white : Color.primary)
            .padding(.horizontal, 10)
            .frame(minHeight: c.controlSize == .small || c.controlSize == .mini ? 20 : 24)
            .background(RoundedRectangle(cornerRadius: 6).fill(fill))
            .opacity(c.isEnabled ? 1 : 0.45)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The toggle drawn as a button that stays pressed while on (SwiftUI's `.button`).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
