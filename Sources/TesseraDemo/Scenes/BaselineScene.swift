import Tessera

extension DemoScene {
    /// The article's text baseline example: `Grid(alignment: .centerFirstTextBaseline)`, the
    /// rectangle's bottom sits on the text's baseline.
    static let baseline = DemoScene(
        id: "baseline", title: "Text baseline alignment",
        summary: "Grid(alignment: .centerFirstTextBaseline): the rectangle's bottom on the baseline",
        alignment: .centerFirstTextBaseline, toggleHint: "one / two lines of text",
        content: { AnyView(BaselineScene(settings: $0)) })
}

/// "文本基线对齐" of the Eager Grids article.
struct BaselineScene: View {
    let settings: SceneSettings
    @Environment(\.demoLanguage) private var language

    var body: some View {
        Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(nil), verticalSpacing: settings.spacing(nil)) {
            GridRow {
                Text(settings.toggle ? language.pick("Align\nBaseline", "对齐\n基线") : language.pick("Align", "对齐"))
                    .id("r0c0")

                Rectangle()
                    .fill(.green.gradient.opacity(0.7))
                    .frame(width: 50, height: 50)
                    .id("r0c1")
            }
        }
        .id("grid")
        .font(.system(size: 36))
    }
}
