import Tessera

// UIKit's colour names, which SwiftUI code written for iOS uses through `Color(uiColor:)` and
// `Color(.systemGray6)`. There is no UIKit on Linux; the choice made here: `UIColor` is
// Tessera's `Color`, with the system colours public SwiftUI code reaches for most (light
// appearance values; the backgrounds and labels follow the dark appearance too). Views that
// wrap UIKit views (`UIViewRepresentable`) have no equivalent and stay unsupported.

/// UIKit's colour type, on Linux Tessera's `Color`.
public typealias UIColor = Color

extension Color {
    /// A colour from a UIKit colour (SwiftUI's `Color(uiColor:)`): the colour itself.
    public init(uiColor: UIColor) { self = uiColor }
    /// A colour from a UIKit colour (SwiftUI's `Color(_:)` for a `UIColor`): `Color(.systemGray6)`.
    public init(_ color: UIColor) { self = color }

    /// UIKit's window background: white, near black in the dark appearance.
    public static var systemBackground: Color { .windowBackground }
    /// UIKit's grouped-content background (light grey).
    public static var secondarySystemBackground: Color { Color(r8: 242, g8: 242, b8: 247) }
    /// UIKit's third-level background (white).
    public static var tertiarySystemBackground: Color { Color(white: 1) }
    /// UIKit's grouped table background (light grey).
    public static var systemGroupedBackground: Color { Color(r8: 242, g8: 242, b8: 247) }
    /// UIKit's primary label colour.
    public static var label: Color { .primary }
    /// UIKit's secondary label colour.
    public static var secondaryLabel: Color { .secondary }
    /// UIKit's system greys, from the darkest (`systemGray`) to the lightest (`systemGray6`).
    public static var systemGray: Color { .gray }
    public static var systemGray2: Color { Color(r8: 174, g8: 174, b8: 178) }
    public static var systemGray3: Color { Color(r8: 199, g8: 199, b8: 204) }
    public static var systemGray4: Color { Color(r8: 209, g8: 209, b8: 214) }
    public static var systemGray5: Color { Color(r8: 229, g8: 229, b8: 234) }
    public static var systemGray6: Color { Color(r8: 242, g8: 242, b8: 247) }
    /// UIKit's fixed greys `UIColor.darkGray` (one third white) and `UIColor.lightGray` (two
    /// thirds white), as in `Color(.darkGray)`.
    public static var darkGray: Color { Color(white: 1.0 / 3.0) }
    public static var lightGray: Color { Color(white: 2.0 / 3.0) }
    /// UIKit's system colours: SwiftUI's named colours.
    public static var systemRed: Color { .red }
    public static var systemOrange: Color { .orange }
    public static var systemYellow: Color { .yellow }
    public static var systemGreen: Color { .green }
    public static var systemMint: Color { .mint }
    public static var systemTeal: Color { .teal }
    public static var systemCyan: Color { .cyan }
    public static var systemBlue: Color { .blue }
    public static var systemIndigo: Color { .indigo }
    public static var systemPurple: Color { .purple }
    public static var systemPink: Color { .pink }
    public static var systemBrown: Color { .brown }
}
