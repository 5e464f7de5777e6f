import TesseraGeometry

/// One pixel operation a primitive performed: a texture copied 1:1 to `dst` (from `source`,
/// the whole texture when nil) with alpha modulation `paint`, or a solid fill of `dst` with
/// the colour and alpha packed in `paint`. Two operations equal up to a translation of `dst`
/// write the same pixels moved by that translation (SDL blends per pixel).
struct DrawOp: Hashable {
    var dst: PixelRect
    var source: PixelRect?
    var texture: PixelSource?
    var paint: UInt32

    /// Where the texture's origin lands on the target (the destination's origin less the
    /// source's): the same for every part of a texture a clip leaves. A fill's destination.
    var anchor: (x: Int, y: Int) {
        guard texture != nil, let s = source else { return (dst.x, dst.y) }
        return (dst.x - s.x, dst.y - s.y)
    }
}

/// The object whose pixels a ``DrawOp`` copies (a cached texture, a glyph atlas page, a composed
/// text line), compared by identity. It holds the object, so an operation kept in the last
/// frame's history never names a freed object whose address a new one reuses.
struct PixelSource: Hashable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
    static func == (a: PixelSource, b: PixelSource) -> Bool { a.object === b.object }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(object)) }
}

/// The scroll fast path of damage tracking: when primitives of the last frame reappear moved
/// by one whole-pixel translation (a scroll step), the pixels of the region they cover are
/// moved instead of drawn again, and only what the move cannot give is repainted.
///
/// A primitive of the new frame is *paired* with one of the last frame when their pixel
/// operations (``DrawOp``, recorded while drawing and by the dry run) are equal up to the
/// translation `d`, in list order: the same textures at places moved by `d`, the same colours
/// and alphas. Their rectangles may differ where a clip cuts them (a tile the viewport's edge
/// cuts in one frame only); the pixels only one of the two operations writes are damage. `region` is the bounding box of the paired primitives at
/// both positions. After moving the region's pixels by `d`, a pixel `p` in it holds what the last
/// frame had at `p - d`: the same paired primitives in the same order, over the background.
/// It is wrong only where some other primitive touched `p` (new frame) or `p - d` (last
/// frame), or where only one of a pair writes `p` (new frame) or `p - d` (last frame), or
/// where `p - d` lies outside the region; `damage` holds exactly those places (the exposed
/// strip, what pairs write at one of their places only, every unpaired primitive at its new
/// place and at its old place moved by `d`, and unchanged primitives meeting the region at
/// both), and outside the region the usual rule applies. A fractional scroll step changes the operations (other edge coverage, other
/// positions), so nothing pairs and the frame takes the ordinary path.
struct ScrollShift {
    let region: PixelRect
    let dx: Int, dy: Int
    let damage: [PixelRect]

    private struct Delta: Hashable { let dx: Int, dy: Int }
    private struct Place: Hashable { let signature: Int, x: Int, y: Int }

    /// The shift that explains the change from `old` to `new`, if any: `gone` are the old
    /// entries no new one matched by key, `fresh` the new ones no old one matched.
    static func find(old: [DamageEntry], gone: [Int], new: [DamageEntry], fresh: [Int], target: PixelRect) -> ScrollShift? {
        guard gone.count >= 2, fresh.count >= 2 else { return nil }
        func signature(_ e: DamageEntry) -> Int? {
            guard let first = e.ops.first else { return nil }
            let a0 = first.anchor
            var h = Hasher()
            h.combine(e.ops.count)
            for op in e.ops {
                // What a clip leaves of a texture copy changes its rectangles but not where the
                // texture lies: copies are compared by the texture's place (`anchor`).
                let a = op.anchor
                h.combine(a.x - a0.x); h.combine(a.y - a0.y)
                if op.texture == nil { h.combine(op.dst.width); h.combine(op.dst.height) }
                h.combine(op.texture); h.combine(op.paint)
            }
            return h.finalize()
        }
        var oldBySignature: [Int: [Int]] = [:]
        // Signatures by index (arrays: dictionaries keyed by index cost more than the hashing).
        var oldSignature = [Int?](repeating: nil, count: old.count)
        for i in gone {
            guard let s = signature(old[i]) else { continue }
            oldBySignature[s, default: []].append(i); oldSignature[i] = s
        }
        // The translation most fresh primitives agree on.
        var votes: [Delta: Int] = [:]
        var freshSignature = [Int?](repeating: nil, count: new.count)
        for j in fresh {
            guard let s = signature(new[j]), let candidates = oldBySignature[s] else { continue }
            freshSignature[j] = s
            let o = new[j].ops[0].anchor
            for i in candidates.prefix(64) {
                let p = old[i].ops[0].anchor
                votes[Delta(dx: o.x - p.x, dy: o.y - p.y), default: 0] += 1
            }
        }
        guard let (d, count) = votes.max(by: { $0.value < $1.value }), count >= 2, d != Delta(dx: 0, dy: 0) else { return nil }
        // Moving pixels pays only for a large moved region: when the primitives that moved by
        // `d` cover less than 1/64 of the target (a switch's knob sliding), repainting them is
        // cheaper than pairing every primitive, and exact all the same.
        var movedArea = 0
        for j in fresh {
            guard let s = freshSignature[j], let b = new[j].bounds, let candidates = oldBySignature[s] else { continue }
            let o = new[j].ops[0].anchor
            if candidates.prefix(64).contains(where: { Delta(dx: o.x - old[$0].ops[0].anchor.x, dy: o.y - old[$0].ops[0].anchor.y) == d }) {
                movedArea += b.width * b.height
            }
        }
        guard movedArea * 64 >= target.width * target.height else { return nil }
        // Nor when most of what changed did not move by `d` (an edit moving cells by several
        // steps, of which one column agrees on one): more than half of the new primitives'
        // area is then unpaired and repainted anyway, so the move saves little and pairing
        // every primitive costs more than it saves. A scroll moves nearly all that changed by
        // one step.
        var freshArea = 0
        for j in fresh { if let b = new[j].bounds { freshArea += b.width * b.height } }
        guard movedArea * 2 >= freshArea else { return nil }
        // Pair every primitive in order at that translation (unchanged ones too: under a
        // scroll, a primitive equal in place is usually one the move explains as well).
        var signatures = oldSignature
        for i in old.indices where signatures[i] == nil { signatures[i] = signature(old[i]) }
        var oldAt: [Place: [Int]] = [:]
        for i in old.indices {
            guard let s = signatures[i], old[i].bounds != nil else { continue }
            let p = old[i].ops[0].anchor
            oldAt[Place(signature: s, x: p.x, y: p.y), default: []].append(i)
        }
        var pairedOld = [Bool](repeating: false, count: old.count), pairedNew = [Bool](repeating: false, count: new.count)
        var pairs = 0, firstPaired = Int.max
        var lastOld = -1
        var region: PixelRect?
        func moved(_ r: PixelRect) -> PixelRect { PixelRect(x: r.x + d.dx, y: r.y + d.dy, width: r.width, height: r.height) }
        // Pixels a pair writes in one frame only (a copy the viewport's edge clips differently
        // at its two places): repainted like the other damage.
        var edges: [PixelRect] = []
        for j in new.indices {
            guard let nb = new[j].bounds, let s = freshSignature[j] ?? signature(new[j]) else { continue }
            let o = new[j].ops[0].anchor
            let place = Place(signature: s, x: o.x - d.dx, y: o.y - d.dy)
            guard let queue = oldAt[place], let k = queue.firstIndex(where: { $0 > lastOld }) else { continue }
            let i = queue[k]
            guard let ob = old[i].bounds, sameMoved(old[i].ops, new[j].ops, d.dx, d.dy) else { continue }
            for (a, b) in zip(old[i].ops, new[j].ops) where moved(a.dst) != b.dst {
                edges += difference(moved(a.dst), b.dst) + difference(b.dst, moved(a.dst))
            }
            oldAt[place]!.remove(at: k)
            lastOld = i
            pairedOld[i] = true; pairedNew[j] = true; pairs += 1
            firstPaired = min(firstPaired, i, j)
            let both = DamageRegion.union(DamageRegion.union(ob, moved(ob)), nb)
            region = region.map { DamageRegion.union($0, both) } ?? both
        }
        guard let r0 = region?.intersection(target), !r0.isEmpty, pairs >= 2 else { return nil }
        let r = r0
        var damage: [PixelRect] = []
        func add(_ x: PixelRect) { let c = x.intersection(target); if !c.isEmpty { damage.append(c) } }
        for e in edges { add(e) }
        // Pixels whose source lies outside the region.
        let x0 = max(r.x, r.x + d.dx), x1 = min(r.maxX, r.maxX + d.dx)
        let y0 = max(r.y, r.y + d.dy), y1 = min(r.maxY, r.maxY + d.dy)
        if x1 <= x0 || y1 <= y0 { add(r) } else {
            add(PixelRect(x: r.x, y: r.y, width: r.width, height: y0 - r.y))
            add(PixelRect(x: r.x, y: y1, width: r.width, height: r.maxY - y1))
            add(PixelRect(x: r.x, y: y0, width: x0 - r.x, height: y1 - y0))
            add(PixelRect(x: x1, y: y0, width: r.maxX - x1, height: y1 - y0))
        }
        // Unpaired primitives. One unchanged in place (matched by key, its twin unpaired too)
        // differs only inside the region: at its place and where the move brought its old
        // pixels; a solid fill of the common prefix lies under every paired primitive in both
        // frames, so its colour differs only where it covers one of `p` and `p - d` and not the
        // other. Any other is repainted where it is and (old ones) where the move brought its
        // pixels, and where it was outside the region.
        var twinOf = [Int](repeating: -1, count: old.count)
        for j in new.indices where new[j].matchedOld >= 0 && new[j].matchedOld < old.count { twinOf[new[j].matchedOld] = j }
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix].key.hash == new[prefix].key.hash, old[prefix].key == new[prefix].key { prefix += 1 }
        for i in old.indices where !pairedOld[i] {
            if twinOf[i] >= 0 && !pairedNew[twinOf[i]] { continue }
            // Inside the region its old place holds what the move brings (exact unless something
            // else is damage there); outside, it is repainted as usual.
            if let b = old[i].bounds { for part in difference(b, r) { add(part) }; add(moved(b).intersection(r)) }
        }
        for j in new.indices where !pairedNew[j] {
            guard let b = new[j].bounds else { continue }
            let i = new[j].matchedOld
            guard i >= 0, i < old.count, !pairedOld[i] else { add(b); continue }
            guard !b.intersection(r).isEmpty || !moved(b).intersection(r).isEmpty else { continue }
            if j < prefix, j < firstPaired, !new[j].ops.isEmpty, new[j].ops.allSatisfy({ $0.texture == nil }) {
                for op in new[j].ops {
                    for part in difference(op.dst, moved(op.dst)) + difference(moved(op.dst), op.dst) { add(part.intersection(r)) }
                }
                continue
            }
            add(b.intersection(r)); add(moved(b).intersection(r))
        }
        return ScrollShift(region: r, dx: d.dx, dy: d.dy, damage: bands(damage, alongY: d.dy != 0))
    }

    /// The parts of `a` outside `b` (at most four rectangles).
    static func difference(_ a: PixelRect, _ b: PixelRect) -> [PixelRect] {
        let i = a.intersection(b)
        guard !i.isEmpty else { return [a] }
        return [PixelRect(x: a.x, y: a.y, width: a.width, height: i.y - a.y),
                PixelRect(x: a.x, y: i.maxY, width: a.width, height: a.maxY - i.maxY),
                PixelRect(x: a.x, y: i.y, width: i.x - a.x, height: i.height),
                PixelRect(x: i.maxX, y: i.y, width: a.maxX - i.maxX, height: i.height)].filter { !$0.isEmpty }
    }

    /// Many small rectangles as a few bands across the scrolling axis (a scroll step damages
    /// the strips at the viewport's two ends; merging them pairwise could join them into one).
    /// Each band is the bounding box of the rectangles whose extents along the axis overlap.
    static func bands(_ rects: [PixelRect], alongY: Bool) -> [PixelRect] {
        func lo(_ r: PixelRect) -> Int { alongY ? r.y : r.x }
        func hi(_ r: PixelRect) -> Int { alongY ? r.maxY : r.maxX }
        var out: [PixelRect] = []
        for r in rects.filter({ !$0.isEmpty }).sorted(by: { lo($0) < lo($1) }) {
            if let last = out.last, lo(r) <= hi(last) {
                out[out.count - 1] = DamageRegion.union(last, r)
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// Whether each operation of `b` writes, where it and the matching one of `a` moved by
    /// (`dx`, `dy`) both write, what that one wrote there: the same texture and alpha with the
    /// texture moved by the translation (copies are 1:1, so a clip only cuts their rectangles),
    /// or the same colour. Where only one of the two writes (``DrawOp/dst`` differs after the
    /// move, a clip cutting them differently), the caller repaints.
    private static func sameMoved(_ a: [DrawOp], _ b: [DrawOp], _ dx: Int, _ dy: Int) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.texture == y.texture, x.paint == y.paint else { return false }
            let ax = x.anchor, ay = y.anchor
            guard ax.x + dx == ay.x, ax.y + dy == ay.y else { return false }
        }
        return true
    }
}
