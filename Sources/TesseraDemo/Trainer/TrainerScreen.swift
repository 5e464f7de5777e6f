import Foundation
import Tessera
import TesseraDisplayList
import TesseraSDLHost
import TesseraTrainer

/// The Grid Trainer on its own (`tessera trainer`, README "Grid Trainer"): its screen rendered
/// headless, its window, and the area its grid is proposed. The developer command reaches the
/// demo's Trainer through these.
public enum TrainerScreen {
    /// The size the Trainer's grid is proposed in a Trainer of `size` (the inspector beside it).
    public static func gridArea(in size: Size) -> Size { TrainerView.gridArea(in: size) }

    /// The Trainer's screen for `state` at `size`, rendered headless (no window).
    public static func render(_ state: TrainerState, size: Size) throws -> PixelImage {
        let renderer = try ViewRenderer()
        let session = DemoSession(model: trainerModel(size: size), textMeasurer: renderer.textMeasurer, images: renderer.images,
                                  trainer: TrainerModel(state: state), trainerOnly: true)
        return try renderer.render(session.displayList(), size: size)
    }

    /// Opens the Trainer in a window on `state` (Save writes `statePath`, when given); needs a
    /// display.
    public static func openWindow(_ state: TrainerState, size: Size, statePath: String?, output: CommandOutput) throws {
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = [env["DISPLAY"], env["WAYLAND_DISPLAY"], env["SDL_VIDEODRIVER"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay else {
            throw UsageError("no display (DISPLAY is not set); render headless instead: tessera trainer --emit png --out trainer.png")
        }
        try DemoWindow.run(model: trainerModel(size: size), output: output, trainer: TrainerModel(state: state), trainerOnly: true,
                           trainerStatePath: statePath)
    }

    private static func trainerModel(size: Size) -> DemoModel {
        DemoModel(sceneIndex: SceneCatalog.index(of: "trainer") ?? 0, size: size)
    }
}
