import CSDL2
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
    private var target: Target?
    /// Text is blended from the glyph atlas straight into the surface (false: through SDL
    /// textures, the path of GPU renderers; tests compare the two).
    var drawsTextDirectly = true
    /// The canvas's glyph atlas (tests).
    var glyphAtlas: GlyphAtlas? { target?.canvas.glyphAtlas }

    private final class Target {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        let canvas: Canvas
        let width: Int, height: Int
        init(width: Int, height: Int, fonts: FontLibrary) throws {
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                               SDL_PIXELFORMAT_RGB888.rawValue) else {
                throw TesseraSDLError.sdl(operation: "SDL_CreateRGBSurfaceWithFormat", reason: sdlErrorMessage())
            }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                SDL_FreeSurface(surface)
                throw TesseraSDLError.sdl(operation: "SDL_CreateSoftwareRenderer", reason: sdlErrorMessage())
            }
            self.surface = surface; self.renderer = renderer; self.width = width; self.height = height
            canvas = Canvas(renderer: renderer, fonts: fonts)
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
        let t = try Target(width: width, height: height, fonts: fonts)
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
        let bg = background.rgba8
        SDL_SetRenderDrawBlendMode(t.renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(t.renderer, bg.r, bg.g, bg.b, 255)
        SDL_RenderClear(t.renderer)
        t.canvas.pixelTarget = drawsTextDirectly ? PixelTarget(t.surface) : nil
        try t.canvas.draw(list, scale: scale, pixelWidth: w, pixelHeight: h)
        SDL_RenderFlush(t.renderer)
        return readPixels(t.surface)
    }

    /// The pixel buffer handed out last: reused in place when the caller has let go of the
    /// previous image (no 4 MB allocation, and so no fresh pages to fault in, per frame).
    private var recycled: [UInt8] = []

    private func readPixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> PixelImage {
        var out = recycled
        recycled = []
        let image = Self.readXRGB(surface, into: &out)
        recycled = image.pixels
        return image
    }

    /// Counters of the last render: textures rasterized versus reused.
    public var lastFrameStatistics: (rasterized: Int, reused: Int) { target?.canvas.lastFrameStatistics ?? (0, 0) }

    static func readXRGB(_ surface: UnsafeMutablePointer<SDL_Surface>) -> PixelImage {
        var out: [UInt8] = []
        return readXRGB(surface, into: &out)
    }

    /// Converts the surface into `out` (resized when its size differs; written in place when
    /// it is uniquely referenced).
    static func readXRGB(_ surface: UnsafeMutablePointer<SDL_Surface>, into out: inout [UInt8]) -> PixelImage {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        if out.count != w * h * 4 { out = [UInt8](repeating: 255, count: w * h * 4) }
        guard let base = surface.pointee.pixels else { return PixelImage(width: w, height: h, pixels: out) }
        out.withUnsafeMutableBytes { raw in
            let o = raw.bindMemory(to: UInt32.self)
            for y in 0..<h {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    // 0x00RRGGBB -> bytes R, G, B, 255 (a little-endian 0xFFBBGGRR).
                    let p = row[x]
                    o[y * w + x] = 0xFF00_0000 | (p & 0xFF) << 16 | (p & 0xFF00) | (p >> 16 & 0xFF)
                }
            }
        }
        return PixelImage(width: w, height: h, pixels: out)
    }
}
