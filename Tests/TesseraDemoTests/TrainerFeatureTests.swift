import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDL
import TesseraDisplayList
import TesseraSDLHost
import TesseraTrainer

/// The Trainer's spring-loaded sliders, marching-ants outline and alignment help, through
/// replayed events.
extension DemoTests {
    @Suite struct TrainerFeatures {
        typealias Driver = TrainerControls.Driver

        /// The further the knob is pulled, the more each point moves the value; a full pull
        /// moves half the range; out-of-range and non-finite input is clamped.
        @Test func springLoadedArithmetic() {
            let reach = 55.0, span = 790.0
            #expect(abs(SpringLoadedSlider.delta(pull: reach, reach: reach, span: span) - span / 2) < 1e-9)
            #expect(abs(SpringLoadedSlider.delta(pull: -reach, reach: reach, span: span) + span / 2) < 1e-9)
            #expect(abs(SpringLoadedSlider.delta(pull: 2 * reach, reach: reach, span: span) - span / 2) < 1e-9, "the knob stops at the end")
            let near = SpringLoadedSlider.delta(pull: 11, reach: reach, span: span) - SpringLoadedSlider.delta(pull: 10, reach: reach, span: span)
            let far = SpringLoadedSlider.delta(pull: 51, reach: reach, span: span) - SpringLoadedSlider.delta(pull: 50, reach: reach, span: span)
            #expect(near > 1 && far > 3 * near, "one point far out moves \(far), near the centre \(near)")
            #expect(SpringLoadedSlider.delta(pull: .nan, reach: reach, span: span) == 0)
            #expect(SpringLoadedSlider.value(start: 790, pull: 30, reach: reach, range: 10...800) == 800)
            #expect(SpringLoadedSlider.value(start: .nan, pull: 0, reach: reach, range: 10...800) == 10)
        }

        /// While pulled the knob sits at the pointer's offset (the value follows); on release it
        /// springs back to the centre and the value stays.
        @Test func knobReturnsToTheCentre() throws {
            let d = try Driver()
            try d.click(TrainerGridView.layoutID(d.state.rows[0].cells[0].id))
            let slider = try d.frame("width")
            let reach = (slider.width - SpringLoadedSlider.knob) / 2
            #expect(abs(try d.frame("width-knob").midX - slider.midX) < 1e-9, "the knob rests at the centre")
            let p = Point(x: slider.midX, y: slider.midY)
            d.session.handle(.pointerDown(p, button: .primary, clickCount: 1))
            d.session.handle(.pointerMoved(Point(x: p.x + 30, y: p.y)))
            #expect(abs(try d.frame("width-knob").midX - (slider.midX + 30)) < 1e-9, "the knob follows the pull")
            let pulled = SpringLoadedSlider.value(start: 80, pull: 30, reach: reach, range: TrainerLimits.cellSize)
            #expect(d.state.rows[0].cells[0].width == pulled)
            #expect(d.session.trainer.isDragging, "code generation waits for the release")
            d.session.handle(.pointerUp(Point(x: p.x + 30, y: p.y), button: .primary))
            #expect(!d.session.trainer.isDragging)
            #expect(d.session.trainer.code.text.contains("width: \(TrainerNumber.oneDecimal(pulled))"), "the code follows on release")
            #expect(abs(try d.frame("width-knob").midX - slider.midX) < 1e-9, "released, the knob goes back to the centre")
            #expect(d.state.rows[0].cells[0].width == pulled, "and the value stays")
            // The return is animated: the spring's end is in the future.
            _ = d.session.displayList()
            let end = try #require(d.session.animationEnd)
            #expect(end > d.session.clock.now)
        }

        /// The selection outline's dashes march: its pixels change over time, repeat after one
        /// period, and a headless replay settles although the outline never stops.
        @Test func marchingAnts() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let session = DemoSession(model: DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: TrainerRoundTrip.size),
                                      textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock,
                                      trainer: TrainerModel(), trainerOnly: true)
            session.trainer.animation = nil
            let cell = try #require(session.layoutResult().frame(TrainerGridView.layoutID(0)))
            clock.advance(to: 1)
            session.handle(.click(Point(x: cell.midX, y: cell.midY)))
            #expect(session.trainer.state.selection == [0])
            func outline(at t: Double) throws -> [UInt8] {
                clock.advance(to: t)
                let image = try renderer.render(session.displayList(), size: TrainerRoundTrip.size)
                var pixels: [UInt8] = []
                for y in Int(cell.minY)...Int(cell.minY) + 2 {
                    for x in Int(cell.minX)..<Int(cell.maxX) { let p = image[x, y]; pixels += [p.r, p.g, p.b] }
                }
                return pixels
            }
            let a = try outline(at: 1.6), b = try outline(at: 1.6 + TrainerSelectionOutline.period / 2), c = try outline(at: 1.6 + TrainerSelectionOutline.period)
            #expect(a != b, "the dashes moved in half a period")
            #expect(a == c, "and came back after a whole one")
            #expect(session.frame().isAnimating, "the outline keeps the window drawing")
            #expect(session.animationEnd == nil, "but a replay does not wait for it")
        }

        /// `tessera screenshot --time T` after selecting a cell draws the same outline at T and
        /// one period later.
        @Test func marchingAntsAreDeterministicHeadless() throws {
            let folder = temporaryFolder()
            let events = folder + "/select.json"
            let renderer = try ViewRenderer()
            let demo = DemoSession(model: DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: TrainerRoundTrip.size),
                                   textMeasurer: renderer.textMeasurer, images: renderer.images)
            let cell = try #require(demo.layoutResult().frame(TrainerGridView.layoutID(0)))
            try #"[{"at": 0.1, "click": {"x": \#(cell.midX), "y": \#(cell.midY)}}]"#.write(toFile: events, atomically: true, encoding: .utf8)
            var images: [PixelImage] = []
            for time in ["5.35", "5.85", "5.6"] {  // long after the selection's fade-in
                let out = folder + "/t\(time).png"
                let r = try runTessera(["screenshot", "--scene", "trainer", "--events", events, "--time", time, "--out", out])
                #expect(r.code == 0, "\(r.err)")
                images.append(try ImageCodec.decode(contentsOf: out))
            }
            #expect(images.count == 3 && images[0] == images[1], "one period apart")
            #expect(images.count == 3 && images[0] != images[2], "half a period apart")
        }

        /// `tessera screenshot --events` with a Shift- or Ctrl-click (event file `"modifiers"`)
        /// extends the Trainer's selection: two outlines, unlike the plain second click, which
        /// leaves only its own; a bad modifier name is one line naming it, exit 2.
        @Test func modifiedClicksExtendTheSelectionHeadless() throws {
            let folder = temporaryFolder()
            let renderer = try ViewRenderer()
            let demo = DemoSession(model: DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: TrainerRoundTrip.size),
                                   textMeasurer: renderer.textMeasurer, images: renderer.images)
            let a = try #require(demo.layoutResult().frame(TrainerGridView.layoutID(0)))
            let b = try #require(demo.layoutResult().frame(TrainerGridView.layoutID(1)))
            func shot(_ name: String, _ events: String) throws -> PixelImage {
                let path = folder + "/\(name).json", out = folder + "/\(name).png"
                try events.write(toFile: path, atomically: true, encoding: .utf8)
                let r = try runTessera(["screenshot", "--scene", "trainer", "--events", path, "--time", "5.35", "--out", out])
                #expect(r.code == 0, "\(r.err)")
                return try ImageCodec.decode(contentsOf: out)
            }
            let first = #"{"at": 0.1, "click": {"x": \#(a.midX), "y": \#(a.midY)}}"#
            func second(_ modifiers: String) -> String { #"{"at": 0.2, "click": {"x": \#(b.midX), "y": \#(b.midY)}\#(modifiers)}"# }
            let plain = try shot("plain", "[\(first), \(second(""))]")
            let onlyB = try shot("only-b", "[\(second(""))]")
            let shift = try shot("shift", "[\(first), \(second(#", "modifiers": ["shift"]"#))]")
            let ctrl = try shot("ctrl", "[\(first), \(second(#", "modifiers": ["ctrl"]"#))]")
            #expect(plain == onlyB, "a plain click selects its cell alone")
            #expect(shift != onlyB, "a Shift-click keeps the first cell selected")
            #expect(shift == ctrl, "Ctrl-click extends as Shift-click does")
            let bad = folder + "/bad.json"
            try "[\(first), \(second(#", "modifiers": ["shift", "super"]"#))]".write(toFile: bad, atomically: true, encoding: .utf8)
            let r = try runTessera(["screenshot", "--scene", "trainer", "--events", bad, "--out", folder + "/bad.png"])
            #expect(r.code == 2)
            #expect(r.err.count == 1 && r.err.first?.contains("event 1: modifiers[1]: unknown modifier \"super\"") == true, "\(r.err)")
        }

        /// The tracks editor's Add Track disables at 20 tracks, Remove at one.
        @Test func trackButtonsDisableAtTheLimits() throws {
            var state = TrainerState()
            state.mode = .track
            state.track.tracks = Array(repeating: .fit, count: TrainerLimits.maximumCellsPerRow)
            let d = try Driver(state)
            try d.click("track-add")
            #expect(d.state.track.tracks.count == TrainerLimits.maximumCellsPerRow)
            try d.click("track-remove")
            #expect(d.state.track.tracks.count == TrainerLimits.maximumCellsPerRow - 1, "below the limit, Remove works")
            try d.click("track-add")
            #expect(d.state.track.tracks.count == TrainerLimits.maximumCellsPerRow, "and Add again")
            state.track.tracks = [.fit]
            state.rows = [TrainerRow(id: 1000, cells: [TrainerCell(id: 0, color: .green)])]
            let one = try Driver(state)
            try one.click("track-remove")
            #expect(one.state.track.tracks == [.fit], "the last track stays")
        }

        /// A clipboard that refuses the text: Copy Code reports it and nothing else changes.
        @Test func copyToABrokenClipboard() throws {
            final class Refusing: Clipboard {
                func readText() -> String? { nil }
                func writeText(_ text: String) -> Bool { false }
            }
            let d = try Driver()
            d.session.host.clipboard = Refusing()
            try d.click("copy")
            #expect(d.session.trainerMessage == "could not copy: the clipboard refused the text")
            try d.keys(["C"])
            #expect(d.state == TrainerState())
        }

        /// The "?" beside Grid Options opens the alignment help above everything; a click inside
        /// keeps it, a click outside or Escape closes it.
        @Test func alignmentHelp() throws {
            let d = try Driver()
            try d.click("alignment-help-button")
            #expect(d.session.trainer.showsAlignmentHelp)
            let help = try d.frame("alignment-help")
            #expect(help.minX >= 0 && help.maxX <= TrainerRoundTrip.size.width && help.maxY <= TrainerRoundTrip.size.height, "on screen: \(help)")
            let list = d.session.displayList()
            #expect(list.description.contains("Alignment precedence"), "the help is drawn")
            try d.click(Point(x: help.midX, y: help.midY))
            #expect(d.session.trainer.showsAlignmentHelp, "a click on the help keeps it")
            try d.keys(["Escape"])
            #expect(!d.session.trainer.showsAlignmentHelp, "Escape closes it")
            try d.click("alignment-help-button")
            try d.click(Point(x: 20, y: 780))
            #expect(!d.session.trainer.showsAlignmentHelp, "a click outside closes it")
            #expect(d.state == TrainerState(), "and changes nothing else")
        }
    }
}
