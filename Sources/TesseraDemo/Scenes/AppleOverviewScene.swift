import Tessera

extension DemoScene {
    /// Apple's Grid overview: two rows of a text and a symbol, with a `Divider` between them
    /// that is unsized horizontally ("this restores the grid to the width that the text and
    /// images require"); without it the divider widens the grid to its parent's width.
    static let appleOverview = DemoScene(
        id: "apple-overview", title: "Apple: Grid overview",
        summary: "a Divider between GridRows spans every column; unsized, it keeps the grid narrow",
        toggleHint: "divider unsized on/off", toggleDefault: true,
        content: { AnyView(AppleOverviewScene(settings: $0)) })
}

/// The overview and "Multicolumn cells" examples of Apple's `Grid` documentation.
struct AppleOverviewScene: View {
    let settings: SceneSettings
    @Environment(\.demoLanguage) private var language

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Text(language.pick("Hello", "你好")).id("r0c0")
                Image(systemName: "globe").id("r0c1")
            }
            Divider()
                .gridCellUnsizedAxes(settings.toggle ? .horizontal : [])
                .id("r1c0")
            GridRow {
                Image(systemName: "hand.wave").id("r2c0")
                Text(language.pick("World", "世界")).id("r2c1")
            }
        }
        .id("grid")
    }
}
