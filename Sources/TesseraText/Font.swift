/// A font request, like SwiftUI's `Font`: a point size, a weight, a design, italic, an optional
/// family name, and whether digits are set at one width. The SDL backend resolves it through
/// fontconfig (the bundled DejaVu Sans for the default design's regular and bold) and falls back
/// per character to any installed face that has the glyph.
///
/// Sizes are sanitized by ``resolvedSize``: NaN and infinities become 17 (SwiftUI's body size),
/// anything else is clamped to 1...1024 points, so no size can trap a conversion or allocate
/// without bound.
public struct Font: Hashable, Sendable {
    /// Weights from SwiftUI's `Font.Weight`, lightest first; ``cssValue`` is the CSS/OpenType
    /// numeric weight (100...900) fontconfig matches with.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// CSS Fonts 4 §2.2 numeric weight.
        public var cssValue: Int { 100 * (Weight.allCases.firstIndex(of: self)! + 1) }
        public static func < (a: Weight, b: Weight) -> Bool { a.cssValue < b.cssValue }
    }

    /// SwiftUI's `Font.Design`: the generic family a system font is drawn from.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// A family name (`Font.custom`); nil is the system font of ``design``.
    public var family: String?
    /// Digits all as wide as the widest (`monospacedDigit()`).
    public var monospacedDigit: Bool
    /// The semantic style the font was made from (`.body`, `.title`...), nil for fixed sizes.
    /// A platform look resolves it to that look's size (Tessera's `PlatformLook`); until then
    /// ``size`` holds the style's touch (iOS) size.
    public var textStyle: TextStyle?
    /// The family the system font's default design is drawn in, chosen by the platform look
    /// (such as "Inter"); nil, or a family that is not installed, is the bundled DejaVu Sans.
    /// ``family`` (`Font.custom`) wins over it.
    public var systemFamily: String?

    public init(
        size: Double = 17, weight: Weight = .regular, design: Design = .default, italic: Bool = false,
        family: String? = nil, monospacedDigit: Bool = false, textStyle: TextStyle? = nil
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
        self.family = family
        self.monospacedDigit = monospacedDigit
        self.textStyle = textStyle
    }

    /// SwiftUI's `.body` text style (17 points until a platform look resolves it).
    public static let body = Font(size: 17, textStyle: .body)

    /// The largest size text is laid out at; larger requests are clamped.
    public static let maximumSize = 1024.0

    /// The size used for layout and drawing: NaN/infinite -> 17, else clamped to 1...1024.
    public var resolvedSize: Double {
        guard size.isFinite else { return 17 }
        return min(Font.maximumSize, max(1, size))
    }
}
