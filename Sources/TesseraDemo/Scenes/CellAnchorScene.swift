import Tessera

extension DemoScene {
    /// The article's cell anchor example: `.gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))`
    /// overrides the grid's `.topTrailing` for one cell.
    static let cellAnchor = DemoScene(
        id: "cell-anchor", title: "Cell anchor",
        summary: "gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)) overrides every other alignment",
        alignment: .topTrailing, toggleHint: "anchor on/off", toggleDefault: true,
        content: { AnyView(CellAnchorScene(settings: $0)) })
}

/// "单元格对齐" of the Eager Grids article.
struct CellAnchorScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Rectangle().fill(.green.gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r0c0")
                if settings.toggle {
                    Rectangle().fill(.blue.gradient)
                        .frame(width: 50.0, height: 50.0)
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                        .id("r0c1")
                } else {
                    Rectangle().fill(.blue.gradient)
                        .frame(width: 50.0, height: 50.0)
                        .id("r0c1")
                }
            }
            GridRow {
                Rectangle().fill(.blue.gradient)
                    .frame(width: 50.0, height: 50.0)
                    .id("r1c0")
                Rectangle().fill(.green.gradient)
                    .frame(width: 120.0, height: 100.0)
                    .id("r1c1")
            }
        }
        .id("grid")
    }
}
