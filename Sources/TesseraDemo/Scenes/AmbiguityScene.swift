import Tessera

extension DemoScene {
    /// The article's ambiguity example: two flexible cells spanning two columns each, in rows
    /// where every cell is unsized; `Space` adds the third row that breaks the tie.
    static let ambiguity = DemoScene(
        id: "ambiguity", title: "Beware of ambiguity",
        summary: "column 2 belongs only to spans, so nothing sizes it; a third row breaks the tie",
        toggleHint: "tie-breaking third row on/off",
        content: { AnyView(AmbiguityScene(settings: $0)) })
}

/// "注意歧义" of the Eager Grids article.
struct AmbiguityScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(20.0), verticalSpacing: settings.spacing(20.0)) {
            GridRow {
                CellView(width: 50.0, color: .green).id("r0c0")
                CellView(color: .purple)
                    .gridCellColumns(2)
                    .id("r0c1")
                CellView(width: 50.0, color: .blue).id("r0c3")
                CellView(width: 50.0, color: .yellow).id("r0c4")
            }
            .gridCellUnsizedAxes([.horizontal, .vertical])
            GridRow {
                CellView(width: 50.0, color: .green).id("r1c0")
                CellView(width: 50.0, color: .purple).id("r1c1")
                CellView(color: .blue)
                    .gridCellColumns(2)
                    .id("r1c2")
                CellView(width: 50.0, color: .yellow).id("r1c4")
            }
            .gridCellUnsizedAxes([.horizontal, .vertical])
            if settings.toggle {
                GridRow {
                    CellView(width: 50, color: .green).id("r2c0")
                    CellView(width: 50, color: .purple).id("r2c1")
                    CellView(width: 50, color: .blue).id("r2c2")
                    CellView(width: 50, color: .yellow).id("r2c3")
                }
            }
        }
        .id("grid")
    }

    /// The article's `CellView`: a flexible width unless one is given, 50 high.
    struct CellView: View {
        var width: Double? = nil
        let color: Color
        var body: some View {
            RoundedRectangle(cornerRadius: 5.0)
                .fill(color.gradient)
                .frame(width: width, height: 50.0)
        }
    }
}
