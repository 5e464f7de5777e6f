import Tessera

extension DemoScene {
    /// The article's closing exercise: the eager grid of photos turned into a honeycomb in
    /// seven steps (`[` / `]`), cells flipping in 3D on click. The session owns the scene's
    /// `HoneycombModel` and `DemoRootView` draws `HoneycombView` on it; this closure only
    /// serves callers without a session (a fresh model on the bundled photos).
    static let honeycomb = DemoScene(
        id: "honeycomb", title: "Honeycomb (eager Grid)",
        summary: "the article's seven steps from a square photo grid to a honeycomb; click a cell to flip it",
        content: { AnyView(HoneycombView(model: HoneycombModel(), settings: $0)) })
}
