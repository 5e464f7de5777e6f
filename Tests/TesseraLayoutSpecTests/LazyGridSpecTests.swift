import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// The `lazyVGrid` / `lazyHGrid` / `scrollView` kinds' bad input: each error names the JSON
/// path of the offending value; clamped values give a warning naming it.
struct LazyGridSpecTests {
    func parse(_ root: String) -> (error: String?, warnings: [String]) {
        let json = #"{"proposal": {"width": 300, "height": null}, "root": "# + root + "}"
        do {
            let spec = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
            _ = spec.run()
            return (nil, spec.warnings)
        } catch let e as SpecError {
            return (e.description, [])
        } catch {
            return ("\(error)", [])
        }
    }

    @Test(arguments: [
        (#"{"kind": "lazyVGrid"}"#, #"$.root: missing field "columns""#),
        (#"{"kind": "lazyHGrid", "columns": []}"#, #"$.root.columns: unknown lazyHGrid field "columns""#),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": -3}]}"#, "$.root.columns[0].fixed: must not be negative"),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": "wide"}]}"#, "$.root.columns[0].fixed: expected a number"),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": 3, "flexible": {}}]}"#, "$.root.columns[0]: a grid item has exactly one size"),
        (#"{"kind": "lazyVGrid", "columns": [{}]}"#, "$.root.columns[0]: a grid item has exactly one size"),
        (#"{"kind": "lazyVGrid", "columns": [{"flexible": {"maximum": "lots"}}]}"#, #"$.root.columns[0].flexible.maximum: expected a number or "infinity""#),
        (#"{"kind": "lazyVGrid", "columns": [{"flexible": {"minimum": -1}}]}"#, "$.root.columns[0].flexible.minimum: must not be negative"),
        (#"{"kind": "lazyVGrid", "columns": [{"flexible": {"min": 1}}]}"#, #"$.root.columns[0].flexible.min: unknown flexible bound"#),
        (#"{"kind": "lazyVGrid", "columns": [{"adaptive": {}}]}"#, "$.root.columns[0].adaptive: an adaptive item needs a minimum"),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": 3, "spacing": "x"}]}"#, "$.root.columns[0].spacing: expected a number"),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": 3, "alignment": "middle"}]}"#, #"$.root.columns[0].alignment: unknown alignment "middle""#),
        (#"{"kind": "lazyVGrid", "columns": [{"fixed": 3, "width": 3}]}"#, #"$.root.columns[0].width: unknown grid item field"#),
        (#"{"kind": "lazyVGrid", "columns": [], "alignment": "top"}"#, #"$.root.alignment: unknown horizontal alignment "top""#),
        (#"{"kind": "lazyVGrid", "columns": {"fixed": 3}}"#, "$.root.columns: expected a list"),
        (#"{"kind": "scrollView", "axes": "diagonal"}"#, #"$.root.axes: unknown axes "diagonal""#),
        (#"{"kind": "scrollView", "content": [{"kind": "color"}]}"#, "$.root.content: a scrollView's content is one view"),
        (#"{"kind": "scrollView", "content": {"kind": "blob"}}"#, #"$.root.content.kind: unknown kind "blob""#),
        (#"{"kind": "scrollView", "offset": 3}"#, #"$.root.offset: unknown scrollView field"#),
    ])
    func rejected(_ root: String, _ message: String) {
        let error = parse(root).error ?? "no error"
        #expect(error.hasPrefix(message), "\(error)")
        #expect(!error.contains("\n"))
    }

    @Test func clampsWarnNamingThePath() {
        let r = parse(#"{"kind": "lazyVGrid", "spacing": -2, "columns": [{"adaptive": {"minimum": 0}}, {"flexible": {"minimum": 9, "maximum": 4}}]}"#)
        #expect(r.error == nil)
        #expect(r.warnings.contains { $0.hasPrefix("$.root.spacing: negative spacing") })
        #expect(r.warnings.contains { $0.hasPrefix("$.root.columns[0].adaptive.minimum: an adaptive minimum of 0.0") })
        #expect(r.warnings.contains { $0.hasPrefix("$.root.columns[1].flexible: minimum 9.0 above maximum 4.0") })
    }

    @Test func scrollViewOverInfiniteContentShowsNothing() throws {
        let json = #"{"proposal": {"width": 300, "height": 200}, "root": {"kind": "scrollView", "id": "s", "content": {"kind": "color", "id": "c", "modifiers": [{"frame": {"minHeight": 0, "maxHeight": "infinity"}}]}}}"#
        let spec = try LayoutSpec(data: Data(json.utf8), textMeasurer: MonospaceTextMeasurer())
        let r = spec.run()
        #expect(r.size == Size(width: 300, height: 200))
        let c = try #require(r.frame("c"))
        #expect(c.height.isFinite && c.width.isFinite)
    }
}
