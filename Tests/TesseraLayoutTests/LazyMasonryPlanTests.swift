import Testing
import TesseraGeometry
@testable import TesseraLayout

/// The lazy masonry plan: the same places as the eager engine once measured, places made only
/// as far as asked, corrections moving only the items after them, bounded lanes.
struct LazyMasonryPlanTests {
    /// Item heights of a photo wall (deterministic, mixed).
    func heights(_ n: Int) -> [Double] { (0..<n).map { Double(40 + ($0 * 37) % 90) } }

    func measuredPlan(_ h: [Double], lanes: Int, gap: Double = 8, spans: [Int: Int] = [:]) -> LazyMasonryPlan {
        let plan = LazyMasonryPlan()
        plan.configure(itemCount: h.count, laneLengths: Array(repeating: 100, count: lanes), gap: gap, tolerance: 0)
        for (i, e) in h.enumerated() { plan.record(i, extent: e, placement: .auto(span: spans[i] ?? 1)) }
        return plan
    }

    @Test func measuredPlanEqualsTheEagerEngine() {
        let h = heights(500)
        let spans = [7: 2, 50: 3, 51: 4]
        let plan = measuredPlan(h, lanes: 4, spans: spans)
        let eager = placeMasonryItems(h.indices.map { .auto(span: spans[$0] ?? 1) }, extents: h, laneCount: 4, gap: 8, tolerance: 0)
        for i in h.indices {
            let p = plan.place(of: i)!
            #expect(p.lane == eager.lanes[i] && p.offset == eager.offsets[i] && p.span == eager.spans[i], "item \(i)")
        }
        #expect(plan.total == eager.contentExtent)
    }

    @Test func placesOnlyAsFarAsAsked() {
        let plan = LazyMasonryPlan()
        plan.configure(itemCount: 100_000, laneLengths: [200, 200, 200, 200, 200], gap: 8, tolerance: 0)
        let visible = plan.items(covering: 0...800)
        #expect(!visible.isEmpty && visible.lowerBound == 0)
        // Items of the fallback estimate (100 + 8): about 5 per 108 points.
        #expect(plan.placedCount < 100, "placed \(plan.placedCount)")
        // The estimated total: 100,000 items of 108 shared by 5 lanes.
        #expect(abs(plan.total - (100_000 * 108 / 5 - 8)) < 1)
    }

    /// Every item meeting a range is in the answer, and the answer is not much more.
    @Test func coveringFindsEveryItemMeetingTheRange() {
        let h = heights(2_000)
        let plan = measuredPlan(h, lanes: 3, spans: [10: 2, 400: 3])
        for lo in stride(from: 0.0, to: 20_000, by: 1_337) {
            let range = lo...(lo + 600)
            let got = plan.items(covering: range)
            var meeting: [Int] = []
            for i in h.indices {
                let p = plan.place(of: i)!
                if p.offset <= range.upperBound && p.offset + p.extent >= range.lowerBound { meeting.append(i) }
            }
            guard let first = meeting.first, let last = meeting.last else { continue }
            #expect(got.contains(first) && got.contains(last), "range \(range): \(got) vs \(first)...\(last)")
            #expect(got.count <= meeting.count + 12)
        }
    }

    /// A correction forgets only the places after it: items before keep theirs.
    @Test func aCorrectionMovesOnlyLaterItems() {
        let h = heights(3_000)
        let plan = measuredPlan(h, lanes: 4)
        let before = (0..<3_000).map { plan.place(of: $0)!.offset }
        #expect(plan.record(2_000, extent: h[2_000] + 50, placement: .auto()))
        #expect(!plan.record(2_000, extent: h[2_000] + 50, placement: .auto()), "the same value changes nothing")
        for i in [0, 500, 1_999] { #expect(plan.place(of: i)!.offset == before[i]) }
        let later = (2_001..<3_000).filter { plan.place(of: $0)!.offset != before[$0] }
        #expect(!later.isEmpty)
    }

    /// The estimate is the mean of the measured items; freezing it moves only unmeasured ones.
    @Test func estimateIsTheMeasuredMean() {
        let plan = LazyMasonryPlan()
        plan.configure(itemCount: 1_000, laneLengths: [100, 100], gap: 0, tolerance: 0)
        plan.record(0, extent: 50, placement: .auto())
        plan.record(1, extent: 150, placement: .auto())
        #expect(plan.estimate == 100)
        plan.freezeEstimate(plan.measuredMean)
        plan.record(2, extent: 400, placement: .auto())
        #expect(plan.estimate == 100, "frozen while a frame settles")
        #expect(plan.place(of: 3)!.extent == 100)
        plan.freezeEstimate(nil)
        #expect(plan.place(of: 3)!.extent == 200)
        #expect(plan.place(of: 0)!.offset == 0 && plan.place(of: 1)!.offset == 0)
    }

    /// New lanes (a resize) forget the measurements; a longer list keeps them.
    @Test func lanesAndCounts() {
        let plan = measuredPlan(heights(10), lanes: 2)
        #expect(plan.measuredItemCount == 10)
        plan.configure(itemCount: 20, laneLengths: [100, 100], gap: 8, tolerance: 0)
        #expect(plan.measuredItemCount == 10 && plan.isMeasured(9) && !plan.isMeasured(10))
        plan.configure(itemCount: 20, laneLengths: [150, 150], gap: 8, tolerance: 0)
        #expect(plan.measuredItemCount == 0)
        plan.configure(itemCount: 0, laneLengths: [150, 150], gap: 8, tolerance: 0)
        #expect(plan.items(covering: 0...100).isEmpty && plan.total == 0 && plan.place(of: 0) == nil)
    }

    /// 10^6 lanes are clamped to ``LazyMasonryPlan/maximumLaneCount``; bad numbers read as 0.
    @Test func badInputIsClamped() {
        let plan = LazyMasonryPlan()
        plan.configure(itemCount: 2_000, laneLengths: Array(repeating: 1, count: 1_000_000), gap: .nan, tolerance: -.infinity)
        #expect(plan.laneCount == LazyMasonryPlan.maximumLaneCount)
        #expect(plan.gap == 0 && plan.tolerance == 0)
        plan.record(3, extent: .infinity, placement: MasonryLanePlacement(start: 5_000_000, span: 2_000_000))
        let p = plan.place(of: 3)!
        #expect(p.span == plan.laneCount && p.lane == 0 && p.extent == 0)
        #expect(!plan.items(covering: 0...1_000).isEmpty)
        #expect(plan.total.isFinite)
    }
}
