import ArgumentParser
import Foundation
import Tessera
import TesseraDemo
import TesseraGeometry
import TesseraLayout
import TesseraLayoutSpec
import TesseraSDLHost

/// `tessera layout (SPEC.json | --scene ID) [--size WxH] [--look desktop|touch]`: prints the frames of every view
/// with an id as JSON (Contracts.md, "Layout specs and layout output"). Text is measured with the bundled DejaVu Sans. The spec
/// file must be a regular file of at most ``LayoutSpec/maximumBytes`` (checked before reading).
public struct LayoutCommand: TesseraSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the layout of a spec file or a scene as JSON.",
        discussion: "Frames are unrounded, in the root's coordinates; only views with an id are listed.")

    @Argument(
        help: ArgumentHelp("A layout spec (Contracts.md, Layout specs and layout output).", valueName: "SPEC.json"),
        completion: .file(extensions: ["json"]))
    var specPath: String?

    @Option(
        name: .long, help: ArgumentHelp("Lay out a scene instead of a spec.", valueName: "ID"),
        completion: .custom { _, _, _ in SceneCatalog.ids })
    var scene: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The proposal (a spec) or window size (a scene), WxH.", valueName: "WxH"))
    var size: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The platform look of a scene: desktop or touch (the default).", valueName: "LOOK"),
        completion: .list(PlatformLook.allCases.map(\.rawValue)))
    var look: String?

    @Flag(name: .long, help: "Print the scene's accessibility tree as JSON (Contracts.md) instead of its frames.")
    var accessibility = false

    public init() {}

    public func execute(_ output: CommandOutput) throws {
        let size = try size.map(CommandValues.parseSize)
        if let scene {
            if specPath != nil { throw UsageError("layout takes a SPEC.json file or --scene ID, not both") }
            let index = try CommandValues.sceneIndex(scene)
            let measurer = try FontTextMeasurer()
            var model = DemoModel(sceneIndex: index, size: size ?? CommandValues.defaultSize)
            model.look = try look.map { v in
                guard let l = PlatformLook(argument: v) else {
                    throw UsageError("bad --look \"\(v)\": use desktop or touch")
                }
                return l
            }
            let session = DemoSession(model: model, textMeasurer: measurer)
            output.out(accessibility ? String(session.accessibilityJSON().dropLast()) : session.layoutResult().json())
            return
        }
        guard let specPath else { throw UsageError("layout needs a SPEC.json file or --scene ID") }
        if accessibility { throw UsageError("layout --accessibility needs --scene ID (a spec has no views to read)") }
        let data: Data
        do { data = try InputFile.read(specPath, maximumBytes: LayoutSpec.maximumBytes) } catch let e as InputFileError
        {
            throw UsageError(e.description)
        }
        let spec: LayoutSpec
        do { spec = try LayoutSpec(data: data, textMeasurer: FontTextMeasurer()) } catch let e as SpecError {
            throw UsageError("\(specPath): \(e.description)")
        }
        for w in spec.warnings { output.err("tessera: warning: \(specPath): \(w)") }
        output.out(spec.run(proposal: size.map { ProposedSize($0) }).json())
    }
}
