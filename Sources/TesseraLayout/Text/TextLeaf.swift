import TesseraGeometry

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

/// Measures text. The SDL backend implements it with fontconfig, FriBidi and SDL2_ttf/HarfBuzz;
/// tests use deterministic fakes. `proposedWidth` nil means the ideal size (one line per
/// paragraph, then the line limit); a finite width wraps at line-break opportunities (a unit
/// wider than the width is broken between characters). The reported width is the widest line;
/// baselines are measured from the top.
public protocol TextMeasuring: AnyObject {
    func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics
    /// A styled text with its paragraph options. The default joins the runs, measures them in
    /// the first run's font and applies the line limit by scaling the height per line.
    func measure(_ text: StyledText, proposedWidth: Double?) -> TextMetrics
}

extension TextMeasuring {
    public func measure(_ text: StyledText, proposedWidth: Double?) -> TextMetrics {
        let m = measure(text.string, font: text.primaryFont, proposedWidth: proposedWidth)
        let one = measure("X", font: text.primaryFont, proposedWidth: nil)
        let line = max(1e-9, one.size.height)
        let lines = max(1, Int((m.size.height / line).rounded()))
        let kept = min(max(lines, text.options.minimumLines), text.options.maximumLines ?? Int.max)
        let advance = line + text.options.resolvedLineSpacing
        return TextMetrics(size: Size(width: m.size.width, height: Double(kept - 1) * advance + line),
                           firstBaseline: m.firstBaseline, lastBaseline: Double(kept - 1) * advance + one.firstBaseline)
    }
}

/// The sizing of `Text` (SwiftUI): ideal = one line per paragraph; a narrower finite proposal
/// wraps; an infinite one gives the ideal; the height proposal is ignored (only `lineLimit`
/// truncates vertically). Supplies first and last text baselines.
public struct TextLeaf: LeafLayout {
    public var text: StyledText
    public let measurer: any TextMeasuring
    public init(text: String, font: Font, measurer: any TextMeasuring) {
        self.init(StyledText(text, font: font), measurer: measurer)
    }
    public init(_ text: StyledText, measurer: any TextMeasuring) { self.text = text; self.measurer = measurer }
    public var providesGuides: Bool { true }
    public func dimensions(for p: ProposedSize) -> ViewDimensions {
        let width: Double? = (p.width?.isFinite ?? false) ? max(0, p.width!) : nil
        var m = measurer.measure(text, proposedWidth: nil)
        if let w = width, w < m.size.width {
            m = measurer.measure(text.options.minimumScaleFactor < 1 ? fitted(toWidth: w) : text, proposedWidth: w)
        }
        return ViewDimensions(width: m.size.width, height: m.size.height,
                              firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline)
    }
}

extension TextLeaf {
    /// The text as shown in `width`: with a `minimumScaleFactor` below 1 and a line limit, its
    /// fonts shrink by the largest factor (down to the minimum, to 1/1000) at which its lines fit
    /// `width` without being cut by the limit; at the minimum it is cut as usual. Text without a
    /// line limit wraps and keeps its size.
    public func fitted(toWidth width: Double) -> StyledText {
        let minimum = text.options.minimumScaleFactor
        guard minimum < 1, width.isFinite, text.options.maximumLines != nil else { return text }
        if fits(text, in: width) { return text }
        let smallest = text.scaled(by: minimum)
        if !fits(smallest, in: width) { return smallest }
        var low = minimum, high = 1.0
        while high - low > 0.001 {
            let mid = (low + high) / 2
            if fits(text.scaled(by: mid), in: width) { low = mid } else { high = mid }
        }
        return text.scaled(by: low)
    }

    /// Whether `styled` fits `width` without its line limit cutting anything.
    private func fits(_ styled: StyledText, in width: Double) -> Bool {
        var unlimited = styled
        unlimited.options.lineLimit = nil
        let free = measurer.measure(unlimited, proposedWidth: width)
        let limited = measurer.measure(styled, proposedWidth: width)
        return free.size.width <= width + 1e-6 && free.size.height <= limited.size.height + 1e-6
    }
}

extension StyledText {
    /// The text with every font `factor` times its size.
    public func scaled(by factor: Double) -> StyledText {
        var copy = self
        copy.spans = spans.map { span in
            var s = span
            s.font.size *= factor
            return s
        }
        return copy
    }
}

/// A deterministic text measurer for tests and for machines without fonts: every character is
/// `0.6·size` wide, a line is `1.2·size` tall with the baseline at `0.95·size`; wraps at spaces.
public final class MonospaceTextMeasurer: TextMeasuring {
    public init() {}
    public func measure(_ text: String, font: Font, proposedWidth: Double?) -> TextMetrics {
        measure(StyledText(text, font: font), proposedWidth: proposedWidth)
    }
    public func measure(_ styled: StyledText, proposedWidth: Double?) -> TextMetrics {
        let size = styled.primaryFont.resolvedSize
        let cw = 0.6 * size, lh = 1.2 * size, base = 0.95 * size
        var lines: [Int] = []
        for paragraph in styled.string.split(separator: "\n", omittingEmptySubsequences: false) {
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
        if let most = styled.options.maximumLines, lines.count > most {
            lines = Array(lines.prefix(most))
            if let w = proposedWidth { lines[most - 1] = min(lines[most - 1], Int((w / cw).rounded(.down))) }
        }
        while lines.count < styled.options.minimumLines { lines.append(0) }
        let width = Double(lines.max() ?? 0) * cw
        let n = Double(max(1, lines.count))
        let advance = lh + styled.options.resolvedLineSpacing
        return TextMetrics(size: Size(width: width, height: (n - 1) * advance + lh), firstBaseline: base,
                           lastBaseline: (n - 1) * advance + base)
    }
}
