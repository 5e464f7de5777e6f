import Foundation
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost
import TesseraATSPI

/// Runs an `App`: parses its command line and opens the window or renders headless.
@MainActor
enum AppRunner {
    /// Runs `app` with `arguments` (without the program name) and returns the exit status.
    static func run(_ app: some App, arguments: [String], output: AppOutput = .standard) -> Int32 {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        do {
            let options = try AppOptions(arguments: arguments)
            var discovered: PreviewCatalog?
            let catalog = {
                if let discovered { return discovered }
                let c = PreviewCatalog.discover()
                discovered = c
                return c
            }
            switch options.mode {
            case .help:
                output.out(AppOptions.usage(name))
                return 0
            case .previews(let directory):
                return try PreviewBatch.run(catalog(), directory: directory, options: options, output: output)
            case .listPreviews:
                for entry in catalog().entries { output.out("\(entry.name)\t\(entry.source)") }
                return 0
            case .screenshot, .layout, .window, .accessibility:
                break
            }
            let window = try PreviewWindow.description(for: options, app: app.body.windowDescription, catalog: catalog)
            switch options.mode {
            case .screenshot(let path):
                try HeadlessApp.screenshot(window, options: options, path: path, output: output)
            case .layout:
                try HeadlessApp.layout(window, options: options, output: output)
            case .accessibility:
                try HeadlessApp.accessibility(window, options: options, output: output)
            default:
                do {
                    try runWindow(window, size: options.size)
                } catch TesseraSDLError.noDisplay(let reason) {
                    output.err("\(name): no display (\(reason)); render headless with `\(name) --screenshot FILE.png [--size WxH]` or print the layout with `\(name) --layout`")
                    return 1
                }
            }
            if let problem = output.finish() { output.err("\(name): \(problem)"); return 2 }
            return 0
        } catch let e as AppOptionsError {
            output.err("\(name): \(e.description); run `\(name) --help` for the options")
        } catch {
            output.err("\(name): \(error)")
        }
        return 2
    }

    /// Opens the window and runs until it is closed. Main-actor jobs run whenever they are
    /// queued (`MainQueueWaker` wakes the loop), observed changes from other threads wake it
    /// too, and an idle window waits in `SDL_WaitEvent`.
    /// `size` (`--size`) overrides the window's default size and a size-that-fits preview's
    /// ideal size.
    static func runWindow(_ description: WindowDescription, size: Size?) throws {
        // Without a display SDL would print its own probing errors first; say it in one line.
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, env["SDL_VIDEODRIVER"] == nil {
            throw TesseraSDLError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        let assets = try Assets.locate()
        let measurer = try FontTextMeasurer(assets: assets)
        let session = AppSession(root: description.makeContent(), size: size ?? description.defaultSize, textMeasurer: measurer,
                                 images: FileImageProvider(), clock: SystemAnimationClock(), timeline: nil)
        if description.sizesToFit, size == nil { session.sizeToFit() }
        let window = try WindowHost(title: description.title, size: session.size, assets: assets)
        if window.size != session.size { _ = session.handle(.resize(window.size)) }
        session.host.clipboard = SDLClipboard()
        session.host.onChangeFromAnyThread { WindowHost.wake() }
        // Screen readers (AT-SPI): idle unless an assistive technology listens.
        let accessibility = AccessibilityBridge(host: session.host, title: description.title, appName: description.title,
                                                wake: { WindowHost.wake() })
        accessibility?.windowOrigin = { window.position }
        let waker = MainQueueWaker()
        waker.start()
        // TESSERA_TRACE_FRAMES=1: one stderr line per drawn frame, with the time since launch.
        let trace = ProcessInfo.processInfo.environment["TESSERA_TRACE_FRAMES"] == "1"
        let launch = ContinuousClock.now - .seconds(max(0, processAge()))
        var frames = 0
        try window.run(onEvent: { event in
            let response = session.handle(event)
            waker.fireRunLoopTimers()  // a handler may have scheduled a timer
            return response
        }, onWake: {
            waker.fireRunLoopTimers()
            let changed = session.runMainActorJobs()
            waker.loopDrained()
            let requested = accessibility?.performPending() ?? false
            return changed || requested || session.host.needsUpdate
        }, frame: { size in
            if size != session.size { _ = session.handle(.resize(size)) }
            let frame = session.frame(scale: window.scale)
            accessibility?.frameDrawn()
            // A view may have scheduled a timer while evaluated (`onAppear`); one that fired
            // here and changed state brings the loop back for the next frame.
            waker.fireRunLoopTimers()
            if session.host.needsUpdate { WindowHost.wake() }
            frames += 1
            if trace {
                let ms = (ContinuousClock.now - launch).components
                // The process's CPU time too: on a busy machine the wall time mostly waits.
                var cpu = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
                let cpuMS = cpu.tv_sec * 1000 + cpu.tv_nsec / 1_000_000
                FileHandle.standardError.write(Data("frame \(frames) at \(ms.seconds * 1000 + ms.attoseconds / 1_000_000_000_000_000) ms after launch (\(cpuMS) ms CPU)\n".utf8))
            }
            return WindowFrame(displayList: frame.displayList, background: session.host.windowBackground,
                               isAnimating: frame.isAnimating)
        })
    }
}

/// Where the runner writes: stdout and stderr, replaceable in tests. Lines to `err` are made
/// one line without raw control characters (``MessageText/oneLine(_:)``); `finish` flushes
/// stdout at the end and says why it failed, if it did (``StandardOutput``).
struct AppOutput {
    var out: (String) -> Void
    var err: (String) -> Void
    var finish: () -> String? = { nil }
    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, finish: @escaping () -> String? = { nil }) {
        self.out = out; self.err = { err(MessageText.oneLine($0)) }; self.finish = finish
    }
    static var standard: AppOutput {
        AppOutput(out: { StandardOutput.writeLine($0) }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                  finish: { StandardOutput.finish() })
    }
}

/// Seconds since this process started (from `/proc/self/stat` and `/proc/uptime`, 10 ms
/// resolution), or 0 when unknown.
func processAge() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
          let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]),
          let up = Double(uptime.split(separator: " ").first ?? "") else { return 0 }
    return up - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}
