import Foundation
import Testing
@testable import Tessera
@testable import TesseraLayout

/// Bad input to the lazy masonry: a million fixed lanes are clamped to
/// `LazyMasonryPlan.maximumLaneCount` with one warning naming the limit and what to change;
/// the frame stays bounded (no million tracks resolved per layout) and nothing crashes.
struct LazyMasonryLaneClampTests {
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    @Test func aMillionFixedLanesAreClampedWithOneWarning() {
        let lines = Lines()
        let lanes = Array(repeating: GridItem(.fixed(1), spacing: 0), count: 1_000_000)
        LazyDiagnostics.$handler.withValue({ lines.append($0) }) {
            let h = ViewHost(ScrollView {
                LazyMasonryGrid(columns: lanes, spacing: 0) {
                    ForEach(0..<5_000) { i in Rectangle().frame(height: Double(1 + i % 7)).id("m\(i)") }
                }
            }, textMeasurer: MonospaceTextMeasurer())
            let size = Size(width: 300, height: 200)
            _ = h.frame(size: size, at: 0)
            _ = h.frame(size: size, at: 0.1)
            let plan = h.context.scrolling.lazyContainers[0].masonryPlan
            #expect(plan?.laneCount == LazyMasonryPlan.maximumLaneCount)
            #expect(plan?.requestedLaneCount == 1_000_000)
            // Lane k is 1 point after lane k - 1: the first items go into the first lanes.
            #expect(h.frame("m1").minX - h.frame("m0").minX == 1)
        }
        #expect(lines.all.count == 1, "\(lines.all)")
        #expect(lines.all.first?.contains("1000000 lanes asked for; only the first 1000 are used") == true)
    }
}
