import ArgumentParser
import Foundation
import Tessera
import TesseraDemo
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraTrainer

/// `tessera trainer [--state FILE.json] [--emit swift|css|spec|png] [--out FILE] [--size WxH]`
/// (Contracts.md, "Command lines"): opens the Grid Trainer on its own (on the state file, which Save writes
/// back), or headless prints what it would show: the code (`swift`: SwiftUI's in eager mode,
/// exyte's in track mode; `css`), the layout spec of its grid (Contracts.md, "Layout specs and layout output", proposing the grid
/// area of a Trainer of `--size`), or a screenshot of the whole screen (`png`, needs `--out`).
/// A bad state file gives one line naming the file and the JSON path, and exit code 2.
public struct TrainerCommand: TesseraSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "trainer",
        abstract: "Open the Grid Trainer, or print its code, CSS, layout spec or a screenshot headless.",
        discussion: "The state file format is in the README (section \"Grid Trainer\").")

    enum Emit: String, CaseIterable { case swift, css, spec, png }

    @Option(
        name: .long, help: ArgumentHelp("A Trainer state file to open (Save writes it back).", valueName: "FILE.json"),
        completion: .file(extensions: ["json"]))
    var state: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Print instead of opening the window: swift, css, spec or png.", valueName: "WHAT"))
    var emit: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Write the output to FILE instead of printing it (required for png).", valueName: "FILE"))
    var out: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The Trainer's size, WxH (default 1280x800).", valueName: "WxH"))
    var size: String?

    public init() {}

    public func execute(_ output: CommandOutput) throws {
        let size = try size.map(CommandValues.parseSize) ?? CommandValues.defaultSize
        let emit = try emit.map { name -> Emit in
            guard let e = Emit(rawValue: name) else {
                throw UsageError("bad --emit \"\(name)\": expected swift, css, spec or png")
            }
            return e
        }
        let loaded = try state.map(Self.load) ?? TrainerState()
        if let out { try CommandValues.checkWritable(out) }
        guard let emit else {
            if out != nil { throw UsageError("--out needs --emit swift|css|spec|png") }
            try TrainerScreen.openWindow(loaded, size: size, statePath: state, output: output)
            return
        }
        switch emit {
        case .swift:
            try write(
                loaded.mode == .eager
                    ? SwiftUICodeGenerator.code(for: loaded).text : ExyteCodeGenerator.code(for: loaded).text, output)
        case .css: try write(CSSCodeGenerator.code(for: loaded).text, output)
        case .spec:
            let area = TrainerScreen.gridArea(in: size)
            try write(SpecGenerator.spec(for: loaded, proposal: (area.width, area.height)), output)
        case .png:
            guard let out else { throw UsageError("--emit png needs --out FILE.png") }
            guard out.lowercased().hasSuffix(".png") else {
                throw UsageError("bad --out \"\(out)\": the file name must end in .png")
            }
            let image = try TrainerScreen.render(loaded, size: size)
            do { try ImageCodec.writePNG(image, to: out) } catch { throw UsageError("\(error)") }
            output.out("wrote \(out) (\(image.width)x\(image.height) pixels, trainer)")
        }
    }

    /// The state in the file at `path`, or one line naming the file and the JSON path.
    public static func load(_ path: String) throws -> TrainerState {
        let data = try InputFile.read(path, maximumBytes: TrainerStateFile.maximumBytes, what: "state file")
        do { return try TrainerStateFile.decode(data) } catch let e as TrainerStateError {
            throw UsageError("\(path): \(e.description)")
        }
    }

    private func write(_ text: String, _ output: CommandOutput) throws {
        guard let out else {
            output.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            return
        }
        do {
            try AtomicFile.replace(out, write: { try text.write(toFile: $0, atomically: false, encoding: .utf8) })
        } catch { throw UsageError("\(error)") }
        output.out("wrote \(out)")
    }
}
