import CSDL2
#if canImport(Glibc)
import Glibc
#endif
import TesseraDisplayList
import TesseraGeometry

/// Renders display lists into pixels with no display: SDL's software renderer drawing into an
/// XRGB8888 surface (no `SDL_Init`, no video driver). Output is bit-identical across runs,
/// and equal to a window run with `SDL_RENDER_DRIVER=software` (the same `Canvas` code).
///
/// Keeps its surface, renderer and texture cache between renders of the same pixel size, so
/// rendering a sequence of frames is as fast as a window. Use it on one thread.
public final class HeadlessRenderer {
    private let fonts: FontLibrary
    /// The faces of a measurer this renderer shares its fonts with, if any.
    private let faces: TextFaces?
    /// The text engine of a measurer this renderer shares its fonts with, if any: the canvas
    /// lays text out with it, so what layout measured is drawn without laying it out again.
    private let engine: TextEngine?
    private var target: Target?
    /// Text is blended from the glyph atlas straight into the surface, a composed line a row at
    /// a time (`TextLineBlending.swift`); false: through SDL textures of whole runs, the path of
    /// GPU renderers. The pixels are the same (tests compare the two); on by default, as it is
    /// the faster path (blending glyph by glyph was slower than SDL's blits of run textures).
    var drawsTextDirectly = true
    /// The canvas's glyph atlas (tests).
    var glyphAtlas: GlyphAtlas? { target?.canvas.glyphAtlas }
    /// How many of the canvas's textures have opaque rows copied without blending (tests).
    var texturesWithOpaqueRows: Int { target?.canvas.texturesWithOpaqueRows ?? 0 }
    /// How many of the canvas's textures have a transparent hole skipped when copied (tests).
    var texturesWithTransparentHoles: Int { target?.canvas.texturesWithTransparentHoles ?? 0 }
    /// The canvas's composed lines (tests).
    var lineCoverages: LineCoverageCache? { target?.canvas.lineCoverages }
    /// Whether a render repaints only what changed since the previous render of the same size,
    /// scale and background (damage tracking, see `Canvas+Damage.swift`): the pixels are the
    /// same as a full repaint. On by default; benchmarks of full repaints turn it off.
    public var tracksDamage = true
    /// Whether copies of textures skip their transparent holes and, at full alpha, copy their
    /// opaque rows instead of blending them (the same pixels; off in tests for the reference).
    /// Used only when ``blendIsExact``.
    var blitsOpaqueRows = true
    /// Whether this process's SDL blends alpha 255 as a copy and alpha 0 as no change
    /// (``SoftwareBlendProbe``), which the shortcut of ``blitsOpaqueRows`` relies on (tests set
    /// it false to see the renderer without the shortcut).
    var blendIsExact = SoftwareBlendProbe.blendIsExactAtFullAndZeroAlpha
    /// How many texture copies took the shortcut (tests).
    var shortcutCopies: Int { target?.canvas.shortcutCopies ?? 0 }
    /// The pixel rectangles the last render repainted (the whole image without damage tracking).
    public private(set) var lastDamage: [(x: Int, y: Int, width: Int, height: Int)] = []

    private final class Target {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        let canvas: Canvas
        let width: Int, height: Int
        init(width: Int, height: Int, fonts: FontLibrary, faces: TextFaces?, engine: TextEngine?) throws {
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                               SDL_PIXELFORMAT_RGB888.rawValue) else {
                throw TesseraSDLError.sdl(operation: "SDL_CreateRGBSurfaceWithFormat", reason: sdlErrorMessage())
            }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                SDL_FreeSurface(surface)
                throw TesseraSDLError.sdl(operation: "SDL_CreateSoftwareRenderer", reason: sdlErrorMessage())
            }
            self.surface = surface; self.renderer = renderer; self.width = width; self.height = height
            canvas = Canvas(renderer: renderer, fonts: fonts, faces: faces, engine: engine)
            // The image handed out holds the frame; the surface only the last repainted pixels
            // (see `readPixels`).
            canvas.ownerMovesPixels = true
        }
        deinit {
            // The canvas's textures belong to the renderer: release them first.
            canvas.releaseTextures()
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
    }

    /// A renderer using the bundled fonts of `assets`; throws naming a missing or corrupt font.
    public init(assets: Assets) throws {
        fonts = try FontLibrary(assets: assets)
        faces = nil
        engine = nil
    }

    /// A renderer drawing with the fonts `measurer` has open (one FreeType face per font, size
    /// and style for both, and shared width caches, instead of two sets: a CJK face at one size
    /// holds about 0.7 MB), and one text engine (a text is laid out once, for measuring and
    /// drawing). Use both on the same thread.
    public init(sharingFontsWith measurer: TextMeasurer) {
        fonts = measurer.fonts
        faces = measurer.engine.faces
        engine = measurer.engine
    }

    /// A renderer using the fonts found by `Assets.locate()`.
    public convenience init() throws {
        try self.init(assets: Assets.locate())
    }

    /// The canvas of the current target (created for `pixelWidth` x `pixelHeight` if needed),
    /// e.g. to ask it for image sizes.
    private func target(width: Int, height: Int) throws -> Target {
        if let t = target, t.width == width, t.height == height { return t }
        target = nil
        recycledTarget = nil
        let t = try Target(width: width, height: height, fonts: fonts, faces: faces, engine: engine)
        target = t
        return t
    }

    /// The pixel size of an image source (decoded and cached by the canvas).
    public func imageSize(_ source: ImageSource) throws -> Size {
        try target(width: target?.width ?? 1, height: target?.height ?? 1).canvas.imageSize(source)
    }

    /// Renders `list` over `background` at `size` points times `scale` (the image is
    /// `ceil(size * scale)` pixels) and returns its pixels (alpha 255).
    public func render(_ list: DisplayList, size: Size, scale: Double = 1, background: Color = .white) throws -> PixelImage {
        let w = max(1, Int((size.width * scale).rounded(.up))), h = max(1, Int((size.height * scale).rounded(.up)))
        let t = try target(width: w, height: h)
        t.canvas.pixelTarget = drawsTextDirectly ? PixelTarget(t.surface) : nil
        t.canvas.blitsOpaqueRows = blitsOpaqueRows && blendIsExact
        let full = PixelRect(x: 0, y: 0, width: w, height: h)
        let damage: [PixelRect]
        // The last frame lives in the recycled image (the surface is stale outside the last
        // damage after a scroll step): without it, the tracked frame repaints everything.
        if tracksDamage && !(recycledTarget == ObjectIdentifier(t) && recycled.count == w * h * 4) {
            t.canvas.forgetDamageHistory()
        }
        if tracksDamage {
            damage = try t.canvas.drawTracked(list, scale: scale, pixelWidth: w, pixelHeight: h, background: background)
        } else {
            t.canvas.forgetDamageHistory()
            let bg = background.rgba8
            SDL_SetRenderDrawBlendMode(t.renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(t.renderer, bg.r, bg.g, bg.b, 255)
            SDL_RenderClear(t.renderer)
            try t.canvas.draw(list, scale: scale, pixelWidth: w, pixelHeight: h)
            damage = [full]
        }
        SDL_RenderFlush(t.renderer)
        lastDamage = damage.map { ($0.x, $0.y, $0.width, $0.height) }
        // A scroll step: the last frame's pixels move in the image (the surface holds only the
        // repainted rectangles, which are converted after the move).
        if tracksDamage, let d = t.canvas.lastShift, let region = t.canvas.lastShiftRegion {
            return readPixels(t, damage: Array(damage.dropLast()), shift: (region, d.dx, d.dy))
        }
        return readPixels(t, damage: damage)
    }

    /// The pixel buffer handed out last: reused in place when the caller has let go of the
    /// previous image (no 4 MB allocation, and so no fresh pages to fault in, per frame). It
    /// holds the last frame of the target (`recycledTarget`), so only the damaged rectangles
    /// are converted again; when the caller still holds the previous image, the first write
    /// copies it (value semantics), so images handed out never change. It, not the surface, is
    /// the frame: a scroll step moves its pixels and repaints the surface only where the move
    /// cannot give them (`Canvas.ownerMovesPixels`), so the surface is stale elsewhere.
    private var recycled: [UInt8] = []
    private var recycledTarget: ObjectIdentifier?

    private func readPixels(_ t: Target, damage: [PixelRect], shift: (PixelRect, Int, Int)? = nil) -> PixelImage {
        var out = recycled
        recycled = []
        let current = recycledTarget == ObjectIdentifier(t) && out.count == t.width * t.height * 4
        recycledTarget = nil
        if current, let (region, dx, dy) = shift {
            out.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                // Rows the damage covers across the moved span are converted below: not moved.
                Self.movePixels(base, pitch: t.width * 4, width: t.width, height: t.height, region, dx, dy, skipping: damage)
            }
        }
        let image = current ? Self.readXRGB(t.surface, into: &out, rects: damage) : Self.readXRGB(t.surface, into: &out)
        recycled = image.pixels
        recycledTarget = ObjectIdentifier(t)
        return image
    }

    /// Moves the pixels of `r` by (`dx`, `dy`) in place; what would come from outside `r`
    /// is left as it was (the caller repaints it).
    static func movePixels(_ surface: UnsafeMutablePointer<SDL_Surface>, _ r: PixelRect, _ dx: Int, _ dy: Int) {
        guard let pixels = surface.pointee.pixels else { return }
        movePixels(pixels, pitch: Int(surface.pointee.pitch), width: Int(surface.pointee.w), height: Int(surface.pointee.h), r, dx, dy)
    }

    /// The same on 4-byte pixels at `pixels`, rows `pitch` bytes apart. Destination rows that a
    /// rectangle of `skipping` covers across the whole moved span are left as they are (the
    /// caller writes them afterwards): a row is moved only from its source row, which is never
    /// written before it is read, so skipping changes no other row.
    static func movePixels(_ pixels: UnsafeMutableRawPointer, pitch: Int, width w: Int, height h: Int, _ r: PixelRect,
                           _ dx: Int, _ dy: Int, skipping: [PixelRect] = []) {
        let c = r.intersection(PixelRect(x: 0, y: 0, width: w, height: h))
        let x0 = max(c.x, c.x + dx), x1 = min(c.maxX, c.maxX + dx)
        let y0 = max(c.y, c.y + dy), y1 = min(c.maxY, c.maxY + dy)
        guard x1 > x0, y1 > y0 else { return }
        let bytes = (x1 - x0) * 4
        let covering = skipping.filter { $0.x <= x0 && $0.maxX >= x1 && !$0.isEmpty }
        func move(_ y: Int) {
            if covering.contains(where: { y >= $0.y && y < $0.maxY }) { return }
            memmove(pixels + y * pitch + x0 * 4, pixels + (y - dy) * pitch + (x0 - dx) * 4, bytes)
        }
        if dy > 0 {
            for y in (y0..<y1).reversed() { move(y) }
        } else {
            for y in y0..<y1 { move(y) }
        }
    }

    /// The translation the last render moved pixels by (the scroll fast path), if it did.
    var lastScrollShift: (dx: Int, dy: Int)? { target?.canvas.lastShift }
    /// How many images the last render took as moved instead of running them dry.
    var lastMovedImages: Int { target?.canvas.lastMovedImages ?? 0 }
    /// How many texts the last render took as moved instead of running them dry.
    var lastMovedTexts: Int { target?.canvas.lastMovedTexts ?? 0 }

    /// Counters of the last render: textures rasterized versus reused.
    public var lastFrameStatistics: (rasterized: Int, reused: Int) { target?.canvas.lastFrameStatistics ?? (0, 0) }

    static func readXRGB(_ surface: UnsafeMutablePointer<SDL_Surface>) -> PixelImage {
        var out: [UInt8] = []
        return readXRGB(surface, into: &out)
    }

    /// Converts the surface into `out` (resized when its size differs; written in place when
    /// it is uniquely referenced).
    static func readXRGB(_ surface: UnsafeMutablePointer<SDL_Surface>, into out: inout [UInt8]) -> PixelImage {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        if out.count != w * h * 4 { out = [UInt8](repeating: 255, count: w * h * 4) }
        return readXRGB(surface, into: &out, rects: [PixelRect(x: 0, y: 0, width: w, height: h)])
    }

    /// Converts the pixels of `rects` (clamped to the surface) into `out`, which holds the
    /// surface's size.
    static func readXRGB(_ surface: UnsafeMutablePointer<SDL_Surface>, into out: inout [UInt8], rects: [PixelRect]) -> PixelImage {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels, out.count == w * h * 4 else { return PixelImage(width: w, height: h, pixels: out) }
        out.withUnsafeMutableBytes { raw in
            guard let o = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
            for r in rects {
                let c = r.intersection(PixelRect(x: 0, y: 0, width: w, height: h))
                guard !c.isEmpty else { continue }
                for y in c.y..<c.maxY {
                    let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self) + c.x
                    let dst = o + y * w + c.x
                    // 0x00RRGGBB -> bytes R, G, B, 255 (a little-endian 0xFFBBGGRR): a byte swap
                    // and a shift, over plain pointers so the loop is vectorized.
                    for x in 0..<c.width { dst[x] = 0xFF00_0000 | row[x].byteSwapped >> 8 }
                }
            }
        }
        return PixelImage(width: w, height: h, pixels: out)
    }
}
