import Tessera

extension DemoScene {
    /// The article's column alignment example: every combination of grid, row and column
    /// alignment in one grid.
    static let columnAlignment = DemoScene(
        id: "column-alignment", title: "Column horizontal alignment",
        summary: "gridColumnAlignment(.trailing) on column 1, GridRow(alignment: .bottom) on row 1",
        alignment: .topLeading, toggleHint: "column 1 .trailing on/off", toggleDefault: true,
        content: { AnyView(ColumnAlignmentScene(settings: $0)) })
}

/// "列水平对齐" of the Eager Grids article.
struct ColumnAlignmentScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(5.0), verticalSpacing: settings.spacing(5.0)) {
            GridRow {
                CellView(color: .green, width: 80, height: 80).id("r0c0")

                if settings.toggle {
                    CellView(color: .yellow, width: 80, height: 80)
                        .gridColumnAlignment(.trailing)
                        .id("r0c1")
                } else {
                    CellView(color: .yellow, width: 80, height: 80).id("r0c1")
                }

                CellView(color: .orange, width: 80, height: 120).id("r0c2")
            }
            GridRow(alignment: .bottom) {
                CellView(color: .green, width: 80, height: 80).id("r1c0")

                CellView(color: .yellow, width: 80, height: 80).id("r1c1")

                CellView(color: .orange, width: 80, height: 120).id("r1c2")
            }
            GridRow {
                CellView(color: .green, width: 120, height: 80).id("r2c0")

                CellView(color: .yellow, width: 120, height: 80).id("r2c1")

                CellView(color: .orange, width: 80, height: 80).id("r2c2")
            }
        }
        .id("grid")
    }

    /// The article's `CellView`.
    struct CellView: View {
        let color: Color
        let width: Double
        let height: Double
        var body: some View {
            RoundedRectangle(cornerRadius: 5.0)
                .fill(color.gradient)
                .frame(width: width, height: height)
        }
    }
}
