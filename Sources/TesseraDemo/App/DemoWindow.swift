import Foundation
import Tessera
import TesseraDisplayList
import TesseraSDL
import TesseraSDLHost
import TesseraATSPI

/// The demo in an SDL window, on the window loop every app runs in (``WindowLoop``): window
/// events go through the same `DemoSession` as headless replay; a frame is drawn only after an
/// event changed something (an idle window sleeps in `SDL_WaitEvent`). `S` renders the current frame headless at the window's pixel size and
/// saves it in the current folder.
///
/// With `TESSERA_TRACE_STARTUP=1` it prints to stderr how long after the process started the
/// first frame was requested and how long building its display list took.
enum DemoWindow {
    static func run(model: DemoModel, photos: HoneycombPhotos? = nil, output: CommandOutput,
                    trainer: TrainerModel = TrainerModel(), trainerOnly: Bool = false, trainerStatePath: String? = nil) throws {
        let assets = try Assets.locate()
        let measurer = try FontTextMeasurer(assets: assets)
        let images = FileImageProvider()
        let session = DemoSession(model: model, textMeasurer: measurer, images: images, clock: SystemAnimationClock(), photos: photos,
                                  trainer: trainer, trainerOnly: trainerOnly)
        session.trainerStatePath = trainerStatePath
        let window = try WindowHost(title: session.title, size: model.size, assets: assets)
        session.host.clipboard = SDLClipboard()
        // Screen readers (AT-SPI): idle unless an assistive technology listens.
        let accessibility = AccessibilityBridge(host: session.host, title: session.title, appName: "tessera", wake: { WindowHost.wake() })
        accessibility?.windowOrigin = { window.position }
        let trace = ProcessInfo.processInfo.environment["TESSERA_TRACE_STARTUP"] == "1"
        var frames = 0
        var frameStart = 0.0
        var screenshotRenderer: HeadlessRenderer?
        var lastList: DisplayList?
        let loop = WindowLoop()
        loop.add(WindowLoop.Window(host: window, onEvent: { event in
            let effect = session.handle(event)
            switch effect {
            case .quit: return .quit
            case .screenshot:
                do {
                    let r = try screenshotRenderer ?? HeadlessRenderer(assets: assets)
                    screenshotRenderer = r
                    let list = lastList ?? session.displayList()
                    let image = try r.render(list, size: session.model.size, scale: window.scale)
                    let path = nextScreenshotName(session.model.scene.id)
                    try ImageCodec.writePNG(image, to: path)
                    output.out("saved screenshot \(path)")
                } catch {
                    output.err("tessera: screenshot failed: \(error)")
                }
            case .redraw, .none: break
            }
            if window.title != session.title {
                window.title = session.title
                accessibility?.tree.title = session.title  // the frame's name follows the scene
            }
            return effect == .none ? .unchanged : .redraw
        }, frame: { size in
            if frames == 0 { frameStart = ProcessClock.now() }
            if size != session.model.size { session.perform(.resize(size)) }
            let frame = session.frame(scale: window.scale)
            accessibility?.frameDrawn()
            let list = frame.displayList
            lastList = list
            if trace && frames == 0 {
                output.err(String(format: "tessera: first frame requested %.0f ms after launch (%.1f ms to build; %@ renderer)",
                                  ProcessClock.sinceLaunch() * 1000, (ProcessClock.now() - frameStart) * 1000, window.rendererName))
                frames = 1
            }
            return WindowFrame(displayList: list, background: .white, isAnimating: frame.isAnimating)
        }))
        try loop.run(onWake: { (accessibility?.performPending() ?? false) || session.host.needsUpdate })
    }

    /// `tessera-SCENE-N.png` with the first N not yet taken in the current folder.
    static func nextScreenshotName(_ scene: String) -> String {
        var n = 1
        while FileManager.default.fileExists(atPath: "tessera-\(scene)-\(n).png") { n += 1 }
        return "tessera-\(scene)-\(n).png"
    }
}
