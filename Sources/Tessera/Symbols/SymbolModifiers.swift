/// How a symbol's layers take colour, like SwiftUI's `SymbolRenderingMode`
/// (`symbolRenderingMode(_:)`). Tessera approximates the four modes with the layers it composes
/// (see the "Symbols" article): a mapped glyph is one layer; an enclosed symbol (`x.circle`,
/// `x.square.fill`) has the glyph as its primary layer and the circle or square as its
/// secondary layer.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let mode: Mode
    /// Every layer in the foreground style; a filled enclosure keeps its cut-out holes.
    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    /// The primary layer in the foreground style, the secondary at 50% of its opacity.
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    /// The primary layer in the first foreground style, the secondary in the second
    /// (`foregroundStyle(_:_:)`; without one, as hierarchical).
    public static let palette = SymbolRenderingMode(mode: .palette)
    /// The symbol's own colours for the names Tessera knows colours of (hearts red, stars
    /// yellow, checkmarks green...), glyphs white inside filled enclosures; others monochrome.
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

/// Variants applied to every symbol below, like SwiftUI's `SymbolVariants`
/// (`symbolVariant(_:)`): `.fill`, `.circle`, `.square`, `.slash`, combined as in
/// `.circle.fill`. A variant the name does not resolve with is not applied.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square }
    var shape: Shape?
    var filled = false
    var slashed = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(filled: true)
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let slash = SymbolVariants(slashed: true)
    /// These variants and the filled one.
    public var fill: SymbolVariants {
        var v = self
        v.filled = true
        return v
    }
    /// These variants in a circle.
    public var circle: SymbolVariants {
        var v = self
        v.shape = .circle
        return v
    }
    /// These variants in a square.
    public var square: SymbolVariants {
        var v = self
        v.shape = .square
        return v
    }
    /// These variants slashed.
    public var slash: SymbolVariants {
        var v = self
        v.slashed = true
        return v
    }

    /// The names to try for `name`, most specific first (`bell` + `.slash.fill` ->
    /// `bell.slash.fill`, `bell.slash`, `bell.fill`, `bell`).
    func candidates(for name: String) -> [String] {
        guard self != .none else { return [name] }
        let slash = slashed && !name.contains(".slash") ? ".slash" : ""
        let shapeSuffix = shape.map { $0 == .circle ? ".circle" : ".square" } ?? ""
        let enclosure =
            name.hasSuffix(".circle") || name.hasSuffix(".square") || name.contains(".circle.")
                || name.contains(".square.") ? "" : shapeSuffix
        let fill = filled && !name.hasSuffix(".fill") ? ".fill" : ""
        var out = [name + slash + enclosure + fill, name + slash + enclosure, name + slash + fill, name + fill, name]
        var seen = Set<String>()
        out = out.filter { seen.insert($0).inserted }
        return out
    }
}

extension Image {
    /// The size of symbol images relative to their font, like SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        /// Symbol size relative to `.medium` (SF Symbols' small and large scales).
        var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// This symbol image drawn in `mode` (no effect on other images).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.symbolMode = mode
        return i
    }

    /// Whether an image is drawn as a template (tinted) or with its own colours, like
    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// SwiftUI's `renderingMode(_:)`: for a symbol, `.original` draws its own colours
    /// (`.multicolor`) and `.template` the foreground style (`.monochrome`); bitmaps are drawn
    /// as they are either way.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        symbolRenderingMode(mode.map { $0 == .original ? .multicolor : .monochrome })
    }
}

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct SymbolPaletteKey: EnvironmentKey { static var defaultValue: [AnyShapeStyle] { [] } }

extension EnvironmentValues {
    /// The scale of symbol images below (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The rendering mode of symbol images below (nil: monochrome).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The variants of symbol images below (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The primary, secondary (and tertiary) styles of `foregroundStyle(_:_:)`.
    var symbolPalette: [AnyShapeStyle] {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}

extension View {
    /// Symbol images below at `scale` relative to their font, like SwiftUI's `imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
    /// Symbol images below drawn in `mode`, like SwiftUI's `symbolRenderingMode(_:)`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
    /// Symbol images below in `variant` where the name has it, like SwiftUI's `symbolVariant(_:)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
    /// The foreground style, and `secondary` for symbols' secondary layers (palette mode), like
    /// SwiftUI's `foregroundStyle(_:_:)`.
    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> some View {
        foregroundStyle(primary).environment(\.symbolPalette, [primary.resolvedStyle, secondary.resolvedStyle])
    }
    /// Three styles, like SwiftUI's `foregroundStyle(_:_:_:)` (symbols use the first two).
    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle)
        -> some View
    {
        foregroundStyle(primary).environment(
            \.symbolPalette, [primary.resolvedStyle, secondary.resolvedStyle, tertiary.resolvedStyle])
    }
}
