import TesseraText

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
    /// Set solid: its clusters are placed one after another at their own (cached) advances,
    /// each a glyph of its own (CJK ideographs and kana, tabular digits).
    let isSolid: Bool
    /// Digits of a `monospacedDigit()` font, each centred in a cell of the widest digit's advance.
    let isTabular: Bool
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
    /// The paragraph's base direction is right to left.
    var isRightToLeft = false
    var baseline: Double { top + ascent }
}

/// A laid-out text in points at scale 1: what the measurer reports and what the canvas draws.
struct TextBlock: Hashable {
    var lines: [TextLine]
    var width: Double
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double
    /// Which layout this is: a number the ``TextEngine`` gives each block it computes (never
    /// reused by that engine), so the canvas can key caches of a block's lines without hashing
    /// their text. 0 for blocks made elsewhere; not part of equality (equal layouts computed
    /// twice are equal).
    var serial = 0
    static let empty = TextBlock(lines: [], width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)

    static func == (a: TextBlock, b: TextBlock) -> Bool {
        a.lines == b.lines && a.width == b.width && a.height == b.height
            && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
    }

    func hash(into h: inout Hasher) {
        h.combine(lines); h.combine(width); h.combine(height); h.combine(firstBaseline); h.combine(lastBaseline)
    }

    /// Where `line` starts from the block's left edge for a paragraph alignment: `leading` is
    /// the left edge of a left-to-right paragraph and the right edge of a right-to-left one (or
    /// of any paragraph in a right-to-left environment), `trailing` the other; `center` is
    /// rounded down to whole points.
    func offset(of line: TextLine, alignment: TextAlignment, direction: LayoutDirection) -> Double {
        let rightToLeft = direction == .rightToLeft || line.isRightToLeft
        let slack = width - line.width
        switch alignment {
        case .leading: return rightToLeft ? slack : 0
        case .center: return (slack / 2).rounded(.down)
        case .trailing: return rightToLeft ? 0 : slack
        }
    }
}
