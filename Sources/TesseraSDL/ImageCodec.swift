import CSDL2
import Foundation
import TesseraDisplayList

/// PNG and JPEG decoding into `PixelImage`, and PNG encoding, with SDL2_image. Needs no
/// `SDL_Init` and no display.
public enum ImageCodec {
    /// The largest image file read: 256 MB.
    public static let maximumFileBytes = 256_000_000

    /// Decodes a PNG or JPEG file (or anything else SDL2_image reads), opened once and read
    /// whole (``ImageHeader/readFile(opening:maximumBytes:prefixOnly:)``): a FIFO never blocks,
    /// and what is decoded is what was checked.
    public static func decode(contentsOf path: String) throws -> PixelImage {
        let bytes = try fileBytes(path, opening: { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) })
        return try decode(data: bytes, name: path)
    }

    /// The bytes of an image file opened by `opening`, failures as ``TesseraSDLError``s naming `name`.
    public static func fileBytes(_ name: String, opening: () -> Int32) throws -> [UInt8] {
        do { return try ImageHeader.readFile(opening: opening, maximumBytes: maximumFileBytes) } catch {
            switch error {
            case .notRegularFile: throw TesseraSDLError.corruptFile(path: name, reason: "not a regular file")
            case .unreadable: throw TesseraSDLError.missingFile(path: name, hint: "no such readable file; check the path")
            case .notAnImage: throw TesseraSDLError.corruptFile(path: name, reason: "not a PNG or JPEG file")
            case .tooLong: throw TesseraSDLError.corruptFile(path: name, reason: "larger than \(maximumFileBytes / 1_000_000) MB")
            }
        }
    }

    /// Decodes a PNG or JPEG file only if its header promises at most `maximumPixels` pixels,
    /// and hands `body` the decoded RGBA rows in place (`pitch` bytes apart), so a caller that
    /// reduces the image never holds a second full-size copy. The file is opened once by
    /// `opening` (``fileBytes(_:opening:)``): the header checked is the header of the bytes
    /// decoded, and the decoded size is checked again (a file swapped after a check cannot
    /// slip through). Peak memory is about 8 bytes per pixel plus the file. The image
    /// libraries' own messages (libpng writes warnings and errors to stderr) are kept off
    /// stderr: failures come back as errors.
    public static func withDecodedRGBA<R>(contentsOf path: String, opening: (() -> Int32)? = nil, maximumPixels: Int,
                                          _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ pitch: Int) throws -> R) throws -> R {
        let bytes = try fileBytes(path, opening: opening ?? { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) })
        return try withDecodedRGBA(bytes: bytes, name: path, maximumPixels: maximumPixels, body)
    }

    /// ``withDecodedRGBA(contentsOf:opening:maximumPixels:_:)`` for an image file's bytes
    /// already read (``fileBytes(_:opening:)``); `path` names it in errors.
    public static func withDecodedRGBA<R>(bytes: [UInt8], name path: String, maximumPixels: Int,
                                          _ body: (UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ pitch: Int) throws -> R) throws -> R {
        guard let header = ImageHeader.parse(Array(bytes.prefix(ImageHeader.maximumBytes))) else {
            throw TesseraSDLError.corruptFile(path: path, reason: "not a PNG or JPEG file")
        }
        guard header.pixelCount <= maximumPixels else {
            throw TesseraSDLError.tooLarge(path: path, width: header.width, height: header.height, maximumPixels: maximumPixels)
        }
        let surface = try decodedSurface(bytes, header: header, name: path)
        defer { SDL_FreeSurface(surface) }
        guard Int(surface.pointee.w) * Int(surface.pointee.h) <= maximumPixels else {
            throw TesseraSDLError.tooLarge(path: path, width: Int(surface.pointee.w), height: Int(surface.pointee.h), maximumPixels: maximumPixels)
        }
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw TesseraSDLError.corruptFile(path: path, reason: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(rgba) }
        if tessera_mustlock(rgba) != 0 { SDL_LockSurface(rgba) }
        defer { if tessera_mustlock(rgba) != 0 { SDL_UnlockSurface(rgba) } }
        guard let src = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw TesseraSDLError.corruptFile(path: path, reason: "no pixel data")
        }
        return try body(UnsafePointer(src), Int(rgba.pointee.w), Int(rgba.pointee.h), Int(rgba.pointee.pitch))
    }

    /// Decodes an encoded image held in memory; `name` is used in error messages.
    public static func decode(data: [UInt8], name: String) throws -> PixelImage {
        let surface = try decodedSurface(data, header: ImageHeader.parse(Array(data.prefix(ImageHeader.maximumBytes))), name: name)
        defer { SDL_FreeSurface(surface) }
        return try pixelImage(from: surface, name: name)
    }

    /// Decodes `bytes` into a new SDL surface (the caller frees it): four-component (CMYK or
    /// YCCK) JPEGs through ``CMYKJPEG`` (SDL2_image swaps their red and blue and assumes
    /// inverted components), everything else through SDL2_image, whose messages are kept off
    /// stderr.
    static func decodedSurface(_ bytes: [UInt8], header: ImageHeader?, name: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        if let header, header.format == .jpeg, header.components == 4 {
            return try CMYKJPEG.decodeSurface(bytes, width: header.width, height: header.height, name: name)
        }
        let surface: UnsafeMutablePointer<SDL_Surface>? = StandardError.silenced {
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(raw.count)) else { return nil }
                return IMG_Load_RW(rw, 1)
            }
        }
        guard let surface else { throw TesseraSDLError.corruptFile(path: name, reason: sdlErrorMessage()) }
        return surface
    }

    /// Writes `image` as a PNG file (``PNGEncoder``).
    /// The write is atomic (``AtomicFile``): on any failure it throws and an existing file at
    /// `path` is left as it was.
    public static func writePNG(_ image: PixelImage, to path: String) throws {
        let bytes: [UInt8]
        do { bytes = try PNGEncoder.encode(image) } catch {
            throw TesseraSDLError.writeFailed(path: path, reason: "\(error)")
        }
        try AtomicFile.write(Data(bytes), to: path)
    }

    /// Copies any SDL surface into RGBA bytes (converting the format first).
    static func pixelImage(from surface: UnsafeMutablePointer<SDL_Surface>, name: String) throws -> PixelImage {
        // SDL_PIXELFORMAT_ABGR8888 is R, G, B, A in memory on little-endian machines.
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw TesseraSDLError.corruptFile(path: name, reason: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        if tessera_mustlock(rgba) != 0 { SDL_LockSurface(rgba) }
        defer { if tessera_mustlock(rgba) != 0 { SDL_UnlockSurface(rgba) } }
        guard let src = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw TesseraSDLError.corruptFile(path: name, reason: "no pixel data")
        }
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).update(from: src + y * pitch, count: w * 4)
            }
        }
        return PixelImage(width: w, height: h, pixels: out)
    }
}

/// A decoded image prepared for sampling: premultiplied RGBA levels, each half the size of
/// the previous (2x2 box filter), so minified draws pick a level at most 2x larger than the
/// destination and sample it bilinearly without aliasing.
final class MipImage {
    struct Level {
        let width: Int
        let height: Int
        let rgba: [Float]   // premultiplied, 0...255
    }
    let levels: [Level]
    var width: Int { levels[0].width }
    /// What the levels hold, in bytes (4 floats a pixel).
    var bytes: Int { levels.reduce(0) { $0 + $1.rgba.count * MemoryLayout<Float>.size } }
    var height: Int { levels[0].height }

    init(_ image: PixelImage) {
        let n = image.width * image.height
        var base = [Float](repeating: 0, count: n * 4)
        image.pixels.withUnsafeBufferPointer { p in
            for i in 0..<n {
                let a = Float(p[4 * i + 3])
                base[4 * i] = Float(p[4 * i]) * a / 255
                base[4 * i + 1] = Float(p[4 * i + 1]) * a / 255
                base[4 * i + 2] = Float(p[4 * i + 2]) * a / 255
                base[4 * i + 3] = a
            }
        }
        var levels = [Level(width: image.width, height: image.height, rgba: base)]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            let w = max(1, last.width / 2), h = max(1, last.height / 2)
            var px = [Float](repeating: 0, count: w * h * 4)
            for y in 0..<h {
                let y0 = min(2 * y, last.height - 1), y1 = min(2 * y + 1, last.height - 1)
                for x in 0..<w {
                    let x0 = min(2 * x, last.width - 1), x1 = min(2 * x + 1, last.width - 1)
                    for c in 0..<4 {
                        let s = last.rgba[(y0 * last.width + x0) * 4 + c] + last.rgba[(y0 * last.width + x1) * 4 + c]
                            + last.rgba[(y1 * last.width + x0) * 4 + c] + last.rgba[(y1 * last.width + x1) * 4 + c]
                        px[(y * w + x) * 4 + c] = s / 4
                    }
                }
            }
            levels.append(Level(width: w, height: h, rgba: px))
        }
        self.levels = levels
    }

    /// The level to sample when one destination pixel spans `texelsPerPixel` base texels.
    func levelIndex(texelsPerPixel: Double) -> Int {
        guard texelsPerPixel > 1, texelsPerPixel.isFinite else { return 0 }
        return min(levels.count - 1, Int(log2(texelsPerPixel).rounded(.down)))
    }
}
