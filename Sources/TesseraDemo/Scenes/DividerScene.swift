import Tessera

extension DemoScene {
    /// The article's "rows without GridRow": a 2-point gradient separator as a full-width row,
    /// unsized horizontally so it is as wide as the widest row and no wider.
    static let divider = DemoScene(
        id: "divider", title: "Rows without GridRow",
        summary: "a view outside GridRow is a row spanning every column; unsized, it does not grow the grid",
        toggleHint: "separator unsized on/off", toggleDefault: true,
        content: { AnyView(DividerScene(settings: $0)) })
}

/// "没有 GridRow 的行" of the Eager Grids article.
struct DividerScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(5.0), verticalSpacing: settings.spacing(5.0)) {
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient).id("r0c0")
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient).id("r0c1")
                RoundedRectangle(cornerRadius: 5.0).fill(.blue.gradient).id("r0c2")
            }
            .frame(width: 50.0, height: 50.0)
            Rectangle()
                .fill(LinearGradient(colors: [.gray, .clear, .gray], startPoint: .leading, endPoint: .trailing))
                .frame(height: 2.0)
                .gridCellUnsizedAxes(settings.toggle ? .horizontal : [])
                .id("r1c0")
            GridRow {
                RoundedRectangle(cornerRadius: 5.0).fill(.green.gradient).id("r2c0")
                RoundedRectangle(cornerRadius: 5.0).fill(.purple.gradient).id("r2c1")
                RoundedRectangle(cornerRadius: 5.0).fill(.blue.gradient).id("r2c2")
            }
            .frame(width: 50.0, height: 50.0)
        }
        .id("grid")
    }
}
