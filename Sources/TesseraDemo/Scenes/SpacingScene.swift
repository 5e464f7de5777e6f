import Tessera

extension DemoScene {
    /// The article's spacing example: horizontal 5, vertical 15.
    static let spacing = DemoScene(
        id: "spacing", title: "Spacing",
        summary: "Grid(horizontalSpacing: 5, verticalSpacing: 15), frame on each GridRow",
        content: { AnyView(SpacingScene(settings: $0)) })
}

/// "空间" of the Eager Grids article.
struct SpacingScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(5.0), verticalSpacing: settings.spacing(15.0)) {
            GridRow {
                Rectangle().fill(Color(white: 0.20).gradient).id("r0c0")

                Rectangle().fill(Color(white: 0.40).gradient).id("r0c1")

                Rectangle().fill(Color(white: 0.60).gradient).id("r0c2")

                Rectangle().fill(Color(white: 0.80).gradient).id("r0c3")
            }
            .frame(width: 50.0, height: 50.0)
            GridRow {
                Rectangle().fill(Color(white: 0.80).gradient).id("r1c0")

                Rectangle().fill(Color(white: 0.60).gradient).id("r1c1")

                Rectangle().fill(Color(white: 0.40).gradient).id("r1c2")

                Rectangle().fill(Color(white: 0.20).gradient).id("r1c3")
            }
            .frame(width: 50.0, height: 50.0)
        }
        .id("grid")
    }
}
