import ArgumentParser
import Foundation
import TesseraDemo
import TesseraDeveloperCommands
import TesseraGeometry
import TesseraJSON
import TesseraSDL

/// The `tessera` command line (Contracts.md, "Command lines"), on swift-argument-parser: subcommands with
/// their own `--help`, `demo` the default one (`tessera --scene spanning`), `--opt=value`,
/// shell completion scripts (`tessera --generate-completion-script bash`). ``run(_:output:)``
/// returns the exit code: 0, or 2 with one line on stderr for any user error.
public struct TesseraCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract:
            "SwiftUI-style grids on SDL2: the demo window, headless screenshots, layout JSON and CSS grid conformance.",
        discussion: "Without a command, runs `demo`. A bad argument or file gives one line on stderr and exit code 2.",
        subcommands: [
            DemoCommand.self, ScenesCommand.self, ScreenshotCommand.self, LayoutCommand.self, ConformanceCommand.self,
            TrainerCommand.self,
        ],
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
                output.out(helpMessage())
                return 0
            }
            try sub.execute(output)
            if let problem = output.finish() {
                output.err("tessera: \(problem)")
                return 2
            }
            return 0
        } catch let e as UsageError {
            output.err("tessera: \(e.description)")
            return 2
        } catch let e as SpecError {
            output.err("tessera: \(e.description)")
            return 2
        } catch let e as TesseraSDLError {
            output.err("tessera: \(e.description)")
            return 2
        } catch {
            // swift-argument-parser's own outcomes: help and completion scripts go to stdout
            // with exit 0; parse errors become one line and exit 2.
            if exitCode(for: error) == .success {
                output.out(fullMessage(for: error))
                return 0
            }
            output.err("tessera: \(oneLine(message(for: error), arguments: arguments))")
            return 2
        }
    }

    /// A parser message on one line, with where to find help (``ParserMessage``).
    static func oneLine(_ message: String, arguments: [String]) -> String {
        ParserMessage.oneLine(message, subcommand: arguments.first.flatMap { commandNames.contains($0) ? $0 : nil })
    }

    /// A first argument that looks like a command name but is none: "unknown command", with
    /// the closest name (a scene id or file name is not mistaken for one: only words that are
    /// within two edits of a command are).
    static func checkCommandName(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return }
        let close = Suggestion.closest(to: first, among: commandNames)
        if let close {
            throw UsageError(
                "unknown command \(MessageText.quoted(first)); did you mean \"\(close)\"? (run `tessera --help` for the commands)"
            )
        }
        throw UsageError("unknown command \(MessageText.quoted(first)); run `tessera --help` for the commands")
    }
}
