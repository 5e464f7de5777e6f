import TesseraDisplayList
import TesseraGeometry

/// The dry run of an image that only moved by whole device pixels since the last tracked
/// frame (a scroll step moves every photo on screen so), taken from that frame instead of
/// run again: the same sprite copied to the same place moved.
///
/// Exact because drawing an image is translation-equivariant at whole device pixels: its
/// sprite is keyed relative to the sprite's own region (the same texture) and copied 1:1 to the
/// region. With no clip path in effect and an image of at most 4 Mpx, `Canvas.image` makes the
/// sprite for the whole image whatever the clip rectangle, and copies the part of its region
/// the clip rectangle shows (`source` nil when that is all of it). So the old operation gives
/// the sprite and its region (where its texture lies, ``DrawOp/anchor``, and the texture's
/// size), and the new operation is that region moved, cut by the new clip rectangle: a tile
/// the viewport's edge cuts in either frame is taken too. Taken only when the last frame drew
/// the image with one operation of one texture, the image covers at most 4 Mpx, no clip path is in effect in
/// either frame, the transforms are equal and axis aligned, the opacities equal, the new image
/// equals the old one moved by the translation (rectangle, clip path, source, content mode;
/// compared exactly), and the moved region shows through the new clip rectangle. Otherwise the
/// image is run dry as before. `DamageTrackingTests`, `ScrollShiftTests` and
/// `LazyGalleryPixelTests` compare such frames with full renders.
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
            guard e.isKnown, case let .image(draw) = e.key.item, e.ops.count == 1, e.textures.count == 1,
                  e.ops[0].texture?.object === e.textures[0], e.textures[0].width * e.textures[0].height <= 4_000_000,
                  e.state.clip.paths.isEmpty else { continue }
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
        // The image's device area bounds the sprite's: at most 4 Mpx, the sprite is made for the
        // whole image, independent of the clip rectangle (`Canvas.image`).
        guard abs(draw.rect.width * t[0] * draw.rect.height * t[4]) <= 4_000_000 else { return false }
        for i in list.prefix(16) {
            let o = old[i]
            guard case let .image(was) = o.key.item, o.state.transform == e.state.transform, o.state.opacity == e.state.opacity else { continue }
            let dx = draw.rect.minX - was.rect.minX, dy = draw.rect.minY - was.rect.minY
            let px = dx * t[0], py = dy * t[4]
            guard px.isFinite, py.isFinite, px == px.rounded(), py == py.rounded(), abs(px) < 1e7, abs(py) < 1e7 else { continue }
            // `was` moved by (dx, dy) equals `draw` (compared in place: building the moved clip
            // path allocated per candidate).
            guard draw.source == was.source, draw.contentMode == was.contentMode,
                  draw.rect == was.rect.offsetBy(Point(x: dx, y: dy)), Self.equal(draw.clip, was.clip, movedBy: dx, dy) else { continue }
            // The sprite's region at its new place, and the part of it the clip rectangle shows.
            var op = o.ops[0]
            let tex = o.textures[0], anchor = op.anchor
            let region = PixelRect(x: anchor.x + Int(px), y: anchor.y + Int(py), width: tex.width, height: tex.height)
            let shown = region.intersection(e.state.clip.rect)
            guard !shown.isEmpty else { continue }
            op.dst = shown
            op.source = shown == region ? nil
                : PixelRect(x: shown.x - region.x, y: shown.y - region.y, width: shown.width, height: shown.height)
            e.ops = [op]
            e.textures = o.textures
            e.bounds = shown
            e.isKnown = true
            return true
        }
        return false
    }

    /// Whether `a` equals `b` translated by (`dx`, `dy`) point for point, as
    /// `b.applying(.translation(dx, dy)) == a` compares (a translation adds exactly dx and dy).
    private static func equal(_ a: Path?, _ b: Path?, movedBy dx: Double, _ dy: Double) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.subpaths.count == b.subpaths.count else { return false }
        for (sa, sb) in zip(a.subpaths, b.subpaths) {
            guard sa.count == sb.count else { return false }
            for (p, q) in zip(sa, sb) where p.x != q.x + dx || p.y != q.y + dy { return false }
        }
        return true
    }
}
