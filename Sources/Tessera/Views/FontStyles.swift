/// SwiftUI's font constructors and text styles on `Font`.
///
/// Text styles carry their `Font.TextStyle` and are sized by the platform look of the view
/// they are used in (``PlatformLook``): macOS sizes in the desktop look (body 13, title 22),
/// iOS's default Dynamic Type sizes in the touch look (body 17, title 28). Until resolved,
/// `size` holds the touch size (`headline` is semibold in SwiftUI on iOS; bold here, drawn
/// identically with the bundled faces).
extension Font {
    /// A system font of `size` points, like SwiftUI's `.system(size:weight:design:)`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// A text style's system font with `design` and `weight`, like `.system(.title, design: .serif)`.
    public static func system(_ style: Font, design: Design = .default, weight: Weight? = nil) -> Font {
        var f = style; f.design = design; if let weight { f.weight = weight }; return f
    }
    /// The installed family `name` at `size` points, like SwiftUI's `.custom(_:size:)`; a family
    /// that is not installed falls back to the system font (one warning line).
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size, family: name) }
    /// The font with `weight`.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font's monospaced design.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font with digits of one width.
    public func monospacedDigit() -> Font { var f = self; f.monospacedDigit = true; return f }

    public static let largeTitle = Font(size: 34, textStyle: .largeTitle)
    public static let title = Font(size: 28, textStyle: .title)
    public static let title2 = Font(size: 22, textStyle: .title2)
    public static let title3 = Font(size: 20, textStyle: .title3)
    public static let headline = Font(size: 17, weight: .bold, textStyle: .headline)
    public static let subheadline = Font(size: 15, textStyle: .subheadline)
    public static let callout = Font(size: 16, textStyle: .callout)
    public static let footnote = Font(size: 13, textStyle: .footnote)
    public static let caption = Font(size: 12, textStyle: .caption)
    public static let caption2 = Font(size: 11, textStyle: .caption2)
}
