import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Grid rules that the data-driven cases cannot express (infinite answers, caching).
struct GridLayoutTests {
    func colorsGrid() -> LayoutNode {
        LayoutNode(layout: GridLayout(horizontalSpacing: 0, verticalSpacing: 0, rows: [.cells(count: 2, alignment: nil)]),
                   children: [LayoutNode(leaf: FlexibleLeaf()), LayoutNode(leaf: FlexibleLeaf())])
    }

    @Test func infiniteProposalGivesInfiniteFlexibleGrid() {
        let s = colorsGrid().sizeThatFits(.infinity)
        #expect(s.width.isInfinite && s.height.isInfinite)
    }

    @Test func idealAndMinimumProposals() {
        #expect(colorsGrid().sizeThatFits(.unspecified) == Size(width: 20, height: 10))
        #expect(colorsGrid().sizeThatFits(.zero) == Size(width: 0, height: 0))
    }

    @Test func spanLargerThanRowsWidensColumnCount() {
        var v = LayoutValues(); v.gridCellColumns = 4
        let wide = LayoutNode(leaf: FixedLeaf(size: Size(width: 10, height: 10)), values: v)
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 2, verticalSpacing: 0, rows: [.cells(count: 1, alignment: nil)]), children: [wide])
        // Four empty columns of width 0 with three gaps of 2: the rigid 10 spreads (10-6)/4 = 1 each.
        #expect(grid.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    }

    @Test func undescribedChildrenBecomeFullWidthRows() {
        let a = LayoutNode(leaf: FixedLeaf(size: Size(width: 30, height: 10)))
        let b = LayoutNode(leaf: FixedLeaf(size: Size(width: 50, height: 10)))
        let grid = LayoutNode(layout: GridLayout(verticalSpacing: 0, rows: []), children: [a, b])
        #expect(grid.layout(proposal: .unspecified) == Size(width: 50, height: 20))
        #expect(a.frame.minX == 10)
    }
}
