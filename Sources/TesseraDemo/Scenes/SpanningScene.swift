import Tessera

extension DemoScene {
    /// The article's column spanning example: the yellow cell spans three columns.
    static let spanning = DemoScene(
        id: "spanning", title: "Column spanning",
        summary: "gridCellColumns(3): the yellow cell spans the three middle columns",
        toggleHint: "span on/off", toggleDefault: true,
        content: { AnyView(SpanningScene(settings: $0)) })
}

/// "列跨越" of the Eager Grids article.
struct SpanningScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r0c0")
                RoundedRectangle(cornerRadius: 5.0).fill(.yellow.gradient)
                    .frame(height: 50.0)
                    .gridCellColumns(settings.toggle ? 3 : 1)
                    .gridCellUnsizedAxes(.horizontal)
                    .id("r0c1")
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id(settings.toggle ? "r0c4" : "r0c2")
            }
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c0")
                RoundedRectangle(cornerRadius: 5.0).fill(.yellow.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c1")
                RoundedRectangle(cornerRadius: 5.0).fill(.orange.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c2")
                RoundedRectangle(cornerRadius: 5.0).fill(.red.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c3")
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c4")
            }
        }
        .id("grid")
    }
}
