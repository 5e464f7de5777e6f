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
}
