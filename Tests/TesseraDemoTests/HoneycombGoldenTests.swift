import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost
import TesseraTesting
import TesseraDisplayList

/// Goldens of the honeycomb: each of the article's seven steps (step 7 is the finished
/// honeycomb), a cell mid-flip (perspective visible), a flipped cell (name readable) and the
/// focus ring. Look at every image before recording.
extension DemoTests {
    @Suite struct HoneycombGoldens {
        static let folder = SceneGoldens.folder

        func session(_ goldens: GoldenImages, _ clock: SimulatedClock) throws -> DemoSession {
            DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: "honeycomb"))),
                        textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images, clock: clock)
        }

        func render(_ s: DemoSession, _ goldens: GoldenImages) throws -> PixelImage {
            try goldens.renderer.render(s.displayList(), size: s.model.size)
        }

        @Test(arguments: 1...7)
        func step(_ n: Int) throws {
            let goldens = try GoldenImages()
            let clock = SimulatedClock()
            let s = try session(goldens, clock)
            _ = s.frame()
            for _ in n..<7 { s.handle(.key(name: "[", shift: false)); _ = s.frame() }
            #expect(s.honeycomb.step == n)
            if let end = s.animationEnd { clock.advance(to: end) }
            try goldens.assertMatches(render(s, goldens), golden: Self.folder + "/honeycomb-step-\(n).png")
        }

        @Test func flipMiddleAndEnd() throws {
            let goldens = try GoldenImages()
            let clock = SimulatedClock()
            let s = try session(goldens, clock)
            _ = s.frame()
            let cell = try #require(s.layoutResult().frame("cell-2-2"))
            s.handle(.click(cell.center))
            _ = s.frame()
            clock.advance(to: 0.2)  // about 60° into the half-second flip: the front, in perspective
            try goldens.assertMatches(render(s, goldens), golden: Self.folder + "/honeycomb-flip-middle.png")
            clock.advance(to: 1)
            #expect(!s.frame().isAnimating)
            try goldens.assertMatches(render(s, goldens), golden: Self.folder + "/honeycomb-flipped.png")
        }

        @Test func focusRing() throws {
            let goldens = try GoldenImages()
            let clock = SimulatedClock()
            let s = try session(goldens, clock)
            _ = s.frame()
            s.handle(.key(name: "Down", shift: false))
            s.handle(.key(name: "Right", shift: false))
            _ = s.frame()
            try goldens.assertMatches(render(s, goldens), golden: Self.folder + "/honeycomb-focus.png")
        }
    }
}
