import Testing
@testable import Tessera

@Observable
final class SubgridModel {
    var firstColumn = 40.0
    var asGrid = true
}

/// A subgrid whose parent switches between a track grid and a stack (`AnyLayout`, same nodes).
struct SwitchingParent: View {
    let model: SubgridModel
    var body: some View {
        let layout = model.asGrid
            ? AnyLayout.trackGrid(TrackGridConfiguration(tracks: [.pt(50), .pt(50)], contentMode: .scroll, spacing: 0))
            : AnyLayout.vStack(alignment: .leading, spacing: 0)
        layout {
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                Color.red.frame(width: 10, height: 10).id("z0")
                Color.blue.frame(width: 10, height: 10).id("z1")
            }
            .gridCommonItemsAlignment(.leading)
            .gridSpan(column: 2)
        }
        .id("grid")
    }
}

/// A parent of two fixed columns whose sum is 100 whatever `firstColumn` is, and a subgrid
/// over both: the subgrid's frame stays the same while its inner line moves.
struct MovingLineGrid: View {
    let model: SubgridModel
    var body: some View {
        TrackGrid(tracks: [.pt(model.firstColumn), .pt(100 - model.firstColumn)], spacing: 0, contentMode: .scroll) {
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                Color.red.frame(width: 10, height: 10).id("z0")
                Color.blue.frame(width: 10, height: 10).id("z1")
            }
            .gridCommonItemsAlignment(.leading)
            .gridSpan(column: 2).id("sub")
        }
        .id("grid")
    }
}

/// `TrackGrid` subgrids (CSS Grid 2 §9): every expected frame is derived by hand from the CSS
/// rules in the comments (track sizes, extra margins at the subgrid's edges, half gap
/// differences), in the parent grid's coordinates.
@MainActor
struct TrackGridSubgridViewTests {
    let size = Size(width: 300, height: 300)

    func gridFrames(_ host: ViewHost) -> [String: Rect] { host.frames(relativeTo: "grid") }

    /// Columns 50pt, auto, 40pt with a 10 gap. The subgrid spans all three: its 70-wide item
    /// in the auto column widens it to max(30, 70) = 70, so the columns are 0-50, 60-130 and
    /// 140-180, and every item, leading-aligned, starts where its parent column starts.
    @Test func itemsAlignWithTheParentsColumns() {
        let view = TrackGrid(tracks: [.pt(50), .auto, .pt(40)], spacing: 10, contentMode: .scroll) {
            Color.red.frame(width: 30, height: 10).id("h0")
            Color.red.frame(width: 30, height: 10).id("h1")
            Color.red.frame(width: 30, height: 10).id("h2")
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                Color.blue.frame(width: 50, height: 10).id("x0")
                Color.blue.frame(width: 70, height: 10).id("x1")
                Color.blue.frame(width: 40, height: 10).id("x2")
            }
            .gridCommonItemsAlignment(.leading)
            .gridSpan(column: 3).id("sub")
        }
        .gridCommonItemsAlignment(.leading).id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["h1"] == Rect(x: 60, y: 0, width: 30, height: 10))
        #expect(f["h2"] == Rect(x: 140, y: 0, width: 30, height: 10))
        // Row 1 starts after row 0 (10) and the gap (10); the subgrid is stretched over 0-180.
        #expect(f["sub"] == Rect(x: 0, y: 20, width: 180, height: 10))
        #expect(f["x0"] == Rect(x: 0, y: 20, width: 50, height: 10))
        #expect(f["x1"] == Rect(x: 60, y: 20, width: 70, height: 10))
        #expect(f["x2"] == Rect(x: 140, y: 20, width: 40, height: 10))
    }

    /// Columns 100pt, auto, auto, gap 10; the subgrid (columns 2-3, padding 5, a background)
    /// has items 60, 20 / 20 wide. Its padding is extra margin at its edges (§9): the first
    /// auto column is max(40, 60 + 5, 20 + 5) = 65 (110-175), the second max(30, 20 + 5) = 30
    /// (185-215). Its own rows (not subgridded) are 10 and 10 with its default spacing of 5:
    /// 5 + 10 + 5 + 10 + 5 = 35 tall. Inside the padding its columns are 115-175 and 185-210.
    @Test func paddingIsTheSubgridsPaddingAndWidensEdgeColumns() {
        let view = TrackGrid(tracks: [.pt(100), .auto, .auto], spacing: 10, contentMode: .scroll) {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 40, height: 20).id("b")
            Color.red.frame(width: 30, height: 20).id("c")
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                Color.blue.frame(width: 60, height: 10).id("s1")
                Color.blue.frame(width: 20, height: 10).id("s2")
                Color.blue.frame(width: 20, height: 10).id("s3")
            }
            .padding(5)
            .background(Color.gray.id("bg"))
            .gridStart(column: 1).gridSpan(column: 2).id("sub")
        }
        .id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["b"] == Rect(x: 122.5, y: 0, width: 40, height: 20))
        #expect(f["c"] == Rect(x: 185, y: 0, width: 30, height: 20))
        #expect(f["sub"] == Rect(x: 110, y: 30, width: 105, height: 35))
        #expect(f["bg"] == Rect(x: 110, y: 30, width: 105, height: 35))
        // Centred in their cells: s1 fills 115-175; s2 sits in 185-210; s3 in row 1 of the
        // subgrid (35 + 10 + 5 = 50) in 115-175.
        #expect(f["s1"] == Rect(x: 115, y: 35, width: 60, height: 10))
        #expect(f["s2"] == Rect(x: 187.5, y: 35, width: 20, height: 10))
        #expect(f["s3"] == Rect(x: 135, y: 50, width: 20, height: 10))
    }

    /// Spacing left out: the subgrid's column gap is the parent's (CSS `normal`), its second
    /// column starts at 100 + 10. Spacing 20: half the difference, (20 - 10) / 2 = 5, comes off
    /// each side of the inner line: its columns are 0-95 and 115-210.
    @Test(arguments: [(nil, 110.0), (20.0, 115.0)] as [(Double?, Double)])
    func subgridSpacing(_ spacing: Double?, _ secondColumn: Double) {
        let view = TrackGrid(tracks: [.pt(100), .pt(100)], spacing: 10, contentMode: .scroll) {
            TrackGrid(tracks: .subgrid, spacing: spacing.map { GridSpacing(floatLiteral: $0) }, contentMode: .scroll) {
                Color.red.frame(width: 10, height: 10).id("y0")
                Color.red.frame(width: 10, height: 10).id("y1")
            }
            .gridCommonItemsAlignment(.leading)
            .gridSpan(column: 2)
        }
        .id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["y0"]?.minX == 0)
        #expect(f["y1"]?.minX == secondColumn)
    }

    /// A row subgrid spanning rows 1-2 of column 0: its items (30 and 50 tall) size the
    /// parent's auto rows to 30 and 50, so the 10-tall items of column 1 centre in 0-30 and
    /// 30-80. (As an ordinary nested grid its 80 would be spread evenly: rows 40 and 40.)
    @Test func rowSubgridSizesTheParentsRows() {
        let view = TrackGrid(tracks: [.pt(40), .pt(40)], spacing: 0, contentMode: .scroll) {
            TrackGrid(tracks: 1, spacing: 0, contentMode: .scroll) {
                Color.red.frame(width: 10, height: 30).id("r0")
                Color.red.frame(width: 10, height: 50).id("r1")
            }
            .gridSubgrid(.rows)
            .gridSpan(row: 2).id("sub")
            Color.blue.frame(width: 10, height: 10).id("q0")
            Color.blue.frame(width: 10, height: 10).id("q1")
        }
        .id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["sub"] == Rect(x: 0, y: 0, width: 40, height: 80))
        #expect(f["r0"] == Rect(x: 15, y: 0, width: 10, height: 30))
        #expect(f["r1"] == Rect(x: 15, y: 30, width: 10, height: 50))
        #expect(f["q0"] == Rect(x: 55, y: 10, width: 10, height: 10))
        #expect(f["q1"] == Rect(x: 55, y: 50, width: 10, height: 10))
    }

    /// A subgrid in a subgrid: the innermost items size the outermost auto columns,
    /// max(10, 25) = 25 and max(10, 35) = 35.
    @Test func nestedSubgridsShareTheOutermostTracks() {
        let view = TrackGrid(tracks: [.auto, .auto], spacing: 0, contentMode: .scroll) {
            Color.red.frame(width: 10, height: 10).id("h0")
            Color.red.frame(width: 10, height: 10).id("h1")
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                    Color.blue.frame(width: 25, height: 10).id("z0")
                    Color.blue.frame(width: 35, height: 10).id("z1")
                }
                .gridCommonItemsAlignment(.leading)
                .gridSpan(column: 2)
            }
            .gridSpan(column: 2)
        }
        .gridCommonItemsAlignment(.leading).id("grid")
        let f = gridFrames(makeHost(view, size: size))
        #expect(f["h1"]?.minX == 25)
        #expect(f["z0"] == Rect(x: 0, y: 10, width: 25, height: 10))
        #expect(f["z1"] == Rect(x: 25, y: 10, width: 35, height: 10))
    }

    /// `.gridSubgrid(.columns)` and `tracks: .subgrid` (flow `.rows`) say the same thing;
    /// `.both` adds the rows.
    @Test func subgridAxesOfTheConfiguration() {
        #expect(TrackGrid(tracks: .subgrid) { Color.red }.configuration.subgridAxes == .columns)
        #expect(TrackGrid(tracks: .subgrid, flow: .columns) { Color.red }.configuration.subgridAxes == .rows)
        #expect(TrackGrid(tracks: 2) { Color.red }.gridSubgrid(.columns).configuration.subgridAxes == .columns)
        #expect(TrackGrid(tracks: .subgrid) { Color.red }.gridSubgrid(.rows).configuration.subgridAxes == .both)
        #expect(TrackGrid(tracks: 2) { Color.red }.configuration.subgridAxes.isEmpty)
    }

    /// Without a track grid parent (or behind a frame) a subgridded axis is `none`: one
    /// implicit auto column, the items one under the other (10 + 5 + 10 ...).
    @Test func withoutAGridParentTheAxisIsNone() {
        func items() -> some View {
            TrackGrid(tracks: .subgrid, contentMode: .scroll) {
                Color.red.frame(width: 10, height: 10).id("n0")
                Color.red.frame(width: 10, height: 10).id("n1")
                Color.red.frame(width: 10, height: 10).id("n2")
            }
        }
        let alone = makeHost(items().id("grid"), size: size)
        var f = gridFrames(alone)
        #expect(f["n1"] == Rect(x: 0, y: 15, width: 10, height: 10))
        #expect(f["n2"] == Rect(x: 0, y: 30, width: 10, height: 10))
        let framed = makeHost(TrackGrid(tracks: [.pt(50), .pt(50)], spacing: 0, contentMode: .scroll) {
            items().frame(width: 100).gridSpan(column: 2)
        }.id("grid"), size: size)
        f = gridFrames(framed)
        #expect(f["n1"]?.minY == 15)
        #expect(f["n0"]?.minX == f["n1"]?.minX)
    }

    /// The parent's inner line moves while the subgrid's frame stays 0-100: the subgrid is
    /// handed the new tracks and its second item follows the line.
    @Test func changedParentTracksReachTheSubgrid() {
        let model = SubgridModel()
        let host = makeHost(MovingLineGrid(model: model), size: size)
        #expect(gridFrames(host)["z1"]?.minX == 40)
        model.firstColumn = 70
        host.update(); host.layout(size: size)
        let f = gridFrames(host)
        #expect(f["sub"] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(f["z1"]?.minX == 70)
    }

    /// In the track grid the subgrid's second item is in the parent's second column (x 50);
    /// once the same container is a stack the nested grid is on its own, its columns `none`:
    /// the items one under the other (10, gap 5). It must not keep the tracks last handed.
    @Test func parentNoLongerAGridReleasesTheSubgrid() {
        let model = SubgridModel()
        let host = makeHost(SwitchingParent(model: model), size: size)
        #expect(gridFrames(host)["z1"] == Rect(x: 50, y: 0, width: 10, height: 10))
        let z1 = host.node(withID: "z1")
        model.asGrid = false
        host.update(); host.layout(size: size)
        #expect(host.node(withID: "z1") === z1)
        let f = gridFrames(host)
        #expect(f["z1"]?.minX == f["z0"]?.minX)
        #expect(f["z1"]?.minY == 15)
    }
}
