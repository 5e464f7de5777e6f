import TesseraLayout

/// Whether views are drawn for a light or a dark appearance, like SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The horizontal direction of the writing system, like SwiftUI's `LayoutDirection`: stacks
/// and grids place their first child at the right in `.rightToLeft`.
public typealias LayoutDirection = GridLayout.LayoutDirection

/// The environment values Tessera defines, kept together so comparing two environments
/// compares plain fields.
struct BuiltinEnvironment: Equatable {
    var colorScheme = ColorScheme.light
    var isEnabled = true
    var layoutDirection = LayoutDirection.leftToRight
    var tint: Color?
    /// Whether input effects below are dropped without the disabled look (`_inert(_:)`:
    /// screens a navigation stack keeps off screen, content behind a modal presentation).
    var isInert = false
    /// Where `.preferredColorScheme(_:)` reports to the host (one per host, so always equal).
    var preferenceSink: ColorSchemePreference?
    /// The platform look views chose, and the one a host forces (``PlatformLook``).
    var look = PlatformLook.default
    var lookOverride: PlatformLook?

    static func == (a: Self, b: Self) -> Bool {
        a.colorScheme == b.colorScheme && a.isEnabled == b.isEnabled && a.layoutDirection == b.layoutDirection
            && a.tint == b.tint && a.isInert == b.isInert && a.look == b.look && a.lookOverride == b.lookOverride
    }
}

/// The colour scheme the content of a host prefers (`.preferredColorScheme(_:)`), read by the
/// host after each update to re-render the whole tree in it.
final class ColorSchemePreference {
    var scheme: ColorScheme?
}

extension EnvironmentValues {
    /// The appearance views are drawn for (`.preferredColorScheme(_:)`, the app's setting).
    public var colorScheme: ColorScheme {
        get { builtin.colorScheme }
        set { builtin.colorScheme = newValue }
    }
    /// Whether controls below accept input (`.disabled(_:)`). Disabled views take no taps,
    /// gestures or key presses.
    public var isEnabled: Bool {
        get { builtin.isEnabled }
        set { builtin.isEnabled = newValue }
    }
    /// The writing direction stacks and grids below follow.
    public var layoutDirection: LayoutDirection {
        get { builtin.layoutDirection }
        set { builtin.layoutDirection = newValue }
    }
    /// Where `.preferredColorScheme(_:)` reports to the host.
    var preferredColorSchemeSink: ColorSchemePreference? { builtin.preferenceSink }
    /// The tint of controls below (`.tint(_:)`; nil: the accent colour).
    public var tint: Color? {
        get { builtin.tint }
        set { builtin.tint = newValue }
    }
}

extension RenderEffect {
    /// Whether the effect handles input (taps, pointer recognizers, keys): such effects are
    /// dropped below `.disabled(true)`.
    var isInteractive: Bool {
        switch self {
        case .tap, .pointer, .keyPress: true
        default: false
        }
    }

    /// Whether the effect is dropped below `_inert(true)`: input effects, hover and focus.
    var isDroppedWhenInert: Bool {
        switch self {
        case .tap, .pointer, .keyPress, .hover, .focusable: true
        default: false
        }
    }
}
