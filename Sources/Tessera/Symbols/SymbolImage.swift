import Foundation
import TesseraGeometry

/// The view an `Image(systemName:)` becomes: the name resolved (with the environment's
/// `symbolVariant`) by `SymbolComposer`, its layers drawn as filled outlines in the colours the
/// rendering mode gives them. Not resizable, it is a square whose side is the font's size times
/// the image scale (`Image.Scale`), the glyph's 20-unit live area filling it; resizable, the
/// live area is stretched to the proposal (`scaledToFit()` keeps it square). A font weight above
/// regular thickens the outlines by stroking them (SF Symbols' weights, approximated).
struct SymbolImage: View {
    var name: String
    var isResizable: Bool
    var mode: SymbolRenderingMode?

    /// The symbol's side per point of font size at `.medium` scale.
    static let sizePerPoint = 1.1

    var body: some View {
        ControlContextReader { ctx in
            let env = ctx.env
            let drawing = Self.drawing(name, variants: env.symbolVariants)
            let font = env.resolvedFont
            let side = font.size * Self.sizePerPoint * env.imageScale.factor
            let layers = Self.paints(
                drawing, mode: mode ?? env.symbolRenderingMode ?? .monochrome,
                foreground: env.resolvedForeground, palette: env.symbolPalette)
            let stroke = Self.weightStroke(font.weight)
            let content = ZStack {
                ForEach(Array(layers.enumerated()), id: \.offset) { _, layer in
                    SymbolLayerView(shape: SymbolLayerShape(outline: layer.0), style: layer.1, strokeFraction: stroke)
                }
            }
            if isResizable {
                content
            } else {
                content.frame(width: side, height: side)
            }
        }
    }

    /// The drawing for `name` under `variants`; an unknown name warns once and draws "?".
    static func drawing(_ name: String, variants: SymbolVariants) -> SymbolDrawing {
        let key = DrawingCache.Key(name: name, variants: variants)
        if let d = DrawingCache.shared[key] { return d }
        let d = resolve(name, variants: variants)
        DrawingCache.shared[key] = d
        return d
    }

    private static func resolve(_ name: String, variants: SymbolVariants) -> SymbolDrawing {
        let composer = SymbolComposer(catalog: .shared)
        for candidate in variants.candidates(for: name) {
            if let d = composer.drawing(for: candidate) { return d }
        }
        SymbolWarnings.shared.unknownName(name)
        return composer.drawingOrPlaceholder(for: name)
    }

    /// Each drawn layer's outline and style under `mode`.
    static func paints(
        _ d: SymbolDrawing, mode: SymbolRenderingMode, foreground: AnyShapeStyle,
        palette: [AnyShapeStyle]
    ) -> [(GlyphOutline, AnyShapeStyle)] {
        switch mode.mode {
        case .monochrome:
            return d.layers.filter { $0.role != .inlay }.map { ($0.outline, foreground) }
        case .hierarchical, .palette:
            let primary = mode.mode == .palette ? palette.first ?? foreground : foreground
            let secondary = mode.mode == .palette && palette.count > 1 ? palette[1] : primary.opacity(0.5)
            return d.layers.map { ($0.outline, $0.role == .secondary ? secondary : primary) }
        case .multicolor:
            guard let color = SymbolColors.color(for: d.base) else {
                return d.layers.filter { $0.role != .inlay }.map { ($0.outline, foreground) }
            }
            let enclosed = d.layers.contains { $0.role == .secondary }
            return d.layers.map { layer in
                switch layer.role {
                case .inlay: (layer.outline, .color(.white))
                case .secondary: (layer.outline, .color(color))
                case .primary: (layer.outline, enclosed ? foreground : .color(color))
                }
            }
        }
    }

    /// The outline stroke, as a fraction of the symbol's side, that approximates `weight`.
    static func weightStroke(_ weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: 0
        case .medium: 0.012
        case .semibold: 0.022
        case .bold: 0.034
        case .heavy: 0.046
        case .black: 0.058
        }
    }
}

/// One layer: the outline filled, and stroked when the weight asks for it.
struct SymbolLayerView: View {
    var shape: SymbolLayerShape
    var style: AnyShapeStyle
    var strokeFraction: Double

    var body: some View {
        if strokeFraction > 0 {
            GeometryReader { proxy in
                ZStack {
                    shape.fill(style)
                    shape.stroke(style, lineWidth: strokeFraction * min(proxy.size.width, proxy.size.height))
                }
            }
        } else {
            shape.fill(style)
        }
    }
}

/// A symbol layer's outline with its 20-unit live area (2...22 of the 24-unit design box)
/// mapped onto the frame.
struct SymbolLayerShape: Shape {
    var outline: GlyphOutline
    func path(in cgRect: CGRect) -> Path {
        let r = Rect(cgRect)
        let sx = r.width / 20, sy = r.height / 20
        return Path(subpaths: outline.contours.map { c in
            c.map { Point(x: r.minX + ($0.x - 2) * sx, y: r.minY + ($0.y - 2) * sy) }
        })
    }
}

/// The colours of `.multicolor` for the symbols SF Symbols colours (approximated by name).
enum SymbolColors {
    static func color(for base: String) -> Color? {
        let root = base.split(separator: ".").first.map(String.init) ?? base
        switch root {
        case "heart": return Color(red: 1, green: 0.23, blue: 0.19)
        case "star", "sun", "bolt", "lightbulb", "exclamationmark": return Color(red: 1, green: 0.8, blue: 0)
        case "checkmark", "leaf", "plus", "phone": return Color(red: 0.2, green: 0.78, blue: 0.35)
        case "xmark", "trash", "minus", "flame": return Color(red: 1, green: 0.23, blue: 0.19)
        case "drop", "cloud", "info", "person", "envelope": return Color(red: 0, green: 0.48, blue: 1)
        case "moon": return Color(red: 0.35, green: 0.34, blue: 0.84)
        default: return nil
        }
    }
}

/// Resolved drawings by name and variants, so a view's re-evaluation does not compose again.
final class DrawingCache: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var variants: SymbolVariants
    }
    static let shared = DrawingCache()
    private let lock = NSLock()
    private var drawings: [Key: SymbolDrawing] = [:]

    subscript(key: Key) -> SymbolDrawing? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return drawings[key]
        }
        set {
            lock.lock()
            drawings[key] = newValue
            lock.unlock()
        }
    }
}
