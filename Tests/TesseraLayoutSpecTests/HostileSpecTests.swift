import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// Hostile and degenerate specs: each is refused with one message naming the JSON path, or
/// laid out with finite frames; none crashes, hangs or prints NaN (ARCHITECTURE.md, "Limits
/// and clamps").
@Suite struct HostileSpecTests {
    func spec(_ text: String, maximumViews: Int = LayoutSpec.maximumViews) throws -> LayoutSpec {
        try LayoutSpec(data: Data(text.utf8), textMeasurer: MonospaceTextMeasurer(), maximumViews: maximumViews)
    }
    func error(_ text: String, maximumViews: Int = LayoutSpec.maximumViews) -> String? {
        do { _ = try spec(text, maximumViews: maximumViews); return nil } catch { return "\(error)" }
    }

    /// Every frame and the size are finite: no NaN can reach the output JSON.
    func expectFinite(_ r: LayoutResult, _ comment: Comment? = nil) {
        #expect(r.size.width.isFinite && r.size.height.isFinite, comment)
        for f in r.frames {
            let finite = f.rect.minX.isFinite && f.rect.minY.isFinite && f.rect.width.isFinite && f.rect.height.isFinite
            #expect(finite, "\(f.id): \(f.rect)")
        }
        #expect(!r.json().lowercased().contains("nan"))
    }

    /// An infinite proposal reaching a stack, ZStack or grid with a flexible child printed -nan:
    /// the root takes its ideal size on that axis instead (LayoutLimits rule 1).
    @Test(arguments: ["hstack", "vstack", "zstack", "grid"])
    func infiniteProposalGivesFiniteFrames(_ kind: String) throws {
        let text = #"{"proposal": {"width": "infinity", "height": "infinity"}, "root": {"kind": "\#(kind)", "id": "c", "content": [{"kind": "rectangle", "id": "r"}, {"kind": "text", "text": "hi", "id": "t"}]}}"#
        let r = try spec(text).run()
        expectFinite(r)
        // The flexible rectangle takes its ideal size (SwiftUI's 10 x 10) or, in a ZStack or
        // grid, the container's width that its text sets; never more than the container.
        let rect = try #require(r.frame("r")), container = try #require(r.frame("c"))
        #expect(rect.width >= 10 && rect.width <= container.width)
    }

    @Test func hugeFiniteValuesAreRefusedOrClamped() throws {
        #expect(error(#"{"root": {"kind": "hstack", "spacing": 1e308, "content": [{"kind": "color"}, {"kind": "color"}]}}"#)?
            .contains("$.root.spacing: a length must be at most") == true)
        let tracks = #"{"proposal": {"width": 100, "height": 100}, "root": {"kind": "trackGrid", "tracks": [{"pt": 1e7}, {"pt": 1e7}], "content": [{"kind": "color", "id": "a"}, {"kind": "color", "id": "b"}]}}"#
        expectFinite(try spec(tracks).run())
    }

    @Test func placedFramesAreClampedWhateverTheArithmetic() {
        let node = LayoutNode(leaf: FlexibleLeaf())
        node.place(in: Rect(x: .nan, y: -.infinity, width: .infinity, height: 1e308), proposal: .unspecified)
        #expect(node.frame == Rect(x: 0, y: -LayoutLimits.maximumLength, width: LayoutLimits.maximumLength, height: LayoutLimits.maximumLength))
    }

    @Test(arguments: [
        (#"{"root": {"kind": "color",}}"#, "trailing commas are not allowed"),
        (#"{"root": {"kind": "hstack", "content": [{"kind": "color"},]}}"#, "$.root.content: malformed JSON: a value must follow the comma"),
        (#"{"root": {"kind": "color", "kind": "text"}}"#, "$.root: duplicate key \"kind\""),
        (#"{"root": {"kind": "color", "colour": "red"}}"#, "$.root.colour: unknown color field \"colour\""),
        (#"{"root": {"kind": "grid", "rows": 3}}"#, "$.root.rows: unknown grid field \"rows\""),
        (#"{"root": {"kind": "text", "text": "x", "fontSize": 3e9}}"#, "$.root.fontSize: a font size must be above 0 and at most 1000"),
        (#"{"root": {"kind": "color"}} x"#, "after the document"),
        (#"{"root": {"kind": "color", "modifiers": [{"offset": {"x": 1, "z": 2}}]}}"#, "$.root.modifiers[0].offset.z: unknown offset field"),
        (#"{"root": {"kind": "color", "modifiers": [{"gridCellColumns": 1e19}]}}"#, "expected a whole number"),
    ])
    func strictReading(_ text: String, _ message: String) {
        let e = error(text)
        #expect(e?.contains(message) == true, "\(e ?? "accepted")")
    }

    @Test func deepJSONIsNestedTooDeeplyWithItsPath() {
        let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let e = error(#"{"root": \#(text)}"#)
        #expect(e?.contains("nested too deeply") == true, "\(e ?? "")")
        #expect(e?.hasPrefix("$.root[0][0]") == true)
    }

    /// 18,000 chained modifiers recursed the stack away in layout.
    @Test func chainedModifiersAreLimitedInDepth() {
        let mods = Array(repeating: #"{"padding": 1}"#, count: 18_000).joined(separator: ",")
        let e = error(#"{"root": {"kind": "color", "modifiers": [\#(mods)]}}"#)
        #expect(e?.contains("nested more than \(SpecBuilder.maximumDepth) deep") == true, "\(e ?? "")")
    }

    @Test func modifiersCountTowardTheViewLimit() {
        let mods = Array(repeating: #"{"padding": 1}"#, count: 60).joined(separator: ",")
        let cells = Array(repeating: #"{"kind": "color", "modifiers": [\#(mods)]}"#, count: 3).joined(separator: ",")
        let e = error(#"{"root": {"kind": "vstack", "content": [\#(cells)]}}"#, maximumViews: 100)
        #expect(e?.contains("more than 100 views and modifiers") == true, "\(e ?? "")")
    }

    /// The value count is checked while reading: a huge list is refused before it is built.
    @Test func valueCountIsCheckedWhileReading() {
        let cells = Array(repeating: #"{"kind":"color"}"#, count: 5000).joined(separator: ",")
        let e = error(#"{"root": {"kind": "vstack", "content": [\#(cells)]}}"#, maximumViews: 100)
        #expect(e?.contains("holds more than") == true, "\(e ?? "")")
    }

    @Test func strictReaderKeepsValidJSON() throws {
        let v = try JSONReader.parse(Data(#" {"a": [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n"], "b": {}} "#.utf8))
        #expect(v == .object(["a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("xé😀\n")]), "b": .object([:])]))
        for bad in ["01", "1.", "-", "NaN", "[1 2]", "{\"a\" 1}", "\"\\x\"", "\"\u{01}\"", "1e999", "// c\n1"] {
            #expect(throws: SpecError.self, "\(bad)") { try JSONReader.parse(Data(bad.utf8)) }
        }
    }
}

/// Totals across a spec (issue 34): text bytes in all (a 60 MB spec of text took 7.4 GB), and a
/// lazy grid's columns in all (`.adaptive(minimum: 1)` in 10^9 points asked for 10^9 columns).
@Suite struct HostileSpecTotalsTests {
    func spec(_ text: String) throws -> LayoutSpec { try LayoutSpec(data: Data(text.utf8), textMeasurer: MonospaceTextMeasurer()) }

    @Test func textIsLimitedInAll() {
        let chunk = String(repeating: "x", count: 500_000)
        let texts = (0..<5).map { _ in #"{"kind": "text", "text": "\#(chunk)"}"# }.joined(separator: ",")
        do {
            _ = try spec(#"{"proposal": {"width": 100, "height": 100}, "root": {"kind": "vstack", "content": [\#(texts)]}}"#)
            Issue.record("accepted 2.5 MB of text")
        } catch {
            #expect("\(error)".contains("$.root.content[4].text") && "\(error)".contains("MB of text"), "\(error)")
        }
    }

    @Test func lazyGridColumnsAreLimitedInAll() throws {
        let text = #"{"proposal": {"width": 1e9, "height": 100}, "root": {"kind": "lazyVGrid", "id": "g", "columns": [{"adaptive": {"minimum": 1}}], "content": [{"kind": "color", "id": "c"}]}}"#
        let start = Date()
        let r = try spec(text).run()
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(r.frame("c") != nil)
    }
}
