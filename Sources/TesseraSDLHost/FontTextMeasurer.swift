import Tessera
import TesseraSDL

/// The layout's `TextMeasuring` backed by SDL2_ttf and the bundled DejaVu Sans fonts
/// (TesseraSDL's `TextMeasurer`), so text is sized exactly as the canvas draws it.
/// Measurements are cached by text, font and width. Use it on one thread.
public final class FontTextMeasurer: TextMeasuring {
    private let measurer: TextMeasurer
    private struct Key: Hashable { let text: String; let font: Font; let width: Double? }
    private var cache: [Key: TextMetrics] = [:]

    /// Measures with the fonts of `assets`; throws naming a missing or corrupt font file.
    public init(assets: Assets) throws { measurer = try TextMeasurer(assets: assets) }

    /// Measures with the fonts found by `Assets.locate()`.
    public convenience init() throws { try self.init(assets: Assets.locate()) }

    public func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics {
        let key = Key(text: text, font: font, width: proposedWidth)
        if let m = cache[key] { return m }
        let r = measurer.measure(text, size: font.size, bold: font.weight == .bold, proposedWidth: proposedWidth)
        let m = TextMetrics(size: r.size, firstBaseline: r.firstBaseline, lastBaseline: r.lastBaseline)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = m
        return m
    }
}
