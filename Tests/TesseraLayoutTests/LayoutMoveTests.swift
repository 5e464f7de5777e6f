import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Places its one child at its bounds moved by `shift` (a scroll viewport's offset), and is
/// not relative to its bounds in the sense of ``Layout/placesRelativeToBounds`` (the default).
private struct ShiftingLayout: Layout {
    var shift: Point
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        subviews.first?.place(in: bounds.offsetBy(shift), proposal: proposal)
    }
}

/// Counts its placements and places its child at its bounds (a layout that must run whenever
/// it is placed somewhere new, as a geometry reader's does).
private final class PlacementLog: @unchecked Sendable { var count = 0 }
private struct CountingLayout: Layout {
    let log: PlacementLog
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        log.count += 1
        subviews.first?.place(in: bounds, proposal: proposal)
    }
}

/// Moving an unchanged subtree (``LayoutNode/place(in:proposal:)`` when only the origin
/// differs, under layouts that place relative to their bounds) gives the frames a full
/// placement gives, and still runs the layouts that are not relative to their bounds.
@Suite struct LayoutMoveTests {
    /// A tile like the gallery's: a fixed frame around a leaf, an overlay with a padded label,
    /// and a stack of two rows below; one cell carries a counting layout.
    private func tree(shift: Point, log: PlacementLog) -> LayoutNode {
        func leaf(_ w: Double, _ h: Double) -> LayoutNode { LayoutNode(leaf: FixedLeaf(size: Size(width: w, height: h))) }
        let photo = LayoutNode(layout: FrameLayout(width: 120.5, height: 80), children: [LayoutNode(leaf: FlexibleLeaf())])
        let label = LayoutNode(layout: PaddingLayout(insets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)), children: [leaf(33.25, 14)])
        let tile = LayoutNode(layout: OverlayLayout(alignment: .bottomLeading), children: [photo, label])
        let counted = LayoutNode(layout: CountingLayout(log: log), children: [leaf(10, 10)])
        let row = LayoutNode(layout: StackLayout.hStack(spacing: 3), children: [leaf(7, 9), counted, LayoutNode(layout: OffsetLayout(offset: Point(x: 2.5, y: -1)), children: [leaf(5, 5)])])
        let column = LayoutNode(layout: StackLayout.vStack(alignment: .leading, spacing: 8), children: [tile, row])
        let content = LayoutNode(layout: PaddingLayout(insets: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)), children: [column])
        return LayoutNode(layout: ShiftingLayout(shift: shift), children: [content])
    }

    private func frames(_ root: LayoutNode) -> [Rect] {
        var out: [Rect] = []
        root.forEachNode { out.append($0.frame) }
        return out
    }

    @Test func movedSubtreeEqualsAFreshPlacement() {
        let log = PlacementLog()
        let root = tree(shift: .zero, log: log)
        root.layout(proposal: ProposedSize(width: 300, height: 400))
        let content = root.children[0]
        let placedBefore = content.placeCount
        let countedBefore = log.count
        for (step, shift) in [Point(x: 0, y: -128), Point(x: 0, y: -256.5), Point(x: 17, y: 3.25), Point(x: 0, y: 0)].enumerated() {
            root.setLayout(ShiftingLayout(shift: shift))
            root.layout(proposal: ProposedSize(width: 300, height: 400))
            let fresh = tree(shift: shift, log: PlacementLog())
            fresh.layout(proposal: ProposedSize(width: 300, height: 400))
            #expect(frames(root) == frames(fresh), "step \(step): moved frames differ from a full placement")
            // The move ran (the content's own layout did not) and the counting layout, which
            // is not relative to its bounds, was placed at its new place each time.
            #expect(content.placeCount == placedBefore)
            #expect(log.count == countedBefore + step + 1)
        }
    }

    @Test func aChangedSubtreeIsPlacedNotMoved() {
        let log = PlacementLog()
        let root = tree(shift: .zero, log: log)
        root.layout(proposal: ProposedSize(width: 300, height: 400))
        let content = root.children[0]
        let placedBefore = content.placeCount
        // A change below the content invalidates it: the next move places it for real.
        let column = content.children[0]
        column.children[1].children[0].setLeaf(FixedLeaf(size: Size(width: 9, height: 9)))
        root.setLayout(ShiftingLayout(shift: Point(x: 0, y: -40)))
        root.layout(proposal: ProposedSize(width: 300, height: 400))
        #expect(content.placeCount == placedBefore + 1)
        let fresh = tree(shift: Point(x: 0, y: -40), log: PlacementLog())
        fresh.children[0].children[0].children[1].children[0].setLeaf(FixedLeaf(size: Size(width: 9, height: 9)))
        fresh.layout(proposal: ProposedSize(width: 300, height: 400))
        #expect(frames(root) == frames(fresh))
    }
}
