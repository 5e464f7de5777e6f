import Tessera

extension DemoScene {
    /// Apple's `GridRow` example: an explicit first row (an unsized clear corner and three
    /// generated column headers) and three generated rows of a label and three mint circles.
    static let appleGridRow = DemoScene(
        id: "apple-gridrow", title: "Apple: GridRow",
        summary: "rows and cells mixed from explicit views and ForEach; Color.clear as an empty cell",
        content: { AnyView(AppleGridRowScene(settings: $0)) })
}

/// The example of Apple's `GridRow` documentation, in a 400x300 frame standing in for the
/// documentation's preview.
struct AppleGridRowScene: View {
    let settings: SceneSettings

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                    .id("r0c0")
                ForEach(1..<4) { column in
                    Text("C\(column)").id("r0c\(column)")
                }
            }
            ForEach(1..<4) { row in
                GridRow {
                    Text("R\(row)").id("r\(row)c0")
                    ForEach(1..<4) { column in
                        Circle().foregroundStyle(.mint).id("r\(row)c\(column)")
                    }
                }
            }
        }
        .id("grid")
        .frame(width: 400, height: 300)
    }
}
