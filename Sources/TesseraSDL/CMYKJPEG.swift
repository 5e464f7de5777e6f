import CJPEG
import CSDL2

/// Four-component JPEGs (CMYK, or YCCK that libjpeg turns into CMYK) decoded with libjpeg into
/// RGBA: each channel is (255 - C)(255 - K) / 255 for plain components, C·K / 255 for the
/// inverted ones that Adobe's APP14 marker announces (Photoshop writes CMYK that way; ImageMagick
/// and libjpeg's djpeg read the marker the same way). No ICC profile is applied.
enum CMYKJPEG {
    /// A new SDL surface (ABGR8888: R, G, B, A in memory) holding the decoded `width` x `height`
    /// frame; errors name the file.
    static func decodeSurface(_ bytes: [UInt8], width: Int, height: Int, name: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw TesseraSDLError.corruptFile(path: name, reason: sdlErrorMessage())
        }
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            tessera_decode_cmyk_jpeg(data.baseAddress, data.count, surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
                                     Int32(width), Int32(height), surface.pointee.pitch, &message, message.count)
        }
        guard status == 0 else {
            SDL_FreeSurface(surface)
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw TesseraSDLError.corruptFile(path: name, reason: "CMYK JPEG: \(reason)")
        }
        return surface
    }
}
