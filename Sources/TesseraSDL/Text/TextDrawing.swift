import CSDL2
import TesseraDisplayList
import TesseraGeometry
import TesseraText

/// Drawing text runs on the canvas: the text is laid out by the canvas's ``TextEngine`` exactly
/// as the measurer laid it out (points at scale 1), then each run is drawn at whole physical
/// pixels at the device pixel size. Upright, fully opaque text on a software target
/// (``PixelTarget``) is blended straight from the ``GlyphAtlas``: solid runs (CJK, tabular
/// digits) glyph by glyph at their pen positions, other runs as their shaped unit, colour
/// emoji from their bitmap strike scaled down by area averaging; a line (of one colour or
/// several) is composed from those units once and blended a row at a time (`TextLineBlending.swift`). Otherwise (a GPU renderer, a
/// group opacity below 1) runs are SDL textures from the ``TextTextureCache``. Text under a
/// rotation, perspective or clip path is warped like an image. Runs outside the clip are
/// skipped without rendering.
extension Canvas {
    struct TextBitmapKey: Hashable { let run: PlacedRun; let pixelSize: Int }

    /// Draws `run` with its layout `block` (looked up in the text engine when not given).
    func text(_ run: TextRun, _ s: DrawState, scale: Double, block known: TextBlock? = nil) {
        let block = known ?? textEngine.layout(run.text, maxWidth: run.maxWidth)
        let t = s.transform
        let upright = t.isAffine && t.m[1] == 0 && t.m[3] == 0 && t.m[0] > 0 && abs(t.m[0] - t.m[4]) < 1e-9
        let opaque = (s.opacity * 255).rounded() >= 255
        let target = upright && opaque && s.clip.paths.isEmpty ? pixelTarget : nil
        glyphAtlas.clock = frame
        // Direct writes go after everything SDL has queued so far, and inside SDL's clip
        // rectangle (damage tracking repaints under one).
        var sdlClip: PixelRect?
        if target != nil {
            SDL_RenderFlush(renderer)
            if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
                var r = SDL_Rect()
                SDL_RenderGetClipRect(renderer, &r)
                sdlClip = PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.w), height: Int(r.h))
            }
        }
        let options = run.text.options
        for (index, line) in block.lines.enumerated() where !line.runs.isEmpty {
            let dx = block.offset(of: line, alignment: options.alignment, direction: options.layoutDirection)
            let placed = upright && s.clip.paths.isEmpty ? devicePlacement(index, of: block, run, dx: dx, transform: t) : []
            if let target, blendLine(index, of: block, run, placed, scale: t.m[0], visible: s.clip.rect,
                                     clip: sdlClip.map { s.clip.rect.intersection($0) } ?? s.clip.rect, target: target) { continue }
            for (k, r) in line.runs.enumerated() {
                let origin = Point(x: run.origin.x + dx + r.x, y: run.origin.y + line.baseline - r.ascent)
                let color = (r.span < run.text.spans.count ? run.text.spans[r.span].color : nil) ?? run.color
                guard color.alpha > 0 || r.face.strike != nil else { continue }
                if upright && s.clip.paths.isEmpty {
                    let d = placed[k]
                    let c = s.clip.rect
                    // Skip runs that cannot touch the clip (long lines, scrolled text).
                    if !Self.mayTouch(d, line, scale: t.m[0], c) { continue }
                    let pixelSize = d.pixelSize
                    let x = d.x, y = d.y
                    if let target {
                        blend(r, pixelSize: pixelSize, color: color, x: x, y: y, clip: sdlClip.map { c.intersection($0) } ?? c, target: target)
                    } else if r.isTabular {
                        forEachGlyph(of: r, pixelSize: pixelSize) { ch, offset in
                            let one = PlacedRun(text: String(ch), face: r.face, span: r.span, fontSize: r.fontSize, script: r.script,
                                                isRightToLeft: r.isRightToLeft, isSolid: true, isTabular: true, x: 0, width: 0, ascent: r.ascent)
                            copyRun(one, pixelSize: pixelSize, color: color, x: x + offset, y: y, clip: c, opacity: s.opacity)
                        }
                    } else {
                        copyRun(r, pixelSize: pixelSize, color: color, x: x, y: y, clip: c, opacity: s.opacity)
                    }
                } else {
                    warpedText(r, color: color, origin: origin, s, scale: scale)
                }
            }
        }
    }

    /// Draws a run's texture with its top left at (`x`, `y`).
    private func copyRun(_ r: PlacedRun, pixelSize: Int, color: Color, x: Int, y: Int, clip: PixelRect, opacity: Double) {
        guard let tex = runTexture(r, pixelSize: pixelSize, color: color) else { return }
        let dst = PixelRect(x: x, y: y, width: tex.width, height: tex.height)
        let visible = dst.intersection(clip)
        guard !visible.isEmpty else { return }
        let src = PixelRect(x: visible.x - dst.x, y: visible.y - dst.y, width: visible.width, height: visible.height)
        copy(tex, visible, source: src, opacity: opacity)
    }

    /// The clusters of a solid run with their pen offsets from the run's left edge in device
    /// pixels, in visual order: each advances by its own width, a tabular digit by the widest
    /// digit's and is centred in that cell.
    private func forEachGlyph(of r: PlacedRun, pixelSize: Int, _ body: (Character, Int) -> Void) {
        let faces = textEngine.faces
        let cell = r.isTabular ? Int(faces.tabularDigitWidth(face: r.face, pixelSize: pixelSize)) : 0
        var pen = 0
        func place(_ ch: Character) {
            let advance = Int(faces.width(of: ch, face: r.face, pixelSize: pixelSize, script: r.script, rtl: r.isRightToLeft, solid: !r.isTabular))
            if r.isTabular {
                body(ch, pen + (cell - advance) / 2)
                pen += cell
            } else {
                body(ch, pen)
                pen += advance
            }
        }
        if r.isRightToLeft { for ch in r.text.reversed() { place(ch) } } else { for ch in r.text { place(ch) } }
    }

    /// Blends a run from the glyph atlas into the target with its top left at (`x`, `y`).
    private func blend(_ r: PlacedRun, pixelSize: Int, color: Color, x: Int, y: Int, clip: PixelRect, target: PixelTarget) {
        let isBitmap = r.face.strike != nil
        let q = color.rgba8
        // The colour's alpha is in the coverage (see `GlyphAtlas.Key.alpha`): blend as opaque.
        let alpha = isBitmap ? 255 : q.a
        useGlyphColor(color)
        forEachUnit(of: r, pixelSize: pixelSize, alpha: alpha, x: x, y: y) { g, gx, gy, _, _ in
            drawUnit(g, at: gx, gy, color: color, clip: clip, target: target)
        }
    }

    /// Makes `glyphColors` the table of `color` made opaque (coverage carries the alpha).
    /// Tables are kept by colour (at most 64, then made again as needed): a table is a
    /// function of its colour, so reusing one changes no pixel.
    func useGlyphColor(_ color: Color) {
        let q = color.rgba8
        if let current = glyphColors, current.color == (q.r, q.g, q.b, 255) { return }
        let key = UInt32(q.r) << 16 | UInt32(q.g) << 8 | UInt32(q.b)
        if let table = glyphColorTables.get(key) { glyphColors = table; return }
        let table = GlyphBlending.ColorTable((q.r, q.g, q.b, 255))
        glyphColorTables.insert(key, table, cost: 1)
        glyphColors = table
    }

    /// Blends one atlas unit with the top left of its inked box at (`gx`, `gy`): colour units as
    /// they are, coverage in `glyphColors` (see ``useGlyphColor(_:)``).
    func drawUnit(_ g: GlyphAtlas.Glyph, at gx: Int, _ gy: Int, color: Color, clip: PixelRect, target: PixelTarget) {
        guard !g.isEmpty, let page = glyphAtlas.page(g.page) else { return }
        // Damage tracking records every pixel a primitive writes (`Canvas+Damage.swift`).
        // The op names the atlas page as its texture, so a replay from recorded ops (which
        // knows only cached textures and fills) declines and the glyph is drawn again.
        if recording != nil {
            let q = color.rgba8
            let alpha = page.isColor ? 255 : q.a
            let dst = PixelRect(x: gx, y: gy, width: g.width, height: g.height).intersection(clip)
            let source = PixelRect(x: g.x + dst.x - gx, y: g.y + dst.y - gy, width: dst.width, height: dst.height)
            recording?.add(dst, nil, DrawOp(dst: dst, source: source, texture: PixelSource(page),
                                            paint: UInt32(q.r) << 24 | UInt32(q.g) << 16 | UInt32(q.b) << 8 | UInt32(alpha)))
            if recording?.dry == true { return }
        }
        if page.isColor {
            GlyphBlending.blendColor(g, page: page, x: gx, y: gy, clip: clip, target: target)
        } else if let table = glyphColors {
            GlyphBlending.blendCoverage(g, page: page, x: gx, y: gy, table: table, clip: clip, target: target)
        }
    }

    /// The atlas units of a run drawn with its top left at (`x`, `y`), in drawing order: each
    /// unit's glyph (rasterized now if needed), the top left of its inked box, and the text and
    /// `single` flag it is keyed by. A solid run's units are its clusters at their pen positions;
    /// any other run (a shaped Latin word, joined Arabic, Devanagari conjuncts, an emoji sequence)
    /// is one unit, so shaping is never split. So is a solid run in a synthetic style: SDL_ttf's
    /// slanted or emboldened glyphs reach into their neighbours, and a run's surface combines
    /// them otherwise than blending one after another would.
    func forEachUnit(of r: PlacedRun, pixelSize: Int, alpha: UInt8, x: Int, y: Int,
                     _ body: (GlyphAtlas.Glyph, Int, Int, String, Bool) -> Void) {
        guard r.isSolid, r.face.strike == nil, r.face.ttfStyle == 0 else {
            if let g = atlasGlyph(r.text, r, pixelSize: pixelSize, alpha: alpha, single: false) { body(g, x + g.left, y + g.top, r.text, false) }
            return
        }
        // SDL_ttf shifts a whole run right by its first glyph's negative left bearing.
        var shift: Int?
        forEachGlyph(of: r, pixelSize: pixelSize) { ch, offset in
            let text = String(ch)
            guard let g = atlasGlyph(text, r, pixelSize: pixelSize, alpha: alpha, single: true) else { return }
            let s = shift ?? g.xstart
            shift = s
            body(g, x + s + offset + g.left, y + g.top, text, true)
        }
    }

    /// The atlas entry of `text` (one cluster of a solid run, or a whole run) in the run's face,
    /// with the text colour's `alpha`, rasterized now if needed.
    func atlasGlyph(_ text: String, _ r: PlacedRun, pixelSize: Int, alpha: UInt8, single: Bool) -> GlyphAtlas.Glyph? {
        let key = GlyphAtlas.Key(text: text, face: r.face, pixelSize: pixelSize, script: r.script, rtl: r.isRightToLeft, alpha: alpha)
        if let g = glyphAtlas.glyph(key) { lastFrameStatistics.reused += 1; return g }
        lastFrameStatistics.rasterized += 1
        if r.face.strike != nil {
            let unit = PlacedRun(text: text, face: r.face, span: r.span, fontSize: r.fontSize, script: r.script,
                                 isRightToLeft: r.isRightToLeft, isSolid: false, isTabular: false, x: 0, width: 0, ascent: r.ascent)
            guard let image = runBitmap(unit, pixelSize: pixelSize) else {
                return glyphAtlas.insert(key, width: 0, height: 0, left: 0, top: 0, xstart: 0, isColor: true) { _, _ in }
            }
            return image.pixels.withUnsafeBufferPointer { px in
                let w = image.width
                let box = Self.inkedBox(width: w, height: image.height) { px[4 * ($1 * w + $0) + 3] }
                return glyphAtlas.insert(key, width: box.w, height: box.h, left: box.x, top: box.y, xstart: 0, isColor: true) { dst, pitch in
                    for row in 0..<box.h {
                        let d = (dst + row * pitch).assumingMemoryBound(to: UInt32.self)
                        for col in 0..<box.w {
                            let i = 4 * ((box.y + row) * w + box.x + col)
                            d[col] = UInt32(px[i + 3]) << 24 | UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
                        }
                    }
                }
            }
        }
        guard let font = textEngine.faces.handle(r.face, pixelSize: pixelSize, script: r.script, rtl: r.isRightToLeft) else { return nil }
        var xstart = 0
        if single, let scalar = text.unicodeScalars.first {
            var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
            if TTF_GlyphMetrics32(font, scalar.value, &minx, &maxx, &miny, &maxy, &advance) == 0 { xstart = max(0, Int(-minx)) }
        }
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: alpha)) else {
            return glyphAtlas.insert(key, width: 0, height: 0, left: 0, top: 0, xstart: xstart, isColor: false) { _, _ in }
        }
        defer { SDL_FreeSurface(surface) }
        guard surface.pointee.format.pointee.BytesPerPixel == 4, let base = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        let ashift = UInt32(surface.pointee.format.pointee.Ashift)
        func coverage(_ x: Int, _ y: Int) -> UInt8 { UInt8(truncatingIfNeeded: (base + y * pitch).assumingMemoryBound(to: UInt32.self)[x] >> ashift) }
        let box = Self.inkedBox(width: Int(surface.pointee.w), height: Int(surface.pointee.h), coverage)
        return glyphAtlas.insert(key, width: box.w, height: box.h, left: box.x - xstart, top: box.y, xstart: xstart, isColor: false) { dst, dpitch in
            for row in 0..<box.h {
                let d = (dst + row * dpitch).assumingMemoryBound(to: UInt8.self)
                for col in 0..<box.w { d[col] = coverage(box.x + col, box.y + row) }
            }
        }
    }

    /// The smallest box holding every pixel whose alpha is not 0 (empty when none is).
    static func inkedBox(width: Int, height: Int, _ alpha: (Int, Int) -> UInt8) -> (x: Int, y: Int, w: Int, h: Int) {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            for x in 0..<width where alpha(x, y) != 0 {
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
            }
        }
        return x1 > x0 ? (x0, y0, x1 - x0, y1 - y0) : (0, 0, 0, 0)
    }

    /// The texture of a shaped run at a device pixel size, from the run cache or rendered now.
    func runTexture(_ r: PlacedRun, pixelSize: Int, color: Color) -> CachedTexture? {
        let isBitmap = r.face.strike != nil
        let key = TextTextureCache.Key(text: r.text, face: r.face, pixelSize: pixelSize, script: r.script,
                                       isRightToLeft: r.isRightToLeft, color: isBitmap ? .white : color)
        if let t = textTextures.get(key) { lastFrameStatistics.reused += 1; return t }
        lastFrameStatistics.rasterized += 1
        let made: CachedTexture?
        if isBitmap {
            guard let image = runBitmap(r, pixelSize: pixelSize), let sprite = TextBitmapScaling.sprite(image) else { return nil }
            made = upload(sprite)
        } else {
            let q = color.rgba8
            guard let font = textEngine.faces.handle(r.face, pixelSize: pixelSize, script: r.script, rtl: r.isRightToLeft),
                  let surface = TTF_RenderUTF8_Blended(font, r.text, SDL_Color(r: q.r, g: q.g, b: q.b, a: q.a)) else { return nil }
            defer { SDL_FreeSurface(surface) }
            guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
            SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
            made = CachedTexture(texture: tex, width: Int(surface.pointee.w), height: Int(surface.pointee.h), isOpaque: false, lastUsed: frame)
        }
        if let made { textTextures.insert(key, made) }
        return made
    }

    /// A run's pixels (white glyphs, or colour for bitmap faces) at a pixel size: outline faces
    /// rendered at that size, bitmap faces at their strike and scaled down by area averaging.
    func runBitmap(_ r: PlacedRun, pixelSize: Int) -> PixelImage? {
        guard let font = textEngine.faces.handle(r.face, pixelSize: pixelSize, script: r.script, rtl: r.isRightToLeft),
              let surface = TTF_RenderUTF8_Blended(font, r.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let image = try? ImageCodec.pixelImage(from: surface, name: "text") else { return nil }
        let factor = r.face.scale(at: pixelSize)
        guard factor < 1 else { return image }
        return TextBitmapScaling.areaScaled(image, width: max(1, Int((Double(image.width) * factor).rounded())),
                                            height: max(1, Int((Double(image.height) * factor).rounded())))
    }

    /// A run under a rotation, perspective or clip path: its bitmap at the canvas scale, sampled
    /// like an image and tinted with the text colour (bitmap faces keep their colours).
    func warpedText(_ r: PlacedRun, color: Color, origin: Point, _ s: DrawState, scale: Double) {
        let pixelSize = FontLibrary.pixelSize(r.fontSize, scale: scale)
        let bmKey = TextBitmapKey(run: r, pixelSize: pixelSize)
        let bitmap: MipImage
        if let cached = textBitmaps.get(bmKey) {
            bitmap = cached
        } else {
            guard let img = runBitmap(r, pixelSize: pixelSize) else { return }
            bitmap = MipImage(img)
            textBitmaps.insert(bmKey, bitmap, cost: bitmap.bytes)
        }
        // The bitmap's size in points, consistent with the 1x metrics the block was laid out with.
        let perPoint = Double(pixelSize) / Double(FontLibrary.pixelSize(r.fontSize, scale: 1))
        let rect = Rect(x: origin.x, y: origin.y, width: Double(bitmap.width) / perPoint, height: Double(bitmap.height) / perPoint)
        guard let dev = map(.rect(rect), s.transform), let region = region(dev.bounds, s.clip),
              let (fwd, _) = spriteTransforms(s.transform, region) else { return }
        let tint = r.face.strike != nil ? Color(red: 1, green: 1, blue: 1, alpha: color.alpha) : color
        let name = "text:\(pixelSize):\(r.face.id.path):\(r.face.id.index):\(r.face.ttfStyle):\(r.isRightToLeft):\(r.text)"
        let key = TextureKey(mask: maskSpec(dev.subpaths, region, s.clip),
                             content: .tintedImage(.file(name), SpriteMapping(rect: rect, toSprite: fwd), tint))
        guard let tex = texture(key, image: bitmap) else { return }
        copy(tex, region, opacity: s.opacity)
    }
}
