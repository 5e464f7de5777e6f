import Foundation
import Testing
import TesseraDisplayList
@testable import TesseraSDL

/// `PNGEncoder`: what it writes decodes (through SDL2_image's libpng, which checks every chunk's
/// CRC and the zlib stream) to exactly the pixels encoded, opaque images as RGB and others as RGBA.
struct PNGEncoderTests {
    /// Seeded noise with runs, so both the filter and deflate see varied input.
    private func noise(width: Int, height: Int, seed: UInt64, opaque: Bool) -> PixelImage {
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            let run = (i / 4) % 7 < 3
            px[i] = run ? 200 : next(); px[i + 1] = next(); px[i + 2] = run ? 10 : next()
            px[i + 3] = opaque ? 255 : next()
        }
        return PixelImage(width: width, height: height, pixels: px)
    }

    @Test(arguments: [(1, 1), (3, 2), (97, 61), (640, 17)])
    func translucentImagesRoundTripAsRGBA(size: (Int, Int)) throws {
        let image = noise(width: size.0, height: size.1, seed: UInt64(size.0 * 31 + size.1), opaque: false)
        let bytes = try PNGEncoder.encode(image)
        #expect(bytes[25] == 6, "colour type RGBA")
        let decoded = try ImageCodec.decode(data: bytes, name: "rgba.png")
        #expect(decoded == image)
    }

    @Test(arguments: [(1, 1), (5, 9), (300, 200)])
    func opaqueImagesRoundTripAsRGB(size: (Int, Int)) throws {
        let image = noise(width: size.0, height: size.1, seed: 7, opaque: true)
        let bytes = try PNGEncoder.encode(image)
        #expect(bytes[25] == 2, "colour type RGB")
        #expect(try ImageCodec.decode(data: bytes, name: "rgb.png") == image)
    }

    @Test func oneTranslucentPixelMakesTheFileRGBA() throws {
        var image = noise(width: 40, height: 30, seed: 3, opaque: true)
        image[39, 29] = (1, 2, 3, 254)
        let bytes = try PNGEncoder.encode(image)
        #expect(bytes[25] == 6)
        #expect(try ImageCodec.decode(data: bytes, name: "last.png") == image)
    }

    /// The rows are deflated, not stored: a flat 1000x1000 image (3 MB of RGB) takes a few KB,
    /// and a 2560x1600 noisy one (scale 2) still decodes to its pixels.
    @Test func largeImagesAreCompressedAndRoundTrip() throws {
        let flat = PixelImage(width: 1000, height: 1000, fill: (30, 120, 200, 255))
        let flatBytes = try PNGEncoder.encode(flat)
        #expect(flatBytes.count < 20_000, "\(flatBytes.count) bytes")
        #expect(try ImageCodec.decode(data: flatBytes, name: "flat.png") == flat)
        let big = noise(width: 2560, height: 1600, seed: 11, opaque: true)
        #expect(try ImageCodec.decode(data: PNGEncoder.encode(big), name: "big.png") == big)
    }

    @Test func anEmptyImageIsRefusedWithOneLine() {
        #expect(throws: PNGEncoderError.self) { try PNGEncoder.encode(PixelImage(width: 0, height: 4, pixels: [])) }
    }

    @Test func writePNGWritesTheEncodedBytes() throws {
        let image = syntheticPhoto(3, size: 64)
        let path = artifactPath("png-encoder-\(getpid()).png")
        defer { unlink(path) }
        try ImageCodec.writePNG(image, to: path)
        let onDisk = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(onDisk == (try PNGEncoder.encode(image)))
        #expect(try ImageCodec.decode(contentsOf: path) == image)
    }
}
