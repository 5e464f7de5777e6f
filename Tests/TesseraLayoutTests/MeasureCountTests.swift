import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Measurement counts of the eager grid (issue 2: "for a grid of rigid cells, each cell is
/// measured at most 4 times per layout pass") and caching across unchanged passes.
@Suite struct MeasureCountTests {
    /// A grid of `rows` x `columns` cells, each `Rectangle().frame(width: 50, height: 50)`.
    static func rigidGrid(rows: Int, columns: Int, spacing: Double? = nil) -> (root: LayoutNode, cells: [LayoutNode]) {
        let cells = (0..<(rows * columns)).map { _ in
            LayoutNode(wrapping: LayoutNode(leaf: FlexibleLeaf()), with: FrameLayout(width: 50, height: 50))
        }
        let grid = GridLayout(horizontalSpacing: spacing, verticalSpacing: spacing,
                              rows: Array(repeating: .cells(count: columns, alignment: nil), count: rows))
        return (LayoutNode(layout: grid, children: cells), cells)
    }

    static let proposals: [ProposedSize] = [
        ProposedSize(width: 1280, height: 800), .unspecified, .zero, .infinity, ProposedSize(width: 100, height: nil),
    ]

    @Test(arguments: proposals)
    func rigidCellsAreMeasuredAtMostFourTimesPerPass(proposal: ProposedSize) {
        let (root, cells) = Self.rigidGrid(rows: 7, columns: 9)
        root.layout(proposal: proposal)
        for (i, cell) in cells.enumerated() {
            #expect(cell.measureCount <= 4, "cell \(i) measured \(cell.measureCount) times")
            // Each cell sits at its 50x50 box (default spacing 8).
            #expect(cell.frame.size == Size(width: 50, height: 50))
            #expect(cell.children[0].frame == cell.frame)
        }
        // Cold again, with counters zeroed: the same bound holds.
        root.invalidateSubtree()
        root.resetCounters()
        root.layout(proposal: proposal)
        for cell in cells { #expect(cell.measureCount <= 4) }
    }

    /// Rigid leaves (a fixed image) are measured through the ordinary path: min and max on
    /// each axis.
    @Test(arguments: proposals)
    func rigidLeafCellsAreMeasuredAtMostFourTimesPerPass(proposal: ProposedSize) {
        let cells = (0..<20).map { _ in LayoutNode(leaf: FixedLeaf(size: Size(width: 30, height: 20))) }
        let root = LayoutNode(layout: GridLayout(rows: Array(repeating: .cells(count: 5, alignment: nil), count: 4)),
                              children: cells)
        root.layout(proposal: proposal)
        for (i, cell) in cells.enumerated() {
            #expect(cell.measureCount <= 4, "cell \(i) measured \(cell.measureCount) times")
            #expect(cell.frame == Rect(x: Double(i % 5) * 38, y: Double(i / 5) * 28, width: 30, height: 20))
        }
        root.resetCounters()
        root.layout(proposal: proposal)
        for cell in cells { #expect(cell.measureCount == 0 && cell.placeCount == 0) }
    }

    @Test func cellsAreAtTheirBoxes() {
        let (root, cells) = Self.rigidGrid(rows: 3, columns: 4, spacing: 10)
        let size = root.layout(proposal: ProposedSize(width: 1280, height: 800))
        #expect(size == Size(width: 4 * 50 + 3 * 10, height: 3 * 50 + 2 * 10))
        for (i, cell) in cells.enumerated() {
            let (r, c) = (Double(i / 4), Double(i % 4))
            #expect(cell.frame == Rect(origin: Point(x: c * 60, y: r * 60), size: Size(width: 50, height: 50)))
        }
    }

    @Test func secondPassWithUnchangedTreeMeasuresAndPlacesNothing() {
        let (root, _) = Self.rigidGrid(rows: 5, columns: 6)
        let proposal = ProposedSize(width: 1280, height: 800)
        root.layout(proposal: proposal)
        var frames: [Rect] = []
        root.forEachNode { frames.append($0.frame) }

        root.resetCounters()
        root.layout(proposal: proposal)
        var after: [Rect] = []
        root.forEachNode { node in
            #expect(node.measureCount == 0)
            #expect(node.placeCount == 0)
            after.append(node.frame)
        }
        #expect(after == frames)
    }

    @Test func invalidatingOneCellRemeasuresOnlyItsPath() {
        let (root, cells) = Self.rigidGrid(rows: 4, columns: 4)
        let proposal = ProposedSize(width: 1280, height: 800)
        root.layout(proposal: proposal)
        root.resetCounters()
        cells[5].setLayout(FrameLayout(width: 70, height: 20))
        root.layout(proposal: proposal)
        #expect(root.measureCount == 1)
        #expect(cells[5].frame.size == Size(width: 70, height: 20))
        for (i, cell) in cells.enumerated() where i != 5 { #expect(cell.measureCount <= 4) }
    }
}
