import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraLayoutSpec

/// Data-driven layout cases: each file in `Cases/` holds a spec and the frames expected from
/// the reference's arithmetic (`source` names the section). The runner never prints results
/// back into the files.
struct LayoutCase: Decodable, CustomTestStringConvertible, Sendable {
    struct Frame: Decodable, Sendable { var id: String; var x, y, width, height: Double }
    struct Expected: Decodable, Sendable {
        struct Size: Decodable, Sendable { var width, height: Double }
        var size: Size
        var frames: [Frame]
    }
    var name: String
    var source: String
    var expected: Expected
    var specData: Data = Data()

    enum CodingKeys: String, CodingKey { case name, source, expected }

    var testDescription: String { name }

    static func all() throws -> [LayoutCase] {
        guard let dir = Bundle.module.url(forResource: "Cases", withExtension: nil) else { return [] }
        let files = try FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { url in
            let data = try Data(contentsOf: url)
            var c = try JSONDecoder().decode(LayoutCase.self, from: data)
            let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            c.specData = try JSONSerialization.data(withJSONObject: object["spec"]!)
            return c
        }
    }
}

@Test("data-driven eager grid cases", arguments: try LayoutCase.all())
func layoutCase(_ c: LayoutCase) throws {
    let spec = try LayoutSpec(data: c.specData, textMeasurer: MonospaceTextMeasurer())
    let result = spec.run()
    let tolerance = 1e-6
    #expect(abs(result.size.width - c.expected.size.width) < tolerance, "size.width \(result.size.width) != \(c.expected.size.width)")
    #expect(abs(result.size.height - c.expected.size.height) < tolerance, "size.height \(result.size.height) != \(c.expected.size.height)")
    #expect(result.frames.map(\.id) == c.expected.frames.map(\.id))
    for e in c.expected.frames {
        guard let f = result.frame(e.id) else { Issue.record("no frame for \(e.id)"); continue }
        let ok = abs(f.minX - e.x) < tolerance && abs(f.minY - e.y) < tolerance
            && abs(f.width - e.width) < tolerance && abs(f.height - e.height) < tolerance
        #expect(ok, "\(e.id): got \(f), expected (\(e.x), \(e.y), \(e.width), \(e.height))")
    }
}

@Test func caseFilesArePresent() throws {
    #expect(try LayoutCase.all().count >= 20)
}
