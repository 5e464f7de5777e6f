/// SwiftUI's `DefaultButtonStyle` (`.buttonStyle(.automatic)`): today a bordered button, the
/// default of every button. With the desktop default (branch `fidelity-desktop`) buttons
/// resolve it per look (``PlatformLook/automaticButtonStyle``): bordered on the desktop, the
/// label alone in the tint colour on touch.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    /// A bordered button (``BorderedButtonStyle``).
    public func makeBody(configuration c: Configuration) -> some View { BorderedButtonStyle().makeBody(configuration: c) }
}

/// SwiftUI's `DefaultToggleStyle` (`.toggleStyle(.automatic)`): today a switch, the default of
/// every toggle. With the desktop default (branch `fidelity-desktop`) toggles resolve it per
/// look (``PlatformLook/automaticToggleStyle``): check boxes in desktop `.columns` forms,
/// switches elsewhere.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// A switch (``SwitchToggleStyle``).
    public func makeBody(configuration c: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: c) }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default button (bordered until controls resolve it per look).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle (a switch until controls resolve it per look).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension PlatformLook {
    /// The style of a button whose style is `.automatic` (or unset) in this look.
    public var automaticButtonStyle: any ButtonStyle {
        switch self { case .desktop: BorderedButtonStyle(); case .touch: BorderlessButtonStyle() }
    }
    /// The style of a toggle whose style is `.automatic` (or unset) in this look.
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
    /// The toggle style in effect: the one set, with `.automatic` resolved for the look.
    var resolvedToggleStyle: any ToggleStyle {
        if let s = toggleStyle, !(s is DefaultToggleStyle) { return s }
        return look.automaticToggleStyle
    }
}
