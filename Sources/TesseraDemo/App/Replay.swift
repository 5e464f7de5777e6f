import Tessera
import TesseraSDL
import TesseraSDLHost

extension DemoSession {
    /// Replays an event file in order of time, through `handle(_:)` like window events
    /// (`EventFile.replay`). Stops at a quit key; screenshot keys are ignored (the replay's
    /// result is the screenshot). Returns the number of events replayed.
    /// Events after `end` (when given) are not replayed.
    /// Each event happens at its `at` time on the session's simulated clock: the clock moves
    /// there, the event is handled and a frame is taken, so an animation it starts begins then.
    @discardableResult
    public func replay(_ file: EventFile, until end: Double? = nil) -> Int {
        file.replay(until: end, advance: { (clock as? SimulatedClock)?.advance(to: $0) },
                    handle: { handle($0) != .quit }, frame: { _ = frame() })
    }
}
