import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import TesseraDisplayList
import TesseraLayoutSpec

/// The `waterfall` scene (DESIGN §3.8): 100,000 photos in a lazy masonry, only the visible ones
/// made, columns stacked shortest first, keys and wheel scroll it, a click opens a photo growing
/// out of its tile, a resize re-flows the columns with an animation; goldens at scale 1 and 2 in
/// English and Chinese.
extension DemoTests {
    @Suite struct WaterfallScene {
        static let folder = SceneGoldens.folder

        func replay(_ events: String, size: Size = Size(width: 1280, height: 800), language: DemoLanguage = .english,
                    settle: Bool = true, _ goldens: GoldenImages) throws -> (DemoSession, SimulatedClock) {
            let clock = SimulatedClock()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: "waterfall")), size: size,
                                                 language: language),
                                textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images, clock: clock)
            s.replay(try EventFile(data: Data(events.utf8)))
            if settle, let end = s.animationEnd { clock.advance(to: end) }
            return (s, clock)
        }

        func photos(_ frames: LayoutResult) -> [(index: Int, rect: Rect)] {
            frames.frames.compactMap { f in f.id.hasPrefix("photo") ? Int(f.id.dropFirst(5)).map { ($0, f.rect) } : nil }
        }

        @Test func sceneIsAppendedAfterTheEarlierOnes() {
            let ids = SceneCatalog.ids
            #expect(ids.firstIndex(of: "waterfall")! > ids.firstIndex(of: "controls")!)
        }

        @Test func onlyVisiblePhotosExistStackedShortestColumnFirst() throws {
            let goldens = try GoldenImages()
            let (s, _) = try replay("[]", goldens)
            let shown = photos(s.layoutResult())
            #expect(shown.count > 10 && shown.count < 80, "\(shown.count) photos made")
            // 6 columns at 1280: every photo's column is one of 6 x positions; photos 0-5 start the columns.
            let xs = Set(shown.map { ($0.rect.minX * 2).rounded() / 2 })
            #expect(xs.count == 6)
            let firsts = shown.filter { $0.index < 6 }.map(\.rect.minY)
            #expect(firsts.count == 6 && Set(firsts).count == 1)
            // Photo 6 goes under the shortest of the first six.
            let first = shown.filter { $0.index < 6 }.min { $0.rect.maxY < $1.rect.maxY }!
            let sixth = try #require(shown.first { $0.index == 6 })
            #expect(sixth.rect.minX == first.rect.minX && abs(sixth.rect.minY - first.rect.maxY - 8) < 0.001)
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size), golden: Self.folder + "/waterfall.png")
        }

        @Test func keysAndWheelScrollToTheEndAndBack() throws {
            let goldens = try GoldenImages()
            let (s, _) = try replay(#"[{"at": 0.1, "scroll": {"dx": 0, "dy": -20}}, {"at": 0.3, "key": "End"}]"#, goldens)
            let shown = photos(s.layoutResult())
            #expect(shown.contains { $0.index == 99_999 }, "End shows the last photo")
            #expect(shown.count < 80)
            let (back, _) = try replay(#"[{"at": 0.1, "key": "End"}, {"at": 0.3, "key": "Home"}]"#, goldens)
            #expect(photos(back.layoutResult()).contains { $0.index == 0 })
        }

        @Test func clickOpensThePhotoFromItsTile() throws {
            let goldens = try GoldenImages()
            let (s0, _) = try replay("[]", goldens)
            let tile = try #require(photos(s0.layoutResult()).first { $0.index == 7 })
            let at = Point(x: tile.rect.midX, y: tile.rect.midY)
            let click = #"[{"at": 0.1, "click": {"x": \#(at.x), "y": \#(at.y)}}]"#
            let (s, clock) = try replay(click, settle: false, goldens)
            // Right after the click the opened photo covers its tile; at the end it is large.
            _ = s.frame(at: 0.1)
            let start = try #require(s.layoutResult().frame("viewer"))
            #expect(start.width > tile.rect.width * 2, "the viewer covers the wall")
            let end = try #require(s.animationEnd)
            clock.advance(to: end)
            _ = s.frame(at: end)
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size), golden: Self.folder + "/waterfall-opened.png")
            // A click on the opened photo closes it.
            s.replay(try EventFile(data: Data(#"[{"at": \#(end + 0.1), "click": {"x": 640, "y": 400}}]"#.utf8)))
            if let e = s.animationEnd { clock.advance(to: e) }
            _ = s.frame(at: clock.now + 1)
            #expect(s.layoutResult().frame("viewer") == nil)
        }

        /// A narrower window: fewer columns, and the photos move there with an animation.
        @Test func resizeReflowsTheColumnsWithAnAnimation() throws {
            let goldens = try GoldenImages()
            let (s, clock) = try replay(#"[{"at": 0.2, "resize": {"width": 800, "height": 800}}]"#, settle: false, goldens)
            // The photos are on their way to the new columns: an animation runs after the resize.
            let end = try #require(s.animationEnd)
            #expect(end > 0.3, "the re-flow is animated (ends at \(end))")
            clock.advance(to: end)
            _ = s.frame(at: end)
            let frames = s.layoutResult()
            let wall = try #require(frames.frame("wall"))
            let columns = WaterfallWall.columnCount(width: wall.width, spacing: 8)
            #expect(columns < 6)
            #expect(Set(photos(frames).map { ($0.rect.minX * 2).rounded() / 2 }).count == columns, "\(columns) columns at 800")
        }

        @Test(arguments: [(DemoLanguage.english, 1.0), (.english, 2.0), (.simplifiedChinese, 1.0), (.simplifiedChinese, 2.0)])
        func goldens(_ language: DemoLanguage, _ scale: Double) throws {
            let goldens = try GoldenImages()
            let (s, _) = try replay(#"[{"at": 0.1, "scroll": {"dx": 0, "dy": -12}}]"#, size: Size(width: 900, height: 640),
                                    language: language, goldens)
            let name = "waterfall-scrolled\(language == .english ? "" : ".zh-Hans")\(scale == 1 ? "" : "@2x").png"
            let image = try goldens.renderer.render(s.displayList(scale: scale), size: s.model.size, scale: scale)
            try goldens.assertMatches(image, golden: Self.folder + "/" + name)
        }
    }
}
