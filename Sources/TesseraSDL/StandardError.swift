import Foundation

/// Keeps C libraries' own messages off the process's stderr.
///
/// libpng and libjpeg print warnings and errors (`libpng error: ...`) straight to file
/// descriptor 2 beside the command's one-line messages; the failures also come back as SDL
/// errors, which Tessera reports in its own words. ``silenced(_:)`` points descriptor 2 at
/// `/dev/null` for the duration of a call. It is process-wide, so calls are serialised, and
/// it is meant for short library calls on the command line's thread.
public enum StandardError {
    private static let lock = NSLock()

    /// Runs `body` with file descriptor 2 pointing at /dev/null, then restores it.
    public static func silenced<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        fflush(nil)
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try body()
        }
        dup2(null, 2); close(null)
        defer { fflush(nil); dup2(saved, 2); close(saved) }
        return try body()
    }
}
