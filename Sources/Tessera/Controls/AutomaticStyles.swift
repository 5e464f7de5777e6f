/// SwiftUI's `DefaultButtonStyle` (`.buttonStyle(.automatic)`), the style of every button that
/// sets none. Buttons resolve it per look (``PlatformLook/automaticButtonStyle``): bordered on
/// the desktop (a macOS push button), the label alone in the tint colour on touch (an iOS
/// button).
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    /// A bordered button (``BorderedButtonStyle``); a `Button` never calls it, as it draws the
    /// look's style instead.
    public func makeBody(configuration c: Configuration) -> some View { BorderedButtonStyle().makeBody(configuration: c) }
}

/// SwiftUI's `DefaultToggleStyle` (`.toggleStyle(.automatic)`), the style of every toggle that
/// sets none. Toggles resolve it per look (``PlatformLook/automaticToggleStyle``): on the
/// desktop a check box, or a switch in a grouped form's row (as macOS draws them); on touch a
/// switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// A switch (``SwitchToggleStyle``); a `Toggle` never calls it, as it draws the look's
    /// style instead.
    public func makeBody(configuration c: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: c) }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default button: bordered on the desktop, borderless and tinted on touch.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle: a check box on the desktop, a switch on touch and in grouped forms.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension PlatformLook {
    /// The style of a button whose style is `.automatic` (or unset) in this look.
    public var automaticButtonStyle: any ButtonStyle {
        switch self { case .desktop: BorderedButtonStyle(); case .touch: BorderlessButtonStyle() }
    }
    /// The style of a toggle whose style is `.automatic` (or unset) in this look, outside a
    /// grouped form's row.
    public var automaticToggleStyle: any ToggleStyle {
        switch self { case .desktop: CheckboxToggleStyle(); case .touch: SwitchToggleStyle() }
    }
}

extension ControlValues {
    /// The button style in effect: the one set, with `.automatic` resolved for the look.
    var resolvedButtonStyle: any ButtonStyle {
        if let s = buttonStyle, !(s is DefaultButtonStyle) { return s }
        return look.automaticButtonStyle
    }
    /// The toggle style in effect: the one set, with `.automatic` resolved for the look (a
    /// switch in a grouped form's row, where the control sits at the row's trailing edge).
    var resolvedToggleStyle: any ToggleStyle {
        if let s = toggleStyle, !(s is DefaultToggleStyle) { return s }
        return spreadsInRow ? SwitchToggleStyle() : look.automaticToggleStyle
    }
}
