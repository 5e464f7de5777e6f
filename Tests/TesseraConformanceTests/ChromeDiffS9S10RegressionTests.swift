import Foundation
import Testing
@testable import TesseraConformance

/// Layouts on which the engine differed from Chromium 156 while baseline alignment (S9),
/// absolutely positioned children and template areas (S10) were implemented, found by
/// `make chrome-diff STAGES=S9,S10` (seeds 102, 104, 1801 and 1802, in each case's `seed`):
/// `chrome-diff-regressions-s9-s10.json`. Every case must match Chromium's layout.
@Suite struct ChromeDiffS9S10RegressionTests {
    @Test func baselineAbsoluteAndAreaCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-s9-s10.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 21)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
