import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import TesseraTrainer

/// Goldens of the standalone Trainer (`tessera trainer --emit png`) in both modes, on the
/// fixture states (selection outlines, overlay text, mixed values, the track inspector and the
/// CSS panel). Record with `TESSERA_RECORD_GOLDENS=1 swift test --filter TrainerGoldens` and look.
extension DemoTests {
    @Suite struct TrainerGoldens {
        @Test(arguments: [("trainer-eager.json", "trainer-eager"), ("trainer-track.json", "trainer-track")])
        func mode(_ fixture: String, _ golden: String) throws {
            let goldens = try GoldenImages()
            let state = try TrainerRoundTrip.fixture(fixture)
            let s = TrainerRoundTrip.trainerSession(state, renderer: goldens.renderer)
            let image = try goldens.renderer.render(s.displayList(), size: TrainerRoundTrip.size)
            try goldens.assertMatches(image, golden: SceneGoldens.folder + "/\(golden).png")
        }

        /// The alignment help open over the Trainer (drawn above the inspector and the grid), and
        /// a cell's context menu opened by a right click, on the default state.
        @Test func helpAndMenu() throws {
            let goldens = try GoldenImages()
            let d = try TrainerControls.Driver()
            try d.click("alignment-help-button")
            try goldens.assertMatches(try goldens.renderer.render(d.session.displayList(), size: TrainerRoundTrip.size),
                                      golden: SceneGoldens.folder + "/trainer-help.png")
            try d.keys(["Escape"])
            try d.rightClick(TrainerGridView.layoutID(d.state.rows[1].cells[2].id))
            try goldens.assertMatches(try goldens.renderer.render(d.session.displayList(), size: TrainerRoundTrip.size),
                                      golden: SceneGoldens.folder + "/trainer-menu.png")
        }

        /// `tessera trainer --emit png` draws the golden.
        @Test func emitPNGEqualsTheGolden() throws {
            let out = temporaryFolder() + "/trainer.png"
            let r = try runTessera(["trainer", "--state", packageRoot + "/Tests/TesseraDemoTests/Fixtures/trainer-eager.json",
                                    "--emit", "png", "--out", out])
            #expect(r.code == 0, "\(r.err)")
            let goldens = try GoldenImages(recording: false)
            try goldens.assertMatches(ImageCodec.decode(contentsOf: out), golden: SceneGoldens.folder + "/trainer-eager.png")
        }
    }
}
