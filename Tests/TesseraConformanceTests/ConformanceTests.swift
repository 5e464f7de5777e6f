import Foundation
import Testing
@testable import TesseraConformance

/// The package root, found from this file's path (Tests/TesseraConformanceTests/…).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let casesPath = packageRoot.appendingPathComponent("../shared/conformance/taffy-grid-cases.json").standardizedFileURL.path
private let baselinePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("conformance-baseline.json").path

@Suite struct ConformanceTests {
    /// Runs every Chrome case and holds each stage at or above the committed baseline, which
    /// only ever goes up (Contracts.md, "CSS grid conformance cases").
    @Test func chromeCasesStayAtOrAboveBaseline() throws {
        guard FileManager.default.fileExists(atPath: casesPath) else {
            Issue.record(Comment(rawValue: "warning: \(casesPath) is absent; CSS grid conformance not checked"), severity: .warning)
            return
        }
        let report = try runConformance(casesFile: casesPath, stagePrefix: nil)
        if let out = ProcessInfo.processInfo.environment["TESSERA_CONFORMANCE_REPORT"] {
            try report.jsonSummary.write(toFile: out, atomically: true, encoding: .utf8)
        }
        print(report.textSummary)
        if let ids = ProcessInfo.processInfo.environment["TESSERA_CONFORMANCE_DEBUG"] {
            let text = try describeCases(casesFile: casesPath, ids: Set(ids.split(separator: ",").map(String.init)))
            try text.write(toFile: "/tmp/tg-debug.txt", atomically: true, encoding: .utf8)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: baselinePath))
        let baseline = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stages = try #require(baseline["stages"] as? [String: Int])
        for (stage, minimum) in stages {
            let got = report.stages.first { $0.stage == stage }?.passed ?? 0
            #expect(got >= minimum, "stage \(stage): \(got) passed, baseline \(minimum)")
        }
    }

    @Test func missingFileIsOneClearLine() {
        do {
            _ = try runConformance(casesFile: "/nonexistent/cases.json", stagePrefix: nil)
            Issue.record("expected an error")
        } catch {
            let text = String(describing: error)
            #expect(text.contains("/nonexistent/cases.json"))
            #expect(!text.contains("\n"))
        }
    }

    @Test func malformedJSONIsOneClearLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bad-\(UUID().uuidString).json").path
        try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ConformanceError.self) { try runConformance(casesFile: path, stagePrefix: nil) }
        do { _ = try runConformance(casesFile: path, stagePrefix: nil) } catch {
            #expect(String(describing: error).contains("malformed JSON"))
        }
    }

    @Test func stagePrefixMatchesOneStageId() {
        #expect(stageMatches("S1 px+fr+spans", "S1"))
        #expect(!stageMatches("S10 all", "S1"))
        #expect(stageMatches("S10 all", "S10"))
        #expect(stageMatches("S2 +auto/minmax/implicit", nil))
    }

    @Test func summariesFollowTheContract() {
        let r = ConformanceReport(stages: [(stage: "S1", passed: 3, failed: 1)], failures: ["a"])
        #expect(r.textSummary.hasSuffix("\n3 passed, 1 failed"))
        let obj = try? JSONSerialization.jsonObject(with: Data(r.jsonSummary.utf8)) as? [String: Any]
        #expect(obj?["passed"] as? Int == 3)
        #expect(obj?["failed"] as? Int == 1)
        #expect((obj?["failures"] as? [String]) == ["a"])
        #expect(((obj?["stages"] as? [[String: Any]])?.first?["stage"] as? String) == "S1")
    }
}
