import Tessera

extension DemoScene {
    /// The article's first grid: four padded, bordered texts; `Space` switches to the rewritten
    /// version with the modifiers on each `GridRow` (identical, since a row has no layout).
    static let firstGrid = DemoScene(
        id: "first-grid", title: "Our first grid",
        summary: "2x2 padded texts; a column is as wide as its widest text + 40",
        toggleHint: "modifiers on GridRow",
        content: { AnyView(FirstGridScene(settings: $0)) })
}

/// "我们的第一个网格" of the Eager Grids article.
struct FirstGridScene: View {
    let settings: SceneSettings

    var body: some View {
        if settings.toggle {
            // The rewritten version: a modifier on a GridRow lands on each cell.
            Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
                GridRow {
                    Text("Cell #1").id("r0c0")

                    Text("Cell #2").id("r0c1")
                }
                .padding(20)
                .border(.red)
                GridRow {
                    Text("Cell #3").id("r1c0")

                    Text("Cell #4").id("r1c1")
                }
                .padding(20)
                .border(.green)
            }
            .id("grid")
            .padding(10)
            .border(.blue)
        } else {
            Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
                GridRow {
                    Text("Cell #1")
                        .padding(20)
                        .border(.red)
                        .id("r0c0")

                    Text("Cell #2")
                        .padding(20)
                        .border(.red)
                        .id("r0c1")
                }
                GridRow {
                    Text("Cell #3")
                        .padding(20)
                        .border(.green)
                        .id("r1c0")
                    Text("Cell #4")
                        .padding(20)
                        .border(.green)
                        .id("r1c1")
                }
            }
            .id("grid")
            .padding(10)
            .border(.blue)
        }
    }
}
