import TesseraDisplayList
import TesseraGeometry

/// Stroked paths: outlines offset and joined once per path, width and transform (kept in the
/// canvas's `strokes` cache while recent frames draw them), then drawn as a coverage sprite.
extension Canvas {
    /// Draws `path` stroked `width` wide in `color`.
    func stroke(_ path: Path, width: Double, color: Color, _ s: DrawState) {
        let key = StrokeKey(path: path, width: width, transform: s.transform)
        let known = strokes.get(key)
        guard let pieces = known ?? strokePieces(path, width: width, s.transform) else {
            if known == nil { strokes.insert(key, nil, cost: 1) }
            return
        }
        if known == nil { strokes.insert(key, pieces, cost: 1) }
        guard let region = region(Path(subpaths: pieces).bounds, s.clip),
              let tex = texture(TextureKey(mask: maskSpec(pieces, stroke: true, region, s.clip), content: .solid(color))) else { return }
        copy(tex, region, opacity: s.opacity)
    }

    /// The device polygons of `path` stroked `width` wide under `transform` (nil when the
    /// transform does not map it).
    private func strokePieces(_ path: Path, width: Double, _ transform: Transform) -> [[Point]]? {
        var pieces: [[Point]] = []
        for piece in Coverage.strokePieces(path, width: width) {
            guard let dev = map(Path(polygon: piece), transform) else { return nil }
            pieces.append(dev.subpaths[0])
        }
        return pieces
    }
}
