import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import TesseraLayout
import TesseraLayoutSpec

/// Collects what a command prints.
final class Capture: @unchecked Sendable {
    var out: [String] = []
    var err: [String] = []
    let lock = NSLock()
    var output: CommandOutput {
        CommandOutput(out: { s in self.lock.withLock { self.out.append(s) } }, err: { s in self.lock.withLock { self.err.append(s) } })
    }
}

func writeTemp(_ text: String) -> String {
    let path = NSTemporaryDirectory() + "tessera-test-\(UUID().uuidString).json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

struct CommandLineTests {
    @Test func layoutPrintsFrames() {
        let path = writeTemp(#"{"proposal": {"width": 100, "height": null}, "root": {"kind": "rectangle", "id": "r", "modifiers": [{"frame": {"height": 20}}]}}"#)
        let c = Capture()
        #expect(TesseraCommand.run(["layout", path], output: c.output) == 0)
        let json = c.out.joined()
        #expect(json.contains(#"{"id": "r", "x": 0, "y": 0, "width": 100, "height": 20}"#))
        #expect(c.err.isEmpty)
    }

    @Test("bad specs give one line naming the JSON path, exit 2", arguments: [
        (#"{"root": "#, "$.root: malformed JSON: unexpected end of file"),
        (#"{"root": {"kind": "blob"}}"#, "$.root.kind: unknown kind \"blob\""),
        (#"{"root": {"kind": "grid", "content": [{"kind": "gridRow", "content": [{"kind": "color", "modifiers": [{"gridCellColumns": 0}]}]}]}}"#, "$.root.content[0].content[0].modifiers[0].gridCellColumns: a cell spans at least 1 column"),
        (#"{"root": {"kind": "color", "modifiers": [{"glow": 3}]}}"#, "$.root.modifiers[0].glow: unknown modifier"),
        (#"{"root": {"kind": "color", "modifiers": [{"frame": {"width": -5}}]}}"#, "$.root.modifiers[0].frame.width: a frame size must not be negative"),
        (#"{"root": {"kind": "color", "modifiers": [{"frame": {"width": "wide"}}]}}"#, "$.root.modifiers[0].frame.width: expected a number, found the string \"wide\""),
        (#"{"root": {"kind": "hstack", "spacing": true}}"#, "$.root.spacing: expected a number, found a boolean"),
        (#"{"proposal": {"width": -1}, "root": {"kind": "color"}}"#, "$.proposal.width: a proposal must not be negative"),
    ])
    func badSpec(_ text: String, _ message: String) {
        let c = Capture()
        #expect(TesseraCommand.run(["layout", writeTemp(text)], output: c.output) == 2)
        #expect(c.err.count == 1)
        #expect(c.err.first?.contains(message) == true, "\(c.err)")
        #expect(c.out.isEmpty)
    }

    @Test func hugeGridIsRefused() throws {
        let cells = String(repeating: #"{"kind":"color"},"#, count: 120).dropLast()
        let text = #"{"root": {"kind": "grid", "content": [{"kind": "gridRow", "content": [\#(cells)]}]}}"#
        #expect(throws: SpecError.self) { try LayoutSpec(data: Data(text.utf8), textMeasurer: MonospaceTextMeasurer(), maximumViews: 100) }
        do { _ = try LayoutSpec(data: Data(text.utf8), textMeasurer: MonospaceTextMeasurer(), maximumViews: 100) } catch {
            #expect("\(error)".contains("more than 100 views"))
        }
    }

    @Test func oddValuesAreClampedWithWarnings() {
        let text = #"{"root": {"kind": "grid", "id": "g", "horizontalSpacing": -4, "content": [{"kind": "gridRow", "content": [{"kind": "color", "modifiers": [{"gridCellColumns": 5000}]}]}]}}"#
        let c = Capture()
        #expect(TesseraCommand.run(["layout", writeTemp(text)], output: c.output) == 0)
        #expect(c.err.contains { $0.contains("negative spacing -4.0 clamped to 0") })
        #expect(c.err.contains { $0.contains("span 5000 clamped to 1000") })
    }

    @Test func usageErrors() {
        let c = Capture()
        #expect(TesseraCommand.run(["layout"], output: c.output) == 2)
        #expect(TesseraCommand.run(["layout", "/no/such/file.json"], output: c.output) == 2)
        #expect(TesseraCommand.run(["frobnicate"], output: c.output) == 2)
        #expect(TesseraCommand.run(["layout", writeTemp("{}"), "--size", "0x5"], output: c.output) == 2)
        #expect(c.err.count == 4)
    }
}
