import Testing
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL

/// Offscreen layers (`DisplayItem.pushLayer`): the blur, shadow and mask filters, and their
/// pixels at known points through the headless renderer.
@Suite(.serialized) struct LayerRenderingTests {
    // Pure colours (the named ones are Apple's system colours).
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    private func rgb(_ image: PixelImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = image[x, y]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    private func render(_ items: [DisplayItem], size: Size = Size(width: 120, height: 120), scale: Double = 1) throws -> PixelImage {
        try HeadlessRenderer().render(DisplayList(items), size: size, scale: scale, background: .white)
    }

    // MARK: Filters

    @Test(arguments: [2.0, 3.5, 10, 40])
    func threeBoxesHaveTheGaussiansVariance(sigma: Double) {
        let widths = LayerFilters.boxWidths(sigma: sigma)
        #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 })
        let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
        #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "σ of the boxes \(variance.squareRoot()) for \(sigma)")
    }

    @Test func gaussianKernelIsNormalizedAndReachesThreeSigma() {
        let k = LayerFilters.gaussianKernel(sigma: 1.5)
        #expect(k.count == 2 * 5 + 1)   // 3 × 1.5 = 4.5 → 5 pixels each side
        #expect(abs(k.reduce(0, +) - 1) < 1e-5)
        #expect(k[0] == k[10] && k[5] > k[4] && k[4] > k[3])
    }

    @Test(arguments: [1.0, 6.0])
    func transparentBlurKeepsTheTotalAlpha(sigma: Double) {
        var image = LayerImage(width: 60, height: 60)
        for y in 25..<35 { for x in 25..<35 { image[x, y] = SIMD4(255, 0, 0, 255) } }
        let blurred = LayerFilters.blur(image, sigma: sigma, clampEdges: false)
        let before = image.pixels.reduce(0) { $0 + $1.w }, after = blurred.pixels.reduce(0) { $0 + $1.w }
        #expect(abs(after - before) / before < 0.01)
        #expect(blurred[30, 30].w < 255 || sigma < 2, "the centre of a 10-pixel square loses alpha under σ = \(sigma)")
        #expect(blurred[22, 30].w > 0, "alpha spreads out")
        #expect(blurred.pixels.allSatisfy { $0.x <= $0.w + 0.01 }, "stays premultiplied")
    }

    @Test func clampedBlurOfAUniformImageIsUnchanged() {
        let image = LayerImage(width: 20, height: 10, pixels: [SIMD4<Float>](repeating: SIMD4(10, 20, 30, 255), count: 200))
        let blurred = LayerFilters.blur(image, sigma: 5, clampEdges: true)
        #expect(blurred.pixels.allSatisfy { abs($0.x - 10) < 0.01 && abs($0.w - 255) < 0.01 })
    }

    // MARK: Pixels

    @Test func shadowIsTheContentsAlphaMovedUnderIt() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 40, y: 40, width: 20, height: 20)), .color(.black))
        let image = try render([.pushLayer(.shadow(color: red, radius: 0, x: 10, y: 10)), square, .popLayer])
        #expect(rgb(image, 65, 65) == (255, 0, 0), "the shadow, outside the square")
        #expect(rgb(image, 50, 50) == (0, 0, 0), "the content is drawn over its shadow")
        #expect(rgb(image, 45, 65) == (255, 255, 255), "left of the moved shadow")
        #expect(rgb(image, 35, 35) == (255, 255, 255))
    }

    @Test func blurredShadowFadesOverThreeRadii() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 40, y: 40, width: 40, height: 40)), .color(.black))
        let image = try render([.pushLayer(.shadow(color: .black, radius: 4, x: 0, y: 0)), square, .popLayer])
        let near = rgb(image, 38, 60), far = rgb(image, 40 - 14, 60)
        #expect(near.r < 200, "2 pixels out (half a radius) the shadow is dark: \(near)")
        #expect(far == (255, 255, 255), "beyond 3 radii nothing: \(far)")
        #expect(rgb(image, 60, 60) == (0, 0, 0))
    }

    @Test func blurSpreadsAndOpaqueBlurStaysInside() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 30, y: 30, width: 40, height: 40)), .color(blue))
        let soft = try render([.pushLayer(.blur(radius: 4, opaque: false)), square, .popLayer])
        #expect(rgb(soft, 50, 50) == (0, 0, 255), "the middle stays blue")
        let edge = rgb(soft, 30, 50)
        #expect(edge.r > 60 && edge.r < 190, "the edge is half blue, half white: \(edge)")
        #expect(rgb(soft, 28, 50).r < 250, "blue reaches outside")
        #expect(rgb(soft, 14, 50) == (255, 255, 255))

        let opaque = try render([.pushLayer(.blur(radius: 4, opaque: true)), square, .popLayer])
        #expect(rgb(opaque, 28, 50) == (255, 255, 255), "an opaque blur stays in the drawn area")
        #expect(rgb(opaque, 30, 50) == (0, 0, 255), "and its edge does not fade (edges repeat)")
    }

    @Test func maskKeepsOnlyWhereTheMaskIsOpaque() throws {
        let red = DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .color(red))
        let mask = DisplayList([.fill(.path(.circle(in: Rect(x: 0, y: 0, width: 100, height: 100))), .color(.green)),
                                .fill(.rect(Rect(x: 100, y: 100, width: 20, height: 20)), .color(.black))])
        let image = try render([.pushLayer(.mask(mask)), red, .popLayer])
        #expect(rgb(image, 50, 50) == (255, 0, 0), "inside the circle: the content's colour, not the mask's")
        #expect(rgb(image, 3, 3) == (255, 255, 255), "outside the circle")
        #expect(rgb(image, 110, 110) == (255, 255, 255), "the mask alone draws nothing")
        let half = try render([.pushLayer(.mask(DisplayList([.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .color(Color(white: 0, alpha: 0.5)))]))),
                               red, .popLayer])
        let p = rgb(half, 50, 50)
        #expect(abs(p.g - 128) <= 2 && p.r >= 253, "half the mask's alpha, half the content: \(p)")
    }

    @Test func layersFollowTheScaleAndTheTransform() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 20, y: 20, width: 10, height: 10)), .color(.black))
        let image = try render([.pushLayer(.shadow(color: red, radius: 0, x: 10, y: 0)), square, .popLayer],
                               size: Size(width: 60, height: 60), scale: 2)
        #expect(rgb(image, 2 * 35, 2 * 25) == (255, 0, 0), "10 points are 20 pixels at 2x")
        let moved = try render([.pushTransform(.translation(30, 0)), .pushLayer(.shadow(color: red, radius: 0, x: 0, y: 10)),
                                square, .popLayer, .popTransform])
        #expect(rgb(moved, 55, 35) == (255, 0, 0))
        #expect(rgb(moved, 25, 35) == (255, 255, 255))
    }

    @Test func clipsAndOpacityApplyToTheComposite() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), .color(.black))
        let image = try render([.pushClip(.rect(Rect(x: 0, y: 0, width: 50, height: 120))), .pushOpacity(0.5),
                                .pushLayer(.shadow(color: red, radius: 0, x: 20, y: 0)), square, .popLayer, .popOpacity, .popClip])
        let inside = rgb(image, 30, 40)
        #expect(abs(inside.r - 128) <= 2 && inside.r == inside.g, "the black square at half opacity: \(inside)")
        #expect(rgb(image, 70, 40) == (255, 255, 255), "the shadow right of the clip is cut")
        #expect(rgb(image, 45, 40).r < 140, "left of the clip's edge the shadow shows under the square")
    }

    @Test func nestedLayersAndBadRadiiDoNotCrash() throws {
        let square = DisplayItem.fill(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), .color(.black))
        for effect in [LayerEffect.blur(radius: .nan, opaque: false), .blur(radius: -3, opaque: true), .blur(radius: .infinity, opaque: false),
                       .shadow(color: red, radius: 1e300, x: .nan, y: -.infinity), .mask(DisplayList())] {
            let image = try render([.pushLayer(effect), .pushLayer(.blur(radius: 2, opaque: false)), square, .popLayer, .popLayer])
            #expect(image.width == 120, "\(effect)")
        }
        // An unclosed layer ends with the list; a stray pop is ignored.
        let image = try render([.popLayer, .pushLayer(.shadow(color: red, radius: 0, x: 10, y: 10)), square])
        #expect(rgb(image, 65, 65) == (255, 0, 0))
        let nothing = try render([.pushLayer(.mask(DisplayList())), square, .popLayer])
        #expect(rgb(nothing, 40, 40) == (255, 255, 255), "an empty mask hides everything")
    }

    @Test func unchangedLayersAreNotDrawnAgain() throws {
        let renderer = try HeadlessRenderer()
        let list = DisplayList([.pushLayer(.blur(radius: 3, opaque: false)),
                                .fill(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), .color(blue)), .popLayer])
        let first = try renderer.render(list, size: Size(width: 100, height: 100))
        let second = try renderer.render(list, size: Size(width: 100, height: 100))
        #expect(first == second)
        #expect(renderer.lastFrameStatistics.rasterized == 0)
    }

    @Test func displayListDescribesAndBalancesLayers() {
        let list = DisplayList([.pushLayer(.shadow(color: .black, radius: 2, x: 1, y: 3)), .popLayer,
                                .pushLayer(.mask(DisplayList([.popLayer]))), .popLayer])
        #expect(list.isBalanced)
        #expect(!DisplayList([.pushLayer(.blur(radius: 1, opaque: true)), .popClip]).isBalanced)
        #expect(list.description.hasPrefix("layer shadow"))
        #expect(list.description.contains("end layer"))
        #expect(LayerEffect.sanitized(radius: .nan) == 0 && LayerEffect.sanitized(radius: -1) == 0)
        #expect(LayerEffect.sanitized(offset: .infinity) == 0)
    }
}
