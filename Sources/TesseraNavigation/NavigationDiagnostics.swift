import Foundation

/// Warning lines of TesseraNavigation (a value without a destination, a sheet refused while
/// another is up): one line on stderr each, `warning: ...`, as SwiftUI logs them to the
/// console. Tests bind ``handler`` (a task-local value) to read them.
public enum NavigationDiagnostics {
    /// Receives each warning instead of stderr while bound (tests:
    /// `NavigationDiagnostics.$handler.withValue({ lines.append($0) }) { ... }`).
    @TaskLocal public static var handler: (@Sendable (String) -> Void)?

    /// Prints `message` as one warning line.
    static func warn(_ message: String) {
        if let handler { handler(message); return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
