import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import TesseraDisplayList

/// The lazy scenes: goldens at rest, mid-scroll (wheel then a drag with momentum, replayed
/// from an event file) and after End and a resize (the column count follows the width and the
/// tiles on screen stay); laziness and clamping seen through the layout output.
extension DemoTests {
    @Suite struct LazySceneGoldens {
        static let folder = SceneGoldens.folder

        func replay(_ scene: String, _ events: String, size: Size = Size(width: 1280, height: 800),
                    _ goldens: GoldenImages) throws -> DemoSession {
            let clock = SimulatedClock()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: scene)), size: size),
                                textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images, clock: clock)
            let file = try EventFile(data: Data(events.utf8))
            s.replay(file)
            if let end = s.animationEnd { clock.advance(to: end) }
            return s
        }

        @Test func galleryMidScroll() throws {
            let goldens = try GoldenImages()
            let s = try replay("lazy-gallery", #"[{"at": 0.1, "scroll": {"dx": 0, "dy": -7.5}}, {"at": 0.5, "drag": {"from": {"x": 600, "y": 600}, "to": {"x": 600, "y": 400}, "duration": 0.3}}]"#, goldens)
            let frames = s.layoutResult()
            // 300 points of wheel, 200 of drag, then momentum: tile 0 is gone, the first row on
            // screen starts above the viewport's top.
            #expect(frames.frame("tile0") == nil)
            let tiles = frames.frames.filter { $0.id.hasPrefix("tile") }
            #expect(tiles.count < 120, "only the viewport's tiles exist (\(tiles.count))")
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size),
                                      golden: Self.folder + "/lazy-gallery-mid-scroll.png")
        }

        @Test func galleryEndThenResize() throws {
            let goldens = try GoldenImages()
            let s = try replay("lazy-gallery", #"[{"at": 0.1, "key": "End"}, {"at": 0.3, "resize": {"width": 700, "height": 600}}]"#, goldens)
            let frames = s.layoutResult()
            let viewport = try #require(frames.frame("gallery"))
            // At 1280 the end showed the last rows of 9 tiles; at 700 wide there are 4 columns, and
            // the row that was at the viewport's top (tiles 99,9xx) is still on screen.
            let tiles = frames.frames.filter { $0.id.hasPrefix("tile") }
            let onScreen = tiles.filter { $0.rect.maxY > viewport.minY && $0.rect.minY < viewport.maxY }
            let indices = onScreen.compactMap { Int($0.id.dropFirst(4)) }
            #expect(indices.min().map { $0 >= 99_900 } == true, "\(indices)")
            let firstRow = onScreen.filter { abs($0.rect.minY - onScreen[0].rect.minY) < 0.5 }
            #expect(firstRow.count == 4)
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size),
                                      golden: Self.folder + "/lazy-gallery-resized.png")
        }

        /// The eager side's limit is extrapolated from a measured frame (fixed here so the
        /// pictures do not depend on the machine's load): at 20 µs a cell, 10,000 cells are a
        /// 0.2 s frame and built, 100,000 would be 2 s and are not.
        static func fixCost() { EagerFrameCost.shared.fix(secondsPerCell: 2e-5) }

        @Test func eagerSideStopsWhereAFrameWouldExceedASecond() throws {
            Self.fixCost()
            #expect(EagerFrameCost.shared.predictedSeconds(cells: 10_000) <= EagerVsLazyScene.frameBudget)
            #expect(EagerFrameCost.shared.predictedSeconds(cells: 100_000) > EagerVsLazyScene.frameBudget)
            let goldens = try GoldenImages()
            let s = try replay("eager-vs-lazy", #"[{"at": 0.1, "key": "+"}, {"at": 0.2, "key": "+"}, {"at": 0.3, "key": "+"}]"#, goldens)
            let frames = s.layoutResult()
            #expect(frames.frame("eager") == nil, "the eager Grid of 100,000 is not built")
            let grid = try #require(frames.frame("lazy-grid"))
            #expect(grid.height == 10_000 * 36 + 9_999 * 2)
        }

        @Test func eagerVsLazyAtTenThousand() throws {
            Self.fixCost()
            let goldens = try GoldenImages()
            let s = try replay("eager-vs-lazy", #"[{"at": 0.1, "key": "+"}, {"at": 0.2, "key": "+"}, {"at": 0.5, "click": {"x": 900, "y": 300}}, {"at": 0.6, "key": "End"}]"#, goldens)
            let frames = s.layoutResult()
            let lazyView = try #require(frames.frame("lazy"))
            let lazyCells = frames.frames.filter { $0.id == "lazy-grid" }
            #expect(lazyCells.count == 1)
            // The lazy grid is as tall as 1,000 rows of 36 with 2 between, the eager one too.
            let grid = try #require(frames.frame("lazy-grid"))
            #expect(grid.height == 1000 * 36 + 999 * 2)
            #expect(grid.maxY == lazyView.maxY, "End shows the lazy grid's last row")
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size),
                                      golden: Self.folder + "/eager-vs-lazy-10k.png")
        }
    }
}
