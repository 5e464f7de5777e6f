import Foundation
import TesseraGeometry

/// One layer of a resolved symbol: contours in the 24-unit design box, filled with the
/// non-zero rule, and the role that picks its colour under a rendering mode (SF Symbols'
/// primary and secondary layers).
struct SymbolLayer: Sendable, Equatable {
    enum Role: Sendable, Equatable {
        /// The glyph: the foreground style.
        case primary
        /// An enclosing circle or square: the secondary style (hierarchical: the foreground at
        /// lower opacity).
        case secondary
        /// The glyph drawn again inside a filled enclosure it is cut out of: only in the
        /// hierarchical, palette and multicolor modes (monochrome leaves the hole).
        case inlay
    }
    var outline: GlyphOutline
    var role: Role
}

/// A symbol name resolved to layers (see `SymbolComposer`); `base` is the name its multicolor
/// colours are looked up by, `isPlaceholder` marks the "?" of an unknown name.
struct SymbolDrawing: Sendable, Equatable {
    var layers: [SymbolLayer]
    var base: String
    var isPlaceholder = false
}

/// Resolves SF Symbol names to drawings from the catalog's data:
///
/// 1. a name the map lists draws its glyph;
/// 2. `X.fill` without a line draws X;
/// 3. `X.circle` / `X.square` draw X at 60% inside a ring or rounded-square outline;
///    `X.circle.fill` / `X.square.fill` fill the shape and cut X (its `.fill` glyph if mapped)
///    out of it: the contours of the shape run against the glyph's outer contours, so the
///    non-zero fill leaves a real hole (the background shows through);
/// 4. `N.circle`, `N.square` (`.fill`) with N a number 0...100 or a letter a-z: the text in
///    DejaVu Sans Bold, composed the same way;
/// 5. anything else: nil (the caller draws the placeholder and warns).
struct SymbolComposer {
    var catalog: SymbolCatalog

    /// The enclosures a name may end in, longest first.
    private static let suffixes: [(String, Enclosure?, Bool)] = [
        (".circle.fill", .circle, true), (".square.fill", .square, true),
        (".circle", .circle, false), (".square", .square, false), (".fill", nil, true),
    ]

    enum Enclosure: Sendable { case circle, square }

    func drawing(for name: String) -> SymbolDrawing? {
        if let g = catalog.mapped(name) {
            return SymbolDrawing(layers: [SymbolLayer(outline: g, role: .primary)], base: stem(name))
        }
        for (suffix, enclosure, filled) in Self.suffixes where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            guard !base.isEmpty else { continue }
            if let text = textOutline(base), let enclosure {
                return SymbolDrawing(layers: Self.compose(text, in: enclosure, filled: filled), base: base)
            }
            let glyph = filled ? (catalog.mapped(base + ".fill") ?? catalog.mapped(base)) : catalog.mapped(base)
            guard let glyph else { continue }
            guard let enclosure else {
                return SymbolDrawing(layers: [SymbolLayer(outline: glyph, role: .primary)], base: base)
            }
            let inner = glyph.scaled(0.6, about: Point(x: 12, y: 12))
            return SymbolDrawing(layers: Self.compose(inner, in: enclosure, filled: filled), base: base)
        }
        return nil
    }

    /// The drawing for `name`, or the placeholder ("?" in a square outline).
    func drawingOrPlaceholder(for name: String) -> SymbolDrawing {
        if let d = drawing(for: name) { return d }
        var p = drawing(for: "questionmark.square") ?? SymbolDrawing(layers: [], base: "questionmark")
        p.isPlaceholder = true
        return p
    }

    /// The name without its variant suffixes (`heart.circle.fill` -> `heart`).
    func stem(_ name: String) -> String {
        var n = name
        for (suffix, _, _) in Self.suffixes where n.hasSuffix(suffix) && n.count > suffix.count {
            n = String(n.dropLast(suffix.count))
            break
        }
        return n
    }

    /// The outline of a number 0...100 or a single letter, fitted into the middle of the box.
    func textOutline(_ s: String) -> GlyphOutline? {
        let isNumber = s.allSatisfy(\.isASCII) && Int(s).map { (0...100).contains($0) && String($0) == s } == true
        let isLetter = s.count == 1 && s.first!.isASCII && s.first!.isLetter && s.first!.isLowercase
        guard isNumber || isLetter else { return nil }
        var contours: [[Point]] = []
        var x = 0.0
        for ch in s {
            guard let g = catalog.textGlyphs[ch] else { return nil }
            contours += g.contours.map { $0.map { Point(x: $0.x + x, y: $0.y) } }
            x += g.advance
        }
        let raw = GlyphOutline(contours: contours)
        let b = raw.bounds
        guard b.width > 0, b.height > 0 else { return nil }
        // Digits are 9.5 units tall in the box, letters by their x-height or ascenders alike;
        // wide numbers shrink to fit 12 units.
        let scale = min(9.5 / max(b.height, 11 * 0.73), 12.5 / b.width)
        return raw.mapped { Point(x: 12 + ($0.x - b.midX) * scale, y: 12 + ($0.y - b.midY) * scale) }
    }

    /// `inner` in an enclosure: a ring and the glyph, or a filled shape with the glyph cut out
    /// (and the glyph as an inlay for the colourful modes).
    static func compose(_ inner: GlyphOutline, in enclosure: Enclosure, filled: Bool) -> [SymbolLayer] {
        let outer = shape(enclosure, inset: 2)
        if !filled {
            let hole = Array(shape(enclosure, inset: 3.9).reversed())
            return [
                SymbolLayer(outline: GlyphOutline(contours: [outer, hole]), role: .secondary),
                SymbolLayer(outline: inner, role: .primary),
            ]
        }
        // The shape runs against the glyph's outer contours: the non-zero winding cancels inside them.
        let glyphSign = inner.outerOrientation
        let shapeSign = GlyphOutline.signedArea(outer)
        let body = (glyphSign == 0 || (glyphSign > 0) != (shapeSign > 0)) ? outer : Array(outer.reversed())
        return [
            SymbolLayer(outline: GlyphOutline(contours: [body] + inner.contours), role: .secondary),
            SymbolLayer(outline: inner, role: .inlay),
        ]
    }

    /// A circle or rounded square filling the 24-unit box less `inset` on each side, clockwise
    /// on screen, finely divided (a symbol may be drawn hundreds of points tall).
    static func shape(_ enclosure: Enclosure, inset: Double) -> [Point] {
        let half = 12 - inset
        switch enclosure {
        case .circle:
            return (0..<96).map { i in
                let a = Double(i) / 96 * 2 * .pi
                return Point(x: 12 + half * cos(a), y: 12 + half * sin(a))
            }
        case .square:
            let radius = max(0.5, 4.5 - (inset - 2))
            let c = half - radius
            var pts: [Point] = []
            for (k, (sx, sy)) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)].enumerated() {
                for j in 0...12 {
                    let a = (Double(k) + Double(j) / 12) * .pi / 2
                    pts.append(Point(x: 12 + sx * c + radius * cos(a), y: 12 + sy * c + radius * sin(a)))
                }
            }
            return pts
        }
    }
}
