import Tessera

extension DemoScene {
    /// The article's cells with undefined size: the green cell takes whatever width the grid's
    /// parent offers; the dashed line is the grid's bounds.
    static let undefinedSize = DemoScene(
        id: "undefined-size", title: "Cells with undefined size",
        summary: "the green cell is not limited horizontally, so the grid grows to fill its parent",
        toggleHint: "parent 400 wide / full width",
        content: { AnyView(UndefinedSizeScene(settings: $0)) })
}

/// "未定义大小的单元" of the Eager Grids article.
struct UndefinedSizeScene: View {
    let settings: SceneSettings
    let dash = StrokeStyle(lineWidth: 1.0, lineCap: .round, lineJoin: .miter, dash: [5, 5], dashPhase: 0)

    var body: some View {
        HStack(spacing: 0) {
            Circle().fill(.yellow).frame(width: 30, height: 30)
            Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(0)) {
                GridRow {
                    RoundedRectangle(cornerRadius: 15.0)
                        .fill(.green.gradient)
                        .frame(height: 50)
                        .id("r0c0")
                    RoundedRectangle(cornerRadius: 15.0)
                        .fill(.blue.gradient)
                        .frame(width: 50, height: 50)
                        .id("r0c1")
                }
            }
            .id("grid")
            .overlay { Rectangle().stroke(style: dash) }

            Circle().fill(.yellow).frame(width: 30, height: 30)
        }
        .frame(width: settings.toggle ? 400 : nil)
        .id("parent")
    }
}
