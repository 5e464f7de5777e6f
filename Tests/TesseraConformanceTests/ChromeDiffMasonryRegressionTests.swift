import Foundation
import Testing
@testable import TesseraConformance

/// Masonry (`display: grid-lanes`, chrome-diff stage S20): fixtures of the development seeds
/// 2001, 2101 and 2102 that isolate the rules found against Chromium 156 (ties from the
/// cursor, negative margins, lanes before the grid, alignment areas, automatic items sizing
/// every lane, right to left, lanes as rows), each in its four variants, in
/// `chrome-diff-regressions-masonry.json`. Every case must match Chromium's layout.
@Suite struct ChromeDiffMasonryRegressionTests {
    @Test func masonryCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-masonry.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 56)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }
}
