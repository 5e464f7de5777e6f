import Foundation
import Testing
@testable import TesseraConformance

/// CSS `order` on grid items (CSS Grid 2 §4.4) checked against Chromium 156.0.8078.108:
/// `chrome-diff-regressions-order.json` holds 12 fixtures x 4 variants of
/// `make chrome-diff STAGES=S12 SEED=9102` on which the engine without `order` differed from
/// Chromium (all 48 cases failed), 4 of them with `order` of ±2^31 and beyond, which Chromium
/// clamps to the 32-bit range. Every case must match Chromium's layout.
@Suite struct ChromeDiffOrderRegressionTests {
    @Test func orderCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-order.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 48)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
