import Testing
@testable import Tessera

@Observable
final class TrackGridModel {
    var flow: GridFlow = .rows
    var span = 1
    var showExtra = true
}

/// Six 10 x 10 cells in three flexible tracks; the flow comes from the model.
struct FlowGrid: View {
    let model: TrackGridModel
    var body: some View {
        TrackGrid(tracks: 3, spacing: 0) {
            ForEach(0..<6) { i in Color.gray.frame(width: 10, height: 10).id("c\(i)") }
        }
        .gridFlow(model.flow)
        .gridContentMode(.scroll)
        .id("grid")
    }
}

struct SpanGrid: View {
    let model: TrackGridModel
    var body: some View {
        TrackGrid(tracks: [.pt(100), .pt(100), .pt(100)], spacing: 0) {
            Color.red.gridSpan(column: model.span).id("a")
            Color.blue.id("b")
        }
        .gridContentMode(.scroll)
    }
}

@MainActor
struct TrackGridViewTests {
    let size = Size(width: 300, height: 300)

    func gridFrames(_ host: ViewHost) -> [String: Rect] { host.frames(relativeTo: "grid") }

    @Test func modifiersLandAsLayoutValues() {
        let host = makeHost(TrackGrid(tracks: 3) {
            Color.red.gridSpan(column: 2, row: 3).frame(width: 5).id("a")
            Color.blue.gridStart(column: 1, row: 4).id("b")
            Color.green.gridItemAlignment(.topLeading).id("c")
            Color.green.gridSpan([2, 1]).gridStart([0, 2]).id("d")
        })
        func values(_ id: String) -> LayoutValues { host.node(withID: id)!.layout.values }
        #expect(values("a")[GridSpanKey.self] == GridItemSpan(column: 2, row: 3))
        #expect(values("b")[GridStartKey.self] == GridItemStart(column: 1, row: 4))
        #expect(values("c")[GridItemAlignmentKey.self] == .topLeading)
        #expect(values("d")[GridSpanKey.self] == GridItemSpan(column: 2, row: 1))
        #expect(values("d")[GridStartKey.self] == GridItemStart(column: 0, row: 2))
    }

    @Test func changedSpanRelaysOut() {
        let model = TrackGridModel()
        let host = makeHost(SpanGrid(model: model), size: size)
        #expect(host.frame("b").minX - host.frame("a").minX == 100)
        model.span = 2
        host.update(); host.layout(size: size)
        #expect(host.frame("a").width == 200)
        #expect(host.frame("b").minX - host.frame("a").minX == 200)
    }

    @Test func gridGroupsAndConditionalsSplice() {
        let model = TrackGridModel()
        struct Content: View {
            let model: TrackGridModel
            var group: GridGroup { GridGroup(["x", "y"], id: \.self) { Color.red.id($0) } }
            var body: some View {
                TrackGrid(tracks: [.pt(10), .pt(10), .pt(10)], spacing: 0, contentMode: .scroll) {
                    Color.blue.frame(height: 10).id("first")
                    group
                    if model.showExtra { Color.green.id("extra") } else { Color.black.id("other") }
                    GridGroup { Color.gray.id("last") }
                    GridGroup("single") { Color.gray.id($0) }
                }.id("grid")
            }
        }
        let host = makeHost(Content(model: model), size: size)
        var f = gridFrames(host)
        #expect(f["x"]?.origin == Point(x: 10, y: 0))
        #expect(f["y"]?.origin == Point(x: 20, y: 0))
        #expect(f["extra"]?.origin == Point(x: 0, y: 10))
        #expect(f["last"]?.origin == Point(x: 10, y: 10))
        #expect(f["single"]?.origin == Point(x: 20, y: 10))
        model.showExtra = false
        host.update(); host.layout(size: size)
        f = gridFrames(host)
        #expect(f["extra"] == nil)
        #expect(f["other"]?.origin == Point(x: 0, y: 10))
    }

    @Test func contentModes() {
        func grid(_ mode: GridContentMode) -> some View {
            TrackGrid(tracks: 2, spacing: 0) {
                ForEach(0..<4) { i in Color.gray.frame(height: 20).id("c\(i)") }
            }.gridContentMode(mode).id("grid")
        }
        // Fill: the two implicit rows are 1fr and share the 300 points.
        let fill = makeHost(grid(.fill), size: size)
        #expect(fill.frame("grid").size == Size(width: 300, height: 300))
        #expect(gridFrames(fill)["c2"] == Rect(x: 0, y: 150 + 65, width: 150, height: 20))
        // Scroll: rows sized to content, the grid as tall as its content.
        let scroll = makeHost(grid(.scroll), size: size)
        #expect(scroll.frame("grid").size == Size(width: 300, height: 40))
        #expect(gridFrames(scroll)["c3"] == Rect(x: 150, y: 20, width: 150, height: 20))
    }

    @Test func scrolledGridIsClippedAndMoved() {
        let view = TrackGrid(tracks: 1, spacing: 0, contentMode: .scroll) {
            ForEach(0..<10) { i in Color.gray.frame(height: 100).id("c\(i)") }
        }
        let host = makeHost(view.scrolled(by: 250).id("viewport"), size: size)
        #expect(host.frame("viewport").size == size)
        #expect(host.frame("c3").minY - host.frame("viewport").minY == 50)
    }

    @Test func cellBackgroundFillsTheCell() {
        let view = TrackGrid(tracks: [.pt(100), .pt(60)], spacing: 0, contentMode: .scroll) {
            Color.red.frame(width: 20, height: 20).id("small")
                .gridCellBackground { _ in Color.blue.id("bg") }
                .gridCellOverlay { size in Color.clear.id("overlay-\(Int(size?.width ?? -1))") }
            Color.green.frame(width: 10, height: 50).id("tall")
        }
        .gridCommonItemsAlignment(.topLeading).id("grid")
        let host = makeHost(view, size: size)
        var f = gridFrames(host)
        #expect(f["bg"] == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(f["small"] == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(f["overlay--1"] == Rect(x: 0, y: 0, width: 100, height: 50))
        // The decoration closure sees the cell's size after the first layout.
        #expect(host.needsUpdate)
        host.update(); host.layout(size: size)
        f = gridFrames(host)
        #expect(f["overlay-100"] == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(!host.needsUpdate)
    }

    @Test func itemAlignmentOverridesCommonAlignment() {
        let view = TrackGrid(tracks: [.pt(100)], spacing: 0, contentMode: .scroll) {
            Color.red.frame(width: 20, height: 20).gridItemAlignment(.trailing).id("a")
                .gridCellBackground { _ in Color.blue }
            Color.red.frame(width: 20, height: 20).id("b")
        }
        .gridCommonItemsAlignment(.leading).id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["a"]?.origin == Point(x: 80, y: 0))
        #expect(f["b"]?.origin == Point(x: 0, y: 20))
    }

    @Test func initializerWinsOverGridModifier() {
        let grid = TrackGrid(tracks: 3, flow: .columns) { Color.red }.gridFlow(.rows).gridPacking(.dense)
        #expect(grid.configuration.flow == .columns)
        #expect(grid.configuration.packing == .dense)
    }

    @Test func flowToggleAnimatesByIdentity() {
        let model = TrackGridModel()
        let host = ViewHost(FlowGrid(model: model), textMeasurer: MonospaceTextMeasurer())
        _ = host.frame(size: size, at: 0)
        let node4 = host.node(withID: "c4")!
        let start = host.animator.attributes(of: node4).frame
        withAnimation(.linear(duration: 1)) { model.flow = .columns }
        _ = host.frame(size: size, at: 1)
        #expect(host.node(withID: "c4") === node4)
        _ = host.frame(size: size, at: 1.5)
        let mid = host.animator.attributes(of: node4).frame
        _ = host.frame(size: size, at: 2)
        let end = host.animator.attributes(of: node4).frame
        #expect(end == host.frame("c4"))
        #expect(end != start)
        #expect(abs(mid.midX - (start.midX + end.midX) / 2) <= 0.5)
        #expect(abs(mid.midY - (start.midY + end.midY) / 2) <= 0.5)
        #expect(!host.frame(size: size, at: 2).isAnimating)
    }

    @Test func anyLayoutSwitchesToATrackGrid() {
        struct Switching: View {
            let model: TrackGridModel
            var body: some View {
                let layout = model.flow == .rows
                    ? AnyLayout.trackGrid(TrackGridConfiguration(tracks: [.pt(50), .pt(50)], contentMode: .scroll, spacing: 0))
                    : AnyLayout.vStack(spacing: 0)
                layout {
                    Color.red.frame(width: 10, height: 10).gridSpan(column: 2).id("a")
                    Color.blue.frame(width: 10, height: 10).id("b")
                }.id("grid")
            }
        }
        let model = TrackGridModel()
        let host = makeHost(Switching(model: model), size: size)
        let a = host.node(withID: "a")
        #expect(gridFrames(host)["a"] == Rect(x: 45, y: 0, width: 10, height: 10))
        #expect(gridFrames(host)["b"] == Rect(x: 20, y: 10, width: 10, height: 10))
        model.flow = .columns
        host.update(); host.layout(size: size)
        #expect(host.node(withID: "a") === a)
        #expect(gridFrames(host)["b"] == Rect(x: 0, y: 10, width: 10, height: 10))
    }
}
