import ArgumentParser
import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraLayoutSpec
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
/// this protocol in a file of its own, listed in ``TesseraCommand/configuration``.
protocol TesseraSubcommand: ParsableCommand {
    func execute(_ output: CommandOutput) throws
}

/// The `tessera` command line (Contracts.md, "Command lines"), on swift-argument-parser: subcommands with
/// their own `--help`, `demo` the default one (`tessera --scene spanning`), `--opt=value`,
/// shell completion scripts (`tessera --generate-completion-script bash`). ``run(_:output:)``
/// returns the exit code: 0, or 2 with one line on stderr for any user error.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "SwiftUI-style grids on SDL2: the demo window, headless screenshots, layout JSON and CSS grid conformance.",
        discussion: "Without a command, runs `demo`. A bad argument or file gives one line on stderr and exit code 2.",
        subcommands: [DemoCommand.self, ScenesCommand.self, ScreenshotCommand.self, LayoutCommand.self, ConformanceCommand.self, TrainerCommand.self],
        defaultSubcommand: DemoCommand.self)

    public init() {}

    /// The subcommand names, for "did you mean".
    static var commandNames: [String] { configuration.subcommands.map { $0._commandName } + ["help"] }

    /// Parses `arguments`, runs the subcommand and returns the exit code.
    public static func run(_ arguments: [String], output: CommandOutput = .standard) -> Int32 {
        do {
            try checkCommandName(arguments)
            var command = try parseAsRoot(arguments)
            guard let sub = command as? any TesseraSubcommand else {
                // The parser's own commands (`help`): they throw a help request, handled below.
                try command.run()
                output.out(helpMessage()); return 0
            }
            try sub.execute(output)
            if let problem = output.finish() { output.err("tessera: \(problem)"); return 2 }
            return 0
        } catch let e as UsageError {
            output.err("tessera: \(e.description)"); return 2
        } catch let e as SpecError {
            output.err("tessera: \(e.description)"); return 2
        } catch let e as TesseraSDLError {
            output.err("tessera: \(e.description)"); return 2
        } catch {
            // swift-argument-parser's own outcomes: help and completion scripts go to stdout
            // with exit 0; parse errors become one line and exit 2.
            if exitCode(for: error) == .success {
                output.out(fullMessage(for: error)); return 0
            }
            output.err("tessera: \(oneLine(message(for: error), arguments: arguments))"); return 2
        }
    }

    /// A parser message on one line, with where to find help.
    static func oneLine(_ message: String, arguments: [String]) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("Usage:") && !$0.hasPrefix("See '") }
        var text = lines.joined(separator: " ")
        if let first = text.first, first.isUppercase { text = first.lowercased() + text.dropFirst() }
        let sub = arguments.first.flatMap { commandNames.contains($0) ? $0 + " " : nil } ?? ""
        return text + "; run `tessera \(sub)--help`"
    }

    /// A first argument that looks like a command name but is none: "unknown command", with
    /// the closest name (a scene id or file name is not mistaken for one: only words that are
    /// within two edits of a command are).
    static func checkCommandName(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return }
        let close = Suggestion.closest(to: first, among: commandNames)
        if let close {
            throw UsageError("unknown command \(MessageText.quoted(first)); did you mean \"\(close)\"? (run `tessera --help` for the commands)")
        }
        throw UsageError("unknown command \(MessageText.quoted(first)); run `tessera --help` for the commands")
    }

    /// The index of the scene `id`, or an error naming the closest id.
    static func sceneIndex(_ id: String) throws -> Int {
        guard let i = SceneCatalog.index(of: id) else {
            if let close = Suggestion.closest(to: id, among: SceneCatalog.ids) {
                throw UsageError("unknown scene \(MessageText.quoted(id)); did you mean \"\(close)\"? (`tessera scenes` lists them all)")
            }
            throw UsageError("unknown scene \(MessageText.quoted(id)); valid scenes: \(SceneCatalog.ids.joined(separator: ", "))")
        }
        return i
    }

    /// Parses `--scale S`: a number from 0.25 to 8 (``HeadlessOptionValues``).
    static func parseScale(_ s: String) throws -> Double {
        do { return try HeadlessOptionValues.scale(s) } catch { throw UsageError(error.message) }
    }

    /// Parses `--size WxH`: whole numbers of points from 1 to 16384 (``HeadlessOptionValues``).
    static func parseSize(_ s: String) throws -> Size {
        do { return try HeadlessOptionValues.size(s) } catch { throw UsageError(error.message) }
    }

    /// The window size when `--size` is not given.
    static let defaultSize = Size(width: 1280, height: 800)
}

/// "Did you mean": the candidate closest to a mistyped word by edit distance.
enum Suggestion {
    /// The candidate within `max(2, word.count / 3)` edits of `word` (ignoring case), closest first.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        let limit = max(2, w.count / 3)
        let scored = candidates.map { ($0, distance(w, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
