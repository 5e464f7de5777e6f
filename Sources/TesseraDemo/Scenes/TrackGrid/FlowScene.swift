import Tessera

extension DemoScene {
    /// exyte README §7 "Flow": `Space` switches `.rows` and `.columns`; the items move.
    static let flow = DemoScene(
        id: "flow", title: "Flow: .rows / .columns",
        summary: "Grid(0..<15, tracks: 5, flow: …, spacing: 5): 5 columns filled row by row, or 5 rows filled column by column",
        toggleHint: "flow rows/columns",
        content: { AnyView(FlowScene(settings: $0)) })
}

/// exyte README: `Grid(0..<15, tracks: 5, flow: self.flow, spacing: 5) { ColorView(…).overlay(Text(…)) }`.
struct FlowScene: View {
    let settings: SceneSettings
    var flow: GridFlow { settings.toggle ? .columns : .rows }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(0..<15, tracks: 5, flow: self.flow, spacing: 5) — Space switches the flow (.rows / .columns)")
            TrackGrid(0..<15, tracks: 5, flow: flow, spacing: settings.trackSpacing(5)) { i in
                ColorView(i.isMultiple(of: 2) ? .black : .orange)
                    .overlay {
                        Text(String(i)).font(.system(size: 35)).foregroundStyle(Color.white)
                    }
                    .id("item\(i)")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
        }
    }
}
