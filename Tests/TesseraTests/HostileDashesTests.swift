import Foundation
import Testing
@testable import Tessera
import TesseraFuzzing
import TesseraGeometry

/// A dashed outline around a lazy grid 10^8 points tall (`lazy-gallery` selected, then made 1
/// point wide) made millions of quads: 0.5 s and 687 MB a frame, 6.3 GB with 1,000,000 items.
/// Dashes are made only where they can be seen.
@Suite struct HostileDashesTests {
    func rectangle(_ r: Rect) -> Path {
        Path(subpaths: [[Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]])
    }

    @Test func hugeOutlineMakesOnlyTheVisibleDashes() {
        let window = Rect(x: 0, y: 0, width: 800, height: 600)
        let start = Date()
        let dashes = Dashes.quads(of: rectangle(Rect(x: 20, y: -3, width: 7, height: 128_000_000)), width: 2, pattern: [6, 4], phase: 0, visible: window)
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(dashes.subpaths.count < 200, "\(dashes.subpaths.count)")   // 25.6 M before
        #expect(!dashes.subpaths.isEmpty)
    }

    /// Where the outline is visible, its dashes are the ones the whole outline has (odd and even
    /// patterns, phases, outlines partly off-screen; a seeded random property).
    @Test func visibleDashesAreTheUnclippedOnes() {
        var random = SeededRandom(seed: 34)
        func next(_ n: Int) -> Double { Double(random.next(n)) }
        let window = Rect(x: 0, y: 0, width: 400, height: 300)
        for _ in 0..<200 {
            let r = Rect(x: next(600) - 100, y: next(500) - 100, width: next(3000) + 1, height: next(3000) + 1)
            let pattern = [[6, 4], [5, 3, 2], [1], [7, 0, 3, 2]][Int(next(4))].map(Double.init)
            let phase = next(40) - 20
            let all = Dashes.quads(of: rectangle(r), width: 2, pattern: pattern, phase: phase)
            let clipped = Dashes.quads(of: rectangle(r), width: 2, pattern: pattern, phase: phase, visible: window)
            func inside(_ q: [Point]) -> Bool { q.allSatisfy { window.contains($0) } }
            func same(_ a: [Point], _ b: [Point]) -> Bool { zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 } }
            let expected = all.subpaths.filter(inside)
            let got = clipped.subpaths.filter(inside)
            #expect(expected.count == got.count, "\(r) \(pattern) \(phase)")
            #expect(zip(expected, got).allSatisfy { same($0, $1) }, "\(r) \(pattern) \(phase)")
        }
    }
}
