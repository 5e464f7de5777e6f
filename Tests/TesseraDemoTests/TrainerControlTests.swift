import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost
import TesseraTrainer

/// Every control of GridRules §9 driven through replayed event files (clicks, slider drags,
/// keys), on the standalone Trainer at 1280x800: the state changes as the control says.
extension DemoTests {
    @Suite struct TrainerControls {
        /// A Trainer session and a clock of event times, replaying one step at a time.
        final class Driver {
            let session: DemoSession
            var time = 0.0

            init(_ state: TrainerState = TrainerState()) throws {
                let renderer = try ViewRenderer()
                session = TrainerRoundTrip.trainerSession(state, renderer: renderer)
                session.trainer.animation = nil
            }

            var state: TrainerState { session.trainer.state }

            func frame(_ id: String) throws -> Rect { try #require(session.layoutResult().frame(id), "no view \(id)") }

            /// Replays `entries` (JSON objects without "at"), 0.1 s apart.
            func replay(_ entries: [String]) throws {
                let json = "[" + entries.map { e -> String in
                    time += 0.1
                    return "{\"at\": \(time), " + e.dropFirst()
                }.joined(separator: ",") + "]"
                _ = session.replay(try EventFile(data: Data(json.utf8)))
            }

            /// A click at `p` with the modifier keys of event file `"modifiers"` held (none: a plain click).
            func click(_ p: Point, modifiers: [String] = []) throws {
                let held = modifiers.isEmpty ? "" : ", \"modifiers\": [" + modifiers.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
                try replay(["{\"click\": {\"x\": \(p.x), \"y\": \(p.y)}\(held)}"])
            }
            func click(_ id: String, modifiers: [String] = []) throws {
                let f = try frame(id)
                try click(Point(x: f.midX, y: f.midY), modifiers: modifiers)
            }
            /// A right click (event file `"button": "right"`) on the middle of view `id`.
            func rightClick(_ id: String) throws {
                let f = try frame(id)
                try replay(["{\"click\": {\"x\": \(f.midX), \"y\": \(f.midY)}, \"button\": \"right\"}"])
            }
            func keys(_ names: [String]) throws { try replay(names.map { "{\"key\": \"\($0)\"}" }) }

            /// Opens the menu picker `id` and moves `steps` rows down (negative: up), then chooses.
            func pick(_ id: String, steps: Int) throws {
                try click(id)
                try keys(Array(repeating: steps >= 0 ? "Down" : "Up", count: abs(steps)) + ["Return"])
            }

            /// Clicks segment `index` of `count` of the segmented picker `id`.
            func segment(_ id: String, _ index: Int, of count: Int) throws {
                let f = try frame(id)
                try click(Point(x: f.minX + f.width * (Double(index) + 0.5) / Double(count), y: f.midY))
            }

            /// Drags the slider `id` from its knob at `fraction` to `target` (fractions of its width).
            func drag(_ id: String, from fraction: Double, to target: Double) throws {
                let f = try frame(id)
                let knob = 10.0  // the knob's inset from either end
                func x(_ t: Double) -> Double { f.minX + knob + (f.width - 2 * knob) * t }
                try replay(["{\"drag\": {\"from\": {\"x\": \(x(fraction)), \"y\": \(f.midY)}, \"to\": {\"x\": \(x(target)), \"y\": \(f.midY)}, \"duration\": 0.3}}"])
            }

            /// Pulls the spring-loaded slider `id` from its centre by `points` (negative: left),
            /// in one replayed drag, and returns how far its knob can go (its reach).
            @discardableResult
            func pull(_ id: String, by points: Double) throws -> Double {
                let f = try frame(id)
                try replay(["{\"drag\": {\"from\": {\"x\": \(f.midX), \"y\": \(f.midY)}, \"to\": {\"x\": \(f.midX + points), \"y\": \(f.midY)}, \"duration\": 0.3}}"])
                return (f.width - SpringLoadedSlider.knob) / 2
            }
        }

        @Test func gridOptions() throws {
            let d = try Driver()
            try d.pick("grid-alignment", steps: 1)
            #expect(d.state.grid.alignment == .topLeading)
            try d.pick("grid-alignment", steps: 9)
            #expect(d.state.grid.alignment == .leadingFirstTextBaseline, "the baselines follow the nine")
            try d.click("show-properties")
            #expect(!d.state.grid.showCellProperties)
            try d.drag("h-spacing", from: 0.1, to: 1)
            #expect(d.state.grid.horizontalSpacing > 45, "got \(d.state.grid.horizontalSpacing)")
            try d.drag("v-spacing", from: 0.1, to: 0.5)
            #expect(abs(d.state.grid.verticalSpacing - 25) < 3, "got \(d.state.grid.verticalSpacing)")
            try d.drag("padding", from: 0.2, to: 0)
            #expect(d.state.grid.padding < 2)
            let spacing = TrainerNumber.oneDecimal(d.state.grid.horizontalSpacing)
            #expect(d.session.trainer.code.text.hasPrefix("Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: \(spacing)"), "the code follows")
        }

        @Test func cellSelectionAndCellOptions() throws {
            let d = try Driver()
            let first = d.state.rows[0].cells[0].id
            try d.click(TrainerGridView.layoutID(first))
            #expect(d.state.selection == [first])
            try d.pick("row-alignment", steps: 1)
            #expect(d.state.rows[0].alignment == .top)
            try d.pick("column-alignment", steps: 3)
            #expect(d.state.rows[0].cells[0].columnAlignment == .trailing)
            try d.pick("cell-anchor", steps: 9)
            #expect(d.state.rows[0].cells[0].anchor == .bottomTrailing)
            try d.pick("cell-span", steps: 2)
            #expect(d.state.rows[0].cells[0].span == 3)
            try d.pick("unsized", steps: 3)
            #expect(d.state.rows[0].cells[0].unsized == .both)
            // Width and Height are spring-loaded: a pull changes the value from where it was.
            let reach = try d.pull("width", by: 20)
            let expected = SpringLoadedSlider.value(start: 80, pull: 20, reach: reach, range: TrainerLimits.cellSize)
            #expect(abs(d.state.rows[0].cells[0].width - expected) < 1e-9 && expected > 100, "got \(d.state.rows[0].cells[0].width)")
            try d.pull("height", by: -reach - 40)
            #expect(d.state.rows[0].cells[0].height == 10, "clamped at the range's lower end")
            try d.pick("frame", steps: 1)
            #expect(d.state.rows[0].cells[0].frame == .flexibleWidth)
            let width = d.state.rows[0].cells[0].width
            try d.pull("width", by: 30)
            #expect(d.state.rows[0].cells[0].width == width, "the width slider is disabled for a flexible width")
            try d.pull("height", by: 10)
            #expect(d.state.rows[0].cells[0].height > 10, "the height slider stays enabled")
            // A second cell with other values: the inspector marks them mixed.
            let other = d.state.rows[0].cells[1].id
            try d.click(TrainerGridView.layoutID(other))
            #expect(d.state.selection == [other], "a plain click selects one cell")
            #expect(!d.session.displayList().description.contains("Width ⚠"), "one cell: nothing mixed")
            try d.click(TrainerGridView.layoutID(first), modifiers: ["shift"])
            #expect(d.state.selection == [first, other], "Shift-click extends")
            #expect(d.session.displayList().description.contains("Width ⚠"), "the inspector marks the differing widths mixed")
            try d.click(TrainerGridView.layoutID(d.state.rows[1].cells[0].id), modifiers: ["ctrl"])
            #expect(d.state.selection.count == 3, "Ctrl-click extends")
            try d.click(TrainerGridView.layoutID(d.state.rows[1].cells[0].id), modifiers: ["cmd"])
            #expect(d.state.selection == [first, other], "and Cmd-click (as Ctrl) takes a cell out again")
            #expect(d.state.selected(\.width).isMixed)
            try d.pull("height", by: 5)
            #expect(d.state.rows[0].cells[1].height == d.state.rows[0].cells[0].height, "a pull on a mixed slider sets every selected cell")
        }

        @Test func contextMenuByKey() throws {
            let d = try Driver()
            let cell = d.state.rows[1].cells[2].id
            try d.click(TrainerGridView.layoutID(cell))
            try d.keys(["M"])
            #expect(d.session.trainer.menuCell == cell)
            try d.click("menu-addLastColumn")
            #expect(d.state.rows.allSatisfy { $0.cells.count == 7 })
            #expect(d.session.trainer.menuCell == nil, "choosing closes the menu")
            try d.keys(["M"])
            try d.click("menu-removeRow")
            #expect(d.state.rows.count == 2)
            try d.keys(["M"])
            try d.keys(["Escape"])
            #expect(d.session.trainer.menuCell == nil)
        }

        @Test func codePanelControls() throws {
            let d = try Driver()
            try d.drag("code-opacity", from: 1, to: 0)
            #expect(d.state.view.codeOpacity < 0.05)
            try d.drag("grid-opacity", from: 1, to: 0.5)
            #expect(abs(d.state.view.gridOpacity - 0.5) < 0.05)
            try d.click("copy")
            #expect(d.session.host.clipboard.readText() == d.session.trainer.code.text)
            #expect(d.session.trainerMessage?.hasPrefix("copied") == true)
            try d.keys(["C"])
            #expect(d.session.host.clipboard.readText() == SwiftUICodeGenerator.code(for: d.state).text)
        }

        @Test func trackModeControls() throws {
            let d = try Driver()
            try d.segment("mode", 1, of: 2)
            #expect(d.state.mode == .track)
            #expect(d.session.trainer.code.text.hasPrefix("TrackGrid(tracks: [.fit"), "the panel shows exyte's code")
            try d.pick("track-kind", steps: -3)  // fit -> pt
            #expect(d.state.track.tracks[0] == .pt(80))
            try d.drag("track-amount", from: 0.1, to: 0.5)
            if case .pt(let v) = d.state.track.tracks[0] { #expect(abs(v - 400) < 30, "got \(v)") } else { Issue.record("not .pt") }
            try d.click("track-add")
            #expect(d.state.track.tracks.count == 7)
            try d.click(Point(x: try d.frame("track-index").maxX - 8, y: try d.frame("track-index").midY))
            #expect(d.session.trainer.trackIndex == 2, "the stepper goes to the next track")
            try d.pick("track-kind", steps: -1)  // fit -> fr
            #expect(d.state.track.tracks[2] == .fr(1))
            try d.click("track-remove")
            #expect(d.state.track.tracks.count == 6)
            try d.segment("flow", 1, of: 2); #expect(d.state.track.flow == .columns)
            try d.segment("packing", 1, of: 2); #expect(d.state.track.packing == .dense)
            try d.segment("content-mode", 1, of: 2); #expect(d.state.track.contentMode == .scroll)
            try d.drag("track-h-spacing", from: 0.1, to: 0.4)
            #expect(abs(d.state.track.horizontalSpacing - 20) < 3)
            try d.drag("track-v-spacing", from: 0.1, to: 0)
            #expect(d.state.track.verticalSpacing < 1)
            try d.pick("common-alignment", steps: -4)
            #expect(d.state.track.commonItemsAlignment == .topLeading)
            try d.pick("content-alignment", steps: 8)
            #expect(d.state.track.contentAlignment == .bottomTrailing)
            try d.segment("code-language", 1, of: 2)
            #expect(d.session.trainer.code.text.contains("display: grid;"), "on the toggle the panel shows CSS")
            // Items.
            let cell = d.state.rows[0].cells[1].id
            try d.click(TrainerGridView.layoutID(cell))
            #expect(d.state.selection == [cell])
            try d.click(Point(x: try d.frame("row-span").maxX - 8, y: try d.frame("row-span").midY))
            #expect(d.state.rows[0].cells[1].item.rowSpan == 2)
            try d.pick("start-row", steps: 1)
            #expect(d.state.rows[0].cells[1].item.startRow == 0)
            try d.pick("item-alignment", steps: 1)
            #expect(d.state.rows[0].cells[1].item.alignment == .topLeading)
        }
    }
}
