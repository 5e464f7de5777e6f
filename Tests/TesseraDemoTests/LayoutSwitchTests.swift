import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDLHost

/// `layout-switch`: Space cycles Grid -> HStack -> VStack on the same cells, which keep their
/// identity and move.
extension DemoTests {
    @Suite struct LayoutSwitch {
        @Test func spaceCyclesLayoutsAndCellsKeepIdentity() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let s = DemoSession(model: DemoModel(sceneIndex: try #require(SceneCatalog.index(of: "layout-switch"))),
                                textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            _ = s.frame()
            let cell = try #require(s.host.node(withID: "r1c0"))
            let inGrid = cell.frame
            s.handle(.key(name: "Space", shift: false))
            _ = s.frame()
            #expect(s.host.node(withID: "r1c0") === cell)
            let inHStack = cell.frame
            // Grid: r1c0 starts the second row; HStack: it is the fourth cell of one row.
            #expect(inHStack.minY < inGrid.minY)
            #expect(inHStack.minX > inGrid.minX)
            // On screen it starts where it was and moves.
            let shown = s.host.animator.attributes(of: cell).frame.origin
            #expect(abs(shown.x - inGrid.minX) <= 0.5 && abs(shown.y - inGrid.minY) <= 0.5)
            clock.advance(to: 0.15)
            let mid = s.host.animator.attributes(of: cell).frame
            _ = s.frame()
            #expect(s.host.animator.attributes(of: cell).frame != mid)
            s.handle(.key(name: "Space", shift: false))
            _ = s.frame()
            let inVStack = cell.frame
            #expect(inVStack.minY > inHStack.minY)
            #expect(s.host.node(withID: "r1c0") === cell)
        }
    }
}
