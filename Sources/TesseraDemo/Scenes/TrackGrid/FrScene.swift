import Tessera

extension DemoScene {
    /// exyte README §3 "Flexible tracks: .fr(N)".
    static let fr = DemoScene(
        id: "fr", title: "Flexible tracks: .fr(N)",
        summary: "tracks [.pt(100), .fr(1), .fr(2.5)]: the fr tracks share what the 100 pt track and the gaps leave",
        content: { AnyView(FrScene(settings: $0)) })
}

/// exyte README: `Grid(tracks: [.pt(100), .fr(1), .fr(2.5)]) { six ColorViews }`.
struct FrScene: View {
    let settings: SceneSettings
    static let colors: [Color] = [.blue, .purple, .red, .cyan, .green, .orange]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: [.pt(100), .fr(1), .fr(2.5)]) — one fr = (width − 100 − gaps) / 3.5")
            TrackGrid(tracks: [.pt(100), .fr(1), .fr(2.5)], spacing: settings.trackSpacing(5)) {
                ForEach(0..<6) { i in ColorView(Self.colors[i]).id(cellID(i, columns: 3)) }
            }
            .gridCommonItemsAlignment(settings.alignment)
            .id("grid")
        }
    }
}
