import CSDL2
import TesseraDisplayList
import TesseraGeometry

/// Executes a `DisplayList` on an `SDL_Renderer`. The one drawing code path of both the window
/// and the headless renderer.
///
/// How it draws: every primitive becomes either a solid `SDL_RenderFillRect` (axis-aligned
/// rectangles: whole pixels opaque, partial edge pixels as blended 1-pixel strips, so
/// fractional edges are anti-aliased exactly) or a texture drawn 1:1 at whole pixels with
/// alpha blending. Those textures are rasterized in Swift: exact-area coverage of the
/// device-space shape times every clip path, filled white (tinted by colour modulation), or
/// with a gradient, an image (mip-mapped, bilinear, perspective-correct) or a text line. They
/// are cached by what they depend on (shape relative to the texture's corner, clips, content,
/// transform) and dropped when a frame does not use them, so a static scene only copies
/// textures and a moving or animating primitive is re-rasterized once per frame.
/// Text without rotation or perspective is drawn at whole physical pixels: on a software target
/// (`pixelTarget`) blended from the glyph atlas a composed line at a time, else from SDL_ttf
/// textures (`TTF_RenderUTF8_Blended`), with the same pixels; transformed or path-clipped text
/// is warped like an image.
///
/// Use it on one thread. Call `draw` between clearing and presenting the renderer.
public final class Canvas {
    let renderer: OpaquePointer
    let fonts: FontLibrary
    private var images: [ImageSource: MipImage] = [:]
    private var textures: [TextureKey: CachedTexture] = [:]
    /// Damage tracking (`Canvas+Damage.swift`): what the last tracked frame drew, and the
    /// recording of the primitive being executed. Every pixel a primitive writes goes through
    /// `copy` or `fillRect`'s `emitFill`, which record it here: new drawing code must do the same.
    var damageHistory: DamageHistory?
    /// Moves the target's pixels inside a rectangle by (dx, dy) (the scroll fast path of
    /// damage tracking, ``ScrollShift``; nil: the target cannot, and frames repaint instead).
    var pixelShifter: ((PixelRect, Int, Int) -> Void)?
    /// The translation the last tracked frame moved pixels by, if it did.
    var lastShift: (dx: Int, dy: Int)?
    /// The rectangle it moved (the last rectangle `drawTracked` returned).
    var lastShiftRegion: PixelRect?
    /// How many images the last tracked frame took as moved from the frame before instead of
    /// running them dry (`MovedImages`).
    var lastMovedImages = 0
    var recording: DrawRecording?
    var textBitmaps: [TextBitmapKey: (image: MipImage, lastUsed: Int)] = [:]
    /// The device polygons of the strokes drawn in the last two frames (nil: the transform
    /// does not map the stroke), so an unchanged outline is not offset and joined again.
    private var strokes: [StrokeKey: (pieces: [[Point]]?, lastUsed: Int)] = [:]
    private struct StrokeKey: Hashable {
        let path: Path, width: Double, transform: Transform
    }
    let textEngine: TextEngine
    var textTextures: TextTextureCache
    /// Glyphs for text blended straight into `pixelTarget` (see `TextDrawing.swift`).
    let glyphAtlas = GlyphAtlas()
    /// Whole lines composed from the atlas, blended a row at a time (`TextLineBlending.swift`).
    var lineCoverages = LineCoverageCache()
    var glyphColors: GlyphBlending.ColorTable?
    /// Whether 1:1 copies skip a texture's transparent hole and, at full alpha, copy its opaque
    /// rows without blending (``blit``). Set for the headless renderer's XRGB surface, where
    /// SDL's blend leaves a pixel of alpha 0 alone and copies one of alpha 255 exactly as a
    /// plain copy does (tested: equal images either way).
    var blitsOpaqueRows = false
    /// Colour tables made before, by colour (0xRRGGBB), so text alternating between a few
    /// colours (syntax-coloured code) does not rebuild them per run (`useGlyphColor`).
    var glyphColorTables: [UInt32: GlyphBlending.ColorTable] = [:]
    /// Row-blending tables of composed lines (``GlyphBlending/RowTables``).
    let rowTables = GlyphBlending.RowTables()
    /// The pixels of the renderer's target when software rendering lets the canvas write them
    /// (set by the headless renderer and a software window before each draw); nil: text is drawn
    /// through SDL textures.
    var pixelTarget: PixelTarget?
    var frame = 0
    /// Composited offscreen layers by what they depend on (`Canvas+Layers.swift`).
    var layerResults: [LayerKey: CachedTexture] = [:]
    /// The software-rendered surface layers are drawn into, made on first use.
    var layerTarget: LayerTarget?

    /// Counters of the last `draw`: textures rasterized versus reused from the cache.
    public internal(set) var lastFrameStatistics = (rasterized: 0, reused: 0)

    /// A canvas drawing on `renderer` (an `SDL_Renderer *`, which must outlive the canvas).
    public init(renderer: OpaquePointer, assets: Assets) throws {
        self.renderer = renderer
        fonts = try FontLibrary(assets: assets)
        textEngine = TextEngine(fonts: fonts)
        textTextures = TextTextureCache()
    }

    /// A canvas with `fonts`; with `faces`, its text engine shares those faces (and their open
    /// fonts) with another engine on this thread; with `engine`, it lays text out with that
    /// engine (a measurer's on this thread: a text measured for layout is not laid out again
    /// to be drawn).
    init(renderer: OpaquePointer, fonts: FontLibrary, faces: TextFaces? = nil, engine: TextEngine? = nil) {
        self.renderer = renderer
        self.fonts = fonts
        textEngine = engine ?? faces.map { TextEngine(faces: $0) } ?? TextEngine(fonts: fonts)
        textTextures = TextTextureCache()
    }

    deinit { releaseTextures() }

    /// Destroys every cached texture (call before destroying the renderer).
    func releaseTextures() {
        for t in textures.values { SDL_DestroyTexture(t.texture) }
        textures.removeAll()
        for t in layerResults.values { SDL_DestroyTexture(t.texture) }
        layerResults.removeAll()
        layerTarget = nil
        textTextures.removeAll()
        glyphAtlas.removeAll()
        lineCoverages.removeAll()
    }

    /// The pixel size of an image source, decoding (and caching) it if needed.
    public func imageSize(_ source: ImageSource) throws -> Size {
        let image = try mipImage(source)
        return Size(width: Double(image.width), height: Double(image.height))
    }

    /// Draws `list` onto the renderer's current target of `pixelWidth` x `pixelHeight` pixels,
    /// `scale` pixels per point. Throws for an image that cannot be loaded (naming the file).
    public func draw(_ list: DisplayList, scale: Double, pixelWidth: Int, pixelHeight: Int) throws {
        beginFrame()
        let state = DrawState(transform: .scale(scale, scale), opacity: 1,
                              clip: ClipState(rect: PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight), paths: []))
        defer { evict() }
        try execute(list.items[...], from: state, scale: scale)
    }

    func beginFrame() {
        frame += 1
        glyphAtlas.clock = frame
        lastFrameStatistics = (0, 0)
    }

    /// Executes `items` starting in state `initial`; a layer's items go to `layer(_:_:_:scale:)`.
    func execute(_ items: ArraySlice<DisplayItem>, from initial: DrawState, scale: Double) throws {
        var state = initial
        var stack: [DrawState] = []
        var i = items.startIndex
        while i < items.endIndex {
            switch items[i] {
            case let .pushTransform(t):
                stack.append(state)
                state.transform = t.concatenating(state.transform)
            case let .pushOpacity(o):
                stack.append(state)
                state.opacity *= max(0, min(1, o))
            case let .pushClip(shape):
                stack.append(state)
                state.clip = clipped(state.clip, by: shape, transform: state.transform)
            case .popTransform, .popOpacity, .popClip:
                if let s = stack.popLast() { state = s }
            case let .pushLayer(effect):
                let end = Self.matchingPop(items, after: i)
                try layer(items[(i + 1)..<end], effect, state, scale: scale)
                i = end
            case .popLayer:
                break   // unbalanced: ignored
            case let .fill(shape, paint):
                fill(shape, paint, state)
            case let .stroke(path, width, color):
                stroke(path, width: width, color: color, state)
            case let .image(draw):
                try image(draw, state)
            case let .text(run):
                text(run, state, scale: scale)
            }
            i += 1
        }
    }

    /// The index of the `popLayer` closing the `pushLayer` at `start` (the end when unclosed).
    static func matchingPop(_ items: ArraySlice<DisplayItem>, after start: Int) -> Int {
        var depth = 0
        var j = start + 1
        while j < items.endIndex {
            switch items[j] {
            case .pushLayer: depth += 1
            case .popLayer: if depth == 0 { return j } else { depth -= 1 }
            default: break
            }
            j += 1
        }
        return items.endIndex
    }

    // MARK: State

    struct ClipState {
        var rect: PixelRect
        var paths: [Path]   // device space
    }

    struct DrawState {
        var transform: Transform   // local points -> device pixels
        var opacity: Double
        var clip: ClipState
    }

    func clipped(_ clip: ClipState, by shape: ClipShape, transform: Transform) -> ClipState {
        var clip = clip
        guard let dev = map(shape.path, transform), let bounds = PixelRect(enclosing: dev.bounds) else {
            clip.rect.width = 0; return clip
        }
        clip.rect = clip.rect.intersection(bounds)
        if case let .rect(r) = shape, transform.isAxisAligned {
            let d = dev.bounds
            if isWhole(d.minX), isWhole(d.minY), isWhole(d.maxX), isWhole(d.maxY) { _ = r; return clip }
        }
        clip.paths.append(dev)
        return clip
    }

    private func isWhole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }

    /// `path` in device space, or nil when a point falls behind the eye of a perspective.
    func map(_ path: Path, _ t: Transform) -> Path? {
        if t.isAffine { return path.applying(t) }
        let m = t.m
        for sp in path.subpaths { for p in sp where m[6] * p.x + m[7] * p.y + m[8] <= 1e-6 { return nil } }
        return path.applying(t)
    }

    /// The pixels a primitive with device bounds `bounds` may touch.
    func region(_ bounds: Rect, _ clip: ClipState) -> PixelRect? {
        guard var r = PixelRect(enclosing: bounds) else { return nil }
        r = r.intersection(clip.rect)
        for p in clip.paths {
            guard let b = PixelRect(enclosing: p.bounds) else { return nil }
            r = r.intersection(b)
        }
        return r.isEmpty ? nil : r
    }

    func maskSpec(_ shape: [[Point]], stroke: Bool = false, extraClips: [[[Point]]] = [],
                          _ region: PixelRect, _ clip: ClipState) -> MaskSpec {
        let o = (region.x, region.y)
        return MaskSpec(shape: QuantizedPolygons(shape, origin: o), isStrokeUnion: stroke,
                        clips: (extraClips + clip.paths.map(\.subpaths)).map { QuantizedPolygons($0, origin: o) },
                        width: region.width, height: region.height)
    }

    /// Local points -> sprite pixels, and its inverse.
    func spriteTransforms(_ t: Transform, _ region: PixelRect) -> (forward: Transform, inverse: Transform)? {
        let f = t.concatenating(.translation(Double(-region.x), Double(-region.y)))
        guard let inv = f.inverted else { return nil }
        return (f, inv)
    }

    // MARK: Primitives

    func fill(_ shape: FillShape, _ paint: Paint, _ s: DrawState) {
        if case let .color(color) = paint, case let .rect(r) = shape, s.transform.isAxisAligned, s.clip.paths.isEmpty {
            fillRect(r, color: color, s)
            return
        }
        guard let dev = map(shape.path, s.transform), let region = region(dev.bounds, s.clip) else { return }
        let mask = maskSpec(dev.subpaths, region, s.clip)
        switch paint {
        case let .color(color):
            guard let tex = texture(TextureKey(mask: mask, content: .solid(color))) else { return }
            copy(tex, region, opacity: s.opacity)
        case let .linearGradient(gradient, rect):
            guard let (fwd, _) = spriteTransforms(s.transform, region),
                  let tex = texture(TextureKey(mask: mask, content: .gradient(gradient, SpriteMapping(rect: rect, toSprite: fwd)))) else { return }
            copy(tex, region, opacity: s.opacity)
        }
    }

    func stroke(_ path: Path, width: Double, color: Color, _ s: DrawState) {
        let key = StrokeKey(path: path, width: width, transform: s.transform)
        let known = strokes[key]
        guard let pieces = known.map({ $0.pieces }) ?? strokePieces(path, width: width, s.transform) else {
            strokes[key] = (nil, frame)
            return
        }
        strokes[key] = (pieces, frame)
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

    /// An axis-aligned solid rectangle: whole pixels with `SDL_RenderFillRect`, partial
    /// edge pixels as strips blended with their exact coverage.
    private func fillRect(_ r: Rect, color: Color, _ s: DrawState) {
        let a = s.transform.apply(Point(x: r.minX, y: r.minY)), b = s.transform.apply(Point(x: r.maxX, y: r.maxY))
        let c = s.clip.rect
        let x0 = max(min(a.x, b.x), Double(c.x)), x1 = min(max(a.x, b.x), Double(c.maxX))
        let y0 = max(min(a.y, b.y), Double(c.y)), y1 = min(max(a.y, b.y), Double(c.maxY))
        guard x1 > x0, y1 > y0 else { return }
        let q = color.rgba8
        let alpha = color.alpha * s.opacity
        for xs in spans(x0, x1) {
            for ys in spans(y0, y1) {
                let a8 = UInt8(max(0, min(255, (alpha * xs.coverage * ys.coverage * 255).rounded())))
                if a8 == 0 { continue }
                emitFill(PixelRect(x: xs.start, y: ys.start, width: xs.length, height: ys.length), q, a8)
            }
        }
    }

    /// Fills whole pixels with a colour at alpha `a8` (replacing them when opaque).
    private func emitFill(_ r: PixelRect, _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ a8: UInt8) {
        if recording != nil {
            recording?.add(r, nil, DrawOp(dst: r, source: nil, texture: nil,
                                          paint: UInt32(q.r) << 24 | UInt32(q.g) << 16 | UInt32(q.b) << 8 | UInt32(a8)))
            if recording?.dry == true { return }
        }
        SDL_SetRenderDrawBlendMode(renderer, a8 == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, q.r, q.g, q.b, a8)
        var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        SDL_RenderFillRect(renderer, &rect)
    }

    /// The pixel runs covering [a, b): partial first pixel, whole pixels, partial last pixel.
    private func spans(_ a: Double, _ b: Double) -> [(start: Int, length: Int, coverage: Double)] {
        let ia = Int(a.rounded(.down)), ib = Int(b.rounded(.up))
        if ib - ia <= 1 { return [(ia, 1, b - a)] }
        var out: [(Int, Int, Double)] = []
        let firstFull = a.rounded(.up), lastFull = b.rounded(.down)
        if a < firstFull { out.append((ia, 1, firstFull - a)) }
        if lastFull > firstFull { out.append((Int(firstFull), Int(lastFull - firstFull), 1)) }
        if b > lastFull { out.append((Int(lastFull), 1, b - lastFull)) }
        return out
    }

    func image(_ draw: ImageDraw, _ s: DrawState) throws {
        let mip = try mipImage(draw.source)
        let imageRect = draw.imageRect(imageSize: Size(width: Double(mip.width), height: Double(mip.height)))
        let visible = draw.contentMode == .fit ? imageRect : draw.rect
        guard let dev = map(.rect(visible), s.transform) else { return }
        var extra: [[[Point]]] = []
        var bounds = dev.bounds
        if let clip = draw.clip {
            guard let devClip = map(clip, s.transform), let b = devClip.bounds.intersection(bounds) else { return }
            extra.append(devClip.subpaths)
            bounds = b
        }
        // Under a rectangular clip only (a scroll view's viewport), the sprite is made for the
        // whole image and its visible part copied, so an image moving under the clip (scrolled
        // content) keeps its cached sprite instead of being rasterized anew every frame.
        let unclipped = ClipState(rect: PixelRect(x: Int(Int32.min / 2), y: Int(Int32.min / 2), width: Int(Int32.max), height: Int(Int32.max)), paths: [])
        let small = bounds.width * bounds.height <= 4_000_000   // never a sprite of a huge image
        let spriteClip = s.clip.paths.isEmpty && small ? unclipped : s.clip
        guard let region = region(bounds, spriteClip), let (fwd, inv) = spriteTransforms(s.transform, region) else { return }
        _ = inv
        let shown = region.intersection(s.clip.rect)
        guard !shown.isEmpty else { return }
        let key = TextureKey(mask: maskSpec(dev.subpaths, extraClips: extra, region, spriteClip),
                             content: .image(draw.source, SpriteMapping(rect: imageRect, toSprite: fwd)))
        guard let tex = texture(key, image: mip) else { return }
        if shown == region {
            copy(tex, region, opacity: s.opacity)
        } else {
            let src = PixelRect(x: shown.x - region.x, y: shown.y - region.y, width: shown.width, height: shown.height)
            copy(tex, shown, source: src, opacity: s.opacity)
        }
    }

    // MARK: Textures

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
    /// above and below them.
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
        if band.upperBound < src.maxY { let (s, d) = rows(band.upperBound..<src.maxY); copy(s, d, blend: true) }
    }

    private func mipImage(_ source: ImageSource) throws -> MipImage {
        if let m = images[source] { return m }
        let m: MipImage
        switch source {
        case let .file(path): m = MipImage(try ImageCodec.decode(contentsOf: path))
        case let .bitmap(_, image): m = MipImage(image)
        }
        images[source] = m
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
        for (k, b) in textBitmaps where b.lastUsed < frame - 1 { textBitmaps[k] = nil }
        for (k, b) in strokes where b.lastUsed < frame - 1 { strokes[k] = nil }
    }
}

/// Where a rectangle of content (an image, a gradient's frame) lands in a sprite: the map
/// from the rectangle's unit square to sprite pixels, with entries rounded to `Float` so
/// that a key does not depend on where the sprite is (the same content moved by whole pixels
/// reuses its texture) nor on the last bits of floating-point noise. Rasterization uses
/// exactly these rounded values, so a texture is a pure function of its key.
struct SpriteMapping: Hashable {
    let width: Float, height: Float
    let m: [Float]

    init(rect: Rect, toSprite: Transform) {
        width = Float(rect.width); height = Float(rect.height)
        let unit = Transform([rect.width, 0, rect.minX, 0, rect.height, rect.minY, 0, 0, 1])
        m = unit.concatenating(toSprite).m.map { Float($0) }
    }

    /// The content rectangle (at the origin) and its maps to and from sprite pixels.
    var transforms: (rect: Rect, forward: Transform, inverse: Transform)? {
        let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rect.width > 0, rect.height > 0 else { return nil }
        let unitToSprite = Transform(m.map { Double($0) })
        let fwd = Transform.scale(1 / rect.width, 1 / rect.height).concatenating(unitToSprite)
        guard let inv = fwd.inverted else { return nil }
        return (rect, fwd, inv)
    }
}

extension Transform {
    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles.
    var isAxisAligned: Bool { isAffine && m[1] == 0 && m[3] == 0 }
}
