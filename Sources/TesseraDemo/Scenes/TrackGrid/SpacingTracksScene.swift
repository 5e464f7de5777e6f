import Tessera

extension DemoScene {
    /// exyte README §10 "Spacing": `[h, v]` spacing; `+`/`-` change both by 1 point.
    static let spacingTracks = DemoScene(
        id: "spacing-tracks", title: "Spacing: [horizontal, vertical]",
        summary: "Grid(tracks: 3, spacing: [10, 5]): gaps only between tracks (CSS gutters); + / - change them, Up/Down scroll",
        content: { AnyView(SpacingTracksScene(settings: $0)) })
}

/// exyte README: 21 pictures spanning `max(1, i % 4)` columns, each an invisible aspect-fit
/// view that sizes the cell with the visible picture in `gridCellOverlay`; `.scroll`, `.dense`.
struct SpacingTracksScene: View {
    let settings: SceneSettings

    var body: some View {
        let spacing = settings.trackSpacing(10, 5)
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: 3, spacing: [\(Int(spacing.horizontal)), \(Int(spacing.vertical))]) { picture.gridSpan(column: max(1, i % 4)).gridCellOverlay { … } }.gridContentMode(.scroll).gridPacking(.dense)")
            ScrollView {
                TrackGrid(tracks: 3, spacing: spacing) {
                    ForEach(0..<21) { i in
                        // Inner view used to measure size (the README's transparent image).
                        Color.clear
                            .aspectRatio(4.0 / 3.0, contentMode: .fit)
                            .gridSpan(column: max(1, i % 4))
                            .gridCellOverlay { _ in
                                ColorView(SceneRandom.palette[(i * 5) % SceneRandom.palette.count])
                            }
                            .id("picture\(i)")
                    }
                }
                .gridContentMode(.scroll)
                .gridPacking(.dense)
                .gridCommonItemsAlignment(settings.alignment)
                .id("grid")
                .background(Color(white: 0.92))
            }
            .frame(maxWidth: 760)
        }
    }
}
