import Foundation

/// The process's standard output, written with every failure noticed.
///
/// `print` drops write errors: JSON piped into a full disk was cut at 28,672 bytes with exit
/// status 0 (issue 34). Commands write through ``writeLine(_:)`` — straight to descriptor 1,
/// every `write` checked, partial writes continued — and end with ``finish()``, which reports
/// the first failure as one line, so the command exits with status 2 instead of claiming
/// success. After a failure nothing more is written.
public enum StandardOutput {
    /// The errno of the first failed write (0: none yet).
    nonisolated(unsafe) static var firstError: Int32 = 0
    static let lock = NSLock()

    /// Writes `text` and a newline to descriptor 1 (`fd`, for tests).
    public static func writeLine(_ text: String, fd: Int32 = 1) {
        lock.lock(); defer { lock.unlock() }
        guard firstError == 0 else { return }
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        var total = 0
        while total < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + total, bytes.count - total) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { firstError = n < 0 ? errno : EIO; return }
            total += n
        }
    }

    /// Nil when everything written so far reached the output, else one line saying why not
    /// (such as "cannot write the output: No space left on device"); forgets the failure.
    public static func finish() -> String? {
        lock.lock(); defer { lock.unlock() }
        guard firstError != 0 else { return nil }
        defer { firstError = 0 }
        return "cannot write the standard output: \(String(cString: strerror(firstError)))"
    }
}
