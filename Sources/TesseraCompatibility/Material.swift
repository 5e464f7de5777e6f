import Tessera

/// SwiftUI's translucent background materials (`.background(.regularMaterial)`). Tessera
/// draws a material as the window's background colour (which follows the appearance) at the
/// material's opacity, thinner materials letting more through; unlike SwiftUI it does not
/// blur what is behind.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the window background covers what is behind (0...1).
    public let opacity: Double

    public var resolvedStyle: AnyShapeStyle { .color(Color.windowBackground.opacity(opacity)) }

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.5)
    public static let regular = Material(opacity: 0.7)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.8)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
