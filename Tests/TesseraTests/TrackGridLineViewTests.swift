import Testing
@testable import Tessera

/// `gridLineNames(_:)` and `gridLines(column:row:)` on `TrackGrid` views (CSS Grid 2 §8.3 named
/// lines and `span name`): items placed by the names of the tracks' lines.
@MainActor
struct TrackGridLineViewTests {
    @Test func itemsFollowNamedLines() throws {
        // Lines: [side] 100 [main] 100 [main] 100 [end].
        let grid = TrackGrid(tracks: [.pt(100), .pt(100), .pt(100)], spacing: 0, contentMode: .scroll) {
            Color.red.frame(height: 10).gridLines(column: try! GridLinePair(css: "main / span main 2")).id("wide")
            Color.blue.frame(height: 10).gridLines(column: GridLinePair(start: .namedSpan("main", 1), end: .named("end", 0)),
                                                   row: GridLinePair(start: .line(2))).id("tail")
        }
        .gridLineNames([["side"], ["main"], ["main"], ["end"]])
        .gridCommonItemsAlignment(.topLeading)
        .id("grid")
        let host = makeHost(grid, size: Size(width: 300, height: 300))
        let f = host.frames(relativeTo: "grid")
        // `main` (line 2) to the second `main` after it: line 3 is one, then the first
        // implicit line (5) counts: columns 2...4, a fourth (implicit) column included.
        #expect(f["wide"]?.minX == 100)
        #expect((f["wide"]?.width ?? 0) >= 200)
        // `end` is line 4; the `main` before it is line 3: the last column.
        #expect(f["tail"]?.minX == 200)
        #expect(f["tail"]?.minY == 10)
        #expect(host.node(withID: "grid") != nil)
    }

    @Test func namesAreKeptInTheConfiguration() {
        let grid = TrackGrid(tracks: 2) { Color.red }.gridLineNames([["a"], ["b"]])
        #expect(grid.configuration.lineNames == [["a"], ["b"]])
        #expect(grid.configuration.layout.style.templateColumns.first == .lineNames(["a"]))
    }
}
