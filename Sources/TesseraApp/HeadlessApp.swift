import Foundation
import TesseraSDL
import TesseraSDLHost
import TesseraAccessibility

/// The headless side of every app: `--screenshot` and `--layout`, with no display.
@MainActor
enum HeadlessApp {
    /// Renders the app headless to `path` (see `AppOptions`). Time is simulated: animations
    /// and tasks sleeping on `AppClock` advance with the replayed events and `--time`.
    static func screenshot(_ app: AppScenes, options: AppOptions, path: String, output: AppOutput) throws {
        try checkWritable(path)
        let events = try loadEvents(options)
        let renderer = try ViewRenderer()
        let session = try replayedSession(app, options: options, events: events, textMeasurer: renderer.textMeasurer,
                                          images: renderer.images, output: output)
        defer { session.timeline?.cancelAll() }
        let size = session.size, scale = options.scale
        do { try HeadlessOptionValues.checkPixelSize(size, scale: scale) } catch { throw AppOptionsError(error.message) }
        let frame = session.frame(scale: scale)
        let image = try renderer.render(frame.displayList, size: size, scale: scale, background: session.host.windowBackground)
        do { try ImageCodec.writePNG(image, to: path) } catch { throw AppOptionsError("cannot write \(path): \(error)") }
        output.out("wrote \(path) (\(image.width)x\(image.height) pixels)")
    }

    /// The event file of `--events`, if given (one line naming the problem when it is bad).
    private static func loadEvents(_ options: AppOptions) throws -> EventFile? {
        try options.eventsPath.map { p in
            do { return try EventFile(contentsOf: p) } catch let e as EventFileError { throw AppOptionsError(e.description) }
        }
    }

    /// The session of the window to show (`--window ID`'s, else the front one) after the app's
    /// first frame at time 0 (as a window shows it: views appear and their tasks start, so
    /// `--time T` sees T seconds of them) and the replay of `events`, which may open, target
    /// (`"window"` entries) and close windows. The caller cancels its timeline when done.
    private static func replayedSession(_ app: AppScenes, options: AppOptions, events: EventFile?,
                                        textMeasurer: any TextMeasuring, images: any ImageProviding,
                                        output: AppOutput) throws -> AppSession {
        let windows = HeadlessWindows(app, options: options, textMeasurer: textMeasurer, images: images, output: output)
        do {
            try windows.openFirst()
            try replay(events, in: windows, options: options, output: output)
            return try windows.shown(options.windowID, time: options.time)
        } catch {
            windows.cancelAll()
            throw error
        }
    }

    /// Replays `events` (if any; its warnings printed, its total work checked first) and
    /// advances to `--time`, else to the end of the animations.
    private static func replay(_ events: EventFile?, in windows: HeadlessWindows, options: AppOptions, output: AppOutput) throws {
        if let events, let path = options.eventsPath, let first = windows.windows.front {
            for warning in events.warnings { output.err("warning: event file \(path): \(warning)") }
            do { try events.checkWork(startingAt: first.session.size, until: options.time) } catch {
                throw AppOptionsError("event file \(path): \(error)")
            }
            events.replayEntries(until: options.time, advance: { windows.advance(to: $0) },
                                 handle: { windows.handle($0, path: path) }, frame: { windows.frameAll() })
        }
        windows.settle(at: options.time)
    }

    /// Prints the layout JSON (Contracts.md, "Layout specs and layout output") of the app's first frame, or with `--events` of
    /// the frame the replay leads to (Contracts.md: at `--time`, else once animations settled).
    static func layout(_ app: AppScenes, options: AppOptions, output: AppOutput) throws {
        let events = try loadEvents(options)
        let measurer = try FontTextMeasurer()
        let session = try replayedSession(app, options: options, events: events, textMeasurer: measurer, images: NoImages(),
                                          output: output)
        defer { session.timeline?.cancelAll() }
        _ = session.frame()
        output.out(session.host.layoutResult().json())
    }

    /// Prints the accessibility tree (Contracts.md) of the app's first frame or, with
    /// `--events`, of the frame after the replay (at `--time`, else once animations settled).
    static func accessibility(_ app: AppScenes, options: AppOptions, output: AppOutput) throws {
        let events = try loadEvents(options)
        let renderer = try ViewRenderer()
        let session = try replayedSession(app, options: options, events: events, textMeasurer: renderer.textMeasurer,
                                          images: renderer.images, output: output)
        defer { session.timeline?.cancelAll() }
        _ = session.frame()
        let tree = AccessibilityTree(host: session.host, title: session.title)
        tree.update()
        output.out(String(AccessibilityJSON.string(tree.root).dropLast()))
    }

    /// Fails with one line unless `path` can be created or overwritten.
    static func checkWritable(_ path: String) throws {
        if let problem = AtomicFile.problemWriting(path) { throw AppOptionsError(problem) }
    }
}
