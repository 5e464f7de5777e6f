import Testing
@testable import Tessera

/// `MasonryGrid`: views stacked into the column that ends earliest, spans and pinned columns
/// through `.masonrySpan`, and a resize re-flowing the columns.
struct MasonryGridTests {
    func host(_ v: some View, width: Double = 300) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: Size(width: width, height: 400), at: 0)
        return h
    }

    func wall(_ heights: [Double], span: Int = 1) -> some View {
        MasonryGrid(columns: [GridItem(.adaptive(minimum: 90), spacing: 6)], alignment: .leading, spacing: 4) {
            ForEach(0..<heights.count) { i in
                Rectangle().frame(height: heights[i]).masonrySpan(i == heights.count - 1 ? span : 1).id("p\(i)")
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    /// 300 points hold three adaptive columns of 96 (6 apart): 50, 20, 30 fill them, then 10
    /// goes under the 20, 10 under the 30 (24 + 10 + 4 = 38 > 34), and so on.
    @Test func viewsGoUnderTheShortestColumn() {
        let h = host(wall([50, 20, 30, 10, 10]))
        #expect(h.frame("p0") == Rect(x: 0, y: 0, width: 96, height: 50))
        #expect(h.frame("p1") == Rect(x: 102, y: 0, width: 96, height: 20))
        #expect(h.frame("p3") == Rect(x: 102, y: 24, width: 96, height: 10))
        #expect(h.frame("p4") == Rect(x: 204, y: 34, width: 96, height: 10))
    }

    @Test func spanningViewTakesTheLowerOfItsColumns() {
        let h = host(wall([50, 20, 30, 12], span: 2))
        // Starts 0 (max 54, 24) and 1 (max 24, 34): the second wins at 34.
        #expect(h.frame("p3") == Rect(x: 102, y: 34, width: 198, height: 12))
    }

    /// Narrower: two columns of 97 in 200, the same views re-flow.
    @Test func resizeReflowsTheColumns() {
        let h = host(wall([50, 20, 30, 10]), width: 200)
        #expect(h.frame("p2") == Rect(x: 103, y: 24, width: 97, height: 30))
        #expect(h.frame("p3") == Rect(x: 0, y: 54, width: 97, height: 10))
    }
}
