import TesseraDisplayList
import TesseraGeometry
import TesseraText

/// Measures text with the same ``TextEngine`` the canvas draws with (fontconfig faces with
/// per-character fallback, FriBidi, HarfBuzz shaping through SDL2_ttf), in points at scale 1
/// (font sizes rounded to whole pixels).
///
/// Like SwiftUI's `Text`: the ideal size (no proposed width, or a proposal at least as wide as
/// the text) is one line per paragraph; a narrower proposal wraps at line-break opportunities
/// (UAX #14: spaces, between ideographs; a unit wider than the proposal is broken between
/// grapheme clusters), and the reported width is the widest line. Baselines are measured from
/// the top: the first line's and the last line's, from the fonts on those lines.
/// `TextRun` draws with exactly these lines.
///
/// Not thread-safe: create and use it on one thread. Measurers on different threads are
/// independent (what they share of SDL_ttf is serialized by ``FontLibrary``).
public final class TextMeasurer {
    let fonts: FontLibrary
    let engine: TextEngine

    /// Opens the bundled fonts; throws `TesseraSDLError` naming a missing or corrupt font file.
    public init(assets: Assets) throws {
        fonts = try FontLibrary(assets: assets)
        engine = TextEngine(fonts: fonts)
    }

    /// Opens the bundled fonts found by `Assets.locate()`.
    public convenience init() throws {
        try self.init(assets: Assets.locate())
    }

    /// The size and the first and last baselines (from the top) of `text` at `size` points.
    public func measure(_ text: String, size: Double, bold: Bool, proposedWidth: Double?)
        -> (size: Size, firstBaseline: Double, lastBaseline: Double) {
        let m = measure(StyledText(text, font: Font(size: size, weight: bold ? .bold : .regular)), proposedWidth: proposedWidth)
        return (m.size, m.firstBaseline, m.lastBaseline)
    }

    /// The metrics of a styled text wrapped at `proposedWidth` (nil: the ideal size).
    public func measure(_ text: StyledText, proposedWidth: Double?) -> TextMetrics {
        let block = engine.layout(text, maxWidth: proposedWidth)
        return TextMetrics(size: Size(width: block.width, height: block.height),
                           firstBaseline: block.firstBaseline, lastBaseline: block.lastBaseline)
    }

    /// The laid-out lines of a text (for tests and tools): each line's runs in visual order with
    /// their text, font family file, script and direction.
    public func lines(_ text: StyledText, proposedWidth: Double?) -> [[(text: String, fontFile: String, script: String, rightToLeft: Bool, x: Double, width: Double)]] {
        engine.layout(text, maxWidth: proposedWidth).lines.map { line in
            line.runs.map { ($0.text, $0.face.id.path, $0.script.rawValue, $0.isRightToLeft, $0.x, $0.width) }
        }
    }

    /// Drops cached layouts (benchmarks of cold shaping).
    public func dropCaches() { engine.dropCaches() }
}
