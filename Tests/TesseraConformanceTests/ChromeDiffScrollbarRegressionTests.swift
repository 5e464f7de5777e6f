import Foundation
import Testing
import TesseraLayout
@testable import TesseraConformance

/// Scrollbar gutters of scrolling grids (CSS Overflow 3; `overflow: scroll | auto | hidden`)
/// checked against Chromium 156.0.8078.108: `chrome-diff-regressions-scrollbars.json` holds 16
/// fixtures x 4 variants of `chrome-diff run --seed 32101 --stages S13`, among them the
/// minimised ones the first gutter model got wrong (an empty grid whose collapsed `auto-fit`
/// gutter must not count as overflow, a zero-width column padded by 6px whose rows overflow,
/// `overflow-y: scroll` alone making the box a scroll container in both axes, items taller
/// than their rows showing the vertical scrollbar of an auto-sized grid).
@Suite struct ChromeDiffScrollbarRegressionTests {
    @Test func scrollbarCasesMatchChromium() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("chrome-diff-regressions-scrollbars.json").path
        let report = try runConformance(casesFile: path, stagePrefix: nil)
        #expect(report.passed == 64)
        #expect(report.failures.isEmpty, "failing: \(report.failures)")
    }

    /// Taffy's `scrollbar-width: N`, CSS's `none` and Chromium's default 15px; `overflow-x:
    /// scroll` alone turns `overflow-y` into `auto` (a gutter kept only when overflowing).
    @Test func overflowDecodesToGutters() {
        var dec = StyleDecoder()
        var box = GridBoxStyle()
        dec.scrollbarGutters(&box, overflowX: "scroll", overflowY: nil, width: nil)
        #expect(box.scrollbarGutter == GridAxisPair(horizontal: 15, vertical: 15))
        #expect(box.scrollbarGutterIfOverflowing == GridAxisPair(horizontal: true, vertical: false))
        #expect(box.isScrollContainer == GridAxisPair(true))
        dec.scrollbarGutters(&box, overflowX: nil, overflowY: "scroll", width: 11)
        #expect(box.scrollbarGutter == GridAxisPair(horizontal: 11, vertical: 11))
        #expect(box.scrollbarGutterIfOverflowing == GridAxisPair(horizontal: false, vertical: true))
        dec.scrollbarGutters(&box, overflowX: "hidden", overflowY: "hidden", width: "none")
        #expect(box.scrollbarGutter == GridAxisPair(horizontal: 0, vertical: 0))
        dec.scrollbarGutters(&box, overflowX: "clip", overflowY: nil, width: nil)
        #expect(box.isScrollContainer == GridAxisPair(false))
        #expect(box.scrollbarGutter == GridAxisPair(horizontal: 0, vertical: 0))
        #expect(dec.unsupported.isEmpty)
    }
}
