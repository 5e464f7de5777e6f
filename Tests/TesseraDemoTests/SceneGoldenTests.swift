import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import Tessera
import TesseraLayoutSpec
import TesseraSDLHost
import TesseraSDL
import TesseraTesting

/// A golden PNG per scene (`Goldens/<scene>.png`, 1280x800, scale 1), rendered headless exactly
/// as `tessera screenshot --scene ID` does, compared exactly. Record with
/// `TESSERA_RECORD_GOLDENS=1 swift test --filter SceneGoldens`, and look at every image.
extension DemoTests {
    @Suite struct SceneGoldens {
        static let folder = packageRoot + "/Tests/TesseraDemoTests/Goldens"

        @Test(arguments: SceneCatalog.ids)
        func scene(_ id: String) throws {
            let goldens = try GoldenImages()
            let s = try session(id, renderer: goldens.renderer)
            let image = try goldens.renderer.render(s.displayList(), size: s.model.size)
            try goldens.assertMatches(image, golden: Self.folder + "/\(id).png")
        }

        @Test func screenshotCommandEqualsTheGolden() throws {
            let out = temporaryFolder() + "/shot.png"
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--scene", "cell-anchor", "--out", out], output: c.output) == 0)
            let goldens = try GoldenImages(recording: false)
            if FileManager.default.fileExists(atPath: Self.folder + "/cell-anchor.png") {
                try goldens.assertMatches(ImageCodec.decode(contentsOf: out), golden: Self.folder + "/cell-anchor.png")
            }
        }
    }
}
