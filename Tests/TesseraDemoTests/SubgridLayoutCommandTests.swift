import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine

/// `tessera layout` on a spec with a subgrid (CSS Grid 2 §9): the hand-derived case
/// `trackgrid-subgrid-columns.json` of the layout spec tests goes through the command line and
/// its printed frames are read back and compared with the case's expectations.
struct SubgridLayoutCommandTests {
    struct Case: Decodable {
        struct Frame: Decodable, Equatable { var id: String; var x, y, width, height: Double }
        struct Expected: Decodable { var frames: [Frame] }
        var expected: Expected
    }
    struct Output: Decodable { var frames: [Case.Frame] }

    static let caseFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TesseraLayoutSpecTests/Cases/trackgrid-subgrid-columns.json").standardized

    @Test func subgridSpecRoundTripsThroughTheCommand() throws {
        let data = try Data(contentsOf: Self.caseFile)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let spec = try JSONSerialization.data(withJSONObject: try #require(object["spec"]))
        let c = Capture()
        #expect(TesseraCommand.run(["layout", writeTemp(String(decoding: spec, as: UTF8.self))], output: c.output) == 0)
        #expect(c.err.isEmpty)
        let printed = try JSONDecoder().decode(Output.self, from: Data(c.out.joined().utf8))
        let expected = try JSONDecoder().decode(Case.self, from: data).expected.frames
        #expect(printed.frames == expected)
    }

    @Test func badSubgridExitsWithOneLine() {
        let text = #"{"root": {"kind": "trackGrid", "tracks": 2, "content": [{"kind": "trackGrid", "subgrid": "sideways"}]}}"#
        let c = Capture()
        #expect(TesseraCommand.run(["layout", writeTemp(text)], output: c.output) == 2)
        #expect(c.err.count == 1)
        #expect(c.err.first?.contains(#"$.root.content[0].subgrid: unknown subgrid "sideways""#) == true, "\(c.err)")
    }
}
