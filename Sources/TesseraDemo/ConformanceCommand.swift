import TesseraConformance

extension TesseraCommand {
    /// `tessera conformance CASES.json [--stage PREFIX] [--json]` (DESIGN §3.2, §3.5): runs the
    /// Chrome-generated CSS grid cases and prints per-stage counts and the closing line
    /// `N passed, N failed` (or the JSON summary).
    static func conformance(_ args: inout Arguments, _ output: CommandOutput) throws {
        let stage = try args.option("--stage")
        let json = args.flag("--json")
        guard let path = args.positional() else { throw UsageError("conformance needs the cases file, e.g. ../shared/conformance/taffy-grid-cases.json") }
        try args.finish()
        let report: ConformanceReport
        do { report = try runConformance(casesFile: path, stagePrefix: stage) } catch {
            throw UsageError("\(error)")
        }
        output.out(json ? report.jsonSummary : report.textSummary)
    }
}
