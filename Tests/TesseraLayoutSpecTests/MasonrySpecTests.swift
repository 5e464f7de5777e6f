import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// The `masonry` / `lazyMasonry` kinds (DESIGN §3.8): frames of a waterfall, spans and pinned
/// lanes, and bad input named by its JSON path.
struct MasonrySpecTests {
    func run(_ root: String, width: Double = 300) throws -> LayoutSpecResultProbe {
        let json = #"{"proposal": {"width": "# + "\(width)" + #", "height": null}, "root": "# + root + "}"
        let spec = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
        return LayoutSpecResultProbe(result: spec.run(), warnings: spec.warnings)
    }

    func tile(_ id: String, _ height: Int, _ modifiers: String = "") -> String {
        #"{"kind": "color", "id": ""# + id + #"", "modifiers": [{"frame": {"height": "# + "\(height)" + "}}" + modifiers + "]}"
    }

    /// Three 96-point columns 6 apart (the columns' own spacing), tiles 6 apart down them: 40, 10, 20 high tiles fill them; the 4th goes under the
    /// shortest (the 10), the 5th spans two columns under the taller of the two it covers.
    @Test(arguments: ["masonry", "lazyMasonry"])
    func waterfallFrames(_ kind: String) throws {
        let root = #"{"kind": ""# + kind + #"", "id": "m", "spacing": 6, "lanes": [{"flexible": {}, "spacing": 6}, {"flexible": {}, "spacing": 6}, {"flexible": {}}], "content": ["#
            + [tile("a", 40), tile("b", 10), tile("c", 20), tile("d", 5), tile("e", 8, #", {"masonrySpan": 2}"#)].joined(separator: ", ") + "]}"
        let r = try run(root)
        #expect(r.result.frame("a") == Rect(x: 0, y: 0, width: 96, height: 40))
        #expect(r.result.frame("b") == Rect(x: 102, y: 0, width: 96, height: 10))
        #expect(r.result.frame("c") == Rect(x: 204, y: 0, width: 96, height: 20))
        #expect(r.result.frame("d") == Rect(x: 102, y: 16, width: 96, height: 5))
        // Starts 0 (max 46, 27) and 1 (max 27, 26): the second wins at 27.
        #expect(r.result.frame("e") == Rect(x: 102, y: 27, width: 198, height: 8))
        #expect(r.result.frame("m")?.height == 40)
    }

    @Test func pinnedLaneAndInfiniteTolerance() throws {
        let root = #"{"kind": "masonry", "tolerance": "infinity", "spacing": 0, "lanes": [{"fixed": 50}, {"fixed": 50}], "content": ["#
            + [tile("a", 100), tile("b", 10, #", {"masonrySpan": {"lane": 1}}"#), tile("c", 10), tile("d", 10)].joined(separator: ", ") + "]}"
        let r = try run(root)
        #expect(r.result.frame("b")?.minX == 58)          // pinned to lane 1
        // Strict order: every lane ties, so each automatic tile takes the lane after the
        // previous automatic one (the pinned tile leaves that cursor alone).
        #expect(r.result.frame("c")?.minX == 58)
        #expect(r.result.frame("c")?.minY == 10)
        #expect(r.result.frame("d")?.minX == 0)
        #expect(r.result.frame("d")?.minY == 100)
    }

    @Test(arguments: [
        (#"{"kind": "masonry"}"#, #"$.root: missing field "lanes""#),
        (#"{"kind": "masonry", "lanes": [], "axis": "diagonal"}"#, #"$.root.axis: unknown axis "diagonal""#),
        (#"{"kind": "masonry", "lanes": [], "tolerance": -1}"#, "$.root.tolerance: a tolerance is not negative"),
        (#"{"kind": "lazyMasonry", "lanes": [], "columns": []}"#, #"$.root.columns: unknown lazyMasonry field"#),
        (#"{"kind": "masonry", "lanes": [{"fixed": -2}]}"#, "$.root.lanes[0].fixed: must not be negative"),
        (#"{"kind": "masonry", "lanes": [], "content": [{"kind": "color", "modifiers": [{"masonrySpan": 0}]}]}"#,
         "$.root.content[0].modifiers[0].masonrySpan: a view spans at least 1 lane"),
        (#"{"kind": "masonry", "lanes": [], "content": [{"kind": "color", "modifiers": [{"masonrySpan": {"lane": -1}}]}]}"#,
         "$.root.content[0].modifiers[0].masonrySpan.lane: lanes count from 0"),
    ])
    func rejected(_ root: String, _ message: String) {
        do {
            _ = try run(root)
            Issue.record("accepted \(root)")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix(message), "\(text)")
            #expect(!text.contains("\n"))
        }
    }

    /// A million lanes and a million-lane span: clamped, finite frames, no crash.
    @Test func millionLanesAreClamped() throws {
        let root = #"{"kind": "masonry", "lanes": [{"adaptive": {"minimum": 1}}], "content": ["#
            + tile("a", 10, #", {"masonrySpan": 1000000}"#) + ", " + tile("b", 10) + "]}"
        let r = try run(root, width: 1_000_000)
        let a = try #require(r.result.frame("a"))
        #expect(a.width.isFinite && a.width < 1_000_000.001)   // 10,000 lanes across the width
        #expect(r.result.frame("b")?.minY == 18)
    }
}

/// A spec's result with the builder's warnings.
struct LayoutSpecResultProbe {
    var result: LayoutResult
    var warnings: [String]
}
