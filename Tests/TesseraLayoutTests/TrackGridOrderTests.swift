import Testing
import TesseraGeometry
@testable import TesseraLayout

/// CSS `order` on grid items (CSS Grid 2 §4.4, §8.5 in order-modified document order).
/// Expectations measured in Chromium 156 (offsetLeft/offsetTop of the same grids as HTML).
@Suite struct TrackGridOrderTests {
    static func item(order: Int, column: GridLinePair = .auto, row: GridLinePair = .auto) -> TrackGridItemStyle {
        var s = TG.item(5, 5, column: column, row: row)
        s.order = order
        return s
    }

    static func threeColumns(_ flow: GridAutoFlow = .row) -> TrackGridStyle {
        var style = TrackGridStyle()
        style.templateColumns = TG.tracks(.px(10), .px(10), .px(10))
        style.autoRows = [.px(10)]
        style.autoFlow = flow
        return style
    }

    /// Sparse row flow. Orders 2, 0 (span 2), -1, 0, 2147483647, -2147483648, 2147483647:
    /// the -2^31 item comes first, equal orders keep source order (the two largest too).
    @Test func sparsePlacementFollowsOrderThenSource() {
        let span2 = GridLinePair(start: .span(2))
        let items = [Self.item(order: 2), Self.item(order: 0, column: span2), Self.item(order: -1), Self.item(order: 0),
                     Self.item(order: Int(Int32.max)), Self.item(order: Int(Int32.min)), Self.item(order: Int(Int32.max))]
        let r = TG.layout(Self.threeColumns(), items)
        #expect(r.itemFrames.map(\.origin) == [Point(x: 0, y: 20), Point(x: 0, y: 10), Point(x: 10, y: 0), Point(x: 20, y: 10),
                                               Point(x: 10, y: 20), Point(x: 0, y: 0), Point(x: 20, y: 20)])
    }

    /// Dense row flow with two items locked to row 2: step 2 of §8.5 also visits them in
    /// `order` (the order -3 item takes column 1 before the order 5 one).
    @Test func densePlacementAndLockedRowsFollowOrder() {
        let row2 = GridLinePair(start: .line(2))
        let items = [Self.item(order: 1), Self.item(order: -1, column: GridLinePair(start: .span(2))),
                     Self.item(order: 0, column: GridLinePair(start: .span(3))), Self.item(order: -2),
                     Self.item(order: 5, row: row2), Self.item(order: -3, row: row2)]
        let r = TG.layout(Self.threeColumns(.rowDense), items)
        #expect(r.itemFrames.map(\.origin) == [Point(x: 20, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 20), Point(x: 0, y: 0),
                                               Point(x: 10, y: 10), Point(x: 0, y: 10)])
    }

    /// Without `order` (or with equal orders) nothing is reordered: no permutation is made.
    @Test func equalOrAscendingOrdersKeepSourceOrder() {
        #expect(orderModifiedDocumentOrder([Self.item(order: 0), Self.item(order: 0)]) == nil)
        #expect(orderModifiedDocumentOrder([Self.item(order: -4), Self.item(order: 7)]) == nil)
        #expect(orderModifiedDocumentOrder([Self.item(order: 1), Self.item(order: 0), Self.item(order: 1)]) == [1, 0, 2])
        let plain = TG.layout(Self.threeColumns(), [TG.item(5, 5), TG.item(5, 5)])
        let ordered = TG.layout(Self.threeColumns(), [Self.item(order: 3), Self.item(order: 3)])
        #expect(plain.itemFrames == ordered.itemFrames)
    }

    /// Extreme values never overflow: `Int.min` / `Int.max` sort like any others.
    @Test func extremeOrdersSortWithoutOverflow() {
        let r = TG.layout(Self.threeColumns(), [Self.item(order: Int.max), Self.item(order: Int.min), Self.item(order: 0)])
        #expect(r.itemFrames.map(\.origin) == [Point(x: 20, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 0)])
    }
}
