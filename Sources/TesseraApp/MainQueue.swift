import Dispatch
import Foundation
import Synchronization
import TesseraSDL
#if canImport(Glibc)
import Glibc
#endif

// On Linux the main actor's executor is Dispatch's main queue. Outside `dispatchMain()` (the
// window loop owns the main thread) nobody drains it, so `Task { @MainActor in }` would never
// run. libdispatch exposes what CoreFoundation's run loop uses for this: an eventfd that
// becomes readable when the main queue has work, and a call that runs that work.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchDrainMainQueue(_ message: UnsafeMutableRawPointer?)
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// Runs main-actor jobs from a thread that does not sit in `dispatchMain()`: the app's main
/// thread, which waits in SDL's event loop.
enum MainQueue {
    /// The main queue's wake-up descriptor (non-blocking eventfd).
    static var handle: Int32 { dispatchMainQueueHandle() }

    /// Set by `App.main()`: the process's main thread is ours (no `dispatchMain()` loop), so the
    /// main queue may be drained by hand. Elsewhere (inside a test runner, whose main actor is
    /// already served by Dispatch) draining would re-enter the queue, so `drain()` does nothing.
    private static let owned = Atomic<Bool>(false)

    /// Declares that the main thread runs the app's own loop (call from `main()`, on it).
    static func takeOwnership() { owned.store(true, ordering: .sequentiallyConsistent) }

    /// Whether `drain()` runs jobs (see `takeOwnership()`).
    static var isOwned: Bool { owned.load(ordering: .sequentiallyConsistent) }

    /// Runs the main-queue jobs (main-actor jobs) queued now, and those they queue while
    /// running. Call on the main thread.
    static func drain() {
        guard isOwned else { return }
        var count: UInt64 = 0
        _ = read(handle, &count, 8)
        dispatchDrainMainQueue(nil)
    }

    /// Drains the main queue until `done()` holds, such as "every sleeper the simulated
    /// timeline woke has run" (`SimulatedTimeline.wokenNotRunning == 0`): a woken task's job
    /// reaches the main queue when its continuation is resumed, or a moment later when it comes
    /// through another executor, so between checks this waits for the queue's descriptor rather
    /// than for a fixed time. Whether the jobs ran never depends on how busy the machine is;
    /// `patience` (seconds) only ends the wait for a task that never runs (its executor blocked).
    /// Then runs the jobs the woken tasks queued for the main actor. Call on the main thread.
    static func drain(until done: () -> Bool, patience: Double = 60) {
        guard isOwned else { return }
        drain()
        let deadline = ProcessInfo.processInfo.systemUptime + patience
        while !done(), ProcessInfo.processInfo.systemUptime < deadline {
            var p = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 10) > 0 { drain() }
        }
        drain()
    }
}

/// Wakes the window loop when main-actor jobs are queued or a main run-loop timer
/// (`Timer.scheduledTimer`) is due: a thread blocks in `poll` on the main queue's descriptor,
/// with a timeout at the next timer's fire date (an idle app without timers uses no CPU) and,
/// when one of them is ready, posts SDL's wake event, then waits until the loop has drained the
/// queue before polling again.
final class MainQueueWaker: Sendable {
    private let drained = DispatchSemaphore(value: 0)
    private let waiting = Atomic<Bool>(false)
    /// The next timer's fire date (seconds since the reference date; infinity for none).
    private let nextTimer = Atomic<Double>(.infinity)
    /// A pipe written when the next timer moved earlier, to cut the poll's timeout short.
    private let rescheduled: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return (fds[0], fds[1])
    }()

    /// Starts the polling thread (it lives as long as the process).
    func start() {
        let fd = MainQueue.handle
        let thread = Thread { [self] in
            while true {
                var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: rescheduled.read, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&fds, 2, timeoutMilliseconds())
                if fds[1].revents != 0 { var bytes = [UInt8](repeating: 0, count: 64); _ = read(rescheduled.read, &bytes, 64) }
                let timerDue = nextTimer.load(ordering: .sequentiallyConsistent) <= Date.timeIntervalSinceReferenceDate
                guard fds[0].revents != 0 || (ready == 0 && timerDue) else { continue }
                if timerDue { nextTimer.store(.infinity, ordering: .sequentiallyConsistent) }
                waiting.store(true, ordering: .sequentiallyConsistent)
                WindowHost.wake()
                drained.wait()
            }
        }
        thread.name = "tessera-main-queue-waker"
        thread.start()
    }

    /// How long the thread may sleep: until the next timer, or for ever.
    private func timeoutMilliseconds() -> Int32 {
        let next = nextTimer.load(ordering: .sequentiallyConsistent)
        guard next.isFinite else { return -1 }
        let ms = (next - Date.timeIntervalSinceReferenceDate) * 1000
        return Int32(Swift.max(0, Swift.min(ms.rounded(.up), 3_600_000)))
    }

    /// Fires the main run loop's due timers and notes when the next one is due. Call on the
    /// main thread, from the window loop (before reading whether something changed).
    func fireRunLoopTimers() {
        let next = RunLoop.main.limitDate(forMode: .default)?.timeIntervalSinceReferenceDate ?? .infinity
        let due = next < Date.distantFuture.timeIntervalSinceReferenceDate ? next : .infinity
        let old = nextTimer.exchange(due, ordering: .sequentiallyConsistent)
        if due < old { var one: UInt8 = 1; _ = write(rescheduled.write, &one, 1) }
    }

    /// Called by the loop after it drained the main queue.
    func loopDrained() {
        if waiting.exchange(false, ordering: .sequentiallyConsistent) { drained.signal() }
    }
}
