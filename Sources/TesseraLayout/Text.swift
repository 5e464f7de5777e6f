import TesseraGeometry

/// A font request: a point size and a weight. The backend maps it to the bundled DejaVu Sans
/// (regular or bold).
public struct Font: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable { case regular, bold }
    public var size: Double
    public var weight: Weight
    public init(size: Double = 17, weight: Weight = .regular) { self.size = size; self.weight = weight }
    /// SwiftUI's `.body` size.
    public static let body = Font(size: 17)
}

/// What text measurement answers: the size of the laid-out text and its first and last
/// baselines measured from its top.
public struct TextMetrics: Hashable, Sendable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }
}

/// Measures text. The SDL backend implements it with SDL2_ttf and the bundled fonts; tests use
/// deterministic fakes. `proposedWidth` nil means one line (the ideal size); a finite width
/// wraps greedily at spaces (a single word wider than the width stays on its own line).
public protocol TextMeasuring: AnyObject {
    func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics
}

/// The sizing of `Text`: ideal = one line; a narrower finite proposal wraps; an infinite one
/// gives the ideal; the height proposal is ignored (text never truncates vertically here).
/// Supplies first and last text baselines.
public struct TextLeaf: LeafLayout {
    public var text: String
    public var font: Font
    public let measurer: any TextMeasuring
    public init(text: String, font: Font, measurer: any TextMeasuring) {
        self.text = text; self.font = font; self.measurer = measurer
    }
    public var providesGuides: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions {
        let width: Double? = (p.width?.isFinite ?? false) ? p.width : nil
        var m = measurer.measure(text, font: font, proposedWidth: nil)
        if let w = width, w < m.size.width { m = measurer.measure(text, font: font, proposedWidth: w) }
        return ViewDimensions(width: m.size.width, height: m.size.height,
                              firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline)
    }
}

/// A deterministic text measurer for tests and for machines without fonts: every character is
/// `0.6·size` wide, a line is `1.2·size` tall with the baseline at `0.95·size`.
public final class MonospaceTextMeasurer: TextMeasuring {
    public init() {}
    public func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics {
        let cw = 0.6 * font.size, lh = 1.2 * font.size, base = 0.95 * font.size
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ").map(\.count)
            guard let w = proposedWidth else { lines.append(paragraph.count); continue }
            var current = -1
            for word in words {
                if current < 0 { current = word }
                else if Double(current + 1 + word) * cw <= w + 1e-9 { current += 1 + word }
                else { lines.append(current); current = word }
            }
            lines.append(max(0, current))
        }
        let width = Double(lines.max() ?? 0) * cw
        let n = Double(max(1, lines.count))
        return TextMetrics(size: Size(width: width, height: n * lh), firstBaseline: base, lastBaseline: (n - 1) * lh + base)
    }
}
