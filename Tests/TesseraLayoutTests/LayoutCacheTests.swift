import Testing
import TesseraGeometry
@testable import TesseraLayout

/// A layout that records how its cache was made: `makeCache` once, then `updateCache` after
/// each change below it (SwiftUI's `Layout` contract).
private final class CacheLog: @unchecked Sendable {
    var made = 0, updated = 0
}

private struct CountingRow: Layout {
    let log: CacheLog
    struct Cache { var widths: [Double] }
    func makeCache(subviews: LayoutSubviews) -> Cache {
        log.made += 1
        return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        log.updated += 1
        cache.widths = subviews.map { $0.sizeThatFits(.unspecified).width }
    }
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
        Size(width: cache.widths.reduce(0, +), height: 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) {
        var x = bounds.minX
        for (s, w) in zip(subviews, cache.widths) {
            s.place(in: Rect(x: x, y: bounds.minY, width: w, height: 10), proposal: ProposedSize(width: w, height: 10))
            x += w
        }
    }
}

/// A cache-free, equatable fixed frame only `equalCacheFreeLayoutsShareABox` makes: the box
/// registry keeps the last box per layout type, so a type other tests (running in parallel) also
/// make, such as `FrameLayout`, could replace the registered box between two nodes of the test.
private struct ShareProbeFrame: Layout, Equatable {
    let width: Double
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        Size(width: width, height: 10)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        for s in subviews { s.place(in: bounds, proposal: ProposedSize(width: bounds.width, height: bounds.height)) }
    }
}

@Suite struct LayoutCacheTests {
    @Test func cacheIsMadeOnceThenUpdated() {
        let log = CacheLog()
        let a = LayoutNode(leaf: FixedLeaf(size: Size(width: 20, height: 10)))
        let b = LayoutNode(leaf: FixedLeaf(size: Size(width: 30, height: 10)))
        let row = LayoutNode(layout: CountingRow(log: log), children: [a, b])
        #expect(row.layout(proposal: .unspecified) == Size(width: 50, height: 10))
        #expect(log.made == 1 && log.updated == 0)
        // Unchanged: the cache is kept.
        row.layout(proposal: .unspecified)
        #expect(log.made == 1 && log.updated == 0)
        // A child changes: the cache is updated, not made again, and its contents are current.
        b.setLeaf(FixedLeaf(size: Size(width: 5, height: 10)))
        #expect(row.layout(proposal: .unspecified) == Size(width: 25, height: 10))
        #expect(log.made == 1 && log.updated == 1)
        #expect(b.frame == Rect(x: 20, y: 0, width: 5, height: 10))
    }

    /// The grid rebuilds its structure in place after its children change, and the arrangement
    /// follows the new children exactly.
    @Test func gridFollowsChangedChildren() {
        func cell(_ w: Double) -> LayoutNode { LayoutNode(leaf: FixedLeaf(size: Size(width: w, height: 10))) }
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 0, verticalSpacing: 0,
                                                 rows: [.cells(count: 2, alignment: nil), .cells(count: 2, alignment: nil)]),
                              children: [cell(10), cell(20), cell(30), cell(40)])
        #expect(grid.layout(proposal: .unspecified) == Size(width: 70, height: 20))
        // Three children now: the second row has one cell; the last column keeps the widest.
        grid.setChildren([cell(50), cell(20), cell(30)])
        #expect(grid.layout(proposal: .unspecified) == Size(width: 70, height: 20))
        #expect(grid.children[2].frame == Rect(x: 10, y: 10, width: 30, height: 10))
        // More children than the rows describe: the extra one is a full-width row.
        grid.setChildren([cell(10), cell(10), cell(10), cell(10), cell(100)])
        #expect(grid.layout(proposal: .unspecified) == Size(width: 100, height: 30))
        #expect(grid.children[4].frame == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    /// What the grid derives from its children besides sizes (spans, fixed sizes) follows
    /// changes made to the children in place, without replacing the children list.
    @Test func gridFollowsChildrenChangedInPlace() {
        func cell(_ w: Double) -> LayoutNode {
            LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: ShareProbeFrame(width: w))
        }
        let cells = [cell(10), cell(20), cell(30), cell(40)]
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: 0, verticalSpacing: 0,
                                                 rows: [.cells(count: 2, alignment: nil), .cells(count: 2, alignment: nil)]),
                              children: cells)
        #expect(grid.layout(proposal: .unspecified) == Size(width: 70, height: 20))
        // A span set on a cell: its row's second cell moves to a third column (widths 30, 40, 20).
        cells[0].values.gridCellColumns = 2
        cells[0].invalidate()
        #expect(grid.layout(proposal: .unspecified) == Size(width: 90, height: 20))
        #expect(grid.children[1].frame == Rect(x: 70, y: 0, width: 20, height: 10))
        // A fixed frame becomes flexible on width: the cell no longer answers every proposal alike.
        cells[3].setLayout(FrameLayout(width: nil, height: 10))
        #expect(grid.layout(proposal: ProposedSize(width: 500, height: nil)).width == 500)
        // Only sizes change: the structure is kept, the sizes are new.
        cells[2].setLayout(FrameLayout(width: 35, height: 10))
        grid.layout(proposal: .unspecified)
        #expect(grid.children[2].frame.width == 35)
    }

    /// Nodes whose cache-free layouts are equal share one box (a grid of equally framed cells
    /// holds one frame box); a node given a new layout gets its own box and leaves the others
    /// as they were; a layout with a cache always gets a box of its own.
    @Test func equalCacheFreeLayoutsShareABox() {
        func framed(_ w: Double) -> LayoutNode {
            LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: ShareProbeFrame(width: w))
        }
        let a = framed(20), b = framed(20), c = framed(30)
        #expect(a.state.boxRef.toOpaque() == b.state.boxRef.toOpaque())
        #expect(a.state.boxRef.toOpaque() != c.state.boxRef.toOpaque())
        let row = LayoutNode(layout: StackLayout.hStack(alignment: .top, spacing: 0), children: [a, b, c])
        #expect(row.layout(proposal: .unspecified) == Size(width: 70, height: 10))
        b.setLayout(ShareProbeFrame(width: 5))
        #expect(a.state.boxRef.toOpaque() != b.state.boxRef.toOpaque())
        #expect(row.layout(proposal: .unspecified) == Size(width: 55, height: 10))
        #expect(a.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(b.frame == Rect(x: 20, y: 0, width: 5, height: 10))
        #expect(c.frame == Rect(x: 25, y: 0, width: 30, height: 10))
        let log = CacheLog()
        let r1 = LayoutNode(layout: CountingRow(log: log), children: [])
        let r2 = LayoutNode(layout: CountingRow(log: log), children: [])
        #expect(r1.state.boxRef.toOpaque() != r2.state.boxRef.toOpaque())
    }

    /// A node owns its box: replacing the layout or the leaf releases the old box, and the
    /// node going away releases the last one.
    @Test func nodeReleasesItsBoxes() {
        weak var layoutBox: NodeBox?
        weak var leafBox: NodeBox?
        do {
            let row = LayoutNode(layout: CountingRow(log: CacheLog()), children: [])
            layoutBox = row.state.box
            #expect(layoutBox != nil)
            row.setLayout(CountingRow(log: CacheLog()))
            #expect(layoutBox == nil)
            layoutBox = row.state.box
            let leaf = LayoutNode(leaf: FixedLeaf(size: Size(width: 3, height: 4)))
            leafBox = leaf.state.box
            leaf.setLeaf(FixedLeaf(size: Size(width: 5, height: 6)))
            #expect(leafBox == nil)
            leafBox = leaf.state.box
            #expect(leaf.layout(proposal: .unspecified) == Size(width: 5, height: 6))
        }
        #expect(layoutBox == nil)
        #expect(leafBox == nil)
    }

    /// A node's id lives out of line and reads back as set.
    @Test func nodeIdReadsBack() {
        let a = LayoutNode(leaf: FlexibleLeaf(), id: "a")
        let b = LayoutNode(leaf: FlexibleLeaf())
        #expect(a.id == "a" && b.id == nil)
        b.id = "b"; a.id = nil
        #expect(a.id == nil && b.id == "b")
    }
}
