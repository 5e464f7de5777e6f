import CJPEG
import Foundation
import Testing
import TesseraDisplayList
@testable import TesseraSDL

/// CMYK JPEGs (issue 34: one showed inverted colours): files made in the test by libjpeg, both as
/// Photoshop writes them (inverted components under Adobe's marker) and plain, decode to the
/// colours their inks mean, through both decoding paths.
struct CMYKJPEGTests {
    /// Two flat halves: a red ink mix (C 0, M 210, Y 210, K 25) and a blue one (C 200, M 150,
    /// Y 0, K 35), 32 x 16 pixels, so JPEG's 8x8 blocks stay flat and the colours exact to a few
    /// levels.
    private static let width = 32, height = 16
    private static let inks: [(c: Int, m: Int, y: Int, k: Int)] = [(0, 210, 210, 25), (200, 150, 0, 35)]

    /// What the inks mean in RGB: (255 - C)(255 - K) / 255 per channel.
    private static func expectedRGB(_ ink: (c: Int, m: Int, y: Int, k: Int)) -> [Int] {
        [ink.c, ink.m, ink.y].map { (255 - $0) * (255 - ink.k) / 255 }
    }

    private func encoded(adobeInverted: Bool) throws -> [UInt8] {
        var cmyk = [UInt8](repeating: 0, count: Self.width * Self.height * 4)
        for i in 0..<(Self.width * Self.height) {
            let ink = Self.inks[(i % Self.width) < Self.width / 2 ? 0 : 1]
            cmyk[4 * i] = UInt8(ink.c); cmyk[4 * i + 1] = UInt8(ink.m); cmyk[4 * i + 2] = UInt8(ink.y); cmyk[4 * i + 3] = UInt8(ink.k)
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tessera_encode_cmyk_jpeg(cmyk, Int32(Self.width), Int32(Self.height), adobeInverted ? 1 : 0, &out, &size)
        try #require(status == 0 && out != nil)
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }

    private func expectInkColours(_ image: PixelImage, file: String) {
        #expect(image.width == Self.width && image.height == Self.height)
        for (half, ink) in Self.inks.enumerated() {
            let x = half == 0 ? 4 : Self.width - 5, y = Self.height / 2
            let i = 4 * (y * image.width + x)
            let got = (0..<3).map { Int(image.pixels[i + $0]) }
            let want = Self.expectedRGB(ink)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 4 }, "\(file) half \(half): \(got), want \(want)")
            #expect(image.pixels[i + 3] == 255)
        }
    }

    @Test(arguments: [true, false])
    func inMemoryDecodingGivesTheInksColours(adobeInverted: Bool) throws {
        let bytes = try encoded(adobeInverted: adobeInverted)
        #expect(ImageHeader.parse(bytes)?.components == 4)
        expectInkColours(try ImageCodec.decode(data: bytes, name: "cmyk.jpg"), file: "adobe \(adobeInverted)")
    }

    @Test(arguments: [true, false])
    func fileDecodingGivesTheInksColours(adobeInverted: Bool) throws {
        let path = NSTemporaryDirectory() + "tessera-cmyk-\(getpid())-\(adobeInverted).jpg"
        try Data(try encoded(adobeInverted: adobeInverted)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let image = try ImageCodec.withDecodedRGBA(contentsOf: path, maximumPixels: 1_000_000) { rows, w, h, pitch in
            PixelImage(width: w, height: h, pixels: (0..<h).flatMap { Array(UnsafeBufferPointer(start: rows + $0 * pitch, count: w * 4)) })
        }
        expectInkColours(image, file: path)
    }

    @Test func truncatedCMYKJPEGIsOneClearError() throws {
        let bytes = Array(try encoded(adobeInverted: true).prefix(200))
        #expect(throws: TesseraSDLError.self) { try ImageCodec.decode(data: bytes, name: "cut.jpg") }
    }

    @Test func greyAndColourJPEGHeadersKeepTheirComponentCounts() {
        // SOI, then a baseline SOF0 of 8 x 8 pixels with 3 and 1 components.
        for components in [1, 3] as [UInt8] {
            let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, components] + [UInt8](repeating: 0, count: 9)
            #expect(ImageHeader.parse(bytes)?.components == Int(components))
        }
    }
}
