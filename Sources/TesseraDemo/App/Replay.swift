import Tessera
import TesseraSDL

extension DemoSession {
    /// Replays an event file in order of time, through `handle(_:)` like window events.
    /// Stops at a quit key; screenshot keys are ignored (the replay's result is the screenshot).
    /// Returns the number of events replayed.
    /// Events after `end` (when given) are not replayed.
    /// Each event happens at its `at` time on the session's simulated clock: the clock moves
    /// there, the event is handled and a frame is taken, so an animation it starts begins then.
    @discardableResult
    public func replay(_ file: EventFile, until end: Double? = nil) -> Int {
        var count = 0
        _ = frame()
        for entry in file.entries where end.map({ entry.at <= $0 }) ?? true {
            count += 1
            (clock as? SimulatedClock)?.advance(to: entry.at)
            if handle(entry.event) == .quit { break }
            _ = frame()
        }
        return count
    }
}
