/// SwiftUI's `DefaultButtonStyle` (`.buttonStyle(.automatic)`, and a button with no style set):
/// the platform look's button (``PlatformLook``). Desktop: bordered, as a Mac push button;
/// touch: the label alone in the tint colour, as an iPhone button (SwiftUI's `.borderless`).
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    /// Drawn as the desktop look's bordered button; buttons resolve `.automatic` through
    /// ``PlatformLook/automaticButtonStyle`` before this is asked.
    public func makeBody(configuration c: Configuration) -> some View { BorderedButtonStyle().makeBody(configuration: c) }
}

/// SwiftUI's `DefaultToggleStyle` (`.toggleStyle(.automatic)`, and a toggle with no style set):
/// the platform look's toggle (``PlatformLook``). Desktop: a check box, as on macOS (in
/// forms and everywhere else); touch: a switch, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// Drawn as the desktop look's check box; toggles resolve `.automatic` through
    /// ``PlatformLook/automaticToggleStyle`` before this is asked.
    public func makeBody(configuration c: Configuration) -> some View { CheckboxToggleStyle().makeBody(configuration: c) }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform look's button: bordered on the desktop, borderless and tinted on touch.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform look's toggle: a check box on the desktop, a switch on touch.
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
