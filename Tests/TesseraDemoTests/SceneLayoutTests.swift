import Testing
@testable import TesseraDemo
import Tessera
import TesseraLayoutSpec
import TesseraSDLHost

/// The scenes' frames against the article's geometry (GridRules §7), relative to the grid's
/// origin, measured the way `tessera layout --scene` reports them.
extension DemoTests {
    @Suite struct SceneLayout {
        @Test func sceneIdsAreTheContractsInOrder() {
            // Contracts.md, "Scenes": the contract's ids in its order (those that exist), then our own scenes.
            let contract = ["first-grid", "spacing", "column-widths", "undefined-size", "unsized",
                            "grid-alignment", "row-alignment", "column-alignment", "cell-anchor", "baseline",
                            "divider", "spanning", "ambiguity", "apple-overview", "apple-column-count",
                            "apple-gridrow", "honeycomb", "tracks", "fr", "spans", "starts", "flow", "packing",
                            "content-mode", "spacing-tracks", "alignment-tracks", "calculator"]
            let ids = SceneCatalog.ids
            let ours = ids.filter { !contract.contains($0) }
            #expect(ids == contract.filter(ids.contains) + ours)
            #expect(Array(ids.prefix(16)) == Array(contract.prefix(16)))
            #expect(ours.contains("layout-switch"))
        }

        @Test func firstGridCellsAreTextPlus40() throws {
            let f = try GridFrames(session("first-grid"))
            let m = try FontTextMeasurer()
            let widths = (1...4).map { m.measure("Cell #\($0)", font: PlatformLook.desktop.resolve(.body), proposedWidth: nil).size }
            let col0 = max(widths[0].width, widths[2].width) + 40, col1 = max(widths[1].width, widths[3].width) + 40
            let row = widths[0].height + 40
            #expect(f.grid.size == Size(width: col0 + 8 + col1, height: 2 * row + 8))
            #expect(f["r0c0"]!.size == Size(width: widths[0].width + 40, height: row))
            #expect(f["r1c1"]!.minY == row + 8)
        }

        @Test func spacing() throws {
            let f = try GridFrames(session("spacing"))
            #expect(f.grid.size == Size(width: 215, height: 115))
            for (c, x) in [0.0, 55, 110, 165].enumerated() {
                #expect(f["r0c\(c)"] == rect(x, 0, 50, 50))
                #expect(f["r1c\(c)"] == rect(x, 65, 50, 50))
            }
        }

        @Test func undefinedSizeFillsTheParent() throws {
            let s = try session("undefined-size")
            let r = s.layoutResult()
            let parent = try #require(r.frame("parent")), grid = try #require(r.frame("grid"))
            let w = parent.width
            #expect(w == 1280 - 48)
            #expect(grid == rect(parent.minX + 30, grid.minY, w - 60, 50))
            let f = try GridFrames(s)
            #expect(f["r0c0"] == rect(0, 0, w - 110, 50))
            #expect(f["r0c1"] == rect(w - 110, 0, 50, 50))
        }

        @Test func unsized() throws {
            let f = try GridFrames(session("unsized"))
            #expect(f.grid.size == Size(width: 248, height: 168))
            #expect(f["r0c0"] == rect(0, 0, 160, 80))
            #expect(f["r0c1"] == rect(168, 0, 80, 80))
            #expect(f["r1c0"] == rect(0, 88, 160, 80))
            #expect(f["r1c1"] == rect(168, 88, 80, 80))
            // Without the modifier the red cell makes column 0 flexible: the grid fills its parent.
            let s = try session("unsized")
            s.perform(.toggle)
            #expect(try GridFrames(s).grid.width == 1280 - 48)
        }

        @Test func gridAlignment() throws {
            let f = try GridFrames(session("grid-alignment"))
            #expect(f.grid.size == Size(width: 208, height: 208))
            #expect(f["r0c0"] == rect(0, 0, 50, 50))
            #expect(f["r0c1"] == rect(108, 0, 100, 100))
            #expect(f["r1c0"] == rect(0, 108, 100, 100))
            #expect(f["r1c1"] == rect(108, 108, 50, 50))
        }

        @Test func rowAlignment() throws {
            let f = try GridFrames(session("row-alignment"))
            #expect(f.grid.size == Size(width: 376, height: 316))
            let expected: [String: Rect] = [
                "r0c0": rect(0, 0, 120, 100), "r0c1": rect(198, 0, 50, 50), "r0c2": rect(256, 0, 120, 100),
                "r1c0": rect(0, 108, 120, 100), "r1c1": rect(198, 158, 50, 50), "r1c2": rect(326, 158, 50, 50),
                "r2c0": rect(0, 216, 120, 100), "r2c1": rect(128, 216, 120, 100), "r2c2": rect(326, 216, 50, 50),
            ]
            for (id, r) in expected { #expect(f[id] == r, "\(id)") }
        }

        @Test func columnAlignment() throws {
            let f = try GridFrames(session("column-alignment"))
            #expect(f.grid.size == Size(width: 330, height: 330))
            let expected: [String: Rect] = [
                "r0c0": rect(0, 0, 80, 80), "r0c1": rect(165, 0, 80, 80), "r0c2": rect(250, 0, 80, 120),
                "r1c0": rect(0, 165, 80, 80), "r1c1": rect(165, 165, 80, 80), "r1c2": rect(250, 125, 80, 120),
                "r2c0": rect(0, 250, 120, 80), "r2c1": rect(125, 250, 120, 80), "r2c2": rect(250, 250, 80, 80),
            ]
            for (id, r) in expected { #expect(f[id] == r, "\(id)") }
        }

        @Test func cellAnchor() throws {
            let f = try GridFrames(session("cell-anchor"))
            #expect(f.grid.size == Size(width: 248, height: 208))
            #expect(f["r0c0"] == rect(0, 0, 120, 100))
            #expect(f["r0c1"] == rect(145.5, 37.5, 50, 50))
            #expect(f["r1c0"] == rect(70, 108, 50, 50))
            #expect(f["r1c1"] == rect(128, 108, 120, 100))
        }

        @Test func baselineSitsTheRectangleOnTheText() throws {
            let f = try GridFrames(session("baseline"))
            let m = try FontTextMeasurer()
            let text = m.measure("Align", font: PlatformLook.desktop.resolve(Font(size: 36)), proposedWidth: nil)
            let label = try #require(f["r0c0"]), square = try #require(f["r0c1"])
            #expect(label.size == text.size)
            #expect(square.maxY == label.minY + text.firstBaseline)
        }

        @Test func rowWithoutGridRow() throws {
            let f = try GridFrames(session("divider"))
            #expect(f.grid.size == Size(width: 160, height: 112))
            #expect(f["r0c2"] == rect(110, 0, 50, 50))
            #expect(f["r1c0"] == rect(0, 55, 160, 2))
            #expect(f["r2c0"] == rect(0, 62, 50, 50))
        }

        @Test func spanning() throws {
            let f = try GridFrames(session("spanning"))
            #expect(f.grid.size == Size(width: 282, height: 108))
            #expect(f["r0c1"] == rect(58, 0, 166, 50))
            #expect(f["r0c4"] == rect(232, 0, 50, 50))
            for (c, x) in [0.0, 58, 116, 174, 232].enumerated() { #expect(f["r1c\(c)"] == rect(x, 58, 50, 50)) }
        }

        @Test func ambiguityAndItsTieBreaker() throws {
            let s = try session("ambiguity")
            var f = try GridFrames(s)
            #expect(f.grid.size == Size(width: 280, height: 120))
            #expect(f["r0c1"] == rect(70, 0, 70, 50))
            #expect(f["r0c3"] == rect(160, 0, 50, 50))
            #expect(f["r1c2"] == rect(140, 70, 70, 50))
            #expect(f["r1c4"] == rect(230, 70, 50, 50))
            s.perform(.toggle)
            f = try GridFrames(s)
            #expect(f.grid.size == Size(width: 330, height: 190))
            #expect(f["r0c1"] == rect(70, 0, 120, 50))
            #expect(f["r1c2"] == rect(140, 70, 120, 50))
        }

        @Test func appleOverviewDividerIsUnsized() throws {
            let s = try session("apple-overview")
            var f = try GridFrames(s)
            #expect(f["r1c0"]?.width == f.grid.width)
            #expect(f.grid.width < 200)
            s.perform(.toggle)
            f = try GridFrames(s)
            #expect(f.grid.width == 1280 - 48)
        }

        @Test func appleColumnCountHasSixColumns() throws {
            let f = try GridFrames(session("apple-column-count"))
            #expect(f.grid.size == Size(width: 600, height: 300))
            let colours = (1...5).compactMap { f["r1c\($0)"] }
            #expect(colours.count == 5)
            // Five flexible columns share what the text column leaves, equally (to rounding).
            #expect(colours.allSatisfy { abs($0.width - colours[0].width) < 1e-9 })
            #expect(f["r0c2"]?.minX == f["r1c2"]?.minX)
            #expect(abs(f["r1c5"]!.maxX - 600) < 1e-9)
        }

        @Test func appleGridRowCornerIsUnsized() throws {
            let f = try GridFrames(session("apple-gridrow"))
            // The unsized corner takes its column's width: the widest row label's.
            let corner = try #require(f["r0c0"]), labels = (1...3).compactMap { f["r\($0)c0"] }
            #expect(labels.count == 3 && corner.width == labels.map(\.width).max())
            #expect(f["r3c3"] != nil)
        }
    }
}
