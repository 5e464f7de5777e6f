import Tessera

extension DemoScene {
    /// exyte README §9 "Packing": `Space` switches `.sparse` and `.dense`.
    static let packing = DemoScene(
        id: "packing", title: "Packing: .sparse / .dense",
        summary: "sparse never goes back, leaving the row after red empty; dense fills it with purple, orange and green",
        toggleHint: "packing sparse/dense",
        content: { AnyView(PackingScene(settings: $0)) })
}

/// exyte README: `Grid(tracks: 4) { red; black.gridSpan(column: 4); purple; orange; green }.gridPacking(…)`.
struct PackingScene: View {
    let settings: SceneSettings
    var packing: GridPacking { settings.toggle ? .dense : .sparse }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: 4) { red  black.gridSpan(column: 4)  purple  orange  green }.gridPacking(self.gridPacking) — Space switches .sparse / .dense")
            TrackGrid(tracks: 4, spacing: settings.trackSpacing(5)) {
                ColorView(.red).id("red")
                ColorView(.black).gridSpan(column: 4).id("black")
                ColorView(.purple).id("purple")
                ColorView(.orange).id("orange")
                ColorView(.green).id("green")
            }
            .gridPacking(packing)
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
        }
    }
}
