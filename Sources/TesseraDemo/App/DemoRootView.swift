import Tessera

/// The window's content: a header with the scene's title and key hints, the scene filling the
/// middle, a status line, an outline around the selected cell and the help overlay.
struct DemoRootView: View {
    let model: DemoModel
    /// The status line (alignment, spacing, toggle, selection).
    let status: String
    /// The selected view's frame in window points, outlined.
    let outline: Rect?
    /// The honeycomb's state when the scene is the honeycomb (owned by the session).
    var honeycomb: HoneycombModel?
    /// The Trainer when the scene is `trainer` (its model owned by the session).
    var trainer: TrainerView?

    static let dash = StrokeStyle(lineWidth: 2, dash: [6, 4])

    var body: some View {
        let scene = model.scene
        let strings = DemoStrings(model.language)
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("\(strings.title(scene))").font(.title2.bold())
                Text("\(model.sceneIndex + 1)/\(SceneCatalog.all.count)  \(scene.id): \(strings.summary(scene))")
                    .font(.callout)
                    .foregroundStyle(Color.secondary)
                Text(Self.keyHints(scene, strings))
                    .font(.caption)
                    .foregroundStyle(Color.secondary)
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity, alignment: .leading)
            Divider()
            Group {
                if let trainer {
                    trainer
                } else if let honeycomb {
                    HoneycombView(model: honeycomb, settings: model.settings)
                        .padding(.horizontal, 24)
                        .padding(.vertical, 8)
                } else {
                    scene.view(model.settings)
                        .padding(24)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            Text(status)
                .font(.caption)
                .foregroundStyle(Color.secondary)
                .padding(.horizontal, 20)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .topLeading) {
            if let outline {
                Rectangle()
                    .stroke(Color.blue, style: Self.dash)
                    .frame(width: outline.width + 6, height: outline.height + 6)
                    .offset(x: outline.minX - 3, y: outline.minY - 3)
            }
        }
        .overlay {
            if model.showHelp { HelpOverlay(strings: strings) }
        }
        .environment(\.demoLanguage, model.language)
        // The demo is a desktop app: macOS sizes and controls (`--look touch` overrides it).
        .platformLook(.desktop)
        ._platformLookOverride(model.look)
    }

    /// The caption line: the keys that matter in this scene.
    static func keyHints(_ scene: DemoScene, _ strings: DemoStrings = DemoStrings(.english)) -> String {
        if strings.language != .english { return strings.keyHints(scene, alignmentName: AlignmentName.of(scene.alignment)) }
        var hints = ["7-9 4-6 1-3 align", "0 own (\(AlignmentName.of(scene.alignment)))", "B baseline", "+/- spacing"]
        if let t = scene.toggleHint { hints.append("Space: \(t)") }
        if scene.id == DemoScene.honeycomb.id {
            hints = ["[ ] steps", "+/- spacing", "click: flip", "arrows: focus", "Return: flip focused", "F: flip all", "Space: flip back",
                     "Tab/Shift+Tab scenes", "H help", "S screenshot", "Q quit"]
            return hints.joined(separator: "  ·  ")
        }
        hints += ["Tab/Right next", "Shift+Tab/Left previous", "click: select", "H help", "S screenshot", "Q quit"]
        return hints.joined(separator: "  ·  ")
    }
}

/// SwiftUI's names of alignments, for the captions.
enum AlignmentName {
    static func of(_ a: Alignment) -> String {
        "." + (Alignment.named.first { $0.alignment == a }?.name ?? "custom")
    }
}
