import TesseraGeometry

/// What text measurement answers: the size of the laid-out text and its first and last
/// baselines measured from its top.
public struct TextMetrics: Hashable, Sendable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
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
        return TextMetrics(
            size: Size(width: m.size.width, height: Double(kept - 1) * advance + line),
            firstBaseline: m.firstBaseline, lastBaseline: Double(kept - 1) * advance + one.firstBaseline)
    }
}
