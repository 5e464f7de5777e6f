import Foundation
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost
import TesseraATSPI

/// Runs an app in real windows: the launch window (or `--window ID`'s), and every window
/// `openWindow`, "New Window" or "Settings…" opens, each an SDL window with its own session
/// (views, focus, size, title) in one ``WindowLoop``. Closing the last window quits.
@MainActor
enum WindowedApp {
    /// Opens the first window and runs until the last is closed. Main-actor jobs run whenever
    /// they are queued (`MainQueueWaker` wakes the loop), observed changes from other threads
    /// wake it too, and idle windows wait in `SDL_WaitEvent`. `--size` overrides the first
    /// window's size.
    static func run(_ app: AppScenes, options: AppOptions) throws {
        // Without a display SDL would print its own probing errors first; say it in one line.
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, env["SDL_VIDEODRIVER"] == nil {
            throw TesseraSDLError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        let assets = try Assets.locate()
        let measurer = try FontTextMeasurer(assets: assets)
        let first = try app.scene(for: options.windowID)
        var firstSize = options.size
        let windows = AppWindows(scenes: app.scenes, commands: app.commands, appName: app.appName) { root, scene in
            let size = firstSize ?? scene.defaultSize
            let session = AppSession(root: options.applyingLook(root), size: size, textMeasurer: measurer, images: FileImageProvider(),
                                     clock: SystemAnimationClock(), timeline: nil)
            if scene.sizesToFit, firstSize == nil { session.sizeToFit() }
            firstSize = nil
            return session
        }
        let loop = WindowLoop()
        // Main-queue jobs and run-loop timers (`Timer.scheduledTimer`) wake and run in the loop.
        let waker = MainQueueWaker()
        var open: [Int: OpenWindow] = [:]
        var failure: (any Error)?
        windows.onOpen = { instance in
            do {
                let window = try OpenWindow(instance, assets: assets, waker: waker)
                open[instance.number] = window
                loop.add(window.loopWindow)
            } catch {
                failure = error
                loop.quit()
            }
        }
        windows.onClose = { instance in
            if let window = open.removeValue(forKey: instance.number) { loop.remove(window.loopWindow) }
        }
        windows.onFront = { instance in open[instance.number]?.host.raise() }
        windows.onQuit = { loop.quit() }
        loop.onCloseRequest = { closed in
            if let instance = windows.instances.first(where: { open[$0.number]?.loopWindow === closed }) { windows.close(instance) }
        }
        windows.open(id: first.id, value: nil)
        if let failure { throw failure }
        waker.start()
        try loop.run(onWake: {
            waker.fireRunLoopTimers()
            var changed = false
            for instance in windows.instances {
                if instance.session.runMainActorJobs() { changed = true }
                if open[instance.number]?.accessibility?.performPending() == true { changed = true }
            }
            waker.loopDrained()
            return changed || windows.instances.contains { $0.session.host.needsUpdate }
        })
        if let failure { throw failure }
    }
}

/// One real window of ``WindowedApp``: its SDL window, its place in the loop, its screen-reader
/// bridge.
@MainActor
final class OpenWindow {
    let host: WindowHost
    let accessibility: AccessibilityBridge?
    private(set) var loopWindow: WindowLoop.Window!

    init(_ instance: AppWindows.Instance, assets: Assets, waker: MainQueueWaker) throws {
        let session = instance.session
        let title = instance.scene.title
        let host = try WindowHost(title: title, size: session.size, assets: assets)
        self.host = host
        if host.size != session.size { _ = session.handle(.resize(host.size)) }
        session.host.clipboard = SDLClipboard()
        session.host.onChangeFromAnyThread { WindowHost.wake() }
        // Screen readers (AT-SPI): idle unless an assistive technology listens.
        let accessibility = AccessibilityBridge(host: session.host, title: title, appName: title, wake: { WindowHost.wake() })
        accessibility?.windowOrigin = { host.position }
        self.accessibility = accessibility
        // TESSERA_TRACE_FRAMES=1: one stderr line per drawn frame, with the time since launch.
        let trace = ProcessInfo.processInfo.environment["TESSERA_TRACE_FRAMES"] == "1"
        let launch = ContinuousClock.now - .seconds(max(0, processAge()))
        var frames = 0
        loopWindow = WindowLoop.Window(host: host, onEvent: { event in
            let response = session.handle(event)
            waker.fireRunLoopTimers()  // a handler may have scheduled a timer
            return response
        }, frame: { size in
            if size != session.size { _ = session.handle(.resize(size)) }
            let frame = session.frame(scale: host.scale)
            accessibility?.frameDrawn()
            // A view may have scheduled a timer while evaluated (`onAppear`); one that fired
            // here and changed state brings the loop back for the next frame.
            waker.fireRunLoopTimers()
            if session.host.needsUpdate { WindowHost.wake() }
            frames += 1
            if trace { Self.traceFrame(frames, launch: launch) }
            return WindowFrame(displayList: frame.displayList, background: session.host.windowBackground, isAnimating: frame.isAnimating)
        })
    }

    /// One stderr line: the frame's number, the time since launch and the process's CPU time
    /// (on a busy machine the wall time mostly waits).
    static func traceFrame(_ frames: Int, launch: ContinuousClock.Instant) {
        let ms = (ContinuousClock.now - launch).components
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let cpuMS = cpu.tv_sec * 1000 + cpu.tv_nsec / 1_000_000
        FileHandle.standardError.write(Data("frame \(frames) at \(ms.seconds * 1000 + ms.attoseconds / 1_000_000_000_000_000) ms after launch (\(cpuMS) ms CPU)\n".utf8))
    }
}
