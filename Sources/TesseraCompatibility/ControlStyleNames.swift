import Tessera

// Control style names of SwiftUI that have a single desktop rendering in Tessera.

/// How a text field is drawn, SwiftUI's `TextFieldStyle`. Tessera draws one look, a rounded
/// bordered field (SwiftUI's `.roundedBorder`, also its desktop default), so `.roundedBorder`
/// and `.automatic` are that look; there is no `.plain` yet.
public protocol TextFieldStyle {}

/// The default text field look: a rounded bordered field.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A rounded bordered field (Tessera's one look).
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// The look of the text fields in this view: Tessera's text fields already have the
    /// rounded-border look both styles name, so this changes nothing.
    public func textFieldStyle(_ style: some TextFieldStyle) -> Self { self }
}

/// iOS's spinning wheel of options, SwiftUI's `WheelPickerStyle`. A desktop has no wheel
/// pickers (SwiftUI on macOS has none either): Tessera shows the options as a menu.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// iOS's wheel, drawn as a menu on the desktop.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// SwiftUI's `InlinePickerStyle`: in a form, the options as rows with a checkmark on the chosen
/// one. Tessera draws the picker as a menu (the options one click away), as with `.wheel`.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

/// SwiftUI's `NavigationLinkPickerStyle` (iOS forms: a row that pushes the list of options);
/// a menu on the desktop.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline in a form, drawn as a menu on the desktop.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// iOS's pushed list of options, drawn as a menu on the desktop.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
