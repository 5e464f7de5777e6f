/// Values inherited down the view tree, like SwiftUI's `EnvironmentValues`: set by modifiers
/// such as `font`, `foregroundStyle` and `bold`, read by text and shapes below them.
public struct EnvironmentValues: Equatable {
    /// The font of text below (nil: `Font.body`).
    public var font: Font?
    /// A weight overriding the font's (`bold()`, `fontWeight(_:)`).
    public var fontWeight: Font.Weight?
    /// The style of text and of shapes that are not filled explicitly (nil: `.primary`).
    public var foregroundStyle: AnyShapeStyle?
    /// Paragraph options of text below (`lineLimit`, `truncationMode`, `multilineTextAlignment`,
    /// `lineSpacing`).
    public var textLayout = TextLayoutOptions()
    /// Text below in italics (`italic()`).
    public var italic = false
    /// The stacking axis of the enclosing container, for `Spacer` and `Divider` (nil: none).
    var stackAxis: Axis?
    /// Colour scheme, enabled state, layout direction, tint (Environment/BuiltinValues.swift).
    var builtin = BuiltinEnvironment()
    /// Custom keys and environment objects (Environment/EnvironmentKey.swift).
    var storage = EnvironmentStorage()

    public init() {}

    /// The font text is drawn with, resolved for the platform look (``PlatformLook/resolve(_:)``).
    public var resolvedFont: Font {
        var f = platformLook.resolve(font ?? .body)
        if let w = fontWeight { f.weight = w }
        return f
    }
    /// The style for text and default shape fills.
    public var resolvedForeground: AnyShapeStyle { foregroundStyle ?? .color(.primary) }
}
