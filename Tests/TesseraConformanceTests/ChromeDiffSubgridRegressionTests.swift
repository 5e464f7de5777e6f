import Foundation
import Testing
@testable import TesseraConformance

/// Subgrid layouts (CSS Grid 2 §9) checked against Chromium 156: `chrome-diff-regressions-subgrid.json`
/// holds probes written by hand to isolate one rule each (an empty subgrid's padding in its edge
/// tracks, edge margins on items, half the gap difference, clamping and nesting; `seed` null)
/// and fixtures of `make chrome-diff STAGES=S11` (seeds 850 and 853, in each case's `seed`) on
/// which the engine first differed from Chromium. Every case must match Chromium's layout.
@Suite struct ChromeDiffSubgridRegressionTests {
    @Test func subgridCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-subgrid.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 48)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
