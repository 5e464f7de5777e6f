import Foundation
import Testing
import TesseraDisplayList
import TesseraGeometry
import TesseraTesting
@testable import TesseraSDL

private func px(_ img: PixelImage, _ x: Int, _ y: Int) -> [Int] {
    let p = img[x, y]
    return [Int(p.r), Int(p.g), Int(p.b)]
}

/// Whether `v` lies between colours `a` and `b` and strictly inside on some channel.
private func strictlyBetween(_ v: [Int], _ a: [Int], _ b: [Int]) -> Bool {
    var anyStrict = false
    for i in 0..<3 {
        let lo = min(a[i], b[i]), hi = max(a[i], b[i])
        // SDL's blending rounds, so an unchanged channel may move by a step or two.
        if v[i] < lo - 2 || v[i] > hi + 2 { return false }
        if hi - lo > 4 && v[i] > lo + 2 && v[i] < hi - 2 { anyStrict = true }
    }
    return anyStrict
}

@Suite(.serialized) struct HeadlessRenderingTests {
    let renderer: HeadlessRenderer
    init() throws { renderer = try HeadlessRenderer() }

    @Test func solidFillsAreExact() throws {
        var list = DisplayList()
        list.append(.fill(.rect(Rect(x: 10, y: 10, width: 30, height: 20)), .color(Color(r8: 200, g8: 30, b8: 40))))
        list.append(.fill(.roundedRect(Rect(x: 50, y: 10, width: 40, height: 40), cornerRadius: 10), .color(.blue)))
        let img = try renderer.render(list, size: Size(width: 100, height: 60), background: .white)
        #expect(px(img, 0, 0) == [255, 255, 255])
        #expect(px(img, 10, 10) == [200, 30, 40])
        #expect(px(img, 39, 29) == [200, 30, 40])
        #expect(px(img, 40, 30) == [255, 255, 255])
        #expect(px(img, 70, 30) == [0, 122, 255])      // inside the rounded rect
        #expect(px(img, 50, 10) == [255, 255, 255])    // outside its rounded corner
    }

    @Test func antiAliasedEdgesBlend() throws {
        var list = DisplayList()
        list.append(.fill(.path(.circle(in: Rect(x: 10, y: 10, width: 80, height: 80))), .color(.black)))
        list.append(.fill(.rect(Rect(x: 100.5, y: 10, width: 20, height: 20)), .color(.black)))
        let img = try renderer.render(list, size: Size(width: 130, height: 100), background: .white)
        // Along a diagonal of the circle, the edge pixel lies strictly between black and white.
        var found = 0
        for y in 0..<100 {
            for x in 0..<100 where strictlyBetween(px(img, x, y), [0, 0, 0], [255, 255, 255]) { found += 1 }
        }
        #expect(found > 100)   // a whole ring of partial pixels
        #expect(px(img, 50, 50) == [0, 0, 0])
        // A half-pixel rect edge is half covered.
        #expect(abs(px(img, 100, 15)[0] - 128) <= 1)
        #expect(px(img, 101, 15) == [0, 0, 0])
    }

    @Test func gradientFillGoesFromStartToEnd() throws {
        let rect = Rect(x: 0, y: 0, width: 10, height: 100)
        let list = DisplayList([.fill(.rect(rect), .linearGradient(
            LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom), in: rect))])
        let img = try renderer.render(list, size: Size(width: 10, height: 100))
        #expect(px(img, 5, 0)[0] < 5)
        #expect(px(img, 5, 99)[0] > 250)
        #expect(abs(px(img, 5, 50)[0] - 129) <= 2)
        #expect((1..<100).allSatisfy { px(img, 5, $0)[0] >= px(img, 5, $0 - 1)[0] })
    }

    @Test func strokeDrawsTheOutlineOnly() throws {
        let path = Path.rect(Rect(x: 10, y: 10, width: 40, height: 40))
        let img = try renderer.render(DisplayList([.stroke(path, width: 2, color: .black)]), size: Size(width: 60, height: 60))
        #expect(px(img, 10, 30) == [0, 0, 0])   // on the left edge (9...11)
        #expect(px(img, 9, 30) == [0, 0, 0])
        #expect(px(img, 30, 30) == [255, 255, 255])
        #expect(px(img, 5, 30) == [255, 255, 255])
    }

    @Test func hexagonClippedImageLeavesCornersTransparent() throws {
        let photo = PixelImage(width: 64, height: 64, fill: (255, 0, 0, 255))
        let cell = Rect(x: 0, y: 0, width: 100, height: 100 / cos(Double.pi / 6))
        let list = DisplayList([.image(ImageDraw(source: .bitmap(key: "red", image: photo), rect: cell,
                                                 contentMode: .fill, clip: .hexagon(in: cell)))])
        let img = try renderer.render(list, size: Size(width: 100, height: 116), background: .white)
        #expect(px(img, 50, 58) == [255, 0, 0])
        for (x, y) in [(1, 1), (98, 1), (1, 114), (98, 114)] { #expect(px(img, x, y) == [255, 255, 255]) }
        // The slanted edges blend.
        var partial = 0
        for y in 0..<29 { for x in 0..<50 where strictlyBetween(px(img, x, y), [255, 0, 0], [255, 255, 255]) { partial += 1 } }
        #expect(partial > 20)
        try ImageCodec.writePNG(img, to: artifactPath("hexagon-clip.png"))
    }

    @Test func imageFitAndFillModes() throws {
        // A 2:1 image: left half red, right half blue.
        var wide = PixelImage(width: 40, height: 20, fill: (255, 0, 0, 255))
        for y in 0..<20 { for x in 20..<40 { wide[x, y] = (0, 0, 255, 255) } }
        let src = ImageSource.bitmap(key: "wide", image: wide)
        let fit = try renderer.render(DisplayList([.image(ImageDraw(source: src, rect: Rect(x: 0, y: 0, width: 40, height: 40), contentMode: .fit))]),
                                      size: Size(width: 40, height: 40))
        #expect(px(fit, 20, 2) == [255, 255, 255])   // letterbox above
        #expect(px(fit, 5, 20) == [255, 0, 0])
        #expect(px(fit, 35, 20) == [0, 0, 255])
        let fill = try renderer.render(DisplayList([.image(ImageDraw(source: src, rect: Rect(x: 0, y: 0, width: 40, height: 40), contentMode: .fill))]),
                                       size: Size(width: 40, height: 40))
        #expect(px(fill, 20, 1) != [255, 255, 255])  // covered
        #expect(px(fill, 2, 20) == [255, 0, 0])
    }

    @Test func textRendersInsideItsMeasuredBox() throws {
        let measurer = try TextMeasurer()
        let m = measurer.measure("Hello, grid", size: 20, bold: false, proposedWidth: nil)
        let origin = Point(x: 10, y: 10)
        let img = try renderer.render(DisplayList([.text(TextRun("Hello, grid", fontSize: 20, color: .black, origin: origin))]),
                                      size: Size(width: 200, height: 60))
        var inside = 0, outside = 0
        for y in 0..<60 {
            for x in 0..<200 where px(img, x, y) != [255, 255, 255] {
                let inBox = Double(x) >= origin.x && Double(x) < origin.x + m.size.width
                    && Double(y) >= origin.y && Double(y) < origin.y + m.size.height
                if inBox { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 50)
        #expect(outside == 0)
    }

    @Test func projectiveTransformMovesPixels() throws {
        let rect = Rect(x: 20, y: 20, width: 60, height: 60)
        var list = DisplayList()
        list.withTransform(.translation(10, 5)) { $0.append(.fill(.rect(rect), .color(.black))) }
        let moved = try renderer.render(list, size: Size(width: 100, height: 100))
        #expect(px(moved, 30, 25) == [0, 0, 0])
        #expect(px(moved, 25, 22) == [255, 255, 255])
        // Half-flipped about the vertical axis with perspective: narrower, one side taller.
        var flip = DisplayList()
        flip.withTransform(.rotation3D(.degrees(60), axis: (0, 1, 0), anchor: rect.center, perspective: 1, size: rect.size)) {
            $0.append(.fill(.rect(rect), .color(.black)))
        }
        let img = try renderer.render(flip, size: Size(width: 100, height: 100))
        func columnHeight(_ x: Int) -> Int { (0..<100).filter { px(img, x, $0)[0] < 128 }.count }
        let cols = (0..<100).filter { columnHeight($0) > 0 }
        let width = (cols.last ?? 0) - (cols.first ?? 0) + 1
        // 60·cos 60° = 30 without perspective; with the eye 60 pt away the near half widens
        // (15·1.76 ≈ 26) more than the far half narrows (15·0.7 ≈ 10.5): about 37.
        #expect(width >= 33 && width <= 40)
        let left = columnHeight(cols.first! + 1), right = columnHeight(cols.last! - 1)
        #expect(abs(left - right) >= 6)               // perspective: one edge is nearer
        #expect(px(img, 20, 50) == [255, 255, 255])
    }

    @Test func clipsAndOpacity() throws {
        var list = DisplayList()
        list.withClip(.rect(Rect(x: 0, y: 0, width: 50, height: 100))) {
            $0.append(.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 50)), .color(.black)))
        }
        list.withClip(.path(.circle(in: Rect(x: 0, y: 50, width: 100, height: 50)))) {
            $0.withOpacity(0.5) { $0.append(.fill(.rect(Rect(x: 0, y: 50, width: 100, height: 50)), .color(.black))) }
        }
        #expect(list.isBalanced)
        let img = try renderer.render(list, size: Size(width: 100, height: 100))
        #expect(px(img, 25, 25) == [0, 0, 0])
        #expect(px(img, 75, 25) == [255, 255, 255])
        #expect(abs(px(img, 50, 75)[0] - 128) <= 1)  // half opacity inside the circle
        #expect(px(img, 2, 52) == [255, 255, 255])   // outside the circle
    }

    @Test func repeatedRendersAreBitIdentical() throws {
        let photos = (0..<4).map { RendererScenes.syntheticPhoto(seed: $0, size: 128) }
        let scene = RendererScenes.photoGrid(size: Size(width: 640, height: 480), photos: photos, flipAngle: 40)
        let a = try renderer.render(scene, size: Size(width: 640, height: 480))
        let b = try renderer.render(scene, size: Size(width: 640, height: 480))   // from the texture cache
        let fresh = try HeadlessRenderer().render(scene, size: Size(width: 640, height: 480))
        #expect(a == b)
        #expect(a == fresh)
        #expect(renderer.lastFrameStatistics.rasterized == 0)
    }

    @Test func scaleTwoDoublesThePixels() throws {
        let list = DisplayList([.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), .color(.black))])
        let img = try renderer.render(list, size: Size(width: 20, height: 20), scale: 2)
        #expect(img.width == 40 && img.height == 40)
        #expect(px(img, 10, 10) == [0, 0, 0])
        #expect(px(img, 29, 29) == [0, 0, 0])
        #expect(px(img, 30, 30) == [255, 255, 255])
    }

    @Test func pngRoundTrip() throws {
        let photo = RendererScenes.syntheticPhoto(seed: 3, size: 64)
        let path = artifactPath("roundtrip.png")
        try ImageCodec.writePNG(photo, to: path)
        let back = try ImageCodec.decode(contentsOf: path)
        #expect(back == photo)
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try ImageCodec.decode(data: data, name: "memory") == photo)
    }

    @Test func missingAndCorruptImagesNameTheFile() throws {
        let missing = "/nonexistent/photo.png"
        #expect(throws: TesseraSDLError.self) { try ImageCodec.decode(contentsOf: missing) }
        do {
            _ = try renderer.render(DisplayList([.image(ImageDraw(source: .file(missing), rect: Rect(x: 0, y: 0, width: 10, height: 10)))]),
                                    size: Size(width: 10, height: 10))
            Issue.record("expected an error")
        } catch let e as TesseraSDLError {
            #expect(e.description.contains(missing))
            #expect(!e.description.contains("\n"))
        }
        let corrupt = artifactPath("corrupt.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        do {
            _ = try ImageCodec.decode(contentsOf: corrupt)
            Issue.record("expected an error")
        } catch let e as TesseraSDLError {
            #expect(e.description.contains(corrupt))
        }
        #expect(throws: TesseraSDLError.self) { try ImageCodec.writePNG(PixelImage(width: 1, height: 1, fill: (0, 0, 0, 255)), to: "/nonexistent/dir/out.png") }
    }

    @Test func missingFontNamesTheFile() throws {
        let dir = artifactPath("fake-assets")
        try FileManager.default.createDirectory(atPath: dir + "/Fonts", withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: dir + "/Fonts/DejaVuSans.ttf")
        do {
            _ = try TextMeasurer(assets: Assets(root: dir))
            Issue.record("expected an error")
        } catch let e as TesseraSDLError {
            #expect(e.description.contains("DejaVuSans.ttf"))
        }
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: dir + "/Fonts/DejaVuSans.ttf"))
        do {
            _ = try HeadlessRenderer(assets: Assets(root: dir))
            Issue.record("expected an error")
        } catch let e as TesseraSDLError {
            #expect(e.description.contains("DejaVuSans.ttf"))
        }
    }
}

@Suite(.serialized) struct TextMeasurerTests {
    let m: TextMeasurer
    init() throws { m = try TextMeasurer() }

    /// Text measurers on several threads at once, each opening and closing its own fonts:
    /// SDL_ttf's one FreeType library is shared, so its set-up, tear-down and face opening are
    /// serialized by the font library (without that, this crashes the process).
    @Test func measurersOnManyThreadsAtOnce() async throws {
        let widths = try await withThrowingTaskGroup(of: Double.self) { group in
            for t in 0..<4 {
                group.addTask {
                    var last = 0.0
                    for i in 0..<25 {
                        let m = try TextMeasurer()
                        last = m.measure("thread \(t) round \(i)", size: Double(10 + (i % 7) * 3), bold: i % 2 == 0,
                                         proposedWidth: nil).size.width
                    }
                    return last
                }
            }
            var all: [Double] = []
            for try await w in group { all.append(w) }
            return all
        }
        #expect(widths.count == 4 && widths.allSatisfy { $0 > 0 })
    }

    @Test func widthGrowsWithTextAndSize() {
        let a = m.measure("Grid", size: 17, bold: false, proposedWidth: nil)
        let b = m.measure("Grid cell", size: 17, bold: false, proposedWidth: nil)
        let c = m.measure("Grid cell", size: 34, bold: false, proposedWidth: nil)
        let d = m.measure("Grid cell", size: 17, bold: true, proposedWidth: nil)
        #expect(a.size.width < b.size.width)
        #expect(b.size.width < c.size.width && b.size.height < c.size.height)
        #expect(b.size.width < d.size.width)
        #expect(a.firstBaseline > 0 && a.firstBaseline < a.size.height)
        #expect(a.firstBaseline == a.lastBaseline)
    }

    @Test func narrowProposalsWrapAtSpaces() {
        let one = m.measure("the quick brown fox", size: 17, bold: false, proposedWidth: nil)
        let wide = m.measure("the quick brown fox", size: 17, bold: false, proposedWidth: 1000)
        #expect(one.size == wide.size)
        let two = m.measure("the quick brown fox", size: 17, bold: false, proposedWidth: one.size.width * 0.6)
        #expect(two.size.width <= one.size.width * 0.6)
        #expect(two.size.height > one.size.height)
        #expect(two.lastBaseline > two.firstBaseline)
        let word = m.measure("the", size: 17, bold: false, proposedWidth: nil)
        let narrowest = m.measure("the quick brown fox", size: 17, bold: false, proposedWidth: 1)
        #expect(narrowest.size.height > two.size.height)
        #expect(narrowest.size.width <= word.size.width)
    }

    @Test func newlinesStartLines() {
        let one = m.measure("a", size: 17, bold: false, proposedWidth: nil)
        let two = m.measure("a\nb", size: 17, bold: false, proposedWidth: nil)
        #expect(two.size.height > one.size.height * 1.5)
    }
}
