import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraLayoutSpec
import TesseraSDLHost

extension TesseraCommand {
    /// `tessera layout (SPEC.json | --scene ID) [--size WxH]`: prints the frames of every view
    /// with an id as JSON (DESIGN §3.3). Text is measured with the bundled DejaVu Sans.
    static func layout(_ args: inout Arguments, _ output: CommandOutput) throws {
        let size = try args.option("--size").map(parseSize)
        let scene = try args.option("--scene")
        let specPath = args.positional()
        try args.finish()
        if let scene {
            if specPath != nil { throw UsageError("layout takes a SPEC.json file or --scene ID, not both") }
            let index = try sceneIndex(scene)
            let measurer = try FontTextMeasurer()
            let session = DemoSession(model: DemoModel(sceneIndex: index, size: size ?? defaultSize), textMeasurer: measurer)
            output.out(session.layoutResult().json())
            return
        }
        guard let specPath else { throw UsageError("layout needs a SPEC.json file or --scene ID") }
        guard let data = FileManager.default.contents(atPath: specPath) else {
            throw UsageError("cannot read \(specPath): no such file or not readable")
        }
        let spec: LayoutSpec
        do { spec = try LayoutSpec(data: data, textMeasurer: makeTextMeasurer()) } catch let e as SpecError {
            throw UsageError("\(specPath): \(e.description)")
        }
        for w in spec.warnings { output.err("tessera: warning: \(specPath): \(w)") }
        output.out(spec.run(proposal: size.map { ProposedSize($0) }).json())
    }

    /// The text measurer for layout specs: SDL2_ttf with the bundled DejaVu Sans.
    static func makeTextMeasurer() throws -> any TextMeasuring { try FontTextMeasurer() }

    /// The window size when `--size` is not given.
    static let defaultSize = Size(width: 1280, height: 800)
}
