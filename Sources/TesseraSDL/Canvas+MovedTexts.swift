import TesseraDisplayList
import TesseraGeometry

/// The dry run of a text that only moved by whole device pixels since the last tracked frame
/// (a scroll step moves every label on screen so), taken from that frame instead of run again:
/// the same glyphs and composed lines written at places moved by the translation. The text's
/// layout comes along (it depends on the text and its width limit only).
///
/// Exact because upright text is drawn at whole device pixels: each run of each line lands at
/// its device placement (`DevicePlacement.swift`: whole pixels from the line's rounded anchor,
/// in both the composed-line and the run-by-run path, `TextDrawing.swift`), and what is written there (coverage, glyphs, colours)
/// is a function of the text, its colour, its width limit and the transform's scale. Taken only
/// when the old text equals the new one but for its origin, the transforms (upright, no
/// perspective) and opacities are equal, no clip path is in effect, every run's rounded corner
/// moved by the same translation and no run is left out as outside its clip rectangle in either
/// frame (both recomputed here, not assumed from the origins), the old operations were recorded
/// whole (not cut by a repaint's damage rectangle, `DamageEntry.opsCut`), and the old pixels lay
/// inside the old clip rectangle and the moved ones lie inside the new one, a pixel clear of its
/// edges (so no clip cut either copy). Otherwise the text is run dry as before.
/// `ScrollShiftTests` and `LazyGalleryPixelTests` compare such frames with full renders.
struct MovedTexts {
    /// The last frame's unmatched texts recorded whole, by a hash of what does not change when
    /// they move (``shapeHash(_:)``; candidates are then compared in full).
    private var candidates: [Int: [Int]] = [:]

    init(old: [DamageEntry], gone: [Int]) {
        for i in gone {
            guard case let .text(run) = old[i].key.item else { continue }
            let e = old[i]
            guard e.isKnown, !e.opsCut, e.textBlock != nil, !e.ops.isEmpty,
                  e.state.clip.paths.isEmpty, MovedTexts.upright(e.state.transform), let b = e.bounds,
                  MovedTexts.inside(b, e.state.clip.rect) else { continue }
            candidates[Self.shapeHash(run), default: []].append(i)
        }
    }

    /// A hash of a text without its origin, cheap to compute: its colour, width limit, and each
    /// span's length and first bytes (hashing the whole run, fonts and all, cost more than the
    /// dry run it saves).
    private static func shapeHash(_ run: TextRun) -> Int {
        var h = Hasher()
        h.combine(run.color); h.combine(run.maxWidth)
        Canvas.combineSpans(of: run, into: &h)
        return h.finalize()
    }

    /// Whether `t` draws text at whole pixels (no rotation, shear or perspective; equal scales).
    static func upright(_ t: Transform) -> Bool {
        t.isAffine && t.m[1] == 0 && t.m[3] == 0 && t.m[0] > 0 && abs(t.m[0] - t.m[4]) < 1e-9
    }

    /// Whether `r` lies inside `clip` with a pixel to spare on every side.
    static func inside(_ r: PixelRect, _ clip: PixelRect) -> Bool {
        r.x > clip.x && r.y > clip.y && r.maxX < clip.maxX && r.maxY < clip.maxY
    }

    /// Gives `e` (a new text primitive not run yet) the layout, bounds and operations of an old
    /// text it equals moved by whole pixels, when one qualifies (see the type); false otherwise.
    func adopt(_ e: inout DamageEntry, from old: [DamageEntry], on canvas: Canvas) -> Bool {
        guard !candidates.isEmpty, case let .text(run) = e.key.item, e.state.clip.paths.isEmpty,
              let list = candidates[Self.shapeHash(run)] else { return false }
        for i in list.prefix(16) {
            let o = old[i]
            guard o.state.transform == e.state.transform, o.state.opacity == e.state.opacity,
                  case var .text(was) = o.key.item, let block = o.textBlock, let b = o.bounds,
                  let was0 = Self.corners(was, block, o.state, canvas), let now = Self.corners(run, block, e.state, canvas),
                  was0.count == now.count, let first = now.first, let firstWas = was0.first else { continue }
            was.origin = run.origin
            guard was == run else { continue }
            let dx = first.x - firstWas.x, dy = first.y - firstWas.y
            guard zip(was0, now).allSatisfy({ $1.x - $0.x == dx && $1.y - $0.y == dy }) else { continue }
            let moved = PixelRect(x: b.x + dx, y: b.y + dy, width: b.width, height: b.height)
            guard Self.inside(moved, e.state.clip.rect) else { continue }
            e.ops = o.ops.map { op in
                var op = op
                op.dst = PixelRect(x: op.dst.x + dx, y: op.dst.y + dy, width: op.dst.width, height: op.dst.height)
                return op
            }
            e.textures = o.textures
            e.bounds = moved
            e.textBlock = block
            e.isKnown = true
            return true
        }
        return false
    }

    /// Where each run of each drawn line lands (its rounded device corner), as `Canvas.text`
    /// places it; nil when a run would be left out as outside the clip rectangle, or lies
    /// beyond the range `blendLine` draws.
    private static func corners(_ run: TextRun, _ block: TextBlock, _ s: Canvas.DrawState, _ canvas: Canvas) -> [(x: Int, y: Int)]? {
        let t = s.transform, c = s.clip.rect
        let options = run.text.options
        var out: [(x: Int, y: Int)] = []
        for (index, line) in block.lines.enumerated() where !line.runs.isEmpty {
            let dx = block.offset(of: line, alignment: options.alignment, direction: options.layoutDirection)
            for d in canvas.devicePlacement(index, of: block, run, dx: dx, transform: t) {
                guard abs(d.x) < 1_000_000_000, abs(d.y) < 1_000_000_000, Canvas.mayTouch(d, line, scale: t.m[0], c) else { return nil }
                out.append((d.x, d.y))
            }
        }
        return out
    }
}
