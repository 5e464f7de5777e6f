import Tessera

extension DemoScene {
    /// Apple's "Column count" example: rows of 3, 6 and 5 cells; the grid has 6 columns and
    /// shorter rows get empty trailing cells. `Space` switches to the docs' second version,
    /// `Grid(alignment: .bottom, horizontalSpacing: 1, verticalSpacing: 1)`.
    static let appleColumnCount = DemoScene(
        id: "apple-column-count", title: "Apple: column count",
        summary: "as many columns as the longest row; flexible colours share the rest equally",
        toggleHint: ".bottom, spacing 1 (the docs' second version)",
        content: { AnyView(AppleColumnCountScene(settings: $0)) })
}

/// The "Column count" and "Cell spacing and alignment" examples of Apple's `Grid`
/// documentation, in a 600x300 frame standing in for the documentation's preview.
struct AppleColumnCountScene: View {
    let settings: SceneSettings
    @Environment(\.demoLanguage) private var language

    var body: some View {
        let alignment = settings.toggle && settings.alignment == .center ? .bottom : settings.alignment
        let spacing = settings.toggle ? settings.spacing(1) : settings.spacing(nil)
        Grid(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) {
            GridRow {
                Text(language.pick("Row 1", "第 1 行")).id("r0c0")
                ForEach(0..<2) { i in Color.red.id("r0c\(i + 1)") }
            }
            GridRow {
                Text(language.pick("Row 2", "第 2 行")).id("r1c0")
                ForEach(0..<5) { i in Color.green.id("r1c\(i + 1)") }
            }
            GridRow {
                Text(language.pick("Row 3", "第 3 行")).id("r2c0")
                ForEach(0..<4) { i in Color.blue.id("r2c\(i + 1)") }
            }
        }
        .id("grid")
        .frame(width: 600, height: 300)
    }
}
