import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// `lineNames` and the `gridLines` modifier of the `trackGrid` kind (CSS Grid 2 §8.3): items
/// placed by named lines and `span name`, and one clear error per bad value.
struct TrackGridLineSpecTests {
    func spec(_ root: String) throws -> LayoutSpec {
        let json = #"{"proposal": {"width": 300, "height": null}, "root": "# + root + "}"
        return try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
    }

    func error(_ root: String) -> String {
        do { _ = try spec(root); return "no error" } catch { return "\(error)" }
    }

    /// Columns `[a] 10 [b] 10 [a] 10 [b]`: `a / span b` is lines 1..2, `span a / b 2` ends
    /// at the second `b` (line 4) and starts at the `a` before it (line 3).
    @Test func itemsPlacedByNamesAndNamedSpans() throws {
        func cell(_ id: String, _ column: String) -> String {
            #"{"kind": "color", "id": "\#(id)", "modifiers": [{"frame": {"height": 10}}, {"gridLines": {"column": "\#(column)", "row": "1"}}]}"#
        }
        let content = [cell("x", "a / span b"), cell("y", "span a / b 2"), cell("z", "1 / span a 2")].joined(separator: ", ")
        let s = try spec(#"{"kind": "trackGrid", "tracks": [{"pt": 10}, {"pt": 10}, {"pt": 10}], "spacing": 0, "commonItemsAlignment": "topLeading", "lineNames": [["a"], ["b"], ["a"], ["b"]], "content": [\#(content)]}"#)
        let r = s.run()
        #expect(r.frame("x") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.frame("y") == Rect(x: 20, y: 0, width: 10, height: 10))
        // The second `a` after line 1 does not exist: the first implicit line counts (line 5).
        #expect(r.frame("z")?.minX == 0)
        #expect((r.frame("z")?.width ?? 0) >= 30)
    }

    @Test(arguments: [
        (#"{"kind": "trackGrid", "tracks": 2, "lineNames": [["a"], [], [], ["b"]]}"#,
         "$.root.lineNames: lineNames has 4 entries for 2 tracks"),
        (#"{"kind": "trackGrid", "tracks": 2, "lineNames": [["span"]]}"#, #"$.root.lineNames[0][0]: "span" is not a line name"#),
        (#"{"kind": "trackGrid", "tracks": 2, "lineNames": [["2a"]]}"#, #"$.root.lineNames[0][0]: "2a" is not a line name"#),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridLines": {"column": "0"}}]}]}"#,
         #"$.root.content[0].modifiers[0].gridLines.column: "0": line 0 does not exist"#),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridLines": {"row": "span 0 a"}}]}]}"#,
         #"$.root.content[0].modifiers[0].gridLines.row: "span 0 a": span 0 must be at least 1"#),
        (#"{"kind": "trackGrid", "tracks": 2, "content": [{"kind": "color", "modifiers": [{"gridLines": {"col": "1"}}]}]}"#,
         #"$.root.content[0].modifiers[0].gridLines.col: unknown field "col""#),
    ])
    func badInputNamesThePath(_ root: String, _ expected: String) {
        let message = error(root)
        #expect(message.hasPrefix(expected), "\(message)")
    }
}

/// `writingMode` of the `trackGrid` kind (CSS Writing Modes 4 §3.1): vertical grids and one
/// clear error for other values.
struct TrackGridWritingModeSpecTests {
    func spec(_ root: String) throws -> LayoutSpec {
        let json = #"{"proposal": {"width": null, "height": null}, "root": "# + root + "}"
        return try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
    }

    /// Two 10pt tracks (columns, the inline axis) with `vertical-rl`: they run down the screen;
    /// the second item flows into the next column, below the first; the first row is at the right.
    @Test func verticalTracksRunDownTheScreen() throws {
        func cell(_ id: String) -> String { #"{"kind": "color", "id": "\#(id)", "modifiers": [{"frame": {"width": 20, "height": 10}}]}"# }
        let s = try spec(#"{"kind": "trackGrid", "writingMode": "vertical-rl", "tracks": [{"pt": 10}, {"pt": 10}], "spacing": 0, "commonItemsAlignment": "topLeading", "contentMode": "scroll", "content": [\#(cell("a")), \#(cell("b")), \#(cell("c"))]}"#)
        let r = s.run()
        #expect(r.frame("a") == Rect(x: 20, y: 0, width: 20, height: 10))
        #expect(r.frame("b") == Rect(x: 20, y: 10, width: 20, height: 10))
        #expect(r.frame("c") == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func unknownWritingModeIsOneClearError() {
        do {
            _ = try spec(#"{"kind": "trackGrid", "tracks": 2, "writingMode": "sideways-rl"}"#)
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix(#"$.root.writingMode: unknown value "sideways-rl" (horizontal-tb, vertical-lr, vertical-rl)"#), "\(error)")
        }
    }
}
