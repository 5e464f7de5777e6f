import Tessera

extension DemoScene {
    /// The same six cells laid out by an eager `Grid`, an `HStack` and a `VStack` in turn: the
    /// container keeps its identity through `AnyLayout`, so every cell moves to its new place.
    static let layoutSwitch = DemoScene(
        id: "layout-switch", title: "Switching layouts",
        summary: "the same cells in a Grid, an HStack and a VStack: identity is kept, so cells move",
        alignment: .center, toggleHint: "next layout (Grid, HStack, VStack)",
        content: { AnyView(LayoutSwitchScene(settings: $0)) })
}

/// `layout-switch`: SwiftUI's `AnyLayout` pattern with Tessera's layouts.
struct LayoutSwitchScene: View {
    let settings: SceneSettings
    @Environment(\.demoLanguage) private var language

    static let kinds = ["Grid", "HStack", "VStack"]
    static let tiles: [(color: Color, width: Double, height: Double)] = [
        (.red, 60, 60), (.orange, 100, 40), (.yellow, 40, 90),
        (.green, 80, 80), (.blue, 50, 50), (.purple, 120, 60),
    ]

    var layout: AnyLayout {
        let spacing = settings.spacing(nil)
        switch settings.spacePresses % 3 {
        case 0: return .grid(alignment: settings.alignment, horizontalSpacing: spacing, verticalSpacing: spacing)
        case 1: return .hStack(alignment: settings.alignment.vertical, spacing: spacing)
        default: return .vStack(alignment: settings.alignment.horizontal, spacing: spacing)
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("\(Self.kinds[settings.spacePresses % 3])" + language.pick(" — press Space for the next layout", "——按空格键切换到下一种布局"))
                .font(.system(size: 15)).foregroundStyle(Color.secondary)
                .frame(width: 520)
            layout {
                ForEach(0..<2, id: \.self) { r in
                    GridRow {
                        ForEach(0..<3, id: \.self) { c in
                            let tile = Self.tiles[r * 3 + c]
                            RoundedRectangle(cornerRadius: 8).fill(tile.color.gradient)
                                .frame(width: tile.width, height: tile.height)
                                .id("r\(r)c\(c)")
                        }
                    }
                }
            }
            .id("grid")
        }
    }
}
