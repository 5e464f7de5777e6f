import PropertyBased
import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Layout invariants over random inputs (swift-property-based, shrinking to a small failing
/// case): frames are finite for every proposal; a grid of rigid cells that does not overflow
/// holds its children inside its bounds; layout is idempotent; the same input gives the same
/// frames.
@Suite struct LayoutPropertyTests {
    /// An eager grid of rigid cells, `columns` to a row, with flexible cells mixed in when
    /// `flexible` (every third cell).
    static func grid(_ sizes: [Double], columns: Int, spacing: Double, flexible: Bool) -> (LayoutNode, [LayoutNode]) {
        var cells: [LayoutNode] = []
        for (i, s) in sizes.enumerated() {
            if flexible && i % 3 == 2 { cells.append(LayoutNode(leaf: FlexibleLeaf())); continue }
            cells.append(LayoutNode(leaf: FixedLeaf(size: Size(width: s, height: s / 2 + 1))))
        }
        var rows: [GridLayout.Row] = []
        var left = cells.count
        while left > 0 { let n = min(columns, left); rows.append(.cells(count: n, alignment: nil)); left -= n }
        let grid = LayoutNode(layout: GridLayout(horizontalSpacing: spacing, verticalSpacing: spacing, rows: rows), children: cells)
        return (grid, cells)
    }

    static let proposals: [ProposedSize] = [.unspecified, .zero, .infinity, ProposedSize(width: 300, height: 200),
                                            ProposedSize(width: .infinity, height: nil), ProposedSize(width: 1e7, height: 5)]

    static func frames(_ root: LayoutNode) -> [Rect] {
        var out: [Rect] = []
        root.forEachNode { out.append($0.frame) }
        return out
    }

    @Test func framesAreFiniteForEveryProposal() async {
        await propertyCheck(input: Gen.double(in: 0...500).array(of: 1...24), Gen.int(in: 1...6), Gen.double(in: 0...40), Gen.int(in: 0...5)) { sizes, columns, spacing, p in
            let (grid, _) = Self.grid(sizes, columns: columns, spacing: spacing, flexible: true)
            let stack = LayoutNode(layout: StackLayout.hStack(spacing: spacing), children: [grid, LayoutNode(leaf: FlexibleLeaf())])
            let size = stack.layout(proposal: Self.proposals[p])
            #expect(size.width.isFinite && size.height.isFinite)
            for f in Self.frames(stack) {
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0)
            }
        }
    }

    @Test func rigidCellsStayInsideTheGrid() async {
        await propertyCheck(input: Gen.double(in: 0...500).array(of: 1...24), Gen.int(in: 1...6), Gen.double(in: 0...40)) { sizes, columns, spacing in
            let (grid, cells) = Self.grid(sizes, columns: columns, spacing: spacing, flexible: false)
            let size = grid.layout(proposal: .unspecified)   // the ideal size: nothing overflows
            let bounds = Rect(origin: .zero, size: size)
            for c in cells {
                let f = c.frame
                #expect(f.minX >= bounds.minX - 1e-9 && f.minY >= bounds.minY - 1e-9 && f.maxX <= bounds.maxX + 1e-9 && f.maxY <= bounds.maxY + 1e-9,
                        "\(f) outside \(bounds)")
            }
        }
    }

    @Test func layoutIsIdempotentAndDeterministic() async {
        await propertyCheck(input: Gen.double(in: 0...500).array(of: 1...24), Gen.int(in: 1...6), Gen.double(in: 0...40), Gen.int(in: 0...5)) { sizes, columns, spacing, p in
            let (a, _) = Self.grid(sizes, columns: columns, spacing: spacing, flexible: true)
            a.layout(proposal: Self.proposals[p])
            let first = Self.frames(a)
            a.invalidate()
            a.layout(proposal: Self.proposals[p])
            #expect(Self.frames(a) == first)
            let (b, _) = Self.grid(sizes, columns: columns, spacing: spacing, flexible: true)
            b.layout(proposal: Self.proposals[p])
            #expect(Self.frames(b) == first)
        }
    }
}
