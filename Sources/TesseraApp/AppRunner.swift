import Foundation
import TesseraSDL
import TesseraSDLHost

/// Runs an `App`: parses its command line and opens the window or renders headless.
@MainActor
enum AppRunner {
    /// Runs `app` with `arguments` (without the program name) and returns the exit status.
    static func run(_ app: some App, arguments: [String], output: AppOutput = .standard) -> Int32 {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        do {
            let options = try AppOptions(arguments: arguments)
            let window = app.body.windowDescription
            switch options.mode {
            case .help:
                output.out(AppOptions.usage(name))
            case .screenshot(let path):
                try HeadlessApp.screenshot(window, options: options, path: path, output: output)
            case .layout:
                try HeadlessApp.layout(window, options: options, output: output)
            case .window:
                do {
                    try runWindow(window, size: options.size ?? window.defaultSize)
                } catch TesseraSDLError.noDisplay(let reason) {
                    output.err("\(name): no display (\(reason)); render headless with `\(name) --screenshot FILE.png [--size WxH]` or print the layout with `\(name) --layout`")
                    return 1
                }
            }
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
    static func runWindow(_ description: WindowDescription, size: Size) throws {
        let assets = try Assets.locate()
        let measurer = try FontTextMeasurer(assets: assets)
        let window = try WindowHost(title: description.title, size: size, assets: assets)
        let session = AppSession(root: description.makeContent(), size: window.size, textMeasurer: measurer,
                                 images: FileImageProvider(), clock: SystemAnimationClock(), timeline: nil)
        session.host.onChangeFromAnyThread { WindowHost.wake() }
        let waker = MainQueueWaker()
        waker.start()
        try window.run(onEvent: { event in
            session.handle(event)
        }, onWake: {
            let changed = session.runMainActorJobs()
            waker.loopDrained()
            return changed
        }, frame: { size in
            if size != session.size { _ = session.handle(.resize(size)) }
            let frame = session.frame(scale: window.scale)
            return WindowFrame(displayList: frame.displayList, background: session.host.windowBackground,
                               isAnimating: frame.isAnimating)
        })
    }
}

/// Where the runner writes: stdout and stderr, replaceable in tests.
struct AppOutput {
    var out: (String) -> Void
    var err: (String) -> Void
    static var standard: AppOutput {
        AppOutput(out: { print($0) }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }
}
