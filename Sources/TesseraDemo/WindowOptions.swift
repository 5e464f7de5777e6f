import ArgumentParser
import Tessera
import TesseraGeometry

/// The options `demo` and `screenshot` share: which scene, how large, which photos. A new
/// window-wide option (such as `--lang`) goes here once and reaches both commands.
struct WindowOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The scene to show (`tessera scenes` lists them).", valueName: "ID"),
            completion: .custom { _, _, _ in SceneCatalog.ids })
    var scene: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The window size in points, WxH (default 1280x800).", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("A folder of PNG and JPEG files for the honeycomb's photos.", valueName: "DIR"),
            completion: .directory)
    var photos: String?

    @Option(name: .long, help: ArgumentHelp("The language of the demo's words: zh-Hans or en (default: from LANG, else en).", valueName: "LANG"),
            completion: .list(DemoLanguage.allCases.map(\.rawValue)))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("The platform look: desktop (Mac sizes, Inter) or touch (iPhone sizes; the default).", valueName: "LOOK"),
            completion: .list(PlatformLook.allCases.map(\.rawValue)))
    var look: String?

    /// The parsed `--look`, or nil (the demo's own look).
    func platformLook() throws -> PlatformLook? {
        try look.map { v in
            guard let l = PlatformLook(argument: v) else { throw UsageError("bad --look \"\(v)\": use desktop or touch") }
            return l
        }
    }

    /// The model a window of these options opens on: the scene at `index`, the size, language
    /// and look.
    func model(sceneIndex index: Int) throws -> DemoModel {
        var m = DemoModel(sceneIndex: index, size: try windowSize(), language: try language())
        m.look = try platformLook()
        return m
    }

    /// The parsed `--lang`, or the environment's language.
    func language() throws -> DemoLanguage { try lang.map(DemoLanguage.parse) ?? DemoLanguage.fromEnvironment() }

    /// The parsed `--size`, or the default.
    func windowSize() throws -> Size { try size.map(CommandValues.parseSize) ?? CommandValues.defaultSize }

    /// The photos of `--photos`, warnings through `output`.
    func loadPhotos(_ output: CommandOutput) throws -> HoneycombPhotos? {
        try photos.map { try HoneycombPhotos.load(folder: $0, warn: output.err) }
    }
}

/// `tessera scenes`: the scene ids, one per line, in order.
public struct ScenesCommand: TesseraSubcommand {
    public static let configuration = CommandConfiguration(commandName: "scenes", abstract: "Print the scene ids, one per line, in order.")

    public init() {}

    public func execute(_ output: CommandOutput) throws {
        for id in SceneCatalog.ids { output.out(id) }
    }
}
