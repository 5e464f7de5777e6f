import TesseraDisplayList

/// The difference of two images of the same size: how many pixels differ by more than a
/// channel tolerance and by how much at most, plus a diff image for people.
public struct ImageComparison: Sendable {
    /// Pixels in each image.
    public let pixelCount: Int
    /// Pixels whose largest channel difference exceeds the tolerance the comparison was made with.
    public let differingPixels: Int
    /// The largest channel difference over all pixels.
    public let maxChannelDifference: Int
    /// The first differing pixel, if any.
    public let firstDifference: (x: Int, y: Int)?

    /// Compares `actual` with `expected` (same size) counting pixels that differ by more than
    /// `channel` in some channel.
    public init(_ actual: PixelImage, _ expected: PixelImage, channel: Int = 0) {
        precondition(actual.width == expected.width && actual.height == expected.height, "images differ in size")
        var count = 0, maxDiff = 0
        var first: (Int, Int)?
        let w = actual.width
        if actual.pixels == expected.pixels {
            pixelCount = actual.width * actual.height; differingPixels = 0; maxChannelDifference = 0; firstDifference = nil
            return
        }
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                for p in 0..<(actual.width * actual.height) {
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(a[p * 4 + c]) - Int(e[p * 4 + c]))) }
                    if d > maxDiff { maxDiff = d }
                    if d > channel {
                        count += 1
                        if first == nil { first = (p % w, p / w) }
                    }
                }
            }
        }
        pixelCount = actual.width * actual.height
        differingPixels = count
        maxChannelDifference = maxDiff
        firstDifference = first
    }

    /// Whether the comparison is within `tolerance` (made with its `channel`).
    public func passes(_ tolerance: GoldenTolerance) -> Bool {
        Double(differingPixels) <= tolerance.pixelFraction * Double(pixelCount)
    }

    /// A picture of the difference: the expected image faded to light grey, with pixels that
    /// differ by more than `channel` in red (brighter = larger difference).
    public static func diffImage(_ actual: PixelImage, _ expected: PixelImage, channel: Int = 0) -> PixelImage {
        var out = PixelImage(width: actual.width, height: actual.height, fill: (255, 255, 255, 255))
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual[x, y], e = expected[x, y]
                let d = max(abs(Int(a.r) - Int(e.r)), abs(Int(a.g) - Int(e.g)), abs(Int(a.b) - Int(e.b)), abs(Int(a.a) - Int(e.a)))
                if d > channel {
                    out[x, y] = (UInt8(max(128, min(255, 128 + d))), 0, 0, 255)
                } else {
                    let luma = (Int(e.r) * 3 + Int(e.g) * 6 + Int(e.b)) / 10
                    let v = UInt8(200 + luma * 55 / 255)
                    out[x, y] = (v, v, v, 255)
                }
            }
        }
        return out
    }
}
