import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost

/// exyte's interactive README examples with their controls, driven by replayed clicks and
/// drags; the keys keep working alongside, and `.gridAnimation` animates the change.
extension DemoTests {
    @Suite struct ExyteControls {
        func replay(_ s: DemoSession, _ json: String) throws { _ = s.replay(try EventFile(data: Data(json.utf8))) }

        func clickJSON(_ f: Rect, at t: Double, fraction: Double = 0.5) -> String {
            "{\"at\": \(t), \"click\": {\"x\": \(f.minX + f.width * fraction), \"y\": \(f.midY)}}"
        }

        @Test func flowButtonAndSpaceBothSwitch() throws {
            let s = try session("flow")
            let button = try #require(s.layoutResult().frame("flow-button"))
            try replay(s, "[\(clickJSON(button, at: 0.1))]")
            let columns = try GridFrames(s)
            #expect(columns["item1"]!.minX == 0 && columns["item1"]!.minY > 0, "the button switched to columns")
            s.handle(.key(name: "Space", shift: false))
            let rows = try GridFrames(s)
            #expect(rows["item1"]!.minY == 0 && rows["item1"]!.minX > 0, "Space switches back to rows")
        }

        @Test func packingPickerAnimatesWithGridAnimation() throws {
            let clock = SimulatedClock()
            let renderer = try ViewRenderer()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: "packing"))),
                                textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            _ = s.frame()
            let picker = try #require(s.layoutResult().frame("packing-picker"))
            #expect(try GridFrames(s)["purple"]!.minY > 0, "sparse at first")
            try replay(s, "[\(clickJSON(picker, at: 0.1, fraction: 0.75))]")
            _ = s.frame()
            #expect(try GridFrames(s)["purple"]!.minY == 0, "DENSE packs purple next to red")
            let purple = try #require(s.host.node(withID: "purple"))
            #expect(s.host.animator.attributes(of: purple).frame != purple.frame, "gridAnimation: still moving")
            s.handle(.key(name: "Space", shift: false))
            #expect(try GridFrames(s)["purple"]!.minY > 0, "Space goes back to sparse")
        }

        @Test func contentModePicker() throws {
            let s = try session("content-mode")
            let scroll = try GridFrames(s)
            let picker = try #require(s.layoutResult().frame("content-mode-picker"))
            try replay(s, "[\(clickJSON(picker, at: 0.1, fraction: 0.75))]")
            let fill = try GridFrames(s)
            #expect(fill.grid.height > scroll.grid.height + 100, "FILL: 1fr rows share the height")
        }

        @Test func spacingSlidersAndKeys() throws {
            let s = try session("spacing-tracks")
            let before = try GridFrames(s)
            let gap = before["picture1"]!.minX - before["picture0"]!.maxX
            #expect(abs(gap - 10) < 0.01, "README's [10, 5]")
            let slider = try #require(s.layoutResult().frame("h-spacing"))
            let knob = slider.minX + 10 + (slider.width - 20) * 10 / 50
            try replay(s, "[{\"at\": 0.1, \"drag\": {\"from\": {\"x\": \(knob), \"y\": \(slider.midY)}, \"to\": {\"x\": \(slider.maxX - 10), \"y\": \(slider.midY)}, \"duration\": 0.3}}]")
            let dragged = try GridFrames(s)
            let wide = dragged["picture1"]!.minX - dragged["picture0"]!.maxX
            #expect(wide > 45, "the slider widened the gap to about 50 (got \(wide))")
            s.handle(.key(name: "-", shift: false))
            let key = try GridFrames(s)
            #expect(abs((key["picture1"]!.minX - key["picture0"]!.maxX) - (wide - 1)) < 0.01, "- still narrows it by 1")
        }
    }
}
