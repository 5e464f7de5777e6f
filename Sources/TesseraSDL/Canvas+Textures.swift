import CSDL2
import TesseraDisplayList
import TesseraGeometry

/// The canvas's textures: the keys they are made from (a mask and what fills it), making and
/// uploading them, copying them 1:1 at whole pixels, and evicting what frames stopped using.
/// A texture is a pure function of its key, so caching and eviction change no pixel.
extension Canvas {

    /// What fills a texture's mask. Colours are baked into the pixels: SDL's software
    /// renderer blends unmodulated textures several times faster than colour-modulated ones.
    enum Content: Hashable {
        case solid(Color)
        case gradient(LinearGradient, SpriteMapping)
        case image(ImageSource, SpriteMapping)
        /// An image whose colour is multiplied by a colour (white text bitmaps).
        case tintedImage(ImageSource, SpriteMapping, Color)
    }

    struct TextureKey: Hashable {
        var mask: MaskSpec?
        var content: Content
    }

    final class CachedTexture {
        let texture: OpaquePointer
        let width: Int, height: Int
        let isOpaque: Bool
        /// The longest run of rows whose pixels are all opaque (empty when none is; the whole
        /// height when `isOpaque`): a rounded rectangle's rows between its corners.
        let opaqueRows: Range<Int>
        /// A large rectangle of fully transparent pixels inside it (a stroked outline's
        /// inside), or nil.
        let transparentHole: PixelRect?
        var lastUsed: Int
        /// Whether it lives in the per-frame cache (`textures`), whose `lastUsed` counts frames.
        var countsFrames = false
        init(texture: OpaquePointer, width: Int, height: Int, isOpaque: Bool, lastUsed: Int, opaqueRows: Range<Int> = 0..<0,
             transparentHole: PixelRect? = nil) {
            self.texture = texture; self.width = width; self.height = height; self.isOpaque = isOpaque; self.lastUsed = lastUsed
            self.opaqueRows = isOpaque ? 0..<height : opaqueRows
            self.transparentHole = isOpaque ? nil : transparentHole
        }
    }

    /// The fully transparent rectangle around the sprite's centre, grown from the centre row's
    /// run of transparent pixels up and down while those columns stay transparent; nil unless
    /// it covers at least a quarter of the sprite.
    static func transparentHole(of sprite: Sprite) -> PixelRect? {
        let w = sprite.width, h = sprite.height
        guard w >= 16, h >= 16 else { return nil }
        return sprite.pixels.withUnsafeBufferPointer { px -> PixelRect? in
            func clear(_ x: Int, _ y: Int) -> Bool { px[y * w + x] >> 24 == 0 }
            let cx = w / 2, cy = h / 2
            guard clear(cx, cy) else { return nil }
            var x0 = cx, x1 = cx + 1
            while x0 > 0 && clear(x0 - 1, cy) { x0 -= 1 }
            while x1 < w && clear(x1, cy) { x1 += 1 }
            func rowClear(_ y: Int) -> Bool { (x0..<x1).allSatisfy { clear($0, y) } }
            var y0 = cy, y1 = cy + 1
            while y0 > 0 && rowClear(y0 - 1) { y0 -= 1 }
            while y1 < h && rowClear(y1) { y1 += 1 }
            let hole = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return hole.width * hole.height * 4 >= w * h ? hole : nil
        }
    }

    /// How many cached textures have opaque rows to copy without blending (tests).
    var texturesWithOpaqueRows: Int { textures.values.filter { !$0.isOpaque && $0.opaqueRows.count >= 4 }.count }
    /// How many cached textures have a transparent hole skipped when copied (tests).
    var texturesWithTransparentHoles: Int { textures.values.filter { $0.transparentHole != nil }.count }

    /// The longest run of rows of `sprite` whose pixels all have alpha 255.
    static func opaqueRows(of sprite: Sprite) -> Range<Int> {
        var best = 0..<0
        var start = -1
        sprite.pixels.withUnsafeBufferPointer { px in
            for y in 0...sprite.height {
                let opaque = y < sprite.height && (0..<sprite.width).allSatisfy { px[y * sprite.width + $0] >> 24 == 255 }
                if opaque { if start < 0 { start = y } } else if start >= 0 {
                    if y - start > best.count { best = start..<y }
                    start = -1
                }
            }
        }
        return best
    }

    func texture(_ key: TextureKey, image: MipImage? = nil) -> CachedTexture? {
        if let t = textures[key] {
            t.lastUsed = frame
            lastFrameStatistics.reused += 1
            return t
        }
        lastFrameStatistics.rasterized += 1
        let made: CachedTexture?
        switch key.content {
        case let .solid(color):
            guard let m = key.mask else { return nil }
            made = upload(Raster.solid(color, mask: m.coverage(), width: m.width, height: m.height))
        case let .gradient(g, mapping):
            guard let m = key.mask, let (rect, fwd, inv) = mapping.transforms else { return nil }
            made = upload(Raster.gradient(g, in: rect, inverse: inv, forward: fwd, mask: m.coverage(), width: m.width, height: m.height))
        case let .image(_, mapping):
            guard let m = key.mask, let image, let (rect, fwd, inv) = mapping.transforms else { return nil }
            made = upload(Raster.image(image, imageRect: rect, inverse: inv, forward: fwd,
                                       mask: m.coverage(), width: m.width, height: m.height, tint: .white))
        case let .tintedImage(_, mapping, tint):
            guard let m = key.mask, let image, let (rect, fwd, inv) = mapping.transforms else { return nil }
            made = upload(Raster.image(image, imageRect: rect, inverse: inv, forward: fwd,
                                       mask: m.coverage(), width: m.width, height: m.height, tint: tint))
        }
        if let made { made.countsFrames = true; textures[key] = made }
        return made
    }

    func upload(_ sprite: Sprite) -> CachedTexture? {
        guard sprite.width > 0, sprite.height > 0,
              let tex = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(sprite.width), Int32(sprite.height))
        else { return nil }
        sprite.pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(tex, nil, raw.baseAddress, Int32(sprite.width * 4))
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let opaque = sprite.isOpaque
        return CachedTexture(texture: tex, width: sprite.width, height: sprite.height, isOpaque: opaque, lastUsed: frame,
                             opaqueRows: opaque ? 0..<sprite.height : Self.opaqueRows(of: sprite),
                             transparentHole: opaque ? nil : Self.transparentHole(of: sprite))
    }

    /// Draws a texture 1:1 at whole pixels, its alpha multiplied by `opacity` (an alpha
    /// modulation, which only group opacities below 1 need).
    func copy(_ tex: CachedTexture, _ dst: PixelRect, source: PixelRect? = nil, opacity: Double) {
        let a8 = UInt8(max(0, min(255, (opacity * 255).rounded())))
        guard a8 > 0 else { return }
        if recording != nil {
            recording?.add(dst, tex, DrawOp(dst: dst, source: source, texture: PixelSource(tex), paint: UInt32(a8)))
            if recording?.dry == true { return }
        }
        blit(tex, source ?? PixelRect(x: 0, y: 0, width: tex.width, height: tex.height), dst, alpha: a8)
    }

    /// Copies `src` of a texture to `dst` with alpha modulation `a8`: blended, or copied when
    /// the texture is opaque and `a8` is 255. With ``blitsOpaqueRows``, a 1:1 copy skips the
    /// texture's transparent hole (``CachedTexture/transparentHole``: blending leaves those
    /// pixels alone) and blends the rest around it, or at full alpha copies the texture's
    /// opaque rows (``CachedTexture/opaqueRows``) without blending and blends only the rows
    /// above and below them (the same pixels when SDL's blend copies alpha 255 and leaves alpha
    /// 0 alone: the headless renderer turns it on only after ``SoftwareBlendProbe`` found so).
    func blit(_ tex: CachedTexture, _ src: PixelRect, _ dst: PixelRect, alpha a8: UInt8) {
        SDL_SetTextureAlphaMod(tex.texture, a8)
        func copy(_ s: PixelRect, _ d: PixelRect, blend: Bool) {
            SDL_SetTextureBlendMode(tex.texture, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            var sr = SDL_Rect(x: Int32(s.x), y: Int32(s.y), w: Int32(s.width), h: Int32(s.height))
            var dr = SDL_Rect(x: Int32(d.x), y: Int32(d.y), w: Int32(d.width), h: Int32(d.height))
            SDL_RenderCopy(renderer, tex.texture, &sr, &dr)
        }
        func moved(_ r: PixelRect) -> PixelRect { PixelRect(x: r.x - src.x + dst.x, y: r.y - src.y + dst.y, width: r.width, height: r.height) }
        if blitsOpaqueRows, src.width == dst.width, src.height == dst.height, let hole = tex.transparentHole?.intersection(src),
           hole.width * hole.height * 4 >= src.width * src.height {
            // Around the hole: the rows above and below it, and the columns beside it.
            for r in [PixelRect(x: src.x, y: src.y, width: src.width, height: hole.y - src.y),
                      PixelRect(x: src.x, y: hole.maxY, width: src.width, height: src.maxY - hole.maxY),
                      PixelRect(x: src.x, y: hole.y, width: hole.x - src.x, height: hole.height),
                      PixelRect(x: hole.maxX, y: hole.y, width: src.maxX - hole.maxX, height: hole.height)] where !r.isEmpty {
                copy(r, moved(r), blend: true)
            }
            shortcutCopies += 1
            return
        }
        let band = tex.opaqueRows.clamped(to: src.y..<src.maxY)
        guard a8 == 255, !tex.isOpaque, blitsOpaqueRows, band.count >= 4,
              src.width == dst.width, src.height == dst.height else {
            copy(src, dst, blend: !(tex.isOpaque && a8 == 255))
            return
        }
        func rows(_ r: Range<Int>) -> (PixelRect, PixelRect) {
            (PixelRect(x: src.x, y: r.lowerBound, width: src.width, height: r.count),
             PixelRect(x: dst.x, y: dst.y + r.lowerBound - src.y, width: dst.width, height: r.count))
        }
        if band.lowerBound > src.y { let (s, d) = rows(src.y..<band.lowerBound); copy(s, d, blend: true) }
        let (s, d) = rows(band)
        copy(s, d, blend: false)
        shortcutCopies += 1
        if band.upperBound < src.maxY { let (s, d) = rows(band.upperBound..<src.maxY); copy(s, d, blend: true) }
    }

    func mipImage(_ source: ImageSource) throws -> MipImage {
        if let m = images.get(source) { return m }
        let m: MipImage
        switch source {
        case let .file(path): m = MipImage(try ImageCodec.decode(contentsOf: path))
        case let .bitmap(_, image): m = MipImage(image)
        }
        images.insert(source, m, cost: m.bytes)
        return m
    }

    /// How many frames a texture the frames stopped using is kept, and how many bytes such
    /// idle textures may hold together (the least recently used go first beyond it).
    static let idleTextureFrames = 120
    static let idleTextureBytes = 24 << 20

    /// Drops textures unused for ``idleTextureFrames`` frames, and the least recently used of
    /// those this frame and the previous one did not use while they hold more than
    /// ``idleTextureBytes``. Keeping them a while lets content that comes back (a scrolled
    /// gallery's repeating photos, a view toggled off and on) reuse its sprites instead of
    /// rasterizing them again; a texture is a pure function of its key, so this changes no pixel.
    func evict() {
        evictLayers()
        // The text budgets follow the target's size (TextTextureCache, GlyphAtlas).
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) == 0 {
            textTextures.fit(screenPixels: Int(w) * Int(h))
            glyphAtlas.fit(screenPixels: Int(w) * Int(h))
        }
        var idle: [(key: TextureKey, texture: CachedTexture)] = []
        var idleBytes = 0
        for (k, t) in textures where t.lastUsed < frame - 1 {
            if t.lastUsed < frame - Self.idleTextureFrames {
                SDL_DestroyTexture(t.texture)
                textures[k] = nil
            } else {
                idle.append((k, t))
                idleBytes += t.width * t.height * 4
            }
        }
        if idleBytes > Self.idleTextureBytes {
            for (k, t) in idle.sorted(by: { $0.texture.lastUsed < $1.texture.lastUsed }) {
                guard idleBytes > Self.idleTextureBytes else { break }
                idleBytes -= t.width * t.height * 4
                SDL_DestroyTexture(t.texture)
                textures[k] = nil
            }
        }
        textBitmaps.removeUnused(before: frame - 1)
        strokes.removeUnused(before: frame - 1)
    }
}
