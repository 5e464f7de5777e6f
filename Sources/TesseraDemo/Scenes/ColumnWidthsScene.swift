import Tessera

extension DemoScene {
    /// The article's "column width, row height" picture (no code was published): the orange
    /// column is as wide as its widest cell (row 1), row 1 as tall as its tallest cell (purple).
    static let columnWidths = DemoScene(
        id: "column-widths", title: "Column width, row height",
        summary: "a column is as wide as its widest cell, a row as tall as its tallest",
        toggleHint: "grow the widest and tallest cells",
        content: { AnyView(ColumnWidthsScene(settings: $0)) })
}

/// "列宽,行高" of the Eager Grids article, rebuilt from its description.
struct ColumnWidthsScene: View {
    let settings: SceneSettings

    var body: some View {
        let wide: Double = settings.toggle ? 180 : 120
        let tall: Double = settings.toggle ? 150 : 100
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                CellView(color: .green, width: 60, height: 60).id("r0c0")
                CellView(color: .orange, width: 60, height: 40).id("r0c1")
                CellView(color: .blue, width: 60, height: 60).id("r0c2")
            }
            GridRow {
                CellView(color: .green, width: 60, height: 60).id("r1c0")
                CellView(color: .orange, width: wide, height: 60).id("r1c1")
                CellView(color: .purple, width: 60, height: tall).id("r1c2")
            }
            GridRow {
                CellView(color: .green, width: 60, height: 60).id("r2c0")
                CellView(color: .orange, width: 80, height: 40).id("r2c1")
                CellView(color: .blue, width: 60, height: 60).id("r2c2")
            }
        }
        .id("grid")
    }

    /// A rounded, gradient-filled rectangle of a fixed size (the article's `CellView`).
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
