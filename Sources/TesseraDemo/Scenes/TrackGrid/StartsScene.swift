import Tessera

extension DemoScene {
    /// exyte README §6 "Starts".
    static let starts = DemoScene(
        id: "starts", title: "Starts: gridStart(column:row:)",
        summary: "pinned items first (CSS Grid §8.5), then row-locked, then the rest in order; purple spans 9 rows in the .fit column",
        content: { AnyView(StartsScene(settings: $0)) })
}

/// exyte README: the starts example, item for item.
struct StartsScene: View {
    let settings: SceneSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: [.pt(50), .fr(1), .fr(1.5), .fit]) — red .gridStart(row: 1), yellow .gridStart(row: 2), purple .gridStart(column: 3, row: 0), gray .gridStart(column: 2)")
            TrackGrid(tracks: [.pt(50), .fr(1), .fr(1.5), .fit], spacing: settings.trackSpacing(5)) {
                ForEach(0..<6) { i in ColorView(.black).id("black\(i)") }
                ColorView(.brown).gridSpan(column: 3).id("brown")
                ColorView(.blue).gridSpan(column: 2).id("blue")
                ColorView(.orange).gridSpan(row: 3).id("orange")
                ColorView(.red).gridStart(row: 1).gridSpan(column: 2, row: 2).id("red")
                ColorView(.yellow).gridStart(row: 2).id("yellow")
                // `.fit` sizes to max-content: the ideal width stands for the README's 50 pt.
                ColorView(.purple).frame(idealWidth: 50, maxWidth: 50)
                    .gridStart(column: 3, row: 0).gridSpan(row: 9).id("purple")
                ColorView(.green).gridSpan(column: 2, row: 3).id("green")
                ColorView(.cyan).id("cyan")
                ColorView(.gray).gridStart(column: 2).id("gray")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
        }
    }
}
