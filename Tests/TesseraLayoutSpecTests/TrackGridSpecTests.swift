import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// The `trackGrid` kind's bad input: each error names the JSON path of the offending value.
struct TrackGridSpecTests {
    func error(_ root: String) -> String {
        let json = #"{"proposal": {"width": 300, "height": null}, "root": "# + root + "}"
        do {
            _ = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
            return "no error"
        } catch let e as SpecError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (#"{"kind": "trackGrid", "content": []}"#, #"$.root: missing field "tracks""#),
        (#"{"kind": "trackGrid", "tracks": 0}"#, "$.root.tracks: a track grid needs at least 1 track"),
        (#"{"kind": "trackGrid", "tracks": []}"#, "$.root.tracks: a track list needs at least 1 track"),
        (#"{"kind": "trackGrid", "tracks": [{"pt": 10}, "wide"]}"#, #"$.root.tracks[1]: unknown track "wide""#),
        (#"{"kind": "trackGrid", "tracks": [{"pt": -1}]}"#, "$.root.tracks[0].pt: must not be negative"),
        (#"{"kind": "trackGrid", "tracks": [{"minmax": [10]}]}"#, "$.root.tracks[0].minmax: minmax takes [MIN, MAX]"),
        (#"{"kind": "trackGrid", "tracks": [{"minmax": [{"fr": 1}, 10]}]}"#, "$.root.tracks[0].minmax[0]: expected a string"),
        (#"{"kind": "trackGrid", "tracks": 2, "flow": "diagonal"}"#, #"$.root.flow: unknown value "diagonal" (rows, columns)"#),
        (#"{"kind": "trackGrid", "tracks": 2, "packing": 1}"#, "$.root.packing: expected a string"),
        (#"{"kind": "trackGrid", "tracks": 2, "spacing": [1, 2, 3]}"#, "$.root.spacing: spacing is a number or [horizontal, vertical]"),
        (#"{"kind": "trackGrid", "tracks": 2, "gap": 3}"#, #"$.root.gap: unknown trackGrid field "gap""#),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridSpan": {"column": 0}}]}]}"#,
         "$.root.content[0].modifiers[0].gridSpan.column: a span is at least 1 track"),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridStart": {"row": -1}}]}]}"#,
         "$.root.content[0].modifiers[0].gridStart.row: a start is a 0-based track index"),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridStart": {"col": 1}}]}]}"#,
         #"$.root.content[0].modifiers[0].gridStart.col: unknown field "col""#),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridItemAlignment": "middle"}]}]}"#,
         #"$.root.content[0].modifiers[0].gridItemAlignment: unknown alignment "middle""#),
    ])
    func badInputNamesThePath(_ root: String, _ expected: String) {
        let message = error(root)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func absurdSpanIsClampedWithAWarning() throws {
        let json = #"{"proposal": {"width": 300, "height": null}, "root": {"kind": "trackGrid", "tracks": 2, "contentMode": "scroll", "content": [{"kind": "color", "id": "c", "modifiers": [{"gridSpan": {"column": 5000}}]}]}}"#
        let spec = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
        #expect(spec.warnings.contains { $0.hasPrefix("$.root.content[0].modifiers[0].gridSpan.column: span 5000 clamped") })
        _ = spec.run()
    }

    /// `gridOrder` is CSS `order` (§4.4): items are auto-placed by ascending order, then in
    /// source order; values past the 32-bit range clamp with a warning (as Chromium's `int`).
    @Test func gridOrderReordersAutoPlacement() throws {
        func cell(_ id: String, _ order: String?) -> String {
            let o = order.map { #", {"gridOrder": \#($0)}"# } ?? ""
            return #"{"kind": "color", "id": "\#(id)", "modifiers": [{"frame": {"width": 10, "height": 10}}\#(o)]}"#
        }
        let content = [cell("a", "3000000000"), cell("b", nil), cell("c", "-1"), cell("d", "2147483647")].joined(separator: ", ")
        let json = #"{"proposal": {"width": 300, "height": null}, "root": {"kind": "trackGrid", "tracks": [{"pt": 10}, {"pt": 10}, {"pt": 10}], "spacing": 0, "commonItemsAlignment": "topLeading", "content": [\#(content)]}}"#
        let spec = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
        #expect(spec.warnings.contains { $0.hasPrefix("$.root.content[0].modifiers[1].gridOrder: order 3000000000 clamped to 2147483647") })
        let r = spec.run()
        #expect(r.frame("c")?.origin == Point(x: 0, y: 0))
        #expect(r.frame("b")?.origin == Point(x: 10, y: 0))
        #expect(r.frame("a")?.origin == Point(x: 20, y: 0))   // clamped: ties with d, first in source
        #expect(r.frame("d")?.origin == Point(x: 0, y: 10))
        #expect(error(#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridOrder": 1.5}]}]}"#)
            .hasPrefix("$.root.content[0].modifiers[0].gridOrder: expected a whole number"))
    }
}
