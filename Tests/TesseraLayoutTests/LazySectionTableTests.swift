import Testing
import TesseraGeometry
@testable import TesseraLayout

/// Sections as lines: a header line, the items flowed from the first track, a footer line
/// (SwiftUI's `Section` in lazy grids). Each case lists the sections, the items per line and
/// the expected line numbers, worked out by hand from that rule.
struct LazySectionTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let sections: [LazySectionTable.Section]
        let perLine: Int
        /// Line starts per section, the line count last.
        let lineStarts: [Int]
        /// (item, line, track)
        let places: [(Int, Int, Int)]
        /// (lines, items on them)
        let itemsInLines: [(ClosedRange<Int>, Range<Int>)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // One section of 10 in 3 tracks: lines of 3, 3, 3, 1.
        Case(name: "plain", sections: [.init(itemCount: 10)], perLine: 3, lineStarts: [0, 4],
             places: [(0, 0, 0), (2, 0, 2), (3, 1, 0), (9, 3, 0)],
             itemsInLines: [(0...0, 0..<3), (1...3, 3..<10), (3...3, 9..<10)]),
        // Header + 3 items + footer, then a header-only empty section, then 5 items: with 2 a
        // line, lines are H0, 0-1, 2, F0 | H1 | 3-4, 5-6, 7 (a section restarts the tracks).
        Case(name: "headers, footers, an empty section",
             sections: [.init(itemCount: 3, hasHeader: true, hasFooter: true), .init(itemCount: 0, hasHeader: true), .init(itemCount: 5)],
             perLine: 2, lineStarts: [0, 4, 5, 8],
             places: [(0, 1, 0), (1, 1, 1), (2, 2, 0), (3, 5, 0), (4, 5, 1), (7, 7, 0)],
             itemsInLines: [(0...0, 0..<0), (0...1, 0..<2), (3...4, 3..<3), (2...5, 2..<5), (6...7, 5..<8)]),
        // Empty sections without header or footer take no line.
        Case(name: "empty sections", sections: [.init(itemCount: 0), .init(itemCount: 2, hasFooter: true), .init(itemCount: 0)],
             perLine: 4, lineStarts: [0, 0, 2, 2],
             places: [(0, 0, 0), (1, 0, 1)],
             itemsInLines: [(0...0, 0..<2), (1...1, 2..<2)]),
    ]

    @Test(arguments: cases) func linesOfSections(_ c: Case) {
        var t = LazySectionTable(c.sections)
        t.setPerLine(c.perLine)
        #expect(t.lineStarts == c.lineStarts)
        for (item, line, track) in c.places {
            let p = t.place(ofItem: item)
            #expect(p.line == line && p.track == track, "item \(item)")
        }
        for (lines, items) in c.itemsInLines { #expect(t.items(inLines: lines) == items, "lines \(lines)") }
    }

    /// Laid out with every item and header as a child: headers span the tracks, sections start
    /// new rows. Two fixed columns of 50, 10 apart, rows 10 apart: H0 (30) at 0, items 0-1 at
    /// 40, item 2 at 70, F0 (15) at 100, H1 at 125, section 1's item 0 at 165 in the first column.
    @Test func headersSpanTheTracks() {
        let window = LazyGridWindow(itemCount: 0)
        window.sections = LazySectionTable([.init(itemCount: 3, hasHeader: true, hasFooter: true), .init(itemCount: 1, hasHeader: true)])
        window.slots = [.item(0), .item(1), .item(2), .item(3), .header(0), .footer(0), .header(1)]
        let layout = LazyGridLayout(axis: .vertical, tracks: .items([GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50))]),
                                    alignment: .leading, spacing: 10, window: window)
        func box(_ h: Double) -> LayoutNode { LayoutNode(layout: FrameLayout(width: nil, height: h), children: [LayoutNode(leaf: FlexibleLeaf())]) }
        let kids = [box(20), box(20), box(20), box(20), box(30), box(15), box(30)]
        let root = LayoutNode(layout: layout, children: kids)
        let size = root.layout(proposal: ProposedSize(width: 200, height: nil))
        #expect(size == Size(width: 110, height: 185))
        #expect(kids[4].frame == Rect(x: 0, y: 0, width: 110, height: 30))
        #expect(kids[0].frame == Rect(x: 0, y: 40, width: 50, height: 20))
        #expect(kids[1].frame == Rect(x: 60, y: 40, width: 50, height: 20))
        #expect(kids[2].frame == Rect(x: 0, y: 70, width: 50, height: 20))
        #expect(kids[5].frame == Rect(x: 0, y: 100, width: 110, height: 15))
        #expect(kids[6].frame == Rect(x: 0, y: 125, width: 110, height: 30))
        #expect(kids[3].frame == Rect(x: 0, y: 165, width: 50, height: 20))
    }
}
