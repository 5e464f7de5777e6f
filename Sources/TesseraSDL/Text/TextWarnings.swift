import Foundation
import Synchronization

/// Warnings about text input the renderer worked around (a font that cannot be opened, a family
/// that is not installed): each distinct message is written to stderr at most once per process,
/// so bad input costs one line, not one per frame.
final class TextWarnings: Sendable {
    static let shared = TextWarnings()
    private let seen = Mutex<Set<String>>([])
    /// Set by tests to collect instead of printing.
    private let sink = Mutex<(@Sendable (String) -> Void)?>(nil)

    func warn(_ message: String) {
        let fresh = seen.withLock { $0.insert(message).inserted }
        guard fresh else { return }
        if let s = sink.withLock({ $0 }) { s(message); return }
        FileHandle.standardError.write(Data(("tessera: warning: " + message + "\n").utf8))
    }

    /// Routes warnings to `handler` (nil: stderr again).
    func redirect(_ handler: (@Sendable (String) -> Void)?) { sink.withLock { $0 = handler } }
}
