import Tessera

extension DemoScene {
    /// exyte README §8 "Content mode": `Space` switches `.scroll` and `.fill`; `Up`/`Down` scroll.
    static let contentMode = DemoScene(
        id: "content-mode", title: "Content mode: .scroll / .fill",
        summary: "scroll: rows sized to the cards, the grid scrolls (Up/Down); fill: the rows are 1fr and share the height",
        toggleHint: "content mode scroll/fill",
        content: { AnyView(ContentModeScene(settings: $0)) })
}

/// exyte's `VCardView`: a picture over a text, padded, with a cell background and border.
struct VCardView: View {
    let text: String
    let color: Color

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 5).fill(Color(white: 1, alpha: 0.35))
                .frame(minWidth: 100, minHeight: 50)
            Text(text).font(.system(size: 13)).foregroundStyle(color.readableLabel)
                .layoutPriority(1)
        }
        .padding(5)
        .gridCellBackground { _ in ColorView(color) }
        .gridCellOverlay { _ in RoundedRectangle(cornerRadius: 5).strokeBorder(color.darker, lineWidth: 3) }
    }
}

/// exyte README: `Grid(models, id: \.self, tracks: 3) { VCardView(…).gridSpan($0.span) }
/// .gridContentMode(self.contentMode).gridFlow(.rows)` with dense packing and random spans
/// (a fixed generator here).
struct ContentModeScene: View {
    let settings: SceneSettings
    struct Model: Hashable {
        let index: Int, text: String, color: Color, span: Int
    }

    static let models: [Model] = {
        var random = SceneRandom(seed: 8)
        return (0..<5).map { i in
            Model(index: i, text: random.text(words: 3 + random.next(14)),
                  color: SceneRandom.palette[random.next(SceneRandom.palette.count)], span: random.next(3) + 1)
        }
    }()

    /// Flipped by the README's modes picker; `Space` flips the scene's toggle.
    @State private var flipped = false
    var mode: GridContentMode { settings.toggle != flipped ? .fill : .scroll }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrackGridCaption(text: "Grid(models, id: \\.self, tracks: 3) { VCardView.gridSpan(column: span) }.gridContentMode(self.contentMode).gridPacking(.dense) — Space switches, Up/Down scroll")
            // The README's `modesPicker`.
            Picker("Content mode", selection: Binding(get: { mode == .fill ? "fill" : "scroll" },
                                                      set: { if ($0 == "fill") != (mode == .fill) { flipped.toggle() } })) {
                Text("SCROLL").tag("scroll")
                Text("FILL").tag("fill")
            }
            .pickerStyle(.segmented).labelsHidden().frame(width: 240).id("content-mode-picker")
            // `.scroll` grids are as long as their rows and scroll in a ScrollView (clamped to
            // the content: when they fit, Up/Down do nothing); `.fill` grids take the height.
            if mode == .scroll {
                ScrollView { grid }.focusedOnAppear()
            } else {
                // `.fill`: the grid is placed in the whole space left (1fr rows share it).
                grid.scrolled(.vertical, by: 0)
            }
        }
    }

    private var grid: some View {
        TrackGrid(Self.models, id: \.self, tracks: 3, spacing: settings.trackSpacing(5)) { m in
            VCardView(text: m.text, color: m.color)
                .gridSpan(column: m.span)
                .id("card\(m.index)")
        }
        .gridContentMode(mode)
        .gridPacking(.dense)
        .gridFlow(.rows)
        .gridCommonItemsAlignment(settings.alignment)
        .gridAnimation(.default)
        .id("grid")
    }
}
