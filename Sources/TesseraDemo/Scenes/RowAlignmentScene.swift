import Tessera

extension DemoScene {
    /// The article's row alignment example: `Grid(alignment: .topTrailing)` with a
    /// `GridRow(alignment: .bottom)` in the middle, whose cells end up bottom-trailing.
    static let rowAlignment = DemoScene(
        id: "row-alignment", title: "Row vertical alignment",
        summary: "GridRow(alignment: .bottom) overrides the vertical part of the grid's .topTrailing",
        alignment: .topTrailing, toggleHint: "row 1 .bottom on/off", toggleDefault: true,
        content: { AnyView(RowAlignmentScene(settings: $0)) })
}

/// "行垂直对齐" of the Eager Grids article.
struct RowAlignmentScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Rectangle().fill(Color(white: 0.25).gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r0c0")
                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r0c1")
                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r0c2")
            }
            GridRow(alignment: settings.toggle ? .bottom : nil) {
                Rectangle().fill(Color(white: 0.25).gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r1c0")
                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c1")
                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c2")
            }
            GridRow {
                Rectangle().fill(Color(white: 0.25).gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r2c0")

                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r2c1")

                Rectangle().fill(Color(white: 0.50).gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r2c2")
            }
        }
        .id("grid")
    }
}
