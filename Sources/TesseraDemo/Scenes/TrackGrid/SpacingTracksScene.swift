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
    /// Points the README's sliders add to the spacing (`+`/`-` still change both).
    @State private var extraH = 0.0
    @State private var extraV = 0.0

    var body: some View {
        let base = settings.trackSpacing(10, 5)
        let spacing = GridSpacing(horizontal: max(0, base.horizontal + extraH), vertical: max(0, base.vertical + extraV))
        VStack(alignment: .leading, spacing: 12) {
            // The README's `sliders`: horizontal and vertical spacing.
            HStack(spacing: 10) {
                Text("hSpacing \(Int(spacing.horizontal))").frame(width: 110, alignment: .leading)
                Slider(value: Binding(get: { spacing.horizontal }, set: { extraH = $0 - base.horizontal }), in: 0...50).frame(width: 220).id("h-spacing")
                Text("vSpacing \(Int(spacing.vertical))").frame(width: 110, alignment: .leading)
                Slider(value: Binding(get: { spacing.vertical }, set: { extraV = $0 - base.vertical }), in: 0...50).frame(width: 220).id("v-spacing")
            }
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
            .focusedOnAppear()
            .frame(maxWidth: 760)
        }
    }
}
