import Foundation
import TesseraSDL
import TesseraSDLHost

/// An app's windows without a display (`--screenshot`, `--layout`, `--accessibility`): every
/// window the replay opens is a session on one simulated clock and timeline; events go to the
/// front window, or to the one an event file's `"window"` entry names. ``HeadlessRun`` replays
/// into it.
@MainActor
final class HeadlessWindows: @MainActor HeadlessReplayTarget {
    let windows: AppWindows
    private let app: AppScenes
    private let output: AppOutput
    private let timeline = SimulatedTimeline()
    private let clock = SimulatedClock()
    /// Windows an event file named that were not open, each warned about once.
    private var missing: Set<String> = []

    init(_ app: AppScenes, options: AppOptions, textMeasurer: any TextMeasuring, images: any ImageProviding, output: AppOutput) {
        self.app = app
        self.output = output
        let timeline = timeline, clock = clock
        windows = AppWindows(scenes: app.scenes, commands: app.commands, appName: app.appName) { root, scene in
            let session = AppSession(root: options.applyingLook(root), size: options.size ?? scene.defaultSize, textMeasurer: textMeasurer, images: images,
                                     clock: clock, timeline: timeline)
            session.title = scene.title
            if scene.sizesToFit, options.size == nil { session.sizeToFit() }
            return session
        }
        windows.warn = { output.err("warning: " + $0) }
    }

    /// Opens the launch window (or `--window`'s) and takes its first frame.
    func openFirst() throws {
        let first = try app.scene(for: nil)
        guard windows.open(id: first.id, value: nil) != nil else { throw AppOptionsError("the app's first window cannot open") }
        frameAll()
    }

    /// Hands one replayed event to its window (the front one, or the one a `"window"` entry
    /// names); false ends the replay (the app quit).
    func handleReplayed(_ entry: EventFile.Entry, path: String) -> Bool {
        let target: AppWindows.Instance?
        if let id = entry.window {
            target = windows.instances.last { $0.scene.id == id }
            if target == nil, missing.insert(id).inserted {
                output.err("warning: event file \(path): no open window \"\(id)\" (open: \(openIDs)); its events do nothing")
            }
        } else {
            target = windows.front
        }
        guard let target else { return !windows.instances.isEmpty }
        if case .key = entry.event, target !== windows.front { windows.bringToFront(target) }
        return target.session.handle(entry.event) != .quit && !windows.instances.isEmpty
    }

    private var openIDs: String { windows.instances.map(\.scene.id).joined(separator: ", ") }

    /// Takes a frame of every open window (so a window an event opened starts its animations).
    func frameAll() { for i in windows.instances { _ = i.session.frame() } }

    /// Moves the shared simulated time.
    func advance(to time: Double) { windows.instances.first?.session.advance(to: time) }

    /// The size of the front window, where the replay starts.
    var replayStartSize: Size { windows.front?.session.size ?? Size(width: 0, height: 0) }

    /// When the last running animation of any window ends.
    var animationEnd: Double? { windows.instances.compactMap(\.session.animationEnd).max() }

    /// The session to show: the window of scene `id` (opened now if it is not open), else the
    /// front window.
    func shown(_ id: String?, time: Double?) throws -> AppSession {
        if let id {
            if let open = windows.instances.last(where: { $0.scene.id == id }) { return open.session }
            guard let opened = windows.open(id: id, value: nil) else {
                throw AppOptionsError("unknown --window \"\(id)\"; this app's windows are \(windows.sceneIDs)")
            }
            _ = opened.session.frame()
            HeadlessRun.settle(self, at: time.map { max($0, clock.now) })
            return opened.session
        }
        guard let front = windows.front else { throw AppOptionsError("the event file closed every window; there is nothing to show") }
        return front.session
    }

    /// Cancels every window's pending work.
    func cancelAll() { timeline.cancelAll() }
}
