import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// The `colorMatrix` layer effect: `LayerFilters.colorMatrix` on premultiplied pixels, and the
/// pixels it gives through the headless renderer (SwiftUI's saturation, hue rotation, ...).
@Suite(.serialized) struct ColorMatrixLayerTests {
    private let red = Color(red: 1, green: 0, blue: 0)

    @Test func matrixWorksOnStraightColourAndPremultipliesAgain() {
        // Half-transparent red, premultiplied: (127.5, 0, 0, 127.5).
        let image = LayerImage(width: 1, height: 1, pixels: [SIMD4(127.5, 0, 0, 127.5)])
        let swap = ColorMatrix(rows: [[0, 0, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 0, 0.5], [0, 0, 0, 1, 0]])
        let p = LayerFilters.colorMatrix(image, swap).pixels[0]
        #expect(abs(p.x) < 0.01 && abs(p.y - 127.5) < 0.01, "red moved to green at the same alpha")
        #expect(abs(p.z - 63.75) < 0.01, "a constant of 0.5 blue, premultiplied by alpha 0.5")
        #expect(abs(p.w - 127.5) < 0.01)
        let bright = ColorMatrix(rows: [[1, 0, 0, 0, 2], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])
        #expect(abs(LayerFilters.colorMatrix(image, bright).pixels[0].x - 127.5) < 0.01, "results are clamped to 1")
    }

    @Test func composedMatricesApplyTheInnerFirst() {
        let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        #expect(invert.after(invert) == .identity)
        #expect(ColorMatrix(rows: [[.nan]]).rows[0][0] == 0, "a NaN entry counts as 0")
    }

    @Test func desaturatedRedIsItsLuminanceGrey() throws {
        let s = 0.0
        let (lr, lg, lb) = (0.213, 0.715, 0.072)
        let grey = ColorMatrix(rows: [[lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0],
                                      [lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0],
                                      [lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0], [0, 0, 0, 1, 0]])
        let square = DisplayItem.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .color(red))
        let image = try HeadlessRenderer().render(DisplayList([.pushLayer(.colorMatrix(grey)), square, .popLayer]),
                                                  size: Size(width: 40, height: 40), scale: 1, background: .white)
        let p = image[20, 20], expected = Int((0.213 * 255).rounded())
        #expect(abs(Int(p.r) - expected) <= 1 && abs(Int(p.g) - expected) <= 1 && abs(Int(p.b) - expected) <= 1,
                "red at saturation 0 is grey at red's luminance weight (\(p.r), \(p.g), \(p.b))")
        let outside = image[5, 5]
        #expect(outside.r == 255 && outside.g == 255, "the layer covers its drawn area only")
    }
}
