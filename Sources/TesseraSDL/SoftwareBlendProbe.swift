import CSDL2

/// Whether the SDL library in use blends a texture pixel of alpha 255 as an exact copy and one
/// of alpha 0 as no change, in the software renderer drawing into an XRGB8888 surface (the
/// headless target). The headless renderer's shortcut (``Canvas/blitsOpaqueRows``: opaque rows
/// copied without blending, transparent holes skipped) gives the pixels of blending only when
/// both hold. They hold in SDL 2.26, but SDL's blend arithmetic is an implementation detail
/// (approximations such as `d + ((s - d) * a >> 8)` would turn 255 over 0 into 254), so the
/// headless renderer asks this probe, once per process, instead of assuming a version: when the
/// probe fails the shortcut is off and every texture is blended.
///
/// The probe draws every source value 0...255 on each channel over 16 backgrounds of varied
/// values: alpha 255 at full alpha modulation must give the source exactly; alpha 0, at full
/// and at half modulation, must leave the background exactly.
enum SoftwareBlendProbe {
    /// The answer for this process's SDL library.
    static let blendIsExactAtFullAndZeroAlpha: Bool = opaquePixelsCopied(alphaMod: 255) && clearPixelsUntouched(alphaMod: 255)
        && clearPixelsUntouched(alphaMod: 128)

    static let width = 256, height = 16

    /// Whether blending alpha-255 pixels with alpha modulation `alphaMod` gives the source.
    static func opaquePixelsCopied(alphaMod: UInt8) -> Bool {
        blend(alpha: 255, alphaMod: alphaMod) { source, _ in source }
    }

    /// Whether blending alpha-0 pixels with alpha modulation `alphaMod` leaves the background.
    static func clearPixelsUntouched(alphaMod: UInt8) -> Bool {
        blend(alpha: 0, alphaMod: alphaMod) { _, background in background }
    }

    /// The source pixel at (x, y), RGB: every value on each channel across a row.
    static func source(_ x: Int, _ y: Int) -> UInt32 {
        UInt32(x) << 16 | UInt32(255 - x) << 8 | UInt32((x * 13 + y * 17) & 255)
    }

    /// The background pixel at (x, y), RGB: 16 rows of varied values, extremes included.
    static func background(_ x: Int, _ y: Int) -> UInt32 {
        let levels: [UInt32] = [0, 255, 1, 254, 127, 128, 64, 191]
        let r = levels[y % 8], g = UInt32((x * 7 + y * 31) & 255), b = y < 8 ? 255 - r : UInt32((x + y * 64) & 255)
        return r << 16 | g << 8 | b
    }

    /// Draws a texture of `alpha` over the backgrounds with `alphaMod` and compares every pixel
    /// with `expected(source, background)`. False when SDL cannot make the surface or renderer.
    static func blend(alpha: UInt8, alphaMod: UInt8, expected: (UInt32, UInt32) -> UInt32) -> Bool {
        let w = width, h = height
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGB888.rawValue) else { return false }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return false }
        defer { SDL_DestroyRenderer(renderer) }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(w), Int32(h)) else { return false }
        defer { SDL_DestroyTexture(texture) }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { pixels[y * w + x] = UInt32(alpha) << 24 | source(x, y) } }
        let uploaded = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(w * 4)) }
        guard uploaded == 0, let base = surface.pointee.pixels else { return false }
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { row[x] = background(x, y) }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, alphaMod)
        guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else { return false }
        SDL_RenderFlush(renderer)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] & 0xFF_FFFF != expected(source(x, y), background(x, y)) { return false }
        }
        return true
    }
}
