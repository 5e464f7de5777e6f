import Foundation
import Testing
import TesseraLayout
@testable import TesseraConformance

/// Vertical writing modes (CSS Writing Modes 4 §3.1, §7.3; CSS Grid 2 §6) checked against
/// Chromium 156.0.8078.108: `chrome-diff-regressions-writing-modes.json` holds 16 fixtures x 4
/// variants of `chrome-diff run --seed 32604 --stages S15`: vertical-rl and vertical-lr grids,
/// orthogonal items and nested grids, `self-start`/`self-end` across modes, a vertical root fitted
/// into the window's height (the case's `icb`).
@Suite struct ChromeDiffWritingModeRegressionTests {
    @Test func writingModeCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-writing-modes.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 64)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }

    /// Inherited `writing-mode`, its SVG aliases, and `sideways-*` marked unsupported.
    @Test func writingModeIsInheritedAndRead() {
        let root = CaseNode(json: ["tag": "div", "style": ["display": "grid", "writing-mode": "tb-rl"],
                                   "children": [["tag": "div", "style": [:]], ["tag": "div", "style": ["writing-mode": "horizontal-tb"]],
                                                ["tag": "div", "style": ["writing-mode": "sideways-lr"]]]])
        #expect(root.writingMode == .verticalRL)
        #expect(root.children[0].writingMode == .verticalRL && !root.children[0].isOrthogonal)
        #expect(root.children[1].isOrthogonal)
        #expect(root.children[2].unsupported == ["writing-mode sideways-lr"])
    }
}
