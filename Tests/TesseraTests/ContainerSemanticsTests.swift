import Testing
@testable import Tessera

/// The article's "A Word on Container Views": layout-less containers (Group, ForEach, GridRow)
/// hand a modifier to each child; containers with a layout (HStack, Grid) take it themselves.
@Suite struct ContainerSemanticsTests {
    @Test func modifierOnGroupAppliesToEachChild() {
        let host = makeHost(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 20, height: 10).id("b")
            }
            .padding(5)
        }.id("stack"))
        let stack = host.frame("stack")
        #expect(stack.size == Size(width: 50, height: 20))
        #expect(host.frame("a").relative(to: stack) == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(host.frame("b").relative(to: stack) == Rect(x: 25, y: 5, width: 20, height: 10))
    }

    @Test func modifierOnForEachAppliesToEachChild() {
        let host = makeHost(VStack(spacing: 0) {
            ForEach(0..<3) { i in Color.green.frame(width: 10, height: 10).id("c\(i)") }
                .padding(.vertical, 4)
        }.id("stack"))
        let stack = host.frame("stack")
        #expect(stack.size == Size(width: 10, height: 54))
        for i in 0..<3 {
            #expect(host.frame("c\(i)").relative(to: stack).minY == Double(4 + 18 * i))
        }
    }

    @Test func modifierOnHStackAppliesToTheContainer() {
        let host = makeHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.id("stack").padding(5).id("padded"))
        #expect(host.frame("padded").size == Size(width: 40, height: 20))
        #expect(host.frame("stack").relative(to: host.frame("padded")) == Rect(x: 5, y: 5, width: 30, height: 10))
        #expect(host.frame("b").relative(to: host.frame("stack")).minX == 10)
    }

    /// The article's first grid, written with modifiers on each cell and then on the rows:
    /// the same picture.
    @Test func modifierOnGridRowEqualsModifierOnEachCell() {
        let perCell = makeHost(Grid {
            GridRow {
                Text("Row 1").id("t1").padding(20).border(.red)
                Text("Row 1, Column 2").id("t2").padding(20).border(.red)
            }
            GridRow {
                Text("Row 2").id("t3").padding(20).border(.green)
                Text("Row 2, Col 2").id("t4").padding(20).border(.green)
            }
        }.id("grid").padding(10).border(.blue))
        let perRow = makeHost(Grid {
            GridRow {
                Text("Row 1").id("t1")
                Text("Row 1, Column 2").id("t2")
            }
            .padding(20).border(.red)
            GridRow {
                Text("Row 2").id("t3")
                Text("Row 2, Col 2").id("t4")
            }
            .padding(20).border(.green)
        }.id("grid").padding(10).border(.blue))
        #expect(perCell.identifiedFrames == perRow.identifiedFrames)
        // Two columns; the grid has four cells, each padded by 20.
        let grid = perRow.renderRoot.node(withID: "grid")!
        #expect(grid.children.count == 4)
        let t2 = perRow.frame("t2").relative(to: perRow.frame("grid"))
        #expect(abs(t2.minY - 20) < 1e-9)
        // One padding around the whole grid: the root is the grid plus 10 on each side.
        #expect(perRow.renderRoot.frame.width == perRow.frame("grid").width + 20)
    }

    @Test func viewsDirectlyInAGridAreFullWidthRows() throws {
        let host = makeHost(Grid(horizontalSpacing: 5, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 50, height: 50)
                Color.green.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            GridRow {
                Color.red.frame(width: 50, height: 50)
            }
        }.id("grid"))
        let grid = host.frame("grid")
        #expect(grid.size == Size(width: 160, height: 111))
        #expect(host.frame("divider").relative(to: grid) == Rect(x: 0, y: 55, width: 160, height: 1))
        let layout = try #require(host.node(withID: "grid")?.layout.layout as? GridLayout)
        #expect(layout.rows == [.cells(count: 3, alignment: nil), .fullWidth, .cells(count: 1, alignment: nil)])
    }

    @Test func gridCellModifiersReachTheGridThroughWrappers() throws {
        let host = makeHost(Grid {
            GridRow {
                Color.green.frame(width: 50, height: 50)
                Color.yellow.frame(height: 50).gridCellColumns(2).gridCellUnsizedAxes(.horizontal).id("wide")
            }
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 50, height: 50)
                Color.orange.frame(width: 50, height: 50)
                Color.purple.frame(width: 50, height: 50)
            }
            .id("row")
        })
        #expect(host.frame("wide").width == 108)
        let grid = try #require(host.renderRoot.children.first?.layout.layout as? GridLayout)
        #expect(grid.rows == [.cells(count: 2, alignment: nil), .cells(count: 3, alignment: .bottom)])
    }

    @Test func severalRootViewsStackInAnImplicitVStack() {
        let host = makeHost(Group {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        })
        let a = host.frame("a"), b = host.frame("b")
        #expect(b.minY == a.maxY + 8)
        #expect(a.midX == b.midX)
        #expect(host.renderRoot.frame.size == Size(width: 40, height: 28))
        // The root is centred in the window.
        #expect(host.renderRoot.frame.origin == Point(x: 380, y: 286))
    }

    @Test func spacerAndDividerFollowTheStackAxis() {
        let host = makeHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer().id("spacer")
            Divider().id("divider")
        }.frame(width: 100, height: 30).id("stack"))
        #expect(host.frame("spacer").width == 89)
        #expect(host.frame("divider").size == Size(width: 1, height: 30))
    }

    @Test func environmentFontReachesText() {
        let host = makeHost(VStack {
            Text("Align").id("t")
            Text("Bold").bold().id("b")
        }.font(.system(size: 36)))
        let size = host.frame("t").size
        #expect(abs(size.width - 5 * 0.6 * 36) < 1e-9 && abs(size.height - 1.2 * 36) < 1e-9)
        guard case .text(let t)? = host.node(withID: "b")?.content else { Issue.record("no text"); return }
        #expect(t.font.size == 36 && t.font.weight == .bold)
    }
}
