import Tessera

extension DemoScene {
    /// exyte README §11 "Alignment": item, common items and content alignment.
    static let alignmentTracks = DemoScene(
        id: "alignment-tracks", title: "Alignment: item, common items, content",
        summary: "Hello: gridItemAlignment(.leading); world: the common alignment (keys 1-9); the .fit grid below sits at .trailing",
        content: { AnyView(AlignmentTracksScene(settings: $0)) })
}

/// exyte README `SingleAlignmentExample`: `Grid(tracks: 3) { TextCardView("Hello")
/// .gridItemAlignment(.leading); TextCardView("world") }.gridCommonItemsAlignment(.center)
/// .gridContentAlignment(.trailing)`; below, the same cards in `.fit` tracks, where the content
/// alignment shows (the README's `1fr` tracks always fill the width).
struct AlignmentTracksScene: View {
    let settings: SceneSettings
    @Environment(\.demoLanguage) private var language

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TrackGridCaption(text: "Grid(tracks: 3) { Hello.gridItemAlignment(.leading)  world }.gridCommonItemsAlignment(\(AlignmentName.of(settings.alignment))).gridContentAlignment(.trailing)")
            TrackGrid(tracks: 3, spacing: settings.trackSpacing(5)) {
                TextCardView(text: language.pick("Hello", "你好"), color: .red).gridItemAlignment(.leading).id("r0c0")
                TextCardView(text: language.pick("world", "世界"), color: .blue).id("r0c1")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .gridContentAlignment(.trailing)
            .id("grid")
            .frame(height: 260)
            TrackGridCaption(text: "Grid(tracks: [.fit, .fit, .fit]) — the same cards; the tracks are narrower than the grid, so .gridContentAlignment(.trailing) moves them")
            TrackGrid(tracks: [.fit, .fit, .fit], spacing: settings.trackSpacing(5)) {
                TextCardView(text: language.pick("Hello", "你好"), color: .red).gridItemAlignment(.leading).id("fit-r0c0")
                TextCardView(text: language.pick("world", "世界"), color: .blue).id("fit-r0c1")
                TextCardView(text: language.pick("a longer card", "更长的卡片"), color: .green).id("fit-r0c2")
            }
            .gridCommonItemsAlignment(settings.alignment)
            .gridContentAlignment(.trailing)
            .id("fit-grid")
            .frame(height: 120)
        }
    }
}
