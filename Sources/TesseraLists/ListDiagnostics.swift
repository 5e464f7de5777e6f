import Foundation

/// Warning lines of TesseraLists (a table sort comparator that is not a total order, a
/// selection naming rows that are not in the data): one line on stderr each,
/// `warning: ...`. Tests bind ``handler`` (a task-local value) to read them.
public enum ListDiagnostics {
    /// Receives each warning instead of stderr while bound (tests:
    /// `ListDiagnostics.$handler.withValue({ lines.append($0) }) { ... }`).
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    /// Prints `message` as one warning line.
    static func warn(_ message: String) {
        if let handler { handler(message); return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
