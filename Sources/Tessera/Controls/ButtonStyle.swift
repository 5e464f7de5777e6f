/// How a button looks, like SwiftUI's `ButtonStyle`: `makeBody` gets the label and the
/// pressed state and returns the button's appearance; the button keeps the interaction
/// (press, release inside, keyboard) and draws the focus ring. Set with `.buttonStyle(_:)`.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given. `label`, `isPressed` and `role` are SwiftUI's; `isHovered`,
/// `isEnabled` and `controlSize` are Tessera's additions for desktop styles.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public let label: AnyView
    /// Whether the button is held down with the pointer inside it (or Space is held).
    public let isPressed: Bool
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// Whether the pointer is over the button.
    public let isHovered: Bool
    public let isEnabled: Bool
    public let controlSize: ControlSize
    /// The sizes of the control size in the look (bezel height, padding, corner radius).
    let metrics: ControlMetrics
    let tint: Color
    let font: Font
    let palette: ControlPalette
    /// A foreground style set around the button (`.foregroundStyle` / `.foregroundColor` on it or
    /// above it): it colours the label instead of the style's own text colour, as in SwiftUI.
    var foreground: AnyShapeStyle? = nil
}

/// A button's purpose, like SwiftUI's `ButtonRole`: destructive buttons are drawn in red.
public enum ButtonRole: Hashable, Sendable { case destructive, cancel }

extension ButtonStyleConfiguration {
    /// The colour of the label: the role's, else `fallback`.
    func roleColor(_ fallback: Color) -> Color { role == .destructive ? palette.destructive : fallback }
    /// The label's style: the foreground set around the button, else the role's colour, else
    /// `fallback`.
    func labelStyle(_ fallback: Color) -> AnyShapeStyle { foreground ?? .color(roleColor(fallback)) }
}

extension View {
    /// A bezel's height: at least `height`, and never shorter than the label, whatever the
    /// proposal (a flexible frame's minimum alone gives way to a smaller proposal, which left
    /// 80-point custom labels on 72-point bezels).
    func bezelHeight(_ height: Double) -> some View {
        frame(minHeight: height).fixedSize(horizontal: false, vertical: true)
    }
}

/// The standard desktop button: a light rounded rectangle with a hairline border that
/// darkens on hover and press. `.bordered`, and `.automatic` in the desktop look.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        let fill = c.isPressed ? c.palette.fillPressed : c.isHovered ? c.palette.fillHover : c.palette.fill
        c.label
            .font(c.font)
            .foregroundStyle(c.labelStyle(c.palette.text))
            .padding(.horizontal, c.metrics.horizontalPadding)
            .bezelHeight(c.metrics.height)
            .background(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).fill(fill))
            .overlay(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).strokeBorder(c.palette.border, lineWidth: 1).passesHits())
    }
}

/// A button filled with the tint colour and white text (the default action of a form); a
/// destructive one is filled with the light appearance's destructive red, and the dark
/// appearance's default accent is darkened a little, so white text keeps 4.5:1.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        let base = c.role == .destructive ? ControlPalette.destructive : ControlPalette.prominentFill(c.tint)
        let fill = c.isPressed ? ControlPalette.shade(base, by: -0.18) : c.isHovered ? ControlPalette.shade(base, by: 0.12) : base
        c.label
            .font(c.font.bold())
            .foregroundStyle(c.foreground ?? .color(.white))
            .padding(.horizontal, c.metrics.horizontalPadding)
            .bezelHeight(c.metrics.height)
            .background(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).fill(fill))
    }
}

/// The label alone, dimmed while pressed (SwiftUI's `.plain`).
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        c.label.font(c.font).opacity(c.isPressed ? 0.45 : 1)
    }
}

/// The label in the tint colour with no border, dimmed while pressed (SwiftUI's `.borderless`).
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration c: Configuration) -> some View {
        c.label.font(c.font).foregroundStyle(c.labelStyle(c.tint)).opacity(c.isPressed ? 0.45 : c.isHovered ? 0.8 : 1)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    /// The bare label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle {
    /// The style's body for `configuration`, type-erased.
    func erasedBody(_ configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
    /// The corner radius of the focus ring around this style's button.
    func focusRingRadius(_ metrics: ControlMetrics) -> Double {
        self is PlainButtonStyle || self is BorderlessButtonStyle ? 4 : metrics.cornerRadius
    }
}
