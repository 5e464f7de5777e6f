import Tessera

extension DemoScene {
    /// The Grid Trainer (GridRules §9): edit a grid live and read the code that makes it. The
    /// session draws `TrainerView` for this scene (its state lives in the session); the
    /// content below stands in only where the scene is drawn without a session.
    static let trainer = DemoScene(
        id: "trainer", title: "Grid Trainer",
        summary: "change every grid parameter and read the code; click cells to select, right click or M for the cell menu",
        content: { _ in AnyView(TrainerView(model: TrainerModel())) })
}
