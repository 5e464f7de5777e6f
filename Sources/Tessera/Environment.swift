/// Values inherited down the view tree, like SwiftUI's `EnvironmentValues`: set by modifiers
/// such as `font`, `foregroundStyle` and `bold`, read by text and shapes below them.
public struct EnvironmentValues: Equatable {
    /// The font of text below (nil: `Font.body`).
    public var font: Font?
    /// A weight overriding the font's (`bold()`, `fontWeight(_:)`).
    public var fontWeight: Font.Weight?
    /// The style of text and of shapes that are not filled explicitly (nil: `.primary`).
    public var foregroundStyle: AnyShapeStyle?
    /// The stacking axis of the enclosing container, for `Spacer` and `Divider` (nil: none).
    var stackAxis: Axis?
    /// Colour scheme, enabled state, layout direction, tint (Environment/BuiltinValues.swift).
    var builtin = BuiltinEnvironment()
    /// Custom keys and environment objects (Environment/EnvironmentKey.swift).
    var storage = EnvironmentStorage()

    public init() {}

    /// The font text is drawn with.
    public var resolvedFont: Font {
        var f = font ?? .body
        if let w = fontWeight { f.weight = w }
        return f
    }
    /// The style for text and default shape fills.
    public var resolvedForeground: AnyShapeStyle { foregroundStyle ?? .color(.primary) }
}

extension Font {
    /// A system font of `size` points (the bundled DejaVu Sans), like SwiftUI's `.system(size:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
    /// The font with `weight`.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// SwiftUI's text styles, at their default (large) sizes.
    public static let largeTitle = Font(size: 34)
    public static let title = Font(size: 28)
    public static let title2 = Font(size: 22)
    public static let title3 = Font(size: 20)
    public static let headline = Font(size: 17, weight: .bold)
    public static let subheadline = Font(size: 15)
    public static let callout = Font(size: 16)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let caption2 = Font(size: 11)
}
