import TesseraDisplayList
import TesseraGeometry

/// Measures text in the bundled fonts with SDL2_ttf, in points at scale 1 (font sizes are
/// rounded to whole pixels; widths and line heights are whole points).
///
/// Like SwiftUI's `Text`: the ideal size (no proposed width, or a proposal at least as wide as
/// the text) is one line per paragraph; a narrower proposal wraps greedily at spaces (a word
/// wider than the proposal is broken between characters), and the reported width is the
/// widest line. Baselines are measured from the top: the first is the font's ascent, the last
/// is `(lines - 1) * lineSkip + ascent`; the height is `(lines - 1) * lineSkip + fontHeight`.
/// `TextRun` draws with exactly these lines.
///
/// Not thread-safe: create and use it on one thread. Measurers on different threads are
/// independent (what they share of SDL_ttf is serialized by ``FontLibrary``).
public final class TextMeasurer {
    let fonts: FontLibrary

    /// Opens the bundled fonts; throws `TesseraSDLError` naming a missing or corrupt font file.
    public init(assets: Assets) throws {
        fonts = try FontLibrary(assets: assets)
    }

    /// Opens the bundled fonts found by `Assets.locate()`.
    public convenience init() throws {
        try self.init(assets: Assets.locate())
    }

    /// The size and the first and last baselines (from the top) of `text` at `size` points.
    public func measure(_ text: String, size: Double, bold: Bool, proposedWidth: Double?)
        -> (size: Size, firstBaseline: Double, lastBaseline: Double) {
        let layout = TextBlockLayout(text, fontSize: size, weight: bold ? .bold : .regular,
                                     maxWidth: proposedWidth, fonts: fonts)
        return (Size(width: Double(layout.width), height: Double(layout.height)),
                Double(layout.metrics.ascent), Double(layout.lastBaseline))
    }
}

/// The lines of a text at scale 1, in pixels (= points): what `TextMeasurer` reports and how
/// `TextRun` is laid out by the canvas.
struct TextBlockLayout {
    let lines: [(text: String, width: Int)]
    let metrics: FontMetrics
    var width: Int { lines.map(\.width).max() ?? 0 }
    var height: Int { lines.isEmpty ? 0 : (lines.count - 1) * metrics.lineSkip + metrics.height }
    var lastBaseline: Int { max(0, lines.count - 1) * metrics.lineSkip + metrics.ascent }

    init(_ text: String, fontSize: Double, weight: FontWeight, maxWidth: Double?, fonts: FontLibrary) {
        guard let font = fonts.font(weight, pixelSize: FontLibrary.pixelSize(fontSize, scale: 1)) else {
            lines = []; metrics = FontMetrics(ascent: 0, height: 0, lineSkip: 0); return
        }
        metrics = FontMetrics(font)
        let limit: Int? = maxWidth.flatMap { w in w.isFinite ? max(0, Int((w + 1e-9).rounded(.down))) : nil }
        lines = LineBreaker.lines(text, font: font, maxWidth: limit)
    }
}
