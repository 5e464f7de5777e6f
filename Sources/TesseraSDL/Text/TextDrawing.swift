import CSDL2
import TesseraDisplayList
import TesseraGeometry
import TesseraLayout

/// Drawing text runs on the canvas: the text is laid out by the canvas's ``TextEngine`` exactly
/// as the measurer laid it out (points at scale 1), then each shaped run is drawn from a texture
/// rendered by SDL_ttf at the device pixel size (colour emoji from their bitmap strike, scaled
/// down by area averaging) at whole physical pixels. Text under a rotation, perspective or
/// clip path is warped like an image. Runs outside the clip are skipped without rendering.
extension Canvas {
    struct TextBitmapKey: Hashable { let run: PlacedRun; let pixelSize: Int }

    func text(_ run: TextRun, _ s: DrawState, scale: Double) {
        let block = textEngine.layout(run.text, maxWidth: run.maxWidth)
        let t = s.transform
        let upright = t.isAffine && t.m[1] == 0 && t.m[3] == 0 && t.m[0] > 0 && abs(t.m[0] - t.m[4]) < 1e-9
        for line in block.lines where !line.runs.isEmpty {
            let dx: Double = switch run.text.options.alignment {
            case .leading: 0
            case .center: ((block.width - line.width) / 2).rounded(.down)
            case .trailing: block.width - line.width
            }
            for r in line.runs {
                let origin = Point(x: run.origin.x + dx + r.x, y: run.origin.y + line.baseline - r.ascent)
                let color = (r.span < run.text.spans.count ? run.text.spans[r.span].color : nil) ?? run.color
                guard color.alpha > 0 || r.face.strike != nil else { continue }
                if upright && s.clip.paths.isEmpty {
                    let p = t.apply(origin)
                    let c = s.clip.rect
                    // Skip runs that cannot touch the clip (long lines, scrolled text).
                    if p.x > Double(c.maxX) || p.x + r.width * t.m[0] + 2 < Double(c.x) { continue }
                    let pixelSize = FontLibrary.pixelSize(r.fontSize, scale: t.m[0])
                    guard let tex = runTexture(r, pixelSize: pixelSize, color: color) else { continue }
                    let dst = PixelRect(x: Int(p.x.rounded()), y: Int(p.y.rounded()), width: tex.width, height: tex.height)
                    let visible = dst.intersection(c)
                    guard !visible.isEmpty else { continue }
                    let src = PixelRect(x: visible.x - dst.x, y: visible.y - dst.y, width: visible.width, height: visible.height)
                    copy(tex, visible, source: src, opacity: s.opacity)
                } else {
                    warpedText(r, color: color, origin: origin, s, scale: scale)
                }
            }
        }
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
        if let cached = textBitmaps[bmKey] {
            bitmap = cached.image
        } else {
            guard let img = runBitmap(r, pixelSize: pixelSize) else { return }
            bitmap = MipImage(img)
        }
        textBitmaps[bmKey] = (bitmap, frame)
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
