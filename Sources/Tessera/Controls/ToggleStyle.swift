/// How a toggle looks, like SwiftUI's `ToggleStyle`: `makeBody` gets the label and a binding
/// to the state. The toggle keeps the interaction (a click anywhere on it, Space / Return
/// while focused) and the focus ring. Set with `.toggleStyle(_:)`.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the label, the state (`isOn`, `$isOn`), and Tessera's
/// additions for desktop styles (pressed, hovered, focused, enabled, size).
public struct ToggleStyleConfiguration {
    public let label: AnyView
    @Binding public var isOn: Bool
    public let isPressed: Bool
    public let isHovered: Bool
    public let isFocused: Bool
    public let isEnabled: Bool
    public let controlSize: ControlSize
    /// The sizes of the control size in the look (the check box's side).
    let metrics: ControlMetrics
    /// Whether `labelsHidden()` is in effect (the style shows the control alone).
    public let labelsHidden: Bool
    let tint: Color
    let font: Font
    let palette: ControlPalette
    /// Whether the label and the control spread across the row (in a `Form`).
    var spreadsInRow = false
}

/// A sliding switch: a capsule track (grey off, tint on) with a white knob that slides over
/// with a spring when the state changes; the label before it. `.switch`, and `.automatic` in the
/// touch look.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        let s = c.controlSize.switchSize
        let inset = 2.0
        let knob = s.height - 2 * inset
        let track = c.isOn ? c.tint : (c.isHovered ? ControlPalette.shade(c.palette.track, by: -0.06) : c.palette.track)
        HStack(spacing: 8) {
            if !c.labelsHidden { c.label.font(c.font) }
            if c.spreadsInRow && !c.labelsHidden { Spacer(minLength: 8) }
            ZStack(alignment: .leading) {
                Capsule().fill(track)
                Circle().fill(c.isPressed ? Color(white: 0.94) : Color.white)
                    .overlay(Circle().strokeBorder(Color(white: 0, alpha: 0.12), lineWidth: 0.5))
                    .frame(width: knob, height: knob)
                    .offset(x: c.isOn ? s.width - knob - inset : inset)
            }
            .frame(width: s.width, height: s.height)
            .focusRing(c.isFocused, cornerRadius: s.height / 2)
            .animation(.spring(response: 0.25, dampingFraction: 0.85), value: c.isOn)
        }
    }
}

/// A square box with a check mark when on (tint filled), the label after it. `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        let side = c.metrics.checkboxSide
        let fill = c.isOn ? (c.isPressed ? ControlPalette.shade(c.tint, by: -0.18) : c.tint)
            : (c.isPressed ? c.palette.fillPressed : c.isHovered ? c.palette.fillHover : c.palette.surface)
        HStack(spacing: 7) {
            ZStack {
                RoundedRectangle(cornerRadius: side / 4.5).fill(fill)
                if c.isOn {
                    CheckmarkShape().fill(Color.white).padding(side * 0.12)
                } else {
                    RoundedRectangle(cornerRadius: side / 4.5).strokeBorder(c.palette.border, lineWidth: 1)
                }
            }
            .frame(width: side, height: side)
            .focusRing(c.isFocused, cornerRadius: side / 4.5)
            if !c.labelsHidden { c.label.font(c.font) }
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A sliding switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle {
    func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}
