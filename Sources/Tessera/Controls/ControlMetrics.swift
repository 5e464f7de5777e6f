/// The sizes of a control of one ``ControlSize`` in one ``PlatformLook``: the bezel height of
/// buttons, pop-up pickers, steppers and segmented pickers, the height of text fields, the side
/// of a check box, the corner radius and the label padding of bordered controls.
///
/// The desktop look uses macOS's Aqua sizes as WebKit draws them for Safari's form controls
/// (`RenderThemeMac.mm`: push and pop-up buttons 21 points regular, 18 small, 15 mini, 24 large;
/// check boxes 14, 12, 10, 16) and AppKit's text field heights (`NSTextField` in Interface
/// Builder: 21 regular, 19 small, 16 mini); extra large is Tessera's (28). The touch look keeps
/// Tessera's iOS-like sizes (30 points regular, 44 extra large: the HIG's minimum touch target).
struct ControlMetrics: Equatable {
    /// The height of a bordered button's bezel and of pop-up, stepper and segmented controls.
    var height: Double
    /// The height of a text field.
    var fieldHeight: Double
    /// The side of a check box.
    var checkboxSide: Double
    /// Horizontal padding of a bordered button's label.
    var horizontalPadding: Double

    /// The corner radius of bordered controls.
    var cornerRadius: Double { height / 5 }

    init(_ size: ControlSize, look: PlatformLook) {
        horizontalPadding = size.horizontalPadding
        guard look == .desktop else {
            height = size.height; fieldHeight = size.height; checkboxSide = size.checkboxSide
            return
        }
        switch size {
        case .mini: height = 15; fieldHeight = 16; checkboxSide = 10
        case .small: height = 18; fieldHeight = 19; checkboxSide = 12
        case .regular: height = 21; fieldHeight = 21; checkboxSide = 14
        case .large: height = 24; fieldHeight = 24; checkboxSide = 16
        case .extraLarge: height = 28; fieldHeight = 28; checkboxSide = 18
        }
    }
}

extension ControlValues {
    /// The sizes of controls here: the control size's in the look.
    var metrics: ControlMetrics { ControlMetrics(size, look: look) }
}
