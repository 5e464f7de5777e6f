import Tessera

extension DemoScene {
    /// exyte README §3 "Track sizes": fixed `.pt` tracks and content-sized `.fit` tracks.
    static let tracks = DemoScene(
        id: "tracks", title: "Track sizes: .pt and .fit",
        summary: "left: tracks [.pt(50), .pt(200), .pt(100)]; right: [.fit, .fit, .fit] sized to the widest item",
        content: { AnyView(TracksScene(settings: $0)) })
}

/// exyte README: `Grid(tracks: [.pt(50), .pt(200), .pt(100)])` and
/// `Grid(0..<6, tracks: [.fit, .fit, .fit]) { ColorView(.random).frame(maxWidth: 50 + 15 * $0) }`.
struct TracksScene: View {
    let settings: SceneSettings
    static let colors: [Color] = [.blue, .purple, .red, .cyan, .green, .orange]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(tracks: [.pt(50), .pt(200), .pt(100)])   |   Grid(0..<6, tracks: [.fit, .fit, .fit]) { ColorView.frame(maxWidth: 50 + 15 * i) }")
            HStack(spacing: 40) {
                TrackGrid(tracks: [.pt(50), .pt(200), .pt(100)], spacing: settings.trackSpacing(5)) {
                    ForEach(0..<6) { i in ColorView(Self.colors[i]).id(cellID(i, columns: 3)) }
                }
                .gridCommonItemsAlignment(settings.alignment)
                .id("grid")
                // `.fit` is max-content: the frame's ideal width is what the track measures.
                TrackGrid(0..<6, tracks: [.fit, .fit, .fit], spacing: settings.trackSpacing(5)) { i in
                    ColorView(Self.colors[5 - i])
                        .frame(idealWidth: 50 + 15 * Double(i), maxWidth: 50 + 15 * Double(i))
                        .id("fit-" + cellID(i, columns: 3))
                }
                .gridCommonItemsAlignment(settings.alignment)
                .id("fit-grid")
            }
        }
    }
}
