import Tessera
import TesseraSDL
import TesseraSDLHost

/// The demo's session replays event files on the one headless path (``HeadlessRun``) as an
/// app's windows do: its events go through `handle(_:)` like window events, on the session's
/// simulated clock.
extension DemoSession: HeadlessReplayTarget {
    /// The window's size when the replay starts.
    public var replayStartSize: Size { model.size }

    /// Hands one replayed event to the session (the demo has one window: a `"window"` entry's
    /// target is ignored); false at a quit key.
    public func handleReplayed(_ entry: EventFile.Entry, path: String) -> Bool { handle(entry.event) != .quit }

    /// Moves the simulated clock to `time` (nothing moves on a window's display clock).
    public func advance(to time: Double) { (clock as? SimulatedClock)?.advance(to: time) }

    /// Takes a frame (so an animation an event started begins then).
    public func frameAll() { _ = frame() }

    /// Replays an event file in order of time, through `handle(_:)` like window events
    /// (`EventFile.replay`). Stops at a quit key; screenshot keys are ignored (the replay's
    /// result is the screenshot). Returns the number of events replayed.
    /// Events after `end` (when given) are not replayed.
    /// Each event happens at its `at` time on the session's simulated clock: the clock moves
    /// there, the event is handled and a frame is taken, so an animation it starts begins then.
    @discardableResult
    public func replay(_ file: EventFile, until end: Double? = nil) -> Int {
        file.replayEntries(until: end, advance: advance(to:), handle: { handleReplayed($0, path: "") }, frame: frameAll)
    }
}
