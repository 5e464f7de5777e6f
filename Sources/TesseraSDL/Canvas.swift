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
    /// Decoded images by source, as mip levels (``MipImage/bytes`` each), the least recently
    /// drawn dropped beyond ``imageBudget`` (a file is decoded again when it comes back).
    var images = BudgetCache<ImageSource, MipImage>(budget: Canvas.imageBudget)
    /// 256 MB of mip levels: the honeycomb's photos and a screen of a photo wall several times over.
    static let imageBudget = 256 << 20
    var textures: [TextureKey: CachedTexture] = [:]
    /// Damage tracking (`Canvas+Damage.swift`): what the last tracked frame drew, and the
    /// recording of the primitive being executed. Every pixel a primitive writes goes through
    /// `copy` or `fillRect`'s `emitFill`, which record it here: new drawing code must do the same.
    var damageHistory: DamageHistory?
    /// Whether the target's owner keeps the last frame's pixels itself and moves them for the
    /// scroll fast path of damage tracking (``ScrollShift``): a tracked frame that finds a
    /// shift then repaints only the damage on the target (the target's pixels outside it stay
    /// as they were, stale) and reports the move in `lastShift` and `lastShiftRegion`; the owner
    /// moves its copy of the frame by it and copies the repainted rectangles in (the headless
    /// renderer's image: one move of the pixels per frame instead of two). False: frames
    /// repaint instead.
    var ownerMovesPixels = false
    /// The translation the last tracked frame moved pixels by, if it did.
    var lastShift: (dx: Int, dy: Int)?
    /// The rectangle it moved (the last rectangle `drawTracked` returned).
    var lastShiftRegion: PixelRect?
    /// How many images the last tracked frame took as moved from the frame before instead of
    /// running them dry (`MovedImages`).
    var lastMovedImages = 0
    /// How many texts it took as moved instead of running them dry (`MovedTexts`).
    var lastMovedTexts = 0
    var recording: DrawRecording?
    /// Bitmaps of warped text runs drawn in the last two frames, within 32 MB.
    var textBitmaps = BudgetCache<TextBitmapKey, MipImage>(budget: 32 << 20)
    /// The device polygons of the strokes drawn in the last two frames (nil: the transform
    /// does not map the stroke), so an unchanged outline is not offset and joined again.
    /// Within 4,096 outlines.
    var strokes = BudgetCache<StrokeKey, [[Point]]?>(budget: 4096)
    struct StrokeKey: Hashable {
        let path: Path, width: Double, transform: Transform
    }
    let textEngine: TextEngine
    var textTextures: TextTextureCache
    /// Glyphs for text blended straight into `pixelTarget` (see `TextDrawing.swift`).
    let glyphAtlas = GlyphAtlas()
    /// Whole lines composed from the atlas, blended a row at a time (`TextLineBlending.swift`).
    var lineCoverages = LineCoverageCache()
    /// Device widths and ascents of text lines drawn at a scale other than 1 (`DevicePlacement.swift`).
    var deviceMetrics = BudgetCache<DeviceMetricsKey, DeviceRunMetrics>(budget: 4096)
    var glyphColors: GlyphBlending.ColorTable?
    /// Whether 1:1 copies skip a texture's transparent hole and, at full alpha, copy its opaque
    /// rows without blending (``blit``). Set for the headless renderer's XRGB surface when
    /// ``SoftwareBlendProbe`` found that SDL's blend leaves a pixel of alpha 0 alone and copies
    /// one of alpha 255 exactly as a plain copy does (tested: equal images either way).
    var blitsOpaqueRows = false
    /// How many copies skipped a hole or copied opaque rows unblended (tests).
    var shortcutCopies = 0
    /// Colour tables made before, by colour (0xRRGGBB), so text alternating between a few
    /// colours (syntax-coloured code) does not rebuild them per run (`useGlyphColor`).
    var glyphColorTables = BudgetCache<UInt32, GlyphBlending.ColorTable>(budget: 64)
    /// Row-blending tables of composed lines (``GlyphBlending/RowTables``).
    let rowTables = GlyphBlending.RowTables()
    /// The pixels of the renderer's target when software rendering lets the canvas write them
    /// (set by the headless renderer and a software window before each draw); nil: text is drawn
    /// through SDL textures.
    var pixelTarget: PixelTarget?
    /// The frame being drawn; the frame-bounded caches record their uses under it.
    var frame = 0 {
        didSet { strokes.frame = frame; textBitmaps.frame = frame }
    }
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
