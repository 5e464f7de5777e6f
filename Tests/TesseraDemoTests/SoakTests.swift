import Foundation
import Testing
@testable import TesseraDemo
import TesseraAnimation
@testable import Tessera
import TesseraSDLHost

/// A short soak inside `make test` (the full one is `make soak`): random keys, clicks,
/// scrolls and resizes across every scene through the window's input path, with no crash and
/// finite layouts, and the host's registry of composites not growing with the events.
extension DemoTests {
    @Suite struct ShortSoak {
        /// The warm-up's tour visits every scene once, in order: none of the keys it presses in a
        /// scene switches away from it (they are ``Soak/keys`` without the keymap's scene switches).
        @Test func tourVisitsEachSceneOnceInOrder() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let session = DemoSession(model: DemoModel(sceneIndex: 0), textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            let soak = Soak(session: session, clock: clock, seed: 7)
            var visited = [session.model.scene.id]
            for event in soak.tour() {
                _ = session.handle(event)
                if session.model.scene.id != visited.last { visited.append(session.model.scene.id) }
            }
            #expect(Array(visited.prefix(SceneCatalog.ids.count)) == SceneCatalog.ids)
            #expect(visited.count == SceneCatalog.ids.count + 1 && visited.last == SceneCatalog.ids.first)
        }

        @Test func randomEventsAcrossEveryScene() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let session = DemoSession(model: DemoModel(sceneIndex: 0), textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            var soak = Soak(session: session, clock: clock, seed: 2024)
            let report = soak.run(steps: 300, warmUp: 100)
            // The settled size is measured in the reference state, after the warm-up and at the end.
            #expect(report.settledAfterWarmUp > 0 && report.settledAtEnd > 0)
            #expect(session.model.sceneIndex == 0 && session.model.size == Size(width: 1280, height: 800))
            var scenes = Set<String>()
            for _ in 0..<SceneCatalog.ids.count { session.handle(.key(name: "Tab", shift: false)); _ = session.frame(); scenes.insert(session.model.scene.id) }
            #expect(scenes.count == SceneCatalog.ids.count)
            // Back on a scene after full cycles of switching, the host holds exactly as many
            // composites as the first time there: nothing of the scenes in between is kept.
            func cycle() { for _ in 0..<SceneCatalog.ids.count { session.handle(.key(name: "Tab", shift: false)); _ = session.frame() } }
            cycle()
            let registry = session.host.context.composites.count
            for _ in 0..<5 { cycle() }
            #expect(session.host.context.composites.count == registry)
            for f in session.layoutResult().frames {
                #expect(f.rect.minX.isFinite && f.rect.minY.isFinite && f.rect.width.isFinite && f.rect.height.isFinite)
            }
        }
    }
}
