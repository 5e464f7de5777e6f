import TesseraDisplayList
import TesseraGeometry

/// The dry run of an image that only moved by whole device pixels since the last tracked
/// frame (a scroll step moves every photo on screen so), taken from that frame instead of
/// run again: the same sprite copied to the same place moved.
///
/// Exact because drawing an image is translation-equivariant at whole device pixels: its
/// sprite is keyed relative to the sprite's own region (the same texture) and copied 1:1 to the
/// region. Taken only when the last frame's image was copied whole (one operation, no part cut
/// by the clip rectangle), the new one's moved region lies inside its clip rectangle too (so no
/// part of it is cut either), no clip path is in effect, the transforms are equal and axis
/// aligned, the opacities equal, and the new image equals the old one moved by the translation
/// (rectangle, clip path, source, content mode; compared exactly). Otherwise the image is run
/// dry as before. `DamageTrackingTests`, `ScrollShiftTests` and `LazyGalleryPixelTests` compare
/// such frames with full renders.
struct MovedImages {
    private struct Shape: Hashable {
        let source: ImageSource
        let width: Double, height: Double
        let mode: ContentMode
        init(_ d: ImageDraw) { source = d.source; width = d.rect.width; height = d.rect.height; mode = d.contentMode }
    }
    /// The last frame's unmatched images copied whole, by what does not change when they move.
    private var candidates: [Shape: [Int]] = [:]

    init(old: [DamageEntry], gone: [Int]) {
        for i in gone {
            let e = old[i]
            guard e.isKnown, case let .image(draw) = e.key.item, e.ops.count == 1, e.ops[0].source == nil,
                  e.textures.count == 1, e.state.clip.paths.isEmpty else { continue }
            candidates[Shape(draw), default: []].append(i)
        }
    }

    /// Gives `e` (a new image primitive not run yet) the bounds, operation and texture of an old
    /// image it equals moved by whole pixels, when one qualifies (see the type); false otherwise.
    func adopt(_ e: inout DamageEntry, from old: [DamageEntry]) -> Bool {
        guard !candidates.isEmpty, case let .image(draw) = e.key.item, e.state.clip.paths.isEmpty,
              let list = candidates[Shape(draw)] else { return false }
        let t = e.state.transform.m
        guard t[1] == 0, t[3] == 0, t[6] == 0, t[7] == 0, t[8] == 1 else { return false }
        for i in list.prefix(16) {
            let o = old[i]
            guard case let .image(was) = o.key.item, o.state.transform == e.state.transform, o.state.opacity == e.state.opacity else { continue }
            let dx = draw.rect.minX - was.rect.minX, dy = draw.rect.minY - was.rect.minY
            let px = dx * t[0], py = dy * t[4]
            guard px.isFinite, py.isFinite, px == px.rounded(), py == py.rounded(), abs(px) < 1e7, abs(py) < 1e7 else { continue }
            var moved = was
            moved.rect = was.rect.offsetBy(Point(x: dx, y: dy))
            moved.clip = was.clip?.applying(.translation(dx, dy))
            guard moved == draw else { continue }
            var op = o.ops[0]
            op.dst = PixelRect(x: op.dst.x + Int(px), y: op.dst.y + Int(py), width: op.dst.width, height: op.dst.height)
            let c = e.state.clip.rect
            guard !op.dst.isEmpty, op.dst.x >= c.x, op.dst.y >= c.y, op.dst.maxX <= c.maxX, op.dst.maxY <= c.maxY else { continue }
            e.ops = [op]
            e.textures = o.textures
            e.bounds = op.dst
            e.isKnown = true
            return true
        }
        return false
    }
}
