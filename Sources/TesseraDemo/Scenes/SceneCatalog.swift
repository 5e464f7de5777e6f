/// Every scene of the demo, in the order of Contracts.md, "Scenes". Each scene lives in its own file as a
/// `DemoScene` static; add new ones to `all` in the contract's order.
public enum SceneCatalog {
    /// The scenes in order: the article's examples, then Apple's docs.
    /// `honeycomb` goes after `apple-gridrow`, then the track-grid scenes (`tracks`, `fr`, ...).
    public static let all: [DemoScene] = [
        .firstGrid, .spacing, .columnWidths, .undefinedSize, .unsized, .gridAlignment,
        .rowAlignment, .columnAlignment, .cellAnchor, .baseline, .divider, .spanning, .ambiguity,
        .appleOverview, .appleColumnCount, .appleGridRow,
        .honeycomb,
        // exyte/Grid's examples on the track grid.
        .tracks, .fr, .spans, .starts, .flow, .packing, .contentMode, .spacingTracks, .alignmentTracks, .calculator,
        // Scenes of our own, after the contract's.
        .layoutSwitch,
        // Second-wave scenes (Contracts.md, "Scenes" order).
        .lazyGallery, .eagerVsLazy, .text, .trainer,
        // Scenes of our own in the second wave.
        .controls,
        // Third-wave scenes (DESIGN §3.8 order).
        .waterfall,
    ]

    /// The scene ids in order.
    public static var ids: [String] { all.map(\.id) }

    /// The scene with `id`.
    public static func scene(_ id: String) -> DemoScene? { all.first { $0.id == id } }

    /// The index of the scene with `id`.
    public static func index(of id: String) -> Int? { all.firstIndex { $0.id == id } }
}
