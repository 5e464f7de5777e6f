import TesseraGeometry

/// A deterministic text measurer for tests and for machines without fonts: every character is
/// `0.6·size` wide, a line is `1.2·size` tall with the baseline at `0.95·size`; wraps at spaces.
public final class MonospaceTextMeasurer: TextMeasuring {
    public init() {}
    public func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics {
        measure(StyledText(text, font: font), proposedWidth: proposedWidth)
    }
    public func measure(_ styled: StyledText, proposedWidth: Double?) -> TextMetrics {
        let size = styled.primaryFont.resolvedSize
        let cw = 0.6 * size
        let lh = 1.2 * size
        let base = 0.95 * size
        var lines: [Int] = []
        for paragraph in styled.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ").map(\.count)
            guard let w = proposedWidth else {
                lines.append(paragraph.count)
                continue
            }
            var current = -1
            for word in words {
                if current < 0 {
                    current = word
                } else if Double(current + 1 + word) * cw <= w + 1e-9 {
                    current += 1 + word
                } else {
                    lines.append(current)
                    current = word
                }
            }
            lines.append(max(0, current))
        }
        if let most = styled.options.maximumLines, lines.count > most {
            lines = Array(lines.prefix(most))
            if let w = proposedWidth { lines[most - 1] = min(lines[most - 1], Int((w / cw).rounded(.down))) }
        }
        while lines.count < styled.options.minimumLines { lines.append(0) }
        let width = Double(lines.max() ?? 0) * cw
        let n = Double(max(1, lines.count))
        let advance = lh + styled.options.resolvedLineSpacing
        return TextMetrics(
            size: Size(width: width, height: (n - 1) * advance + lh), firstBaseline: base,
            lastBaseline: (n - 1) * advance + base)
    }
}
