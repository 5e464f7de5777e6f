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
        @Test func randomEventsAcrossEveryScene() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let session = DemoSession(model: DemoModel(sceneIndex: 0), textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            var soak = Soak(session: session, clock: clock, seed: 2024)
            _ = soak.run(steps: 300, warmUp: 100)
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

        /// The warm-up tour stays in each scene while it presses that scene's keys: none of
        /// them switches scenes (the keymap decides which do, not a list of its own), and its
        /// `Tab` presses visit every scene once.
        @Test func theTourVisitsEverySceneInTurn() throws {
            let renderer = try ViewRenderer()
            let clock = SimulatedClock()
            let session = DemoSession(model: DemoModel(sceneIndex: 0), textMeasurer: renderer.textMeasurer, images: renderer.images, clock: clock)
            let tour = Soak(session: session, clock: clock, seed: 1).tour()
            // Per scene: every tour key `tourPresses` times, then Tab.
            #expect(tour.count == SceneCatalog.ids.count * (Soak.tourKeys.count * Soak.tourPresses + 1))
            var visited: [String] = []
            for _ in SceneCatalog.ids {
                let scene = session.model.scene.id
                visited.append(scene)
                // Once per key and scene is enough to see whether it switches.
                for key in Soak.tourKeys {
                    session.handle(.key(name: key, shift: false))
                    _ = session.frame()
                    #expect(session.model.scene.id == scene, "\(key) left \(scene)")
                }
                session.handle(.key(name: "Tab", shift: false))
                _ = session.frame()
            }
            #expect(visited == SceneCatalog.ids)
            #expect(!Soak.tourKeys.isEmpty)
        }
    }
}
