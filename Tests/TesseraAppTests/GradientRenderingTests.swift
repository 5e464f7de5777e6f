import Testing
import TesseraApp
import TesseraDisplayList
import TesseraSDLHost

/// Radial and angular gradients, computed and drawn by the backend.
@Suite(.serialized) struct GradientRenderingTests {
    @Test func parameters() {
        let c = Point(x: 50, y: 50)
        let radial = GradientShape.radial(startRadius: 10, endRadius: 30)
        #expect(radial.parameter(at: Point(x: 60, y: 50), start: c, end: c) == 0)
        #expect(radial.parameter(at: Point(x: 50, y: 90), start: c, end: c) == 1.5)  // (40 - 10) / (30 - 10)
        let conic = GradientShape.conic(startAngle: 0, endAngle: 2 * .pi)
        // Clockwise on screen (y down): straight down is a quarter turn.
        #expect(abs(conic.parameter(at: Point(x: 50, y: 80), start: c, end: c) - 0.25) < 1e-9)
        #expect(abs(conic.parameter(at: Point(x: 20, y: 50), start: c, end: c) - 0.5) < 1e-9)
    }

    private func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = (y * image.width + x) * 4
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }

    @Test func radialGradientGoesFromCentreToEdge() throws {
        let view = Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100)
        let image = try ViewRenderer().render(view, size: Size(width: 100, height: 100))
        let centre = pixel(image, 50, 50), edge = pixel(image, 50, 1), corner = pixel(image, 1, 1)
        let red = Color.red.rgba8, blue = Color.blue.rgba8
        #expect(abs(centre.0 - Int(red.r)) <= 6 && abs(centre.2 - Int(red.b)) <= 6, "red at the centre: \(centre)")
        #expect(abs(edge.0 - Int(blue.r)) <= 10 && abs(edge.2 - Int(blue.b)) <= 10, "nearly blue at the end radius: \(edge)")
        #expect(corner == (Int(blue.r), Int(blue.g), Int(blue.b)), "the last colour continues beyond the end radius")
    }

    @Test func angularGradientSweepsClockwise() throws {
        let view = Rectangle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
            .frame(width: 100, height: 100)
        let image = try ViewRenderer().render(view, size: Size(width: 100, height: 100))
        // A third of a turn clockwise from +x (pointing down-left on screen) is green.
        let down = pixel(image, 40, 95), up = pixel(image, 40, 5)
        #expect(down.1 > down.0 && down.1 > down.2, "green below-left: \(down)")
        #expect(up.2 > up.1, "blue-to-red above-left: \(up)")
    }
}
