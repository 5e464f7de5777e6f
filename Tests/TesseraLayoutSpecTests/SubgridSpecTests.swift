import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// The `trackGrid` kind's `subgrid` (CSS Grid 2 §9): bad values are refused with one message
/// naming the JSON path and what to write instead; odd but valid ones lay out finitely. The
/// layouts themselves are the hand-derived `Cases/trackgrid-subgrid-*.json`.
struct SubgridSpecTests {
    func spec(_ root: String, width: String = "300") throws -> LayoutSpec {
        let json = #"{"proposal": {"width": \#(width), "height": null}, "root": "# + root + "}"
        return try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
    }

    func error(_ root: String) -> String {
        do { _ = try spec(root); return "no error" } catch { return "\(error)" }
    }

    /// A parent of two 50pt columns around `child`.
    func parent(_ child: String) -> String {
        #"{"kind": "trackGrid", "tracks": [{"pt": 50}, {"pt": 50}], "contentMode": "scroll", "content": ["# + child + "]}"
    }

    @Test(arguments: [
        (#"{"kind": "trackGrid", "subgrid": "diagonal", "content": []}"#,
         #"$.root.content[0].subgrid: unknown subgrid "diagonal": use "columns", "rows" or "both""#),
        (#"{"kind": "trackGrid", "subgrid": ["columns"], "content": []}"#,
         #"$.root.content[0].subgrid: subgrid is a string: use "columns", "rows" or "both""#),
        (#"{"kind": "trackGrid", "subgrid": true, "content": []}"#,
         "$.root.content[0].subgrid: subgrid is a string"),
        (#"{"kind": "trackGrid", "subgrid": "columns", "tracks": 2, "content": []}"#,
         #"$.root.content[0].tracks: the tracks are the columns, a subgrid here (the parent's tracks): leave "tracks" out or write "tracks": "subgrid""#),
        (#"{"kind": "trackGrid", "subgrid": "both", "flow": "columns", "tracks": [{"pt": 5}], "content": []}"#,
         "$.root.content[0].tracks: the tracks are the rows, a subgrid here"),
        (#"{"kind": "trackGrid", "subgrid": "rows", "content": []}"#,
         #"$.root.content[0]: missing field "tracks""#),
        (#"{"kind": "trackGrid", "tracks": "subgird", "content": []}"#,
         "$.root.content[0].tracks: expected"),
        (#"{"kind": "trackGrid", "subgrids": "rows", "tracks": 1}"#,
         #"$.root.content[0].subgrids: unknown trackGrid field "subgrids""#),
    ])
    func badSubgridNamesTheFieldAndTheFix(_ child: String, _ expected: String) {
        let message = error(parent(child))
        #expect(message.hasPrefix(expected), "\(message)")
    }

    /// Every accepted form carries the axes (the layout value the parent finds it by).
    @Test(arguments: [
        (#""subgrid": "columns""#, GridSubgridAxes.columns), (#""subgrid": "rows", "tracks": 2"#, .rows),
        (#""subgrid": "both""#, .both), (#""tracks": "subgrid""#, .columns),
        (#""tracks": "subgrid", "flow": "columns""#, .rows), (#""tracks": "subgrid", "subgrid": "rows""#, .both),
        (#""tracks": 2"#, GridSubgridAxes()),
    ])
    func acceptedForms(_ fields: String, _ axes: GridSubgridAxes) throws {
        let s = try spec(#"{"kind": "trackGrid", "id": "g", \#(fields)}"#)
        let node = try #require(s.reported.first { $0.id == "g" }?.node)
        #expect(node.values[GridSubgridKey.self] == axes)
    }

    /// At the root (no parent grid) a subgridded axis is `none`: one implicit auto column,
    /// the items one under the other (10, gap 5, 10).
    @Test func rootSubgridIsNone() throws {
        let r = try spec(#"{"kind": "trackGrid", "subgrid": "both", "contentMode": "scroll", "content": [{"kind": "rectangle", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, {"kind": "rectangle", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}"#).run()
        #expect(r.frame("a") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(r.frame("b") == Rect(x: 0, y: 15, width: 10, height: 10))
    }

    /// The deepest nesting allowed (each subgrid the only item of the one around it, with an
    /// item that widens the outermost auto column): laid out quickly and finitely, the
    /// innermost item setting the outermost column (70), which every level shares. One level
    /// more is refused with the path of the subgrid too deep.
    func nested(_ depth: Int) -> String {
        var inner = #"{"kind": "rectangle", "id": "deep", "modifiers": [{"frame": {"width": 70, "height": 10}}]}"#
        for _ in 0..<depth {
            inner = #"{"kind": "trackGrid", "subgrid": "columns", "contentMode": "scroll", "content": ["# + inner + "]}"
        }
        return #"{"kind": "trackGrid", "id": "grid", "tracks": ["auto", {"pt": 20}], "spacing": 0, "contentMode": "scroll", "commonItemsAlignment": "topLeading", "content": [{"kind": "rectangle", "id": "top", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, {"kind": "rectangle", "id": "side", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, "# + inner + "]}"
    }

    @Test(.timeLimit(.minutes(1))) func deeplyNestedSubgridsStayFast() throws {
        let start = ContinuousClock.now
        let r = try spec(nested(SpecBuilder.maximumSubgridDepth), width: "null").run()
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(r.frame("side")?.minX == 70)
        let deep = try #require(r.frame("deep"))
        #expect(deep.minX == 0 && deep.minY == 10)
        #expect(!r.json().lowercased().contains("nan"))
        let path = "$.root.content[2]" + String(repeating: ".content[0]", count: SpecBuilder.maximumSubgridDepth)
        let e = error(nested(SpecBuilder.maximumSubgridDepth + 1))
        #expect(e.hasPrefix(path + ": subgrids are nested more than 16 deep"), "\(e)")
    }

    /// A frame between the parent and the nested grid makes it a grid of its own (its parent
    /// is then the frame, not a grid): its subgridded columns are `none`, one under the other.
    @Test func frameBreaksTheSubgrid() throws {
        let child = #"{"kind": "trackGrid", "subgrid": "columns", "contentMode": "scroll", "modifiers": [{"frame": {"width": 100}}, {"gridSpan": {"column": 2}}], "content": [{"kind": "rectangle", "id": "a", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, {"kind": "rectangle", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}"#
        let r = try spec(parent(child)).run()
        let a = try #require(r.frame("a")), b = try #require(r.frame("b"))
        #expect(a.minX == b.minX)
        #expect(b.minY - a.minY == 15)
    }
}
