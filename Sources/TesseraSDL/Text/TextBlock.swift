/// A shaped run placed on a line: one face, script, direction and span, in points at scale 1.
struct PlacedRun: Hashable {
    let text: String
    let face: DrawFace
    /// The span of the styled text it belongs to (font size, colour); -1 for an inserted ellipsis
    /// of span 0's font is not used: the ellipsis takes the span of the text it replaces.
    let span: Int
    let fontSize: Double
    let script: TextScript
    let isRightToLeft: Bool
    /// Left edge from the line's left edge, and advance width.
    var x: Double
    let width: Double
    /// The run's ascent (its baseline is `line.ascent - ascent` below the run's top).
    let ascent: Double
}

/// One laid-out line: runs in visual (left-to-right drawing) order.
struct TextLine: Hashable {
    var runs: [PlacedRun]
    var width: Double
    /// Top of the line box from the text's top, and the line's ascent and descent.
    var top: Double
    var ascent: Double
    var descent: Double
    var baseline: Double { top + ascent }
}

/// A laid-out text in points at scale 1: what the measurer reports and what the canvas draws.
struct TextBlock: Hashable {
    var lines: [TextLine]
    var width: Double
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double
    static let empty = TextBlock(lines: [], width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)
}
