import ArgumentParser
import Foundation
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// A failure the user can fix: printed as one line on stderr, exit code 2 (Contracts.md, "Command lines").
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ message: String) { description = message }
}

/// Where a command writes: stdout and stderr, replaceable in tests. Every line given to `err`
/// reaches it through ``MessageText/oneLine(_:)``: one line, no raw control characters, whatever
/// the message echoes. `finish` flushes `out` at the end: nil, or the line saying why the
/// output was not all written (a full disk), which makes the command fail.
public struct CommandOutput: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public var finish: @Sendable () -> String?
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                finish: @escaping @Sendable () -> String? = { nil }) {
        self.out = out; self.err = { err(MessageText.oneLine($0)) }; self.finish = finish
    }
    /// The process's standard streams, every write to stdout checked (``StandardOutput``).
    public static var standard: CommandOutput {
        CommandOutput(out: { StandardOutput.writeLine($0) }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
                      finish: { StandardOutput.finish() })
    }
}

/// A subcommand of `tessera`: parsed by swift-argument-parser, run with the output streams
/// (so tests capture what it prints). Adding a subcommand: a `ParsableCommand` conforming to
/// this protocol in a file of its own, listed in the `tessera` root command's subcommands
/// (the TesseraCommandLine target).
public protocol TesseraSubcommand: ParsableCommand {
    /// Runs the parsed command, printing through `output`; throws ``UsageError`` for bad input.
    func execute(_ output: CommandOutput) throws
}

/// The option values the `tessera` commands share (Contracts.md, "Command lines"): scene ids,
/// sizes, scales, times and output files, each rejected with one line naming the option.
public enum CommandValues {
    /// The index of the scene `id`, or an error naming the closest id.
    public static func sceneIndex(_ id: String) throws -> Int {
        guard let i = SceneCatalog.index(of: id) else {
            if let close = Suggestion.closest(to: id, among: SceneCatalog.ids) {
                throw UsageError("unknown scene \(MessageText.quoted(id)); did you mean \"\(close)\"? (`tessera scenes` lists them all)")
            }
            throw UsageError("unknown scene \(MessageText.quoted(id)); valid scenes: \(SceneCatalog.ids.joined(separator: ", "))")
        }
        return i
    }

    /// Parses `--scale S`: a number from 0.25 to 8 (``HeadlessOptionValues``).
    public static func parseScale(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.scale(s) } catch { throw UsageError(error.message) }
    }

    /// Parses `--size WxH`: whole numbers of points from 1 to 16384 (``HeadlessOptionValues``).
    public static func parseSize(_ s: String) throws -> Size {
        do { return try HeadlessOptionValues.size(s) } catch { throw UsageError(error.message) }
    }

    /// The window size when `--size` is not given.
    public static let defaultSize = Size(width: 1280, height: 800)

    /// Parses `--time`: seconds, finite, from 0 to 3600 (``HeadlessOptionValues``).
    public static func parseTime(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.time(s) } catch { throw UsageError(error.message) }
    }

    /// Fails with one line unless `path` can be created or overwritten.
    public static func checkWritable(_ path: String) throws {
        do { try HeadlessRun.checkWritable(path) } catch { throw UsageError(error.description) }
    }
}

/// swift-argument-parser's messages as the one line a `tessera` command prints.
public enum ParserMessage {
    /// `message` on one line, without the parser's usage and "See" lines, starting in lower case,
    /// with where to find help: `tessera SUBCOMMAND --help` (nil: `tessera --help`).
    public static func oneLine(_ message: String, subcommand: String?) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }
        var text = lines.joined(separator: " ")
        if let first = text.first, first.isUppercase { text = first.lowercased() + text.dropFirst() }
        return text + "; run `tessera \(subcommand.map { $0 + " " } ?? "")--help`"
    }
}

/// "Did you mean": the candidate closest to a mistyped word by edit distance.
public enum Suggestion {
    /// The candidate within `max(2, word.count / 3)` edits of `word` (ignoring case), closest first.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        let limit = max(2, w.count / 3)
        let scored = candidates.map { ($0, distance(w, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var prev = row[0]; row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
