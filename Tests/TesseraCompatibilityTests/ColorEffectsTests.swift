import Testing
import TesseraApp
import TesseraGeometry
import TesseraSDLHost

/// SwiftUI's colour effects on views, rendered: each pixel through the effect's matrix
/// (CSS Filter Effects' definitions of saturate, hue-rotate, brightness, contrast, invert).
@MainActor
@Suite(.serialized) struct ColorEffectsTests {
    private func centre(_ view: some View) throws -> (r: Int, g: Int, b: Int) {
        let image = try ViewRenderer().render(view.frame(width: 40, height: 40), size: TesseraGeometry.Size(width: 40, height: 40))
        let p = image[20, 20]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    private let pureRed = Color(red: 1, green: 0, blue: 0)

    @Test func saturationZeroAndGrayscaleOneAreLuminanceGrey() throws {
        let grey = try centre(pureRed.saturation(0))
        #expect(abs(grey.r - 54) <= 1 && grey.r == grey.g && grey.g == grey.b, "0.213 × 255 ≈ 54: \(grey)")
        let gray = try centre(pureRed.grayscale(1))
        #expect(abs(gray.r - 54) <= 1 && gray.r == gray.b, "0.2126 × 255 ≈ 54: \(gray)")
        #expect(try centre(pureRed.saturation(1)) == (255, 0, 0), "1 changes nothing")
    }

    @Test func hueRotationOf180TurnsRedTowardsCyan() throws {
        let c = try centre(pureRed.hueRotation(.degrees(180)))
        #expect(c.r < 30 && c.g > 90 && c.b > 90, "red rotated half way round the wheel: \(c)")
    }

    @Test func brightnessContrastInvertAndMultiply() throws {
        let grey = Color(white: 0.5)
        #expect(try centre(grey.brightness(1)) == (255, 255, 255), "brightness 1 is white")
        let flat = try centre(pureRed.contrast(0))
        #expect(abs(flat.r - 128) <= 1 && abs(flat.g - 128) <= 1, "contrast 0 is middle grey: \(flat)")
        #expect(try centre(pureRed.colorInvert()) == (0, 255, 255))
        #expect(try centre(Color.white.colorMultiply(Color(red: 0, green: 1, blue: 0))) == (0, 255, 0))
        #expect(try centre(pureRed.saturation(.nan)) == (255, 0, 0), "NaN leaves the view as it is")
    }
}
