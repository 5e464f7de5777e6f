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
    /// Flipped by the README's button; `Space` flips the scene's toggle: either switches.
    @State private var flipped = false
    var flow: GridFlow { settings.toggle != flipped ? .columns : .rows }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(0..<15, tracks: 5, flow: self.flow, spacing: 5) — the button or Space switches the flow (.rows / .columns)")
            // The README's button: its title names the current flow.
            Button(flow == .rows ? "Flow: ROWS" : "Flow: COLUMNS") { flipped.toggle() }.id("flow-button")
            TrackGrid(0..<15, tracks: 5, flow: flow, spacing: settings.trackSpacing(5)) { i in
                let color: Color = i.isMultiple(of: 2) ? .black : .orange
                ColorView(color)
                    .overlay {
                        Text(String(i)).font(.system(size: 35)).foregroundStyle(color.readableLabel)
                    }
                    .id("item\(i)")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .animation(.default, value: flow)
            .id("grid")
        }
    }
}
