import Foundation

extension Timer {
    /// An unscheduled placeholder timer that never fires, for the `var timer = Timer()` that
    /// stopwatch code declares before it assigns `Timer.scheduledTimer(...)` (Apple's `Timer`
    /// inherits `NSObject`'s `init()`, which Foundation on Linux does not offer). It is already
    /// invalidated: `isValid` is false and `invalidate()` does nothing.
    public convenience init(_ unscheduled: Void = ()) {
        self.init(timeInterval: .infinity, repeats: false) { _ in }
        invalidate()
    }
}
