import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraTesting
@testable import TesseraSDL

/// Where tests may write PNGs for a human to look at.
func artifactPath(_ name: String) -> String {
    let dir = ProcessInfo.processInfo.environment["TESSERA_TEST_ARTIFACTS"] ?? NSTemporaryDirectory() + "tessera-sdl-tests"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir + "/" + name
}

/// A procedural "photo": a radial blob and stripes, deterministic.
func syntheticPhoto(_ seed: Int, size: Int = 256) -> PixelImage {
    var img = PixelImage(width: size, height: size, fill: (0, 0, 0, 255))
    let hue = Double(seed % 16) / 16
    for y in 0..<size {
        for x in 0..<size {
            let fx = Double(x) / Double(size), fy = Double(y) / Double(size)
            let d = ((fx - 0.5) * (fx - 0.5) + (fy - 0.42) * (fy - 0.42)).squareRoot()
            let face = d < 0.22 ? 1.0 : 0.0
            let stripe = (x / 16 + y / 16 + seed) % 2 == 0 ? 0.15 : 0.0
            let r = 0.3 + 0.5 * hue + 0.3 * face - stripe
            let g = 0.25 + 0.4 * fy + 0.25 * face
            let b = 0.6 - 0.4 * hue + 0.1 * face + stripe
            func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v * 255))) }
            img[x, y] = (q(r), q(g), q(b), 255)
        }
    }
    return img
}

/// The honeycomb-like benchmark scene: a gradient background, 7 rows of 6 hexagon-clipped
/// photos with white outlines and a label each, optionally one cell mid-flip.
func photoGridScene(flipAngle: Double? = nil, photos: [PixelImage]) -> DisplayList {
    RendererScenes.photoGrid(size: Size(width: 1280, height: 800), photos: photos, flipAngle: flipAngle)
}
