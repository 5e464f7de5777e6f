import TesseraGeometry
@_exported import TesseraText

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

