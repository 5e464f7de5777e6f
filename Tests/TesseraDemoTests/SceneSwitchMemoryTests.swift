import Foundation
import Testing
@testable import TesseraDemo
import TesseraAnimation
import TesseraSDLHost

/// Issue 34: 20,000 scene switches grew the settled size +8.0%. The C heap (`Soak.heapInUse`)
/// showed what: +37 KB per visit of the `trainer` scene and nothing when the soak skipped it.
/// Observation keeps each view's registrations in the `@Observable` model it read until one
/// of the properties read changes; the session's Trainer model lived as long as the session
/// and, without an edit, collected the registrations of every visit. Each visit now gets a
/// fresh copy of the model (as the honeycomb's does), so the old registrations go with it.
/// (The heap is measured by `tessera-soak`, not here: `mallinfo2` counts the whole process,
/// and tests run in parallel.)
extension DemoTests {
    @Suite struct SceneSwitchMemory {
        func session(at scene: String) throws -> DemoSession {
            let renderer = try ViewRenderer()
            let index = try #require(SceneCatalog.index(of: scene))
            return DemoSession(model: DemoModel(sceneIndex: index), textMeasurer: renderer.textMeasurer, images: renderer.images,
                               clock: SimulatedClock())
        }

        /// Leaving the Trainer hands its state to a new model object; the old one (and the
        /// registrations in it) is released.
        @Test func leavingTheTrainerReleasesItsModel() throws {
            let s = try session(at: "trainer")
            s.trainer.edit(animated: false) { $0.grid.horizontalSpacing = 17 }
            _ = s.frame()
            weak let shown = s.trainer
            let state = s.trainer.state
            s.perform(.switchScene(1))
            _ = s.frame()
            #expect(shown == nil, "the model the trainer's views read is gone")
            #expect(s.trainer.state == state, "its state moved to the new model")
            s.perform(.switchScene(-1))
            _ = s.frame()
            #expect(s.trainer.state.grid.horizontalSpacing == 17)
        }
    }
}
