import Testing
import TesseraGeometry
@testable import TesseraSDL

/// An edge that ends on the grid's left side steps along x by its slope row by row; rounding can
/// carry x a hair below 0 (or past the right side), which indexed the cell before the row: in
/// the first row, outside the buffer (a crash drawing SF Symbol "moon" at 32 pt bold in a public
/// SwiftUI file, issue 29's corpus check). The rasterizer keeps x inside the grid.
@Suite struct CoverageEdgeTests {
    @Test func anEdgeDriftingPastTheLeftSideInTheFirstRowStaysInTheGrid() {
        // From (0.1, 0.15) to (0, 0.95): 0.1 + (-0.125 * 0.8) is -1.4e-17 in doubles.
        var r = CoverageRasterizer(width: 4, height: 2)
        r.add([[Point(x: 0.1, y: 0.15), Point(x: 0, y: 0.95), Point(x: 3, y: 0.95)]])
        let c = r.coverage()
        #expect(c.count == 8 && c.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
        #expect(c[1] > 0, "the triangle covers the first row")
    }

    @Test func anEdgeDriftingPastTheLeftSideLaterKeepsItsRowsCoverage() {
        // From (1, 0.3) to (0, 5.3): x is -8.3e-17 in row 5.
        var r = CoverageRasterizer(width: 3, height: 6)
        r.add([[Point(x: 1, y: 0.3), Point(x: 0, y: 5.3), Point(x: 3, y: 5.3), Point(x: 3, y: 0.3)]])
        let c = r.coverage()
        #expect(c.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
        // Row 2's last pixel lies wholly inside: covered.
        #expect(abs(c[2 * 3 + 2] - 1) < 1e-5)
    }

    @Test func nonFinitePointsAreSkipped() {
        var r = CoverageRasterizer(width: 2, height: 2)
        r.add([[Point(x: .nan, y: 0), Point(x: 1, y: .infinity), Point(x: 2, y: 1)]])
        #expect(r.coverage().allSatisfy { $0.isFinite })
    }
}
