import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost
import TesseraGeometry

/// exyte's README scenes on the track grid: geometry from the CSS rules, and the `Space`
/// toggles animating items by identity.
extension DemoTests {
    @Suite struct TrackGridScenes {
        func animatedSession(_ id: String, size: Size = Size(width: 1280, height: 800)) throws -> (DemoSession, SimulatedClock) {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: id)), size: size),
                                textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            _ = s.frame()
            return (s, clock)
        }

        @Test func scenesFollowHoneycombsPlaceInTheContractOrder() {
            let ids = ["tracks", "fr", "spans", "starts", "flow", "packing", "content-mode", "spacing-tracks",
                       "alignment-tracks", "calculator"]
            let positions = ids.compactMap { SceneCatalog.index(of: $0) }
            #expect(positions.count == ids.count)
            #expect(positions == positions.sorted())
            #expect(positions.first! > SceneCatalog.index(of: "apple-gridrow")!)
        }

        @Test func frTracksShareWhatTheFixedTrackLeaves() throws {
            let f = try GridFrames(try session("fr"))
            let grid = f.grid
            let fr = (grid.width - 100 - 2 * 5) / 3.5
            #expect(f["r0c0"]?.width == 100)
            // fr shares are truncated to Chrome's 1/64 px layout unit (DEVIATIONS.md).
            let unit = 1.0 / 64
            #expect(abs(f["r0c1"]!.width - fr) < unit)
            #expect(abs(f["r0c2"]!.width - 2.5 * fr) < unit)
            #expect(abs(f["r0c2"]!.minX - (100 + 5 + fr + 5)) < unit)
        }

        @Test func spansPlaceLikeExytesPicture() throws {
            let f = try GridFrames(try session("spans"))
            // blue spans columns 0-1 of row 0; purple rows 0-1 of column 2; green 2 x 3 under red.
            #expect(f["blue"]!.minX == 0 && f["blue"]!.minY == 0)
            #expect(f["purple"]!.minY == 0 && f["purple"]!.minX == f["blue"]!.maxX + 5)
            #expect(f["red"]!.minY == f["blue"]!.maxY + 5 && f["red"]!.minX == 0)
            #expect(f["green"]!.minY == f["red"]!.maxY + 5 && f["green"]!.width == f["blue"]!.width)
            #expect(f["magenta"]!.minX == f["purple"]!.minX && f["magenta"]!.minY == f["orange"]!.maxY + 5)
        }

        @Test func packingToggleFillsTheHoleAndAnimates() throws {
            let (s, clock) = try animatedSession("packing")
            let purple = try #require(s.host.node(withID: "purple"))
            let sparse = try GridFrames(s)
            #expect(sparse["purple"]!.minY > sparse["black"]!.minY)   // sparse: after the full-width row
            s.handle(.key(name: "Space", shift: false))
            _ = s.frame()
            #expect(s.host.node(withID: "purple") === purple)
            let dense = try GridFrames(s)
            #expect(dense["purple"]!.minY == 0)                        // dense: next to red
            #expect(dense["black"]!.minY > dense["purple"]!.minY)
            #expect(s.host.animator.attributes(of: purple).frame != purple.frame)  // still moving
            clock.advance(to: 5)
            _ = s.frame()
            let shown = s.host.animator.attributes(of: purple).frame   // settled (snapped to pixels)
            #expect(abs(shown.minX - purple.frame.minX) <= 1 && abs(shown.minY - purple.frame.minY) <= 1)
        }

        @Test func flowToggleMovesItemsByIdentity() throws {
            let (s, _) = try animatedSession("flow")
            let item1 = try #require(s.host.node(withID: "item1"))
            let rows = try GridFrames(s)
            #expect(rows["item1"]!.minY == 0 && rows["item1"]!.minX > 0)   // rows: next to item0
            s.handle(.key(name: "Space", shift: false))
            _ = s.frame()
            #expect(s.host.node(withID: "item1") === item1)
            let columns = try GridFrames(s)
            #expect(columns["item1"]!.minX == 0 && columns["item1"]!.minY > 0)  // columns: under item0
        }

        @Test func contentModeScrollSizesToCardsAndFillSharesTheHeight() throws {
            let (s, _) = try animatedSession("content-mode")
            let scroll = try GridFrames(s)
            #expect(scroll.grid.maxY < 800)
            let viewport = try #require(s.layoutResult().frame("card0")).minY
            // The five cards fit: the ScrollView is clamped to its content, so neither Down nor
            // End moves the grid (it used to scroll out of sight).
            s.handle(.key(name: "Down", shift: false))
            _ = s.frame()
            #expect(try #require(s.layoutResult().frame("card0")).minY == viewport)
            s.handle(.key(name: "End", shift: false))
            _ = s.frame()
            #expect(try #require(s.layoutResult().frame("card0")).minY == viewport)
            s.handle(.key(name: "Space", shift: false))
            _ = s.frame()
            let fill = try GridFrames(s)
            // Scroll: rows as tall as their cards; fill: 1fr rows share the whole height.
            #expect(fill.grid.height > scroll.grid.height + 100)
            #expect(fill["card0"]!.height > scroll["card0"]!.height)
        }

        @Test func calculatorOperationsStackInTheLastColumn() throws {
            let f = try GridFrames(try session("calculator"))
            let ops = ["divide", "multiply", "substract", "add", "equal"].map { f["key-\($0)"]! }
            #expect(Set(ops.map(\.minX)).count == 1)
            #expect(ops.map(\.minY) == ops.map(\.minY).sorted())
            #expect(f["key-7"]!.minX == 0 && f["key-7"]!.minY == f["key-multiply"]!.minY)
            #expect(f["key-0"]!.width > f["key-point"]!.width)
            #expect(f["key-equal"]!.minY == f["key-0"]!.minY)
        }
    }
}
