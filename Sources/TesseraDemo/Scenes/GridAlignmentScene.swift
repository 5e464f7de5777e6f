import Tessera

extension DemoScene {
    /// The article's grid alignment example: `Grid(alignment: .topLeading)`.
    static let gridAlignment = DemoScene(
        id: "grid-alignment", title: "Grid alignment",
        summary: "Grid(alignment:) places every cell that is smaller than its area",
        alignment: .topLeading,
        content: { AnyView(GridAlignmentScene(settings: $0)) })
}

/// "网格对齐" of the Eager Grids article.
struct GridAlignmentScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Rectangle().fill(.yellow.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r0c0")
                Rectangle().fill(.green.gradient)
                    .frame(width: 100.0, height: 100.0)
                    .id("r0c1")

            }
            GridRow {
                Rectangle().fill(.orange.gradient)
                    .frame(width: 100.0, height: 100.0)
                    .id("r1c0")

                Rectangle().fill(.red.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c1")
            }
        }
        .id("grid")
    }
}
