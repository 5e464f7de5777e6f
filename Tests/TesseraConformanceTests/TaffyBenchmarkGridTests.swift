import Foundation
import Testing
import TesseraGeometry
import TesseraLayout
@testable import TesseraConformance

/// The `track-grid-layout-*` benchmarks solve Taffy's problem: Taffy's benchmark grid laid out
/// in max-content space in both axes. These tests check one engine call on exactly that input
/// (what the benchmark times) against Chromium's layout of the same grid
/// (`taffy-benchmark-grid-1k.json`, written by `Tools/chrome-diff/chrome_diff.py taffy-bench`),
/// whose rules Taffy's own Chrome-generated fixtures follow.
@Suite struct TaffyBenchmarkGridTests {
    private struct Fixed: TrackGridMeasurer {
        mutating func measure(item: Int, knownSize: GridOptionalSize, availableSpace: GridAvailableSize,
                              containingBlock: GridOptionalSize) -> Size {
            Size(width: knownSize.horizontal ?? 20, height: knownSize.vertical ?? 20)
        }
    }

    private func chromeCase() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("taffy-benchmark-grid-1k.json")
        let top = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require((top["cases"] as? [[String: Any]])?.first)
    }

    @Test func theFixtureIsTheBenchmarkGrid() throws {
        let root = CaseNode(json: try #require(try chromeCase()["root"] as? [String: Any]))
        let grid = taffyBenchmarkGrid(31)
        #expect(root.grid.templateColumns == grid.style.templateColumns)
        #expect(root.grid.templateRows == grid.style.templateRows)
        #expect(root.children.count == grid.items.count)
    }

    @Test func oneMaxContentPassGivesChromesFrames() throws {
        let c = try chromeCase()
        let root = try #require(c["root"] as? [String: Any])
        let grid = taffyBenchmarkGrid(31)
        var measurer = Fixed()
        let result = layoutTrackGrid(style: grid.style, items: grid.items,
                                     input: TrackGridInput(availableSpace: GridAxisPair(.maxContent)), measurer: &measurer)
        let layout = try #require(root["layout"] as? [String: Double])
        #expect(result.size == Size(width: try #require(layout["width"]), height: try #require(layout["height"])))
        let children = try #require(root["children"] as? [[String: Any]])
        var mismatches = 0
        for (i, child) in children.enumerated() {
            let e = try #require(child["layout"] as? [String: Double])
            let f = result.itemFrames[i]
            // The corpus's rounding rule; the root sits at the origin.
            let got = [chromeRound(f.minX), chromeRound(f.minY),
                       chromeRound(f.maxX) - chromeRound(f.minX), chromeRound(f.maxY) - chromeRound(f.minY)]
            let want = [e["x"] ?? .nan, e["y"] ?? .nan, e["width"] ?? .nan, e["height"] ?? .nan]
            if zip(got, want).contains(where: { abs($0 - $1) >= 0.1 }) { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(mismatches) of \(children.count) item frames differ from Chromium's")
    }
}
