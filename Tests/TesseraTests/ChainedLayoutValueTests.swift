import Testing
import TesseraGeometry
@testable import Tessera

/// A layout value set twice on one view keeps the value of the modifier closest to the view:
/// SwiftUI's layout values are traits, which flow inward through the modifiers, so the inner
/// modifier writes last. A modifier on a `GridRow` (outside each cell's own) fills in only
/// what the cell left unset. Issue 29: Big Mountain Studio's `Grid_UnsizedAxes`, whose orange
/// cell is `.gridCellUnsizedAxes(.vertical).gridCellUnsizedAxes(.horizontal)`, gave its row
/// half the grid's height instead of the 150 pt of its one vertically sized cell.
struct ChainedLayoutValueTests {
    @Test func theInnerOfTwoChainedUnsizedAxesWins() {
        let host = makeHost(Grid {
            GridRow {
                Color.blue.opacity(0.5).id("r0")
                Color.orange.opacity(0.5).frame(width: 75)
                Color.red.opacity(0.5)
            }
            GridRow {
                Color.blue.opacity(0.5).gridCellUnsizedAxes(.vertical).id("blue")
                Color.orange.opacity(0.5).gridCellUnsizedAxes(.vertical).gridCellUnsizedAxes(.horizontal).id("orange")
                Color.red.opacity(0.5).frame(height: 150).id("red")
            }
        }.id("grid"), size: Size(width: 400, height: 500))
        // Row 1 is sized by the red cell alone: 150; row 0 takes the rest (500 - 8 - 150).
        #expect(host.frame("red").height == 150)
        #expect(host.frame("orange").height == 150)
        #expect(host.frame("blue").height == 150)
        #expect(host.frame("r0").height == 342)
    }

    @Test func theCellsOwnValueBeatsItsRows() {
        let host = makeHost(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 40, height: 40)
            }
            GridRow {
                Color.blue.frame(height: 20).gridCellColumns(2).gridCellUnsizedAxes(.horizontal).id("wide")
                Color.clear.frame(width: 40, height: 20)
            }
            .gridCellColumns(1)
        })
        // The row's gridCellColumns(1) does not undo the cell's own span of 2 (one column: 40).
        #expect(host.frame("wide").width == 80)
    }

    @Test func theInnerOfTwoChainedPrioritiesWins() {
        let host = makeHost(HStack(spacing: 0) {
            Color.red.layoutPriority(1).layoutPriority(0).id("inner-one")
            Color.blue.frame(minWidth: 0, maxWidth: 100).id("other")
        }, size: Size(width: 300, height: 10))
        // Priority 1 wins: the red view is offered all but the blue view's minimum 0.
        #expect(host.frame("inner-one").width == 300)
        #expect(host.frame("other").width == 0)
    }
}
