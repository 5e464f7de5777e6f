import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import Tessera
import TesseraSDL
import TesseraTesting

/// Golden frames of `grid-alignment` after pressing `3` (bottomTrailing) with the keys'
/// default animation: the first frame, one in the middle and the settled one; the settled
/// frame must equal the static render of the new alignment.
extension DemoTests {
    @Suite struct TransitionGoldens {
        static let folder = SceneGoldens.folder

        func pressThree() throws -> (GoldenImages, DemoSession, SimulatedClock, Rect) {
            let goldens = try GoldenImages()
            let clock = SimulatedClock()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.ids.firstIndex(of: "grid-alignment"))),
                                textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images, clock: clock)
            _ = s.frame()
            let before = try #require(s.host.node(withID: "r0c0")).frame
            s.handle(.key(name: "3", shift: false))
            _ = s.frame()
            return (goldens, s, clock, before)
        }

        @Test func startMiddleEnd() throws {
            let (goldens, s, clock, _) = try pressThree()
            let end = try #require(s.animationEnd)
            #expect(end > 0.3 && end < 3)
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size),
                                      golden: Self.folder + "/grid-alignment-3-start.png")
            clock.advance(to: 0.2)
            #expect(s.frame().isAnimating)
            try goldens.assertMatches(goldens.renderer.render(s.displayList(), size: s.model.size),
                                      golden: Self.folder + "/grid-alignment-3-middle.png")
            clock.advance(to: end)
            #expect(!s.frame().isAnimating)
            let settled = try goldens.renderer.render(s.displayList(), size: s.model.size)
            try goldens.assertMatches(settled, golden: Self.folder + "/grid-alignment-3-end.png")

            // The same alignment set without animation renders the same pixels.
            let still = DemoSession(model: s.model, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
            let stillImage = try goldens.renderer.render(still.displayList(), size: still.model.size)
            #expect(ImageComparison(settled, stillImage).differingPixels == 0)
        }

        @Test func middleFrameMovesTheSmallCellsPartWay() throws {
            let (_, s, clock, before) = try pressThree()
            clock.advance(to: 0.15)
            _ = s.frame()
            let shown = s.host.animator.attributes(of: try #require(s.host.node(withID: "r0c0"))).frame
            let after = try #require(s.host.node(withID: "r0c0")).frame
            #expect(before != after)
            #expect(shown.minX > min(before.minX, after.minX) && shown.minX < max(before.minX, after.minX))
        }

        @Test func screenshotTimeRendersTheFrameAtThatTime() throws {
            let folder = temporaryFolder()
            let events = folder + "/keys.json"
            try Data(#"[{"at": 0.1, "key": "3"}]"#.utf8).write(to: URL(fileURLWithPath: events))
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--scene", "grid-alignment", "--out", folder + "/a.png", "--events", events, "--time", "0.3"], output: c.output) == 0)
            #expect(TesseraCommand.run(["screenshot", "--scene", "grid-alignment", "--out", folder + "/b.png", "--events", events, "--time", "0.3"], output: c.output) == 0)
            #expect(TesseraCommand.run(["screenshot", "--scene", "grid-alignment", "--out", folder + "/c.png", "--events", events], output: c.output) == 0)
            let a = try ImageCodec.decode(contentsOf: folder + "/a.png"), b = try ImageCodec.decode(contentsOf: folder + "/b.png")
            let settled = try ImageCodec.decode(contentsOf: folder + "/c.png")
            #expect(a == b)
            #expect(ImageComparison(a, settled).differingPixels > 0)
        }
    }
}
