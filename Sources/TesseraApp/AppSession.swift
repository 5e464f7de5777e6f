import Foundation
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

    init(root: any View, size: Size, textMeasurer: any TextMeasuring, images: any ImageProviding,
         clock: any AnimationClock, timeline: SimulatedTimeline?) {
        self.size = size
        self.clock = clock
        self.timeline = timeline
        host = ViewHost(AnyView(root), textMeasurer: textMeasurer, images: images)
        MainQueue.drain()
    }

    /// Hands an input event to the views; answers whether something changed (or, for the
    /// window's close request, that the app should quit).
    func handle(_ event: InputEvent) -> WindowHost.EventResponse {
        switch event {
        case .quit: return .quit
        case .resize(let s):
            size = s
            return .redraw
        default:
            guard let hostEvent = HostEvent(event) else { return .unchanged }
            let handled = host.handle(hostEvent)
            return handled || host.needsUpdate ? .redraw : .unchanged
        }
    }

    /// Runs the main-actor jobs waiting now (task bodies, `MainActor.run`); answers whether
    /// they changed state to draw.
    func runMainActorJobs() -> Bool {
        MainQueue.drain()
        return host.needsUpdate
    }

    /// The frame at the clock's time.
    func frame(scale: Double = 1) -> HostFrame {
        host.frame(size: size, at: clock.now, scale: scale)
    }

    /// Moves simulated time (animations and `AppClock` sleepers) to `time`, running the tasks
    /// that wake.
    func advance(to time: Double) {
        (clock as? SimulatedClock)?.advance(to: time)
        timeline?.advance(to: time) { MainQueue.drain() }
    }

    /// When the running animations end (nil when nothing moves).
    var animationEnd: Double? {
        let end = host.animator.endTime
        return end > clock.now ? end : nil
    }
}
