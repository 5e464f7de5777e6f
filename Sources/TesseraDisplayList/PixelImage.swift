/// An image in memory: `width` x `height` pixels, row-major from the top-left, 4 bytes per
/// pixel in R, G, B, A order with straight (non-premultiplied) alpha.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// An image from its bytes (`pixels.count` must be `width * height * 4`).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "PixelImage: \(pixels.count) bytes for \(width)x\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            px[4 * i] = fill.r; px[4 * i + 1] = fill.g; px[4 * i + 2] = fill.b; px[4 * i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}
