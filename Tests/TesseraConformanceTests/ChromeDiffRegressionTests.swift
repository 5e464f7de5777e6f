import Foundation
import Testing
@testable import TesseraConformance

/// Minimised layouts on which the track grid engine once differed from Chromium, found by the
/// differential tester (`make chrome-diff`, generator seed in each case's `seed` and in the
/// file's `source`) and laid out by Chromium 156: `chrome-diff-regressions.json`. Every case
/// must match Chromium's layout.
@Suite struct ChromeDiffRegressionTests {
    @Test func minimisedChromiumFailuresStayFixed() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed >= 46)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
