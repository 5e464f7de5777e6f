import Testing
import TesseraAnimation
@testable import Tessera

/// Sections, headers and footers, pinning, and elements that are several views, in lazy
/// containers (SwiftUI's behaviour: each view is an item, a section starts a new line, a header
/// spans the grid, a pinned header stays at the viewport's top until its section ends).
struct LazySectionViewTests {
    let size = Size(width: 300, height: 200)

    func host(_ v: some View) -> ViewHost {
        let h = ViewHost(v, textMeasurer: MonospaceTextMeasurer())
        _ = h.frame(size: size, at: 0)
        return h
    }
    func lazyNode(_ h: ViewHost) -> LazyContainerNode { h.context.scrolling.lazyContainers[0] }

    /// Outside a scroll view: every item, header and footer; sections restart the columns.
    @Test func sectionsInAGrid() {
        let v = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50))], spacing: 10) {
            Section {
                ForEach(0..<3) { i in Color.red.frame(height: 20).id("a\(i)") }
            } header: {
                Color.blue.frame(height: 30).id("ha")
            } footer: {
                Color.green.frame(height: 15).id("fa")
            }
            Section(header: Color.blue.frame(height: 30).id("hb")) {
                ForEach(0..<1) { i in Color.red.frame(height: 20).id("b\(i)") }
            }
        }.id("grid")
        let h = host(v)
        let grid = h.frame("grid")
        #expect(grid.size == Size(width: 110, height: 185))
        func f(_ id: String) -> Rect { h.frame(id).relative(to: grid) }
        #expect(f("ha") == Rect(x: 0, y: 0, width: 110, height: 30))
        #expect(f("a1") == Rect(x: 60, y: 40, width: 50, height: 20))
        #expect(f("a2") == Rect(x: 0, y: 70, width: 50, height: 20))
        #expect(f("fa") == Rect(x: 0, y: 100, width: 110, height: 15))
        #expect(f("hb") == Rect(x: 0, y: 125, width: 110, height: 30))
        #expect(f("b0") == Rect(x: 0, y: 165, width: 50, height: 20))
    }

    /// A `ForEach` whose closure gives two views gives two items per element; a `TupleView`
    /// child and a custom view with two views in its body count each view.
    @Test func severalViewsPerElement() {
        struct Pair: View {
            let i: Int
            var body: some View {
                Color.red.frame(height: 10).id("p\(i)")
                Color.blue.frame(height: 10).id("q\(i)")
            }
        }
        let v = LazyVGrid(columns: Array(repeating: GridItem(.fixed(10), spacing: 0), count: 3), spacing: 0) {
            Color.gray.frame(height: 10).id("first")
            ForEach(0..<4) { i in
                Color.red.frame(height: 10).id("a\(i)")
                Color.blue.frame(height: 10).id("b\(i)")
            }
            ForEach(0..<2) { i in Pair(i: i) }
        }.id("grid")
        let h = host(v)
        let grid = h.frame("grid")
        func at(_ id: String) -> Point { h.frame(id).relative(to: grid).origin }
        // Items: first a0 b0 / a1 b1 a2 / b2 a3 b3 / p0 q0 p1 / q1.
        #expect(at("first") == Point(x: 0, y: 0))
        #expect(at("b0") == Point(x: 20, y: 0))
        #expect(at("a2") == Point(x: 20, y: 10))
        #expect(at("b3") == Point(x: 20, y: 20))
        #expect(at("q0") == Point(x: 10, y: 30))
        #expect(at("q1") == Point(x: 0, y: 40))
        #expect(lazyNode(h).realizedCount == 13)
    }

    /// A million two-view elements in a scroll view: still lazy, and `scrollTo` finds the
    /// element's first view.
    @Test func severalViewsPerElementStayLazy() {
        var proxy: ScrollViewProxy?
        let v = ScrollViewReader { p in
            let _ = { proxy = p }()
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000_000) { i in
                        Rectangle().frame(height: 20).id("x\(i)")
                        Rectangle().frame(height: 30).id("y\(i)")
                    }
                }
            }
        }
        let h = host(v)
        #expect(lazyNode(h).realizedCount < 30)
        #expect(h.frame("y0").minY == 20)
        proxy?.scrollTo(500_000, anchor: .top)
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("x500000").minY == 0)
        #expect(h.frame("y500000").minY == 20)
        #expect(lazyNode(h).realizedCount < 30)
    }

    /// 50 sections of a 30-point header and ten 20-point rows (230 points each), headers pinned.
    func pinned(footers: Bool = false) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: footers ? [.sectionHeaders, .sectionFooters] : [.sectionHeaders]) {
                ForEach(0..<50) { s in
                    Section {
                        ForEach(0..<10) { i in Rectangle().fill(.green).frame(height: 20).id("r\(s)-\(i)") }
                    } header: {
                        Rectangle().fill(.blue).frame(height: 30).id("h\(s)")
                    } footer: {
                        if footers { Rectangle().fill(.red).frame(height: 10).id("f\(s)") }
                    }
                }
            }
        }
    }

    @Test func pinnedHeaderSticksUntilPushed() {
        let h = host(pinned())
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: 0, dy: -2.5))  // 100 points
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("h0").minY == 0, "pinned at the viewport's top")
        #expect(h.frame("r0-5").minY == 30 + 5 * 20 - 100)
        // The header is drawn over the rows under it and takes the clicks there.
        #expect(h.hitTest(Point(x: 150, y: 10)).contains { $0.id == "h0" })
        h.handle(.scroll(dx: 0, dy: -(115.0 / 40)))  // 215: section 0 ends at 230
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("h0").minY == 200 - 215, "pushed up by the end of its section")
        #expect(h.frame("h1").minY == 230 - 215)
        h.handle(.scroll(dx: 0, dy: -(85.0 / 40)))  // 300
        _ = h.frame(size: size, at: 0.3)
        #expect(h.frame("h1").minY == 0)
        #expect(h.node(withID: "h0") == nil, "section 0 left: its header is released")
        // Far down, the section on screen has its header pinned though its line was never near.
        h.handle(.scroll(dx: 0, dy: -(Double(230 * 20 + 100 - 300) / 40)))
        _ = h.frame(size: size, at: 0.4)
        // Lines never measured were estimated, so which section is on top is not exact; its
        // header is pinned at the top, over its own rows.
        let frames = h.identifiedFrames
        let pinnedHeaders = frames.filter { $0.key.hasPrefix("h") && $0.value.minY == 0 }
        #expect(pinnedHeaders.count == 1)
        if let s = pinnedHeaders.first.map({ String($0.key.dropFirst()) }) {
            #expect(frames.contains { $0.key.hasPrefix("r\(s)-") && $0.value.maxY > 0 && $0.value.minY < 30 })
        }
        #expect(lazyNode(h).supplementaryCount <= 3)
    }

    @Test func pinnedFooterSticksToTheBottom() {
        let h = host(pinned(footers: true))
        // Sections are 240 tall now; the viewport shows 0...200 of section 0.
        #expect(h.frame("f0").maxY == 200, "pinned at the viewport's bottom")
        #expect(h.frame("h0").minY == 0)
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: 0, dy: -1))  // 40: the footer's own place (230) is still below
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("f0").maxY == 200)
        h.handle(.scroll(dx: 0, dy: -1))  // 80: section 0 ends at 240 - 80 = 160
        _ = h.frame(size: size, at: 0.2)
        #expect(h.frame("f0").maxY == 160)
    }

    /// Without `pinnedViews` headers scroll away with their section.
    @Test func unpinnedHeadersScroll() {
        let v = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<50) { s in
                    Section {
                        ForEach(0..<10) { i in Rectangle().frame(height: 20).id("r\(s)-\(i)") }
                    } header: { Rectangle().frame(height: 30).id("h\(s)") }
                }
            }
        }
        let h = host(v)
        h.pointerLocation = Point(x: 150, y: 100)
        h.handle(.scroll(dx: 0, dy: -1))
        _ = h.frame(size: size, at: 0.1)
        #expect(h.frame("h0").minY == -40)
    }

    /// Empty headers and footers make no line; a section without items still shows its header;
    /// a `Section` outside a lazy container is its header, content and footer in order.
    @Test func emptyPartsAndPlainContainers() {
        let v = VStack(spacing: 0) {
            LazyVStack(spacing: 0) {
                Section { EmptyView() } header: { Color.red.frame(height: 10).id("lonely") }
                Section { Color.red.frame(height: 10).id("only") } header: { EmptyView() }
            }.id("lazy")
            VStack(spacing: 0) {
                Section { Color.red.frame(height: 10).id("c") } header: { Color.red.frame(height: 5).id("h") } footer: { Color.red.frame(height: 5).id("f") }
            }.id("plain")
        }
        let h = host(v)
        #expect(h.frame("lazy").height == 10 + 8 * 0 + 10)
        #expect(h.frame("only").minY - h.frame("lonely").minY == 10)
        #expect(h.frame("plain").height == 20)
        #expect(h.frame("f").minY - h.frame("h").minY == 15)
    }
}
