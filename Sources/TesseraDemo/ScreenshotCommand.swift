import ArgumentParser
import Foundation
import Tessera
import TesseraSDL
import TesseraSDLHost

/// `tessera screenshot --scene ID --out FILE.png [--size WxH] [--scale S] [--time T] [--events FILE]`
/// (or `--batch FILE`, many of them in one process: ``ScreenshotBatch``): renders a scene headless (SDL's software renderer, no display), after replaying the
/// event file through the same session code as the window. The PNG is written atomically
/// (``AtomicFile``): "wrote FILE" is printed only after it is safely in place.
struct ScreenshotCommand: TesseraSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "screenshot", abstract: "Render a scene headless into a PNG file (no display needed).")

    @OptionGroup var window: WindowOptions

    @Option(name: .long, help: ArgumentHelp("The PNG file to write.", valueName: "FILE.png"), completion: .file(extensions: ["png"]))
    var out: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Pixels per point, from 0.25 to 8 (default 1).", valueName: "S"))
    var scale: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds of simulated time after the scene starts (default: 0, or once animations settle after --events).", valueName: "T"))
    var time: String?

    @Option(name: .long, help: ArgumentHelp("An event file to replay (Contracts.md, Event files).", valueName: "FILE.json"), completion: .file(extensions: ["json"]))
    var events: String?

    @Flag(name: .long, help: "Print the accessibility tree as JSON (Contracts.md) instead of writing a PNG.")
    var accessibility = false

    @Option(name: .long, help: ArgumentHelp("Render many screenshots in one process: a file (or - for stdin) with one screenshot's options per line.",
                                            valueName: "FILE"), completion: .file())
    var batch: String?

    func execute(_ output: CommandOutput) throws {
        if let batch {
            try ScreenshotBatch.run(batch, alone: self, output: output)
            return
        }
        try execute(output, renderer: try ViewRenderer())
    }

    /// Renders with `renderer` (a batch shares one: its fonts and photo sprites stay loaded).
    func execute(_ output: CommandOutput, renderer: ViewRenderer) throws {
        guard let sceneID = window.scene else {
            throw UsageError("screenshot needs --scene ID; valid scenes: \(SceneCatalog.ids.joined(separator: ", "))")
        }
        let index = try TesseraCommand.sceneIndex(sceneID)
        _ = try window.windowSize()  // a bad --size is named before a bad --scale
        let scale = try scale.map(TesseraCommand.parseScale) ?? 1
        let time = try time.map(TesseraCommand.parseTime)
        if accessibility, out != nil { throw UsageError("screenshot --accessibility prints the tree and writes no PNG; leave out --out") }
        let out = self.out ?? ""
        if !accessibility {
            guard !out.isEmpty else { throw UsageError("screenshot needs --out FILE.png") }
            guard out.lowercased().hasSuffix(".png") else { throw UsageError("bad --out \"\(out)\": the file name must end in .png") }
            try TesseraCommand.checkWritable(out)
        }
        do {
            try render(index: index, scale: scale, time: time, out: out, output: output, renderer: renderer)
        } catch let e as HeadlessRunError {
            throw UsageError(e.description)
        }
    }

    /// The scene after the replay of `--events`, at `--time` or once animations settled, on the
    /// headless path every app's `--screenshot` takes (``HeadlessRun``): printed as an
    /// accessibility tree or written to `out`.
    private func render(index: Int, scale: Double, time: Double?, out: String, output: CommandOutput,
                        renderer: ViewRenderer) throws {
        let events = try HeadlessRun.loadEvents(self.events)
        let photos = try window.loadPhotos(output)
        let session = DemoSession(model: try window.model(sceneIndex: index), textMeasurer: renderer.textMeasurer,
                                  images: renderer.images, clock: SimulatedClock(), photos: photos)
        try HeadlessRun.replay(events, path: self.events, into: session, until: time, warn: { output.err("tessera: " + $0) })
        if accessibility {
            output.out(String(session.accessibilityJSON().dropLast()))
            return
        }
        if photos == nil, session.model.scene.id == "honeycomb", let warning = HoneycombPhotos.bundled().missingWarning { output.err(warning) }
        if session.model.scene.id == "lazy-gallery", let warning = GalleryItemCount.current.warning { output.err(warning) }
        let image = try HeadlessRun.writePNG(session.displayList(scale: scale), size: session.model.size, scale: scale,
                                             background: session.windowBackground, renderer: renderer, to: out)
        output.out("wrote \(out) (\(image.width)x\(image.height) pixels, scene \(session.model.scene.id))")
    }
}

extension TesseraCommand {
    /// Parses `--time`: seconds, finite, from 0 to 3600 (``HeadlessOptionValues``).
    static func parseTime(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.time(s) } catch { throw UsageError(error.message) }
    }

    /// Fails with one line unless `path` can be created or overwritten.
    static func checkWritable(_ path: String) throws {
        do { try HeadlessRun.checkWritable(path) } catch { throw UsageError(error.description) }
    }
}
