/// The size class of controls, like SwiftUI's `ControlSize`, set with `.controlSize(_:)`:
/// it scales a control's height, its text and its parts (knobs, switches, checkboxes).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// The height of a bordered control (button, field, stepper, segmented picker) in the touch
    /// look; `ControlMetrics` has the desktop look's macOS heights.
    var height: Double {
        switch self { case .mini: 20; case .small: 24; case .regular: 30; case .large: 36; case .extraLarge: 44 }
    }
    /// The size of control text when no font is set.
    var fontSize: Double {
        switch self { case .mini: 11; case .small: 13; case .regular: 15; case .large: 17; case .extraLarge: 20 }
    }
    /// Horizontal padding of a bordered button's label.
    var horizontalPadding: Double {
        switch self { case .mini: 6; case .small: 8; case .regular: 12; case .large: 14; case .extraLarge: 18 }
    }
    /// The corner radius of bordered controls.
    var cornerRadius: Double { height / 5 }
    /// The size of a switch toggle's track.
    var switchSize: Size {
        switch self {
        case .mini: Size(width: 26, height: 15); case .small: Size(width: 32, height: 18)
        case .regular: Size(width: 40, height: 22); case .large: Size(width: 48, height: 27)
        case .extraLarge: Size(width: 56, height: 32)
        }
    }
    /// The side of a checkbox in the touch look, and the diameter of a slider's knob.
    var checkboxSide: Double { fontSize + 2 }
    var knobDiameter: Double { fontSize + 5 }
}

/// Colours of Tessera's controls: a desktop look in light and dark variants (chosen by the
/// environment's `colorScheme`), with the tint (accent) colour for selected and "on" states.
struct ControlPalette: Equatable {
    var fill, fillHover, fillPressed, border, track, groove, text, placeholder, selection: Color
    /// Field, menu and knob surfaces, and the raised plate of a segmented control.
    var surface, plate: Color
    /// The label colour of destructive buttons.
    var destructive = ControlPalette.destructive

    static let light = ControlPalette(
        fill: Color(white: 0.97), fillHover: Color(white: 0.93), fillPressed: Color(white: 0.86),
        border: Color(white: 0.72), track: Color(white: 0.84), groove: Color(white: 0.90),
        text: Color(white: 0.1), placeholder: Color(white: 0.55), selection: Color(r8: 179, g8: 215, b8: 255),
        surface: .white, plate: .white)
    static let dark = ControlPalette(
        fill: Color(white: 0.30), fillHover: Color(white: 0.35), fillPressed: Color(white: 0.42),
        border: Color(white: 0.45), track: Color(white: 0.32), groove: Color(white: 0.22),
        text: Color(white: 0.93), placeholder: Color(white: 0.55), selection: Color(r8: 38, g8: 79, b8: 120),
        surface: Color(white: 0.16), plate: Color(white: 0.40), destructive: ControlPalette.darkDestructive)

    /// The accent of light and dark appearances when no tint is set (`Color.accentColor`'s).
    static let accent = Color(r8: 0, g8: 64, b8: 221)
    static let darkAccent = Color(r8: 10, g8: 132, b8: 255)
    /// The label colour of destructive buttons in light and dark appearances: `Color._destructive`
    /// in the light; lighter in the dark (#FFAAA4), for 4.7:1 on the dark bezel.
    static let destructive = Color(r8: 215, g8: 0, b8: 21)
    static let darkDestructive = Color(r8: 255, g8: 170, b8: 164)
    static let focusRing = accent.opacity(0.55)
    /// The opacity of a disabled control: dimmed, yet its text keeps WCAG's 4.5:1 on its bezel
    /// and on the window in both appearances (4.8:1 for a light button's label; 0.42 gave 2.6:1).
    static let disabledOpacity = 0.62

    /// The fill of a prominent button of `tint` under white text: the tint, except the dark
    /// appearance's default accent (#0A84FF, 3.6:1 with white), darkened to 5:1.
    static func prominentFill(_ tint: Color) -> Color { tint == darkAccent ? shade(tint, by: -0.18) : tint }

    /// `color` a little lighter (hover) or darker (pressed) for prominent fills.
    static func shade(_ color: Color, by amount: Double) -> Color {
        func f(_ c: Double) -> Double { amount >= 0 ? c + (1 - c) * amount : c * (1 + amount) }
        return Color(red: f(color.red), green: f(color.green), blue: f(color.blue), alpha: color.alpha)
    }
}
