import Foundation
import Testing
import Tessera
import TesseraAccessibility

/// A lazy grid of 100,000 items: the tree holds only the realised cells (bounded, whatever the
/// item count), the table still reports every row and column, and a cell deep in the grid is
/// numbered by its place in the whole grid.
@Suite struct LazyTableTests {
    let size = Size(width: 300, height: 200)

    /// 100,000 numbered tiles in 4 columns of 50-point rows (8 points apart).
    func gallery(_ count: Int) -> some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 4)) {
                ForEach(0..<count, id: \.self) { i in Text("tile \(i)").frame(height: 50) }
            }
        }
    }

    @Test func hundredThousandItemsExposeOnlyWhatIsRealisedPlusTheCounts() throws {
        let host = ViewHost(gallery(100_000), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let tree = AccessibilityTree(host: host, title: "Gallery")
        let start = Date()
        tree.update()
        let seconds = Date().timeIntervalSince(start)
        let table = try #require(tree.root.first(role: .table))
        #expect(table.tableSize?.rows == 25_000 && table.tableSize?.columns == 4)
        #expect(table.children.count > 0 && table.children.count <= 4 * 12, "realised cells: \(table.children.count)")
        #expect(tree.count < 100, "elements: \(tree.count)")
        #expect(seconds < 2, "deriving the tree took \(seconds) s")
        let first = try #require(table.children.first)
        #expect(first.name == "tile 0" && first.cell == AccessibilityCellPosition(row: 0, column: 0))

        // Scrolled 500,000 points down: the cells on screen carry their rows in the whole grid.
        host.pointerLocation = Point(x: 100, y: 100)
        _ = host.handle(.scroll(dx: 0, dy: -12_500))
        _ = host.frame(size: size, at: 0.1)
        let changes = tree.update()
        #expect(!changes.isEmpty)
        let top = try #require(table.children.first { $0.states.contains(.showing) })
        let index = try #require(Int(top.name.dropFirst("tile ".count)))
        #expect(index > 1_000, "the first visible tile is \(top.name)")
        #expect(top.cell == AccessibilityCellPosition(row: index / 4, column: index % 4))
        #expect(table.tableSize?.rows == 25_000)
        #expect(tree.count < 100, "elements after scrolling: \(tree.count)")
    }

    /// Element count and time do not grow with the item count (bounded memory).
    @Test func treeSizeDoesNotGrowWithTheItemCount() throws {
        var counts: [Int] = []
        for n in [1_000, 100_000] {
            let host = ViewHost(gallery(n), textMeasurer: MonospaceTextMeasurer())
            _ = host.frame(size: size, at: 0)
            let tree = AccessibilityTree(host: host, title: "Gallery")
            tree.update()
            counts.append(tree.count)
        }
        #expect(counts[0] == counts[1], "elements for 1,000 and 100,000 items: \(counts)")
    }
}
