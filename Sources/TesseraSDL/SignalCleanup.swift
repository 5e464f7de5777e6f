import Foundation

/// Removes the temporary file being written when the process is stopped by `SIGINT`,
/// `SIGTERM`, `SIGHUP` or `SIGQUIT`, then dies of the same signal (so the exit status still
/// says which). The handlers are installed only while a temporary file has a name; the ones
/// they replaced (SDL's, which turn SIGINT into a quit event) are put back afterwards. One path
/// at a time (writes are one after another); the handler only calls `unlink`, `signal` and
/// `raise`, which are async-signal-safe. `SIGKILL` cannot be caught:
/// ``TemporaryFile`` avoids names altogether where it can (`O_TMPFILE`).
enum SignalCleanup {
    /// The path to remove, NUL-terminated (empty: none). Written only while no signal handler
    /// can read a half-written path: the first byte is cleared first and set last.
    nonisolated(unsafe) static let path = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    nonisolated(unsafe) static var previous: [sigaction]? = nil
    static let lock = NSLock()
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Makes `file` the path removed on a signal.
    static func register(_ file: String) {
        lock.lock(); defer { lock.unlock() }
        if previous == nil {
            path[0] = 0
            previous = signals.map { s in
                var action = sigaction(), old = sigaction()
                action.__sigaction_handler.sa_handler = handle
                sigemptyset(&action.sa_mask)
                sigaction(s, &action, &old)
                return old
            }
        }
        let bytes = Array(file.utf8.prefix(Int(PATH_MAX)))
        path[0] = 0
        for (i, b) in bytes.enumerated().dropFirst() { path[i] = CChar(bitPattern: b) }
        path[bytes.count] = 0
        if let first = bytes.first { path[0] = CChar(bitPattern: first) }
    }

    /// Nothing to remove any more.
    static func unregister() {
        lock.lock(); defer { lock.unlock() }
        path[0] = 0
        if var old = previous {
            for (k, s) in signals.enumerated() { sigaction(s, &old[k], nil) }
            previous = nil
        }
    }

    /// The handler: remove the file, restore the default action and re-raise.
    static let handle: @convention(c) (Int32) -> Void = { sig in
        if SignalCleanup.path[0] != 0 { unlink(SignalCleanup.path) }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}
