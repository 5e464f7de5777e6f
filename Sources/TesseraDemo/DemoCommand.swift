import ArgumentParser
import Foundation

/// `tessera [demo] [--scene ID] [--size WxH] [--photos DIR] [--look desktop|touch]`: opens the demo window (needs a
/// display). `--photos` puts the PNG and JPEG files of DIR in the honeycomb.
public struct DemoCommand: TesseraSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Open the demo window on a scene (the default command).",
        discussion: "Needs a display; without one, render headless with `tessera screenshot`.")

    @OptionGroup var window: WindowOptions

    public init() {}

    public func execute(_ output: CommandOutput) throws {
        let index = try window.scene.map(CommandValues.sceneIndex) ?? 0
        let model = try window.model(sceneIndex: index)  // bad --size, --lang, --look before the display check
        let photos = try window.loadPhotos(output)
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = [env["DISPLAY"], env["WAYLAND_DISPLAY"], env["SDL_VIDEODRIVER"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay else {
            let id = SceneCatalog.ids[index]
            throw UsageError("no display (DISPLAY is not set); render headless instead: tessera screenshot --scene \(id) --out \(id).png")
        }
        if photos == nil, let warning = HoneycombPhotos.bundled().missingWarning { output.err(warning) }
        if let warning = GalleryItemCount.current.warning { output.err(warning) }
        try DemoWindow.run(model: model, photos: photos, output: output)
    }
}
