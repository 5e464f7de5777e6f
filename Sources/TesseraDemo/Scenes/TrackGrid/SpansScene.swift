import Tessera

extension DemoScene {
    /// exyte README §5 "Spans".
    static let spans = DemoScene(
        id: "spans", title: "Spans: gridSpan(column:row:)",
        summary: "tracks [.fr(1), .pt(150), .fr(2)]; blue spans 2 columns, purple and magenta 2 rows, green 2 x 3",
        content: { AnyView(SpansScene(settings: $0)) })
}

/// exyte README: the span example (`ColorView(.magenta)` is `.pink` here).
struct SpansScene: View {
    let settings: SceneSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: [.fr(1), .pt(150), .fr(2)]) { blue.gridSpan(column: 2)  purple.gridSpan(row: 2)  red  cyan  green.gridSpan(column: 2, row: 3)  orange  magenta.gridSpan(row: 2) }")
            TrackGrid(tracks: [.fr(1), .pt(150), .fr(2)], spacing: settings.trackSpacing(5)) {
                ColorView(.blue).gridSpan(column: 2).id("blue")
                ColorView(.purple).gridSpan(row: 2).id("purple")
                ColorView(.red).id("red")
                ColorView(.cyan).id("cyan")
                ColorView(.green).gridSpan(column: 2, row: 3).id("green")
                ColorView(.orange).id("orange")
                ColorView(.pink).gridSpan(row: 2).id("magenta")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
        }
    }
}
