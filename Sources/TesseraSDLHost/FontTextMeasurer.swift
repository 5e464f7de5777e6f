import Tessera
import TesseraSDL

/// The layout's `TextMeasuring` backed by TesseraSDL's `TextMeasurer` (fontconfig fallback,
/// FriBidi, HarfBuzz through SDL2_ttf), so text is sized exactly as the canvas draws it.
/// Measurements are cached by text, styles and width. Use it on one thread.
public final class FontTextMeasurer: TextMeasuring {
    /// The backend measurer (lines and runs for tests and tools).
    public let measurer: TextMeasurer
    private struct Key: Hashable { let text: StyledText; let width: Double? }
    private var cache: [Key: TextMetrics] = [:]

    /// Measures with the fonts of `assets`; throws naming a missing or corrupt font file.
    public init(assets: Assets) throws { measurer = try TextMeasurer(assets: assets) }

    /// Measures with the fonts found by `Assets.locate()`.
    public convenience init() throws { try self.init(assets: Assets.locate()) }

    public func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics {
        measure(StyledText(text, font: font), proposedWidth: proposedWidth)
    }

    public func measure(_ text: StyledText, proposedWidth: Double?) -> TextMetrics {
        let key = Key(text: text, width: proposedWidth)
        if let m = cache[key] { return m }
        let m = measurer.measure(text, proposedWidth: proposedWidth)
        if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        cache[key] = m
        return m
    }

    /// Drops cached measurements and layouts (benchmarks of cold shaping).
    public func dropCaches() { cache.removeAll(); measurer.dropCaches() }
}
