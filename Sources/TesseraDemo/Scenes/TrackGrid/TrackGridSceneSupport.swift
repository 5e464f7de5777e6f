import Foundation
import Tessera

/// exyte's `ColorView`: a rounded rectangle of one colour filling whatever it is proposed.
struct ColorView: View {
    let color: Color
    init(_ color: Color) { self.color = color }
    var body: some View { RoundedRectangle(cornerRadius: 5).fill(color) }
}

/// The caption above a track-grid scene: the exyte code it reproduces, in one line.
struct TrackGridCaption: View {
    let text: String
    var body: some View {
        Text(text).font(.system(size: 14)).foregroundStyle(Color.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// exyte's `TextCardView` / `VCardView`: a padded text on a cell-filling coloured background
/// with a darker rounded border over the cell (`gridCellBackground` / `gridCellOverlay`).
struct TextCardView: View {
    let text: String
    let color: Color
    var fontSize: Double = 15

    var body: some View {
        Text(text)
            .font(.system(size: fontSize))
            .foregroundStyle(color.readableLabel)
            .padding(5)
            .gridCellBackground { _ in ColorView(color) }
            .gridCellOverlay { _ in
                RoundedRectangle(cornerRadius: 5).strokeBorder(color.darker, lineWidth: 3)
            }
    }
}

extension Color {
    /// exyte's `UIColor.darker()`: the colour at 70% brightness.
    var darker: Color { Color(red: red * 0.7, green: green * 0.7, blue: blue * 0.7, alpha: alpha) }

    /// The label colour for text on a card of this opaque colour: white where white reaches
    /// WCAG's 4.5:1 (1.4.3) against it, else black (white on the system orange is 2.2:1, on
    /// yellow 1.5:1; black reaches 9.5:1 and 13:1). exyte's examples draw white everywhere.
    var readableLabel: Color {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let l = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        return 1.05 / (l + 0.05) >= 4.5 ? .white : .black
    }
}

/// A deterministic stand-in for exyte's `randomText()` / `arc4random_uniform` (a fixed
/// generator, so screenshots and goldens are stable).
struct SceneRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    static let words = ["grid", "track", "span", "flow", "dense", "cell", "row", "column", "fit", "fraction",
                        "layout", "item", "auto", "placement", "spacing", "content"]

    mutating func text(words count: Int) -> String {
        (0..<count).map { _ in Self.words[next(Self.words.count)] }.joined(separator: " ")
    }

    static let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
}

extension SceneSettings {
    /// A track grid's spacing for a published spacing of `base` (`+`/`-` change it).
    func trackSpacing(_ base: Double) -> GridSpacing { GridSpacing(floatLiteral: spacing(base) ?? base) }
    /// `[h, v]` spacing with the `+`/`-` delta added to both.
    func trackSpacing(_ h: Double, _ v: Double) -> GridSpacing {
        GridSpacing(horizontal: spacing(h) ?? h, vertical: spacing(v) ?? v)
    }
}

/// The id of the item at `index` in a grid of `columns` columns filled row by row: `rRcC`.
func cellID(_ index: Int, columns: Int) -> String { "r\(index / columns)c\(index % columns)" }
