import Tessera

extension DemoScene {
    /// The article's unsized example: the red cell is unsized horizontally, so it is only as
    /// wide as the green cell above it; without the modifier the grid fills its parent.
    static let unsized = DemoScene(
        id: "unsized", title: "gridCellUnsizedAxes",
        summary: "the red cell is unsized horizontally: as wide as its column, not the parent",
        toggleHint: "unsized on/off", toggleDefault: true,
        content: { AnyView(UnsizedScene(settings: $0)) })
}

/// The `gridCellUnsizedAxes` example of the Eager Grids article.
struct UnsizedScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.green.gradient)
                    .frame(width: 160.0, height: 80.0)
                    .id("r0c0")
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.blue.gradient)
                    .frame(width: 80.0, height: 80.0)
                    .id("r0c1")
            }
            GridRow {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.red.gradient)
                    .frame(height: 80.0)
                    .gridCellUnsizedAxes(settings.toggle ? .horizontal : [])
                    .id("r1c0")

                RoundedRectangle(cornerRadius: 5.0)
                    .fill(.yellow.gradient)
                    .frame(width: 80.0, height: 80.0)
                    .id("r1c1")
            }
        }
        .id("grid")
    }
}
