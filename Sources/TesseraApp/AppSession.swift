import Foundation
import TesseraCompatibility
import TesseraSDL
import TesseraSDLHost

/// A running app's views, for the window and for a headless render alike: the view host, the
/// window size, the animation clock, and how input events reach the views. Use it on the main
/// thread.
@MainActor
final class AppSession {
    let host: ViewHost
    private(set) var size: Size
    let clock: any AnimationClock
    /// The simulated timeline of a headless render (nil in a window).
    let timeline: SimulatedTimeline?
    /// The window's title (its scene's).
    var title = ""

    init(root: any View, size: Size, textMeasurer: any TextMeasuring, images: any ImageProviding,
         clock: any AnimationClock, timeline: SimulatedTimeline?) {
        self.size = size
        // iOS layouts that size themselves to the screen get the window (Compatibility article).
        UIScreen.main.windowDidResize(to: CGSize(width: size.width, height: size.height))
        self.clock = clock
        self.timeline = timeline
        // Every window has an edit mode for its EditButtons and Lists (as SwiftUI's hosting views).
        let make = { ViewHost(AnyView(AnyView(root)._editModeScope()), textMeasurer: textMeasurer, images: images) }
        host = timeline.map { $0.run(make) } ?? make()
        MainQueue.drain()
    }

    /// Runs `body` on the session's simulated timeline (headless), so the tasks that view
    /// updates start sleep on it.
    private func onTimeline<T>(_ body: () -> T) -> T {
        timeline.map { $0.run(body) } ?? body()
    }

    /// Hands an input event to the views; answers whether something changed (or, for the
    /// window's close request, that the app should quit).
    func handle(_ event: InputEvent) -> WindowHost.EventResponse {
        switch event {
        case .quit: return .quit
        case .resize(let s):
            size = s
            UIScreen.main.windowDidResize(to: CGSize(width: s.width, height: s.height))
            return .redraw
        default:
            guard let hostEvent = HostEvent(event) else { return .unchanged }
            let handled = onTimeline { host.handle(hostEvent) }
            return handled || host.needsUpdate ? .redraw : .unchanged
        }
    }

    /// Runs the main-actor jobs waiting now (task bodies, `MainActor.run`); answers whether
    /// they changed state to draw.
    func runMainActorJobs() -> Bool {
        onTimeline { MainQueue.drain() }
        return host.needsUpdate
    }

    /// The frame at the clock's time.
    func frame(scale: Double = 1) -> HostFrame {
        onTimeline { host.frame(size: size, at: clock.now, scale: scale) }
    }

    /// Moves simulated time (animations and `AppClock` sleepers) to `time`, running the tasks
    /// that wake.
    func advance(to time: Double) {
        (clock as? SimulatedClock)?.advance(to: time)
        onTimeline {
            MainQueue.drain()
            timeline?.advance(to: time) { MainQueue.drainUntilQuiet() }
        }
    }

    /// When the running animations end (nil when nothing moves); animations that repeat for
    /// ever do not count, as they never end.
    var animationEnd: Double? {
        let end = host.animator.settleTime
        return end > clock.now ? end : nil
    }
}
