import TesseraSDL

extension DemoSession {
    /// Replays an event file in order of time, through `handle(_:)` like window events.
    /// Stops at a quit key; screenshot keys are ignored (the replay's result is the screenshot).
    /// Returns the number of events replayed.
    @discardableResult
    public func replay(_ file: EventFile) -> Int {
        var count = 0
        for entry in file.entries {
            count += 1
            if handle(entry.event) == .quit { break }
        }
        return count
    }
}
