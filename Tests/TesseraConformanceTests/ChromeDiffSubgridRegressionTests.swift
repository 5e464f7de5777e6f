import Foundation
import Testing
@testable import TesseraConformance

/// Subgrid layouts (CSS Grid 2 §9) checked against Chromium 156: `chrome-diff-regressions-subgrid.json`
/// holds probes written by hand to isolate one rule each (an empty subgrid's padding in its edge
/// tracks, edge margins on items, half the gap difference, clamping and nesting; `seed` null)
/// and fixtures of `make chrome-diff STAGES=S11` (seeds 850 and 853, in each case's `seed`) on
/// which the engine first differed from Chromium, and minimised fixtures of seeds 1100–1119
/// (ids ending `_min`, four variants each, Chromium 156.0.8078.108) that isolate the rules
/// added since (locked items past the span, negative tracks, the used gutter, squeezed
/// subgrids, a subgrid's own columns, edge floors shared by a set). Every case must match
/// Chromium's layout.
@Suite struct ChromeDiffSubgridRegressionTests {
    @Test func subgridCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-subgrid.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 104)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
