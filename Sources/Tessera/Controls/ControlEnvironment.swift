/// The environment values Tessera's controls read, gathered once per control evaluation:
/// enabled state and tint (`.disabled`, `.tint`), and the control keys defined here
/// (`.controlSize`, `.labelsHidden`, `.buttonStyle`, `.toggleStyle`, `.pickerStyle`).
struct ControlValues {
    var isEnabled = true
    var tint = ControlPalette.accent
    var palette = ControlPalette.light
    var size = ControlSize.regular
    var labelsHidden = false
    var buttonStyle: (any ButtonStyle)?
    var toggleStyle: (any ToggleStyle)?
    var pickerStyle: PickerStyleKind = .automatic
    /// The explicit font of the environment, if any (controls otherwise size text by `size`).
    var font: Font?
    /// Whether the label sits at the row's leading edge and the control at its trailing edge
    /// (inside a `Form`, ``EnvironmentValues/_spreadsControlsInRow``).
    var spreadsInRow = false
    /// The platform look controls are drawn in (``PlatformLook``).
    var look = PlatformLook.default

    /// The font of control text: the environment's font, else the control size's in the look,
    /// resolved for the look.
    var textFont: Font { look.resolve(font ?? Font(size: look.controlFontSize(size))) }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: (any ButtonStyle)? { nil } }
private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: (any ToggleStyle)? { nil } }
private struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .automatic } }

extension EnvironmentValues {
    /// The size of controls below (`.controlSize(_:)`; default `.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// Whether controls below hide their labels (`.labelsHidden()`).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    var buttonStyle: (any ButtonStyle)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// The values controls read from this environment.
    var controls: ControlValues {
        let dark = colorScheme == .dark
        return ControlValues(isEnabled: isEnabled, tint: tint?.resolved(in: self) ?? (dark ? ControlPalette.darkAccent : ControlPalette.accent),
                      palette: dark ? .dark : .light, size: controlSize, labelsHidden: labelsHidden,
                      buttonStyle: buttonStyle, toggleStyle: toggleStyle, pickerStyle: pickerStyle, font: font,
                      spreadsInRow: _spreadsControlsInRow, look: platformLook)
    }
}

extension View {
    /// The size of the controls in this view.
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    /// Hides the labels of the controls in this view (a form's grid shows its own).
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
    /// The look of buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { environment(\.buttonStyle, style) }
    /// The look of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environment(\.toggleStyle, style) }
}
