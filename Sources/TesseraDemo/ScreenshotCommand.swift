import Foundation
import Tessera
import TesseraSDL
import TesseraSDLHost

extension TesseraCommand {
    /// `tessera screenshot --scene ID --out FILE.png [--size WxH] [--scale S] [--events FILE]`:
    /// renders a scene headless (SDL's software renderer, no display), after replaying the
    /// event file through the same session code as the window.
    static func screenshot(_ args: inout Arguments, _ output: CommandOutput) throws {
        let sceneID = try args.option("--scene")
        let out = try args.option("--out")
        let size = try args.option("--size").map(parseSize) ?? defaultSize
        let scale = try args.option("--scale").map(parseScale) ?? 1
        let time = try args.option("--time").map(parseTime)
        let eventsPath = try args.option("--events")
        let photosFolder = try args.option("--photos")
        let language = try language(&args)
        try args.finish()
        guard let sceneID else {
            throw UsageError("screenshot needs --scene ID; valid scenes: \(SceneCatalog.ids.joined(separator: ", "))")
        }
        let index = try sceneIndex(sceneID)
        guard let out else { throw UsageError("screenshot needs --out FILE.png") }
        guard out.lowercased().hasSuffix(".png") else { throw UsageError("bad --out \"\(out)\": the file name must end in .png") }
        try checkWritable(out)
        let events = try eventsPath.map { try EventFile(contentsOf: $0) }
        let photos = try photosFolder.map { try HoneycombPhotos.load(folder: $0, warn: output.err) }
        let renderer = try ViewRenderer()
        let clock = SimulatedClock()
        let session = DemoSession(model: DemoModel(sceneIndex: index, size: size, language: language),
                                  textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock, photos: photos)
        if let events { session.replay(events, until: time) }
        // --time T: the frame T seconds after the scene started; without it, the first frame or,
        // after events, the frame once every animation has settled.
        if let time {
            clock.advance(to: time)
        } else if let end = session.animationEnd {
            clock.advance(to: end)
        }
        let final = session.model.size
        guard final.width * scale <= 16384, final.height * scale <= 16384 else {
            throw UsageError("--size times --scale is too large: at most 16384 pixels a side")
        }
        let image = try renderer.render(session.displayList(scale: scale), size: final, scale: scale)
        do { try ImageCodec.writePNG(image, to: out) } catch {
            throw UsageError("cannot write \(out): \(error)")
        }
        output.out("wrote \(out) (\(image.width)x\(image.height) pixels, scene \(session.model.scene.id))")
    }

    /// Parses `--time`: seconds, finite, not negative.
    static func parseTime(_ s: String) throws -> Double {
        guard let t = Double(s), t.isFinite, t >= 0, t <= 3600 else {
            throw UsageError("bad --time \"\(s)\": expected seconds from 0 to 3600, such as 0.25")
        }
        return t
    }

    /// Fails with one line unless `path` can be created or overwritten.
    static func checkWritable(_ path: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { throw UsageError("cannot write \(path): it is a folder") }
            guard fm.isWritableFile(atPath: path) else { throw UsageError("cannot write \(path): permission denied") }
            return
        }
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError("cannot write \(path): folder \(folder) does not exist")
        }
        guard fm.isWritableFile(atPath: folder) else { throw UsageError("cannot write \(path): folder \(folder) is not writable") }
    }
}
