import Foundation
import TesseraAccessibility
import TesseraSDL
import TesseraSDLHost

/// The headless side of every app: `--screenshot`, `--layout` and `--accessibility`, with no
/// display, on the one headless path of Tessera (``HeadlessRun``, shared with
/// `tessera screenshot`).
@MainActor
enum HeadlessApp {
    /// Renders the app headless to `path` (see `AppOptions`). Time is simulated: animations
    /// and tasks sleeping on `AppClock` advance with the replayed events and `--time`.
    static func screenshot(_ app: AppScenes, options: AppOptions, path: String, output: AppOutput) throws {
        try oneLine { try HeadlessRun.checkWritable(path) }
        let renderer = try ViewRenderer()
        let session = try replayedSession(app, options: options, textMeasurer: renderer.textMeasurer,
                                          images: renderer.images, output: output)
        defer { session.timeline?.cancelAll() }
        let frame = session.frame(scale: options.scale)
        let image = try oneLine {
            try HeadlessRun.writePNG(frame.displayList, size: session.size, scale: options.scale,
                                     background: session.host.windowBackground, renderer: renderer, to: path)
        }
        output.out("wrote \(path) (\(image.width)x\(image.height) pixels)")
    }

    /// The session of the window to show (`--window ID`'s, else the front one) after the app's
    /// first frame at time 0 (as a window shows it: views appear and their tasks start, so
    /// `--time T` sees T seconds of them) and the replay of `--events`, which may open, target
    /// (`"window"` entries) and close windows. The caller cancels its timeline when done.
    private static func replayedSession(_ app: AppScenes, options: AppOptions, textMeasurer: any TextMeasuring,
                                        images: any ImageProviding, output: AppOutput) throws -> AppSession {
        let events = try oneLine { try HeadlessRun.loadEvents(options.eventsPath) }
        let windows = HeadlessWindows(app, options: options, textMeasurer: textMeasurer, images: images, output: output)
        do {
            try windows.openFirst()
            try oneLine {
                try HeadlessRun.replay(events, path: options.eventsPath, into: windows, until: options.time, warn: output.err)
            }
            return try windows.shown(options.windowID, time: options.time)
        } catch {
            windows.cancelAll()
            throw error
        }
    }

    /// Prints the layout JSON (Contracts.md, "Layout specs and layout output") of the app's
    /// first frame, or with `--events` of the frame the replay leads to (at `--time`, else once
    /// animations settled).
    static func layout(_ app: AppScenes, options: AppOptions, output: AppOutput) throws {
        let measurer = try FontTextMeasurer()
        let session = try replayedSession(app, options: options, textMeasurer: measurer, images: NoImages(), output: output)
        defer { session.timeline?.cancelAll() }
        _ = session.frame()
        output.out(session.host.layoutResult().json())
    }

    /// Prints the accessibility tree (Contracts.md) of the app's first frame or, with
    /// `--events`, of the frame after the replay (at `--time`, else once animations settled).
    static func accessibility(_ app: AppScenes, options: AppOptions, output: AppOutput) throws {
        let renderer = try ViewRenderer()
        let session = try replayedSession(app, options: options, textMeasurer: renderer.textMeasurer,
                                          images: renderer.images, output: output)
        defer { session.timeline?.cancelAll() }
        _ = session.frame()
        let tree = AccessibilityTree(host: session.host, title: session.title)
        tree.update()
        output.out(String(AccessibilityJSON.string(tree.root).dropLast()))
    }

    /// Runs `body`, turning a headless-run failure into the app's one-line option error.
    private static func oneLine<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as HeadlessRunError { throw AppOptionsError(e.description) }
    }
}
