import Tessera

// SwiftUI's hierarchical and environment-dependent shape styles, as Tessera's semantic
// colours (resolved against the environment when drawn).

extension ShapeStyle where Self == Color {
    /// The accent colour of this view's environment (SwiftUI's `TintShapeStyle`): the colour set
    /// with `.tint(_:)` (or `.accentColor(_:)`), else blue.
    public static var tint: Color { Color.accentColor }
    /// The window's background (SwiftUI's `BackgroundStyle`): white in the light appearance,
    /// near black in the dark one.
    public static var background: Color { Color.windowBackground }
    /// The foreground style (SwiftUI's `ForegroundStyle`): the primary label colour. A
    /// `foregroundStyle(_:)` set above is not read (Tessera's styles do not see the environment).
    public static var foreground: Color { Color.primary }
}
