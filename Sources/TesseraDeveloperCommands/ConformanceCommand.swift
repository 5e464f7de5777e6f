import ArgumentParser
import Foundation
import TesseraConformance
import TesseraDemo

/// `tessera conformance CASES.json [--stage PREFIX] [--json]` (Contracts.md, "Command lines"; Contracts.md, "CSS grid conformance cases"): runs the
/// Chrome-generated CSS grid cases and prints per-stage counts and the closing line
/// `N passed, N failed` (or the JSON summary). A `--stage` prefix that matches no stage is an
/// error naming the stages.
public struct ConformanceCommand: TesseraSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "conformance", abstract: "Run CSS grid conformance cases.")

    @Argument(
        help: ArgumentHelp(
            "The cases file, e.g. ../shared/conformance/taffy-grid-cases.json.", valueName: "CASES.json"),
        completion: .file(extensions: ["json"]))
    var casesFile: String

    @Option(name: .long, help: ArgumentHelp("Run only the stages whose name starts with PREFIX.", valueName: "PREFIX"))
    var stage: String?

    @Flag(name: .long, help: "Print a JSON summary instead of text.")
    var json = false

    public init() {}

    public func execute(_ output: CommandOutput) throws {
        let report: ConformanceReport
        do { report = try runConformance(casesFile: casesFile, stagePrefix: stage) } catch {
            throw UsageError("\(error)")
        }
        if let stage, report.stages.isEmpty {
            throw UsageError("\(casesFile): no stage matches --stage \(stage); run without --stage to see the stages")
        }
        output.out(json ? report.jsonSummary : report.textSummary)
        // Diagnosis: `TESSERA_CONFORMANCE_DEBUG=id1,id2` (or `failures`) lists those cases node
        // by node, computed against expected, on standard error.
        if let ids = ProcessInfo.processInfo.environment["TESSERA_CONFORMANCE_DEBUG"] {
            let wanted = ids == "failures" ? Set(report.failures) : Set(ids.split(separator: ",").map(String.init))
            let text = (try? describeCases(casesFile: casesFile, ids: wanted)) ?? "\(casesFile): cannot describe cases"
            for line in text.split(separator: "\n") { output.err(String(line)) }
        }
    }
}
