import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import Tessera
import TesseraLayoutSpec
import TesseraSDL
import TesseraSDLHost

/// Event files replayed through the same session code as the window.
extension DemoTests {
    @Suite struct Replay {
        func events(_ json: String) throws -> EventFile { try EventFile(data: Data(json.utf8)) }

        @Test func alignmentKeysMoveTheCells() throws {
            let s = try session("grid-alignment")
            #expect(try GridFrames(s)["r0c0"] == rect(0, 0, 50, 50))
            s.replay(try events(#"[{"at": 0.1, "key": "3"}]"#))
            #expect(s.model.settings.alignment == .bottomTrailing)
            #expect(try GridFrames(s)["r0c0"] == rect(50, 50, 50, 50))
            s.replay(try events(#"[{"at": 0.1, "key": "Keypad 5"}, {"at": 0.2, "key": "0"}]"#))
            #expect(s.model.settings.alignment == .topLeading)
            #expect(s.model.alignmentOverride == nil)
        }

        @Test func eventsRunInOrderOfTime() throws {
            let s = try session("grid-alignment")
            // The "3" comes first in time, so "7" wins.
            s.replay(try events(#"[{"at": 0.5, "key": "7"}, {"at": 0.2, "key": "3"}]"#))
            #expect(s.model.settings.alignment == .topLeading)
            #expect(s.model.alignmentOverride == .topLeading)
        }

        @Test func clickSelectsTheCellUnderThePointer() throws {
            let s = try session("grid-alignment")
            let f = try GridFrames(s)
            let red = try #require(s.layoutResult().frame("r1c1"))
            s.replay(try events(#"[{"at": 0.1, "click": {"x": \#(red.midX), "y": \#(red.midY)}}]"#))
            #expect(s.model.selection == "r1c1")
            // The empty part of the yellow cell's area hits the grid, not the cell.
            let yellowArea = f.grid.origin
            s.handle(.click(Point(x: yellowArea.x + 75, y: yellowArea.y + 75)))
            #expect(s.model.selection == "grid")
            s.handle(.click(Point(x: 5, y: 400)))
            #expect(s.model.selection == nil)
        }

        @Test func clickOnACircleIsByShape() throws {
            let s = try session("apple-gridrow")
            let circle = try #require(s.layoutResult().frame("r1c1"))
            s.handle(.click(Point(x: circle.midX, y: circle.midY)))
            #expect(s.model.selection == "r1c1")
            // The corner of the circle's bounding box is outside the circle: the grid is hit.
            s.handle(.click(Point(x: circle.minX + 1, y: circle.minY + 1)))
            #expect(s.model.selection == "grid")
        }

        @Test func scenesSpacingToggleHelpAndResize() throws {
            let s = try session("first-grid")
            s.replay(try events(#"""
            [{"at": 0, "key": "Tab"}, {"at": 0.1, "key": "Tab"}, {"at": 0.2, "key": "Tab", "shift": true},
             {"at": 0.3, "key": "+"}, {"at": 0.4, "key": "+"}, {"at": 0.5, "key": "-"},
             {"at": 0.6, "key": "Space"}, {"at": 0.7, "key": "H"},
             {"at": 0.8, "resize": {"width": 900, "height": 700}}, {"at": 0.9, "scroll": {"dx": 0, "dy": -3}}]
            """#))
            #expect(s.model.scene.id == "spacing")
            #expect(s.model.spacingDelta == 1)
            #expect(s.model.showHelp)
            #expect(s.model.size == Size(width: 900, height: 700))
            #expect(s.layoutResult().size == Size(width: 900, height: 700))
            #expect(try GridFrames(s)["r0c1"] == rect(56, 0, 50, 50))
        }

        @Test func baselineKeyCycles() throws {
            let s = try session("baseline")
            #expect(s.model.settings.alignment == .centerFirstTextBaseline)
            s.handle(.key(name: "B", shift: false))
            #expect(s.model.settings.alignment == .trailingFirstTextBaseline)
            s.handle(.key(name: "B", shift: false))
            #expect(s.model.settings.alignment == .leadingLastTextBaseline)
        }

        @Test func quitStopsTheReplay() throws {
            let s = try session("first-grid")
            let n = s.replay(try events(#"[{"at": 0, "key": "Q"}, {"at": 1, "key": "Tab"}]"#))
            #expect(n == 1)
            #expect(s.model.sceneIndex == 0)
        }

        @Test func screenshotReplaysEvents() throws {
            let dir = temporaryFolder()
            let events = dir + "/events.json"
            try Data(#"[{"at": 0.1, "key": "Right"}, {"at": 0.2, "resize": {"width": 640, "height": 480}}]"#.utf8).write(to: URL(fileURLWithPath: events))
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--scene", "first-grid", "--out", dir + "/s.png", "--events", events, "--scale", "2"], output: c.output) == 0)
            #expect(c.out.first?.contains("1280x960 pixels, scene spacing") == true, "\(c.out)")
        }
    }
}
