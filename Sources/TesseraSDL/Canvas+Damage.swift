import CSDL2
import TesseraDisplayList
import TesseraGeometry

/// Damage tracking: a tracked frame repaints only the pixels that can differ from the frame the
/// canvas drew before, and keeps the others on the target (a target whose owner moves pixels
/// itself, `ownerMovesPixels`, keeps them in the owner's copy of the frame instead). The result
/// is the same, pixel for pixel, as clearing the target and drawing the whole list (tested over
/// sequences of frames).
///
/// How: the list is flattened into its primitives, each with the push items in effect around
/// it (its *context*: transforms, clips, opacities). Two primitives with equal items and equal
/// contexts draw the same pixels. The new primitives are matched against the last frame's in
/// order (common prefix and suffix, then a greedy in-order pairing of the rest); the unmatched old ones are
/// erased and the unmatched new ones drawn. Because the matched ones keep their order, a pixel
/// that no unmatched primitive touches is covered by the same primitives in the same order in
/// both frames and keeps its value. So the damage is the union of the pixels the unmatched
/// primitives touch: recorded while the last frame drew them (old ones), and found by a dry
/// run that computes the new ones' textures and positions without drawing (`DrawRecording`).
/// Each damaged rectangle is then filled with the background and every primitive that touches
/// it is drawn again under SDL's clip rectangle. Everything this canvas draws is a 1:1 copy of
/// a texture at whole pixels or a solid fill of whole pixels, and SDL blends per pixel, so a
/// primitive drawn under a clip writes exactly the pixels the unclipped one writes there.
extension Canvas {
    /// Draws `list` over `background`, repainting only what changed since the previous tracked
    /// frame on this target (the whole target for the first frame, or when the size, scale or
    /// background changed, or when most of it changed anyway). Returns the repainted pixel
    /// rectangles (they may overlap). Throws like `draw` (the next tracked frame then repaints
    /// everything).
    func drawTracked(_ list: DisplayList, scale: Double, pixelWidth: Int, pixelHeight: Int,
                     background: Color) throws -> [PixelRect] {
        frame += 1
        lastFrameStatistics = (0, 0)
        lastShift = nil; lastShiftRegion = nil; lastMovedImages = 0; lastMovedTexts = 0
        defer { evict() }
        let full = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let setup = DamageHistory.Setup(scale: scale, width: pixelWidth, height: pixelHeight, background: background)
        var entries = flatten(list, scale: scale, target: full)
        let previous = damageHistory
        damageHistory = nil   // until this frame is complete: a throw makes the next one full
        guard let previous, previous.setup == setup else {
            try repaint([full], &entries, background: background, scale: scale, everything: true)
            damageHistory = DamageHistory(setup: setup, entries: entries)
            return [full]
        }
        var rects: [PixelRect] = []
        let gone = match(previous.entries, &entries)
        for i in gone { if let b = previous.entries[i].bounds { rects.append(b) } }
        var fresh: [Int] = []
        let movedImages = MovedImages(old: previous.entries, gone: gone)
        let movedTexts = MovedTexts(old: previous.entries, gone: gone)
        for i in entries.indices where !entries[i].isKnown {
            if movedImages.adopt(&entries[i], from: previous.entries) {
                lastMovedImages += 1
            } else if movedTexts.adopt(&entries[i], from: previous.entries, on: self) {
                lastMovedTexts += 1
            } else {
                try execute(&entries[i], dry: true, scale: scale)
            }
            fresh.append(i)
            if let b = entries[i].bounds { rects.append(b) }
        }
        func area(_ rs: [PixelRect]) -> Int { rs.reduce(0) { $0 + $1.width * $1.height } }
        var damage = DamageRegion.merge(rects.map { $0.intersection(full) }.filter { !$0.isEmpty })
        if area(damage) * 2 > full.width * full.height { damage = [full] }
        if ownerMovesPixels,
           let shift = ScrollShift.find(old: previous.entries, gone: gone, new: entries, fresh: fresh, target: full) {
            let shiftDamage = DamageRegion.merge(shift.damage)
            // Not taken when the ordinary damage is small (under a quarter of the target) and
            // smaller than the shift's: a change that is not a scroll (cells moving apart by an
            // edit, some by the same step) pairs a few primitives over a large region and would
            // repaint more than the ordinary damage.
            let ordinaryIsCheaper = area(damage) * 4 <= full.width * full.height && area(damage) <= area(shiftDamage)
            if area(shiftDamage) * 2 <= full.width * full.height, !ordinaryIsCheaper {
                // The target's pixels are not moved: the repaint below reads none outside the
                // damage (it fills each rectangle first and draws clipped to it), and the owner
                // moves its copy of the frame (see `ownerMovesPixels`).
                lastShift = (shift.dx, shift.dy); lastShiftRegion = shift.region
                try repaint(shiftDamage, &entries, background: background, scale: scale, everything: false)
                damageHistory = DamageHistory(setup: setup, entries: entries)
                return shiftDamage + [shift.region]
            }
        }
        try repaint(damage, &entries, background: background, scale: scale, everything: damage == [full])
        damageHistory = DamageHistory(setup: setup, entries: entries)
        return damage
    }

    /// Forgets the last tracked frame: the next tracked frame repaints everything.
    func forgetDamageHistory() { damageHistory = nil }

    /// Fills each rectangle with the background and draws the primitives touching it, clipped
    /// to it; primitives not drawn keep their cached textures alive.
    private func repaint(_ damage: [PixelRect], _ entries: inout [DamageEntry], background: Color,
                         scale: Double, everything: Bool) throws {
        var drawn = [Bool](repeating: false, count: entries.count)
        let bg = background.rgba8
        for r in damage {
            var clip = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            if everything { SDL_RenderSetClipRect(renderer, nil) } else { SDL_RenderSetClipRect(renderer, &clip) }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255)
            SDL_RenderFillRect(renderer, &clip)
            defer { SDL_RenderSetClipRect(renderer, nil) }
            for i in entries.indices {
                if !everything {
                    guard let b = entries[i].bounds, !b.intersection(r).isEmpty else { continue }
                }
                if !replay(entries[i]) { try execute(&entries[i], dry: false, scale: scale, cut: !everything) }
                drawn[i] = true
            }
        }
        for i in entries.indices where !drawn[i] {
            for t in entries[i].textures where t.countsFrames { t.lastUsed = frame }
        }
    }

    /// Draws a primitive again from its recorded operations, without looking its textures up
    /// (they are kept alive by the entry and by the frame cache, which counts them as used every
    /// frame). Returns false, drawing nothing, when the record is not usable (unknown, or a
    /// texture outside the frame cache); the primitive is then executed.
    private func replay(_ e: DamageEntry) -> Bool {
        guard e.isKnown, !e.ops.isEmpty, e.textures.allSatisfy({ $0.countsFrames }),
              e.ops.reduce(0, { $0 + ($1.texture == nil ? 0 : 1) }) == e.textures.count else { return false }
        var t = 0
        for op in e.ops {
            var d = SDL_Rect(x: Int32(op.dst.x), y: Int32(op.dst.y), w: Int32(op.dst.width), h: Int32(op.dst.height))
            if op.texture != nil {
                let tex = e.textures[t]
                t += 1
                guard op.texture?.object === tex else { return false }
                let a8 = UInt8(truncatingIfNeeded: op.paint)
                tex.lastUsed = frame
                blit(tex, op.source ?? PixelRect(x: 0, y: 0, width: tex.width, height: tex.height), op.dst, alpha: a8)
            } else {
                let a8 = UInt8(truncatingIfNeeded: op.paint)
                SDL_SetRenderDrawBlendMode(renderer, a8 == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(renderer, UInt8(truncatingIfNeeded: op.paint >> 24), UInt8(truncatingIfNeeded: op.paint >> 16),
                                       UInt8(truncatingIfNeeded: op.paint >> 8), a8)
                SDL_RenderFillRect(renderer, &d)
            }
        }
        return true
    }

    /// Runs one primitive with its state, recording the pixels it touches and the textures it
    /// uses; `dry`: without drawing; `cut`: under a damage rectangle (text records only the
    /// pixels inside it).
    private func execute(_ e: inout DamageEntry, dry: Bool, scale: Double, cut: Bool = false) throws {
        recording = DrawRecording(dry: dry)
        defer { recording = nil }
        switch e.key.item {
        case let .fill(shape, paint): fill(shape, paint, e.state)
        case let .stroke(path, width, color): stroke(path, width: width, color: color, e.state)
        case let .image(draw): try image(draw, e.state)
        case let .text(run):
            // A matched entry has the same text: its layout comes with it (no lookup hashing the text).
            let block = e.textBlock ?? textEngine.layout(run.text, maxWidth: run.maxWidth)
            e.textBlock = block
            text(run, e.state, scale: scale, block: block)
        case let .pushLayer(effect): try layer(e.key.group[...], effect, e.state, scale: scale)
        default: break
        }
        guard let r = recording else { return }
        if let b = r.bounds { e.bounds = e.bounds.map { DamageRegion.union($0, b) } ?? b }
        e.textures = r.textures
        e.ops = r.ops
        e.opsCut = cut
        e.isKnown = true
    }

    /// The list's primitives with their draw states and contexts, as `draw` walks them.
    private func flatten(_ list: DisplayList, scale: Double, target: PixelRect) -> [DamageEntry] {
        var state = DrawState(transform: .scale(scale, scale), opacity: 1, clip: ClipState(rect: target, paths: []))
        var context: [DisplayItem] = []
        var contextHash = 0
        var stack: [(DrawState, [DisplayItem], Int)] = []
        var out: [DamageEntry] = []
        out.reserveCapacity(list.items.count)
        func push(_ item: DisplayItem) {
            stack.append((state, context, contextHash))
            context.append(item)
            var h = Hasher(); h.combine(contextHash); h.combine(item); contextHash = h.finalize()
        }
        var i = list.items.startIndex
        while i < list.items.endIndex {
            let item = list.items[i]
            i += 1
            switch item {
            case let .pushTransform(t):
                push(item)
                state.transform = t.concatenating(state.transform)
            case let .pushOpacity(o):
                push(item)
                state.opacity *= max(0, min(1, o))
            case let .pushClip(shape):
                push(item)
                state.clip = clipped(state.clip, by: shape, transform: state.transform)
            case .popTransform, .popOpacity, .popClip:
                if let s = stack.popLast() { (state, context, contextHash) = s }
            case .popLayer:
                break   // unbalanced: ignored, as `draw` does
            case .pushLayer:
                // An offscreen layer is one primitive: its items (up to the matching pop) are
                // part of its key, and it draws one texture.
                let end = Self.matchingPop(list.items[...], after: i - 1)
                let group = Array(list.items[i..<end])
                i = min(end + 1, list.items.endIndex)
                var h = Hasher(); h.combine(contextHash); h.combine(item); h.combine(group)
                out.append(DamageEntry(key: DamageKey(hash: h.finalize(), item: item, context: context, group: group), state: state))
            default:
                var h = Hasher(); h.combine(contextHash); Self.combineKey(of: item, into: &h)
                out.append(DamageEntry(key: DamageKey(hash: h.finalize(), item: item, context: context), state: state))
            }
        }
        return out
    }

    /// Hashes what a key's hash covers of `item`: all of it, but for text only the placement,
    /// colour, span lengths and a span's first 8 bytes, not all its characters (a frame of code
    /// lines hashed every character; the hash only filters, `DamageKey` equality compares the
    /// whole item, and equal strings sharing storage compare at once). The first bytes tell
    /// apart labels of one length that a scroll step brings to each other's places (`#1234`
    /// where `#1225` was), which would otherwise be compared in full.
    static func combineKey(of item: DisplayItem, into h: inout Hasher) {
        guard case let .text(run) = item else { h.combine(item); return }
        h.combine(run.origin); h.combine(run.maxWidth); h.combine(run.color)
        combineSpans(of: run, into: &h)
    }

    /// Hashes the number of a text's spans, and each one's length in bytes and first 8 bytes.
    static func combineSpans(of run: TextRun, into h: inout Hasher) {
        h.combine(run.text.spans.count)
        for span in run.text.spans {
            var head: UInt64 = 0
            for b in span.string.utf8.prefix(8) { head = head << 8 | UInt64(b) }
            h.combine(span.string.utf8.count); h.combine(head)
        }
    }

    /// Matches `entries` against the last frame's `old` in order, copying what is known of the
    /// matched ones; returns the indices of the unmatched old entries.
    private func match(_ old: [DamageEntry], _ entries: inout [DamageEntry]) -> [Int] {
        // The pairing is found over unsafe buffers (reading an entry's key through the array
        // copied the whole entry), then the pairs adopt what is known of the old entries.
        var pairs: [(old: Int, new: Int)] = []
        var unmatched: [Int] = []
        old.withUnsafeBufferPointer { o in
            entries.withUnsafeBufferPointer { e in
                // Hashes first: comparing the keys themselves copies their items out of the buffers.
                func same(_ a: Int, _ b: Int) -> Bool { o[a].key.hash == e[b].key.hash && o[a].key == e[b].key }
                let n = min(o.count, e.count)
                var prefix = 0
                while prefix < n, same(prefix, prefix) { prefix += 1 }
                var suffix = 0
                while suffix < n - prefix, same(o.count - 1 - suffix, e.count - 1 - suffix) { suffix += 1 }
                pairs.reserveCapacity(prefix + suffix)
                for k in 0..<prefix { pairs.append((k, k)) }
                for k in 0..<suffix { pairs.append((o.count - 1 - k, e.count - 1 - k)) }
                // The middles: a greedy walk that pairs equal primitives in order, resynchronising by
                // looking up to `window` primitives ahead on either side (compared by hash first).
                // Any in-order pairing of equal primitives is exact; a better one only repaints less.
                let window = 48
                var i = prefix, j = prefix
                let oldEnd = o.count - suffix, newEnd = e.count - suffix
                // Primitives whose hash the other side lacks can pair with nothing: passed over
                // without the look-ahead (after a scroll step, most of the middle).
                var oldHashes = Set<Int>(minimumCapacity: max(0, oldEnd - i))
                for k in i..<max(i, oldEnd) { oldHashes.insert(o[k].key.hash) }
                var newHashes = Set<Int>(minimumCapacity: max(0, newEnd - j))
                for k in j..<max(j, newEnd) { newHashes.insert(e[k].key.hash) }
                while i < oldEnd, j < newEnd {
                    if !newHashes.contains(o[i].key.hash) { unmatched.append(i); i += 1; continue }
                    if !oldHashes.contains(e[j].key.hash) { j += 1; continue }
                    if same(i, j) { pairs.append((i, j)); i += 1; j += 1; continue }
                    var skipOld = -1, skipNew = -1
                    for k in 1...window {
                        if skipOld < 0, i + k < oldEnd, same(i + k, j) { skipOld = k }
                        if skipNew < 0, j + k < newEnd, same(i, j + k) { skipNew = k }
                        if skipOld >= 0 || skipNew >= 0 { break }
                    }
                    if skipOld >= 0 && (skipNew < 0 || skipOld <= skipNew) {
                        unmatched.append(contentsOf: i..<(i + skipOld)); i += skipOld
                    } else if skipNew >= 0 {
                        j += skipNew   // new primitives stay unknown: drawn dry to find their pixels
                    } else {
                        unmatched.append(i); i += 1; j += 1
                    }
                }
                unmatched.append(contentsOf: i..<oldEnd)
            }
        }
        for (i, j) in pairs {
            entries[j].bounds = old[i].bounds; entries[j].textures = old[i].textures; entries[j].ops = old[i].ops
            entries[j].textBlock = old[i].textBlock; entries[j].opsCut = old[i].opsCut
            entries[j].isKnown = true; entries[j].matchedOld = i
        }
        return unmatched
    }
}

/// What the canvas keeps of its last tracked frame.
struct DamageHistory {
    struct Setup: Equatable {
        let scale: Double
        let width: Int, height: Int
        let background: Color
    }
    let setup: Setup
    let entries: [DamageEntry]
}

/// One primitive of a tracked frame: the item in its context, the state it is drawn with, the
/// device pixels it touched (nil: none) and the textures it used.
struct DamageEntry {
    let key: DamageKey
    let state: Canvas.DrawState
    var bounds: PixelRect?
    var textures: [Canvas.CachedTexture] = []
    /// The pixel operations it performed (``DrawOp``), when known.
    var ops: [DrawOp] = []
    /// The layout of a text item, once known (kept by matched entries).
    var textBlock: TextBlock?
    /// Whether `ops` were recorded under a repaint's damage rectangle, which cuts text's
    /// operations to it (then they are not all the primitive writes; ``MovedTexts`` needs all).
    var opsCut = false
    /// Whether `bounds`, `textures` and `ops` are known (matched, or executed this frame).
    var isKnown = false
    /// The entry of the previous frame it matched by key (-1: none).
    var matchedOld = -1

    init(key: DamageKey, state: Canvas.DrawState) { self.key = key; self.state = state }
}

/// A primitive with the push items around it, outermost first; `hash` covers both and is
/// compared first.
struct DamageKey: Equatable {
    let hash: Int
    let item: DisplayItem
    let context: [DisplayItem]
    /// An offscreen layer's items (`item` is its `pushLayer`); empty for other primitives.
    var group: [DisplayItem] = []

    static func == (a: DamageKey, b: DamageKey) -> Bool {
        a.hash == b.hash && a.item == b.item && a.context == b.context && a.group == b.group
    }
}

/// The pixels one primitive touches while it executes, and the textures it copies; `dry`: it
/// computes them (making textures as usual) but draws nothing.
struct DrawRecording {
    let dry: Bool
    var bounds: PixelRect?
    var textures: [Canvas.CachedTexture] = []
    var ops: [DrawOp] = []

    init(dry: Bool) { self.dry = dry }

    mutating func add(_ r: PixelRect, _ texture: Canvas.CachedTexture?, _ op: DrawOp) {
        guard !r.isEmpty else { return }
        bounds = bounds.map { DamageRegion.union($0, r) } ?? r
        if let texture { textures.append(texture) }
        ops.append(op)
    }
}

/// Reduces damaged rectangles to a few: overlapping or nearly adjacent ones are merged, and
/// while more than `maximumCount` remain, the pair whose union adds the least area.
enum DamageRegion {
    static let maximumCount = 4

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return PixelRect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    static func merge(_ rects: [PixelRect]) -> [PixelRect] {
        // Many scattered changes: their bounding rectangle (the frame is mostly repainted anyway).
        if rects.count > 64 { return rects.dropFirst().reduce(into: [rects[0]]) { $0[0] = union($0[0], $1) } }
        var rs = rects
        func area(_ r: PixelRect) -> Int { r.width * r.height }
        // Merge pairs whose union costs little more than the two (touching or overlapping).
        var changed = true
        while changed {
            changed = false
            var i = 0
            while i < rs.count {
                var j = i + 1
                while j < rs.count {
                    let u = union(rs[i], rs[j])
                    if area(u) <= area(rs[i]) + area(rs[j]) + 256 {
                        rs[i] = u; rs.remove(at: j); changed = true
                    } else { j += 1 }
                }
                i += 1
            }
        }
        while rs.count > maximumCount {
            var best = (0, 1, Int.max)
            for i in 0..<rs.count {
                for j in (i + 1)..<rs.count {
                    let cost = area(union(rs[i], rs[j])) - area(rs[i]) - area(rs[j])
                    if cost < best.2 { best = (i, j, cost) }
                }
            }
            rs[best.0] = union(rs[best.0], rs[best.1])
            rs.remove(at: best.1)
        }
        return rs
    }
}
