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
