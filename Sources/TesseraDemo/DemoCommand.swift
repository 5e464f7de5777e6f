import Foundation

extension TesseraCommand {
    /// `tessera [demo] [--scene ID] [--size WxH] [--photos DIR]`: opens the demo window (needs a
    /// display). `--photos` puts the PNG and JPEG files of DIR in the honeycomb.
    static func demo(_ args: inout Arguments, _ output: CommandOutput) throws {
        let size = try args.option("--size").map(parseSize) ?? defaultSize
        let scene = try args.option("--scene")
        let photosFolder = try args.option("--photos")
        let language = try language(&args)
        try args.finish()
        let photos = try photosFolder.map { try HoneycombPhotos.load(folder: $0, warn: output.err) }
        let index = try scene.map(sceneIndex) ?? 0
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = [env["DISPLAY"], env["WAYLAND_DISPLAY"], env["SDL_VIDEODRIVER"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay else {
            let id = SceneCatalog.ids[index]
            throw UsageError("no display (DISPLAY is not set); render headless instead: tessera screenshot --scene \(id) --out \(id).png")
        }
        try DemoWindow.run(model: DemoModel(sceneIndex: index, size: size, language: language), photos: photos, output: output)
    }
}
