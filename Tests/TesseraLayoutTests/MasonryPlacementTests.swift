import Testing
@testable import TesseraLayout

/// The masonry stacking rule against layouts Chromium 156 produced with
/// `--enable-experimental-web-platform-features` (`display: grid-lanes`, flow-tolerance),
/// and its bad-input clamps.
struct MasonryPlacementTests {
    /// 3 lanes, gap 4, tolerance 16px (`normal` at font-size 16px): Chromium puts the six
    /// items at lanes 0,1,2,1,2,0 (tied lanes taken from the cursor on, wrapping).
    @Test func tiesAreTakenFromTheCursorOn() {
        let p = placeMasonryItems(Array(repeating: .auto(), count: 6), extents: [30, 10, 20, 5, 5, 5],
                                  laneCount: 3, gap: 4, tolerance: 16)
        #expect(p.lanes == [0, 1, 2, 1, 2, 0])
        #expect(p.offsets == [0, 0, 0, 14, 24, 34])
        #expect(p.contentExtent == 39)
    }

    /// Tolerance 0: the shortest lane wins, an exact tie goes to the lane after the cursor.
    @Test func zeroToleranceTakesTheShortestLane() {
        let p = placeMasonryItems(Array(repeating: .auto(), count: 6), extents: [30, 10, 20, 5, 5, 5],
                                  laneCount: 3, gap: 0, tolerance: 0)
        #expect(p.lanes == [0, 1, 2, 1, 1, 2])
        #expect(p.offsets == [0, 0, 0, 10, 15, 20])
    }

    /// The tie threshold includes its bound: 10px ties 30 with 20, 9.99px does not.
    @Test func toleranceBoundIsInclusive() {
        let extents: [Double] = [30, 20, 40, 5, 5, 5]
        let ten = placeMasonryItems(Array(repeating: .auto(), count: 6), extents: extents, laneCount: 3, gap: 0, tolerance: 10)
        #expect(ten.lanes == [0, 1, 2, 0, 1, 0])
        let less = placeMasonryItems(Array(repeating: .auto(), count: 6), extents: extents, laneCount: 3, gap: 0, tolerance: 9.99)
        #expect(less.lanes == [0, 1, 2, 1, 0, 1])
    }

    /// Spanning items take the largest running position of their lanes; the cursor moves to
    /// the lane after the item's last lane (Chromium: x = 0, 50, 150, 50, 50, 50 in 50px lanes).
    @Test func spansUseTheirLanesMaximum() {
        let p = placeMasonryItems([.auto(), .auto(span: 2), .auto(), .auto(span: 2), .auto(), .auto(span: 3)],
                                  extents: [30, 10, 20, 5, 5, 5], laneCount: 4, gap: 0, tolerance: 0)
        #expect(p.lanes == [0, 1, 3, 1, 1, 1])
        #expect(p.offsets == [0, 0, 0, 10, 15, 20])
    }

    /// Definite items stack in their lanes and leave the cursor alone (Chromium: the item
    /// after one placed in lane 1 goes to lane 0).
    @Test func definiteItemsDoNotMoveTheCursor() {
        let p = placeMasonryItems([MasonryLanePlacement(start: 1), .auto(), .auto()], extents: [10, 10, 10],
                                  laneCount: 3, gap: 0, tolerance: 0)
        #expect(p.lanes == [1, 0, 2])
        #expect(p.areaEnds == [.infinity, .infinity, .infinity])
    }

    /// An item's alignment area ends where the next item in its lanes starts, less the gap;
    /// the last items' areas are open (Chromium centres a 0-height item between its neighbours).
    @Test func alignmentAreasEndAtTheNextItem() {
        let p = placeMasonryItems([.auto(), .auto(), .auto(), .auto(span: 2)], extents: [30, 10, 20, 20],
                                  laneCount: 3, gap: 5, tolerance: 0)
        #expect(p.lanes == [0, 1, 2, 1])
        #expect(p.offsets == [0, 0, 0, 25])
        #expect(p.areaEnds == [.infinity, 20, 20, .infinity])
    }

    /// Infinite tolerance places items strictly in order, lane after lane.
    @Test func infiniteToleranceIsOrder() {
        let p = placeMasonryItems(Array(repeating: .auto(), count: 5), extents: [50, 1, 1, 1, 1],
                                  laneCount: 2, gap: 0, tolerance: .infinity)
        #expect(p.lanes == [0, 1, 0, 1, 0])
    }

    /// A negative extent (negative margins) does not move its lanes back (Chromium: the next
    /// item in that lane starts where the one before it did, 44, not at 42).
    @Test func negativeExtentsDoNotPullLanesBack() {
        let p = placeMasonryItems([.auto(), MasonryLanePlacement(start: 1), .auto(), .auto(span: 2)], extents: [44, 2, -2, 36],
                                  laneCount: 2, gap: 0, tolerance: 0)
        #expect(p.lanes == [0, 1, 1, 0])
        #expect(p.offsets == [0, 0, 2, 44])
        #expect(p.laneExtents == [80, 80])
    }

    /// Bad input: a million lanes are clamped, NaN and infinite sizes count as 0, spans wider
    /// than the grid are clamped, and nothing traps.
    @Test func badInputIsClamped() {
        let p = placeMasonryItems([.auto(span: 3_000_000), MasonryLanePlacement(start: 2_000_000), .auto()],
                                  extents: [.nan, 0, .infinity], laneCount: 1_000_000, gap: .nan, tolerance: .nan)
        #expect(p.spans[0] == masonryMaximumLaneCount)
        #expect(p.lanes[1] == masonryMaximumLaneCount - 1)
        #expect(p.offsets.allSatisfy { $0.isFinite })
        #expect(p.contentExtent == 0)
        let none = placeMasonryItems([], extents: [], laneCount: 0, gap: 5, tolerance: 0)
        #expect(none.contentExtent == 0 && none.laneExtents == [0])
    }
}
