import Foundation
import Testing
import Tessera
@testable import TesseraDemo
import TesseraCommandLine
import TesseraSDLHost

extension DemoTests {
    /// `--look desktop|touch` (DESIGN.md §3.8) on `screenshot`, `layout` and `demo`: it reaches the
    /// scene (the two looks lay the header out differently), and a bad value is one clear line.
    @Suite struct LookOptionTests {
        func layout(_ look: String?) -> String {
            let c = Capture()
            let args = ["layout", "--scene", "controls", "--size", "800x600"] + (look.map { ["--look", $0] } ?? [])
            #expect(TesseraCommand.run(args, output: c.output) == 0, "\(c.err)")
            return c.out.joined(separator: "\n")
        }

        @Test func theLookReachesTheScene() {
            let desktop = layout("desktop"), touch = layout("touch")
            #expect(!desktop.isEmpty && desktop != touch, "macOS and iOS text sizes lay the scene out differently")
            #expect(layout(nil) == (PlatformLook.default == .desktop ? desktop : touch))
        }

        @Test func theModelCarriesTheLook() throws {
            var m = DemoModel(sceneIndex: 0)
            #expect(m.look == nil)
            m.look = .touch
            let session = DemoSession(model: m, textMeasurer: try FontTextMeasurer())
            #expect(session.model.look == .touch)
        }

        @Test func aBadLookIsOneClearLine() {
            for command in [["screenshot", "--scene", "controls", "--out", NSTemporaryDirectory() + "look.png"], ["layout", "--scene", "controls"]] {
                let c = Capture()
                #expect(TesseraCommand.run(command + ["--look", "phone"], output: c.output) == 2)
                #expect(c.err.count == 1 && c.err.first?.contains("bad --look \"phone\": use desktop or touch") == true, "\(c.err)")
            }
        }
    }
}
