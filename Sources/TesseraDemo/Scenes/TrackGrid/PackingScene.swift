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
    /// Flipped by the README's packing picker; `Space` flips the scene's toggle.
    @State private var flipped = false
    var packing: GridPacking { settings.toggle != flipped ? .dense : .sparse }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: 4) { red  black.gridSpan(column: 4)  purple  orange  green }.gridPacking(self.gridPacking) — Space switches .sparse / .dense")
            // The README's `packingPicker`.
            Picker("Packing", selection: Binding(get: { packing == .dense ? "dense" : "sparse" },
                                                 set: { if ($0 == "dense") != (packing == .dense) { flipped.toggle() } })) {
                Text("SPARSE").tag("sparse")
                Text("DENSE").tag("dense")
            }
            .pickerStyle(.segmented).labelsHidden().frame(width: 240).id("packing-picker")
            TrackGrid(tracks: 4, spacing: settings.trackSpacing(5)) {
                ColorView(.red).id("red")
                ColorView(.black).gridSpan(column: 4).id("black")
                ColorView(.purple).id("purple")
                ColorView(.orange).id("orange")
                ColorView(.green).id("green")
            }
            .gridPacking(packing)
            .gridCommonItemsAlignment(settings.alignment)
            .gridAnimation(.default)
            .id("grid")
        }
    }
}
