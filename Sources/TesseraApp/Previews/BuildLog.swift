import Foundation

/// The first errors of a compiler log (`swift build` output), for the live preview's window
/// when a build fails (`--show-build-errors LOG`).
///
/// An error is a line `FILE:LINE:COL: error: MESSAGE` (or `error: MESSAGE`) with the source
/// excerpt the compiler prints under it (lines starting with a line number and `|`). The first
/// ``maximumErrors`` errors are kept, each with up to ``maximumExcerptLines`` lines of
/// excerpt; absolute paths under the current directory are shortened. A log without such a
/// line (a linker or package failure) shows its last lines instead.
struct BuildLog: Equatable {
    /// One error: its headline and the excerpt below it.
    struct BuildError: Equatable {
        var headline: String
        var excerpt: [String]
    }

    static let maximumErrors = 5
    static let maximumExcerptLines = 8

    /// The errors found, at most ``maximumErrors``.
    var errors: [BuildError]
    /// How many error lines the log has in all.
    var errorCount: Int
    /// The log's last lines when it has no error line.
    var tail: [String]

    /// Reads the log at `path`; a missing or unreadable file is one line (`AppOptionsError`).
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppOptionsError("cannot read build log \(path): no such file or not readable")
        }
        self.init(log: String(decoding: data, as: UTF8.self))
    }

    init(log: String, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line).replacingOccurrences(of: prefix, with: "")
        }
        var errors: [BuildError] = []
        var count = 0
        var seen: Set<String> = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            guard Self.isError(line) else { continue }
            // `swift build` may print an error twice (module and object jobs): count it once.
            guard seen.insert(line).inserted else { continue }
            count += 1
            guard errors.count < Self.maximumErrors else { continue }
            var excerpt: [String] = []
            while i < lines.count, Self.isExcerpt(lines[i]) {
                if excerpt.count < Self.maximumExcerptLines { excerpt.append(lines[i]) }
                i += 1
            }
            errors.append(BuildError(headline: line, excerpt: excerpt))
        }
        self.errors = errors
        self.errorCount = count
        self.tail = errors.isEmpty ? Array(lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(20)) : []
    }

    /// `path:1:2: error: ...` or `error: ...` (not an excerpt's `` `- error: `` marker, nor
    /// the "command failed" lines that only repeat what precedes them).
    static func isError(_ line: String) -> Bool {
        if line.contains("command failed with exit code") { return false }
        if line.hasPrefix("error: ") { return true }
        guard let r = line.range(of: ": error: ") else { return false }
        return !line[..<r.lowerBound].contains("|")
    }

    /// A source excerpt line: `12 | code`, `   | `- error: ...`, or a blank line inside it.
    static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard let bar = trimmed.firstIndex(of: "|") else { return false }
        return trimmed[..<bar].allSatisfy { $0.isNumber || $0 == " " }
    }
}
