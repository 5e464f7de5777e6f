import TesseraGeometry

/// The direction text and layout run in (SwiftUI's `LayoutDirection`): a paragraph without a
/// strong character takes it, `leading` and `trailing` follow it, and a grid's columns run in
/// it.
public enum LayoutDirection: String, Hashable, Sendable { case leftToRight, rightToLeft }

/// How a line too long for its text's line limit is shortened (SwiftUI's `Text.TruncationMode`):
/// the ellipsis `…` replaces the removed characters at the start, middle or end.
public enum TruncationMode: String, Hashable, Sendable { case head, middle, tail }

/// The alignment of the lines of a multi-line text within its widest line
/// (`multilineTextAlignment`): leading and trailing follow the paragraph's direction (leading
/// is the right edge of a right-to-left paragraph, see ``TextLayoutOptions/layoutDirection``).
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }

/// One run of a text with its own font and, optionally, its own colour (`Text + Text`).
public struct TextSpan: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// nil: the text's colour.
    public var color: Color?
    public init(_ string: String, font: Font, color: Color? = nil) {
        self.string = string
        self.font = font
        self.color = color
    }
}

/// Paragraph options of a text (SwiftUI's `lineLimit`, `truncationMode`,
/// `multilineTextAlignment`, `lineSpacing`, and the environment's `layoutDirection`).
///
/// `lineLimit` is a range of line counts: the text takes at least `lowerBound` lines (empty ones
/// added at the end, as `lineLimit(2...3)` and `lineLimit(2, reservesSpace: true)` do) and at most
/// `upperBound` (the last kept line is truncated with an ellipsis). nil: no limit.
public struct TextLayoutOptions: Hashable, Sendable {
    public var lineLimit: ClosedRange<Int>?
    public var truncationMode: TruncationMode
    public var alignment: TextAlignment
    /// Extra points between lines (added to each line's natural advance).
    public var lineSpacing: Double
    /// The environment's direction (SwiftUI's `layoutDirection`). A paragraph's base direction
    /// is its first strong character's (UAX #9 P2-P3); a paragraph without one (digits,
    /// punctuation) takes this direction. In a right-to-left environment `leading` and
    /// `trailing` alignment mirror for every paragraph, as SwiftUI's do; in a left-to-right one
    /// they follow each paragraph's base direction, so a Hebrew or Arabic paragraph's leading
    /// edge is its right edge.
    public var layoutDirection: LayoutDirection
    /// How far the text may shrink to fit its line limit in the proposed width (SwiftUI's
    /// `minimumScaleFactor`; 1: not at all). See `TextLeaf.fitted(toWidth:)`.
    public var minimumScaleFactor: Double = 1

    public init(
        lineLimit: ClosedRange<Int>? = nil, truncationMode: TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: Double = 0,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.layoutDirection = layoutDirection
    }

    /// The most lines kept (nil: all).
    public var maximumLines: Int? { lineLimit.map { max(1, $0.upperBound) } }
    /// The fewest lines the text occupies.
    public var minimumLines: Int { max(1, min(lineLimit?.lowerBound ?? 1, 10_000)) }
    /// `lineSpacing` made safe: finite, 0...1000.
    public var resolvedLineSpacing: Double { lineSpacing.isFinite ? min(1000, max(0, lineSpacing)) : 0 }
}

/// A text as layout and the backend see it: runs with their own fonts and colours, and the
/// paragraph's options. Its string is the runs' strings joined.
public struct StyledText: Hashable, Sendable {
    public var spans: [TextSpan]
    public var options: TextLayoutOptions

    public init(spans: [TextSpan], options: TextLayoutOptions = TextLayoutOptions()) {
        self.spans = spans
        self.options = options
    }
    public init(_ string: String, font: Font, options: TextLayoutOptions = TextLayoutOptions()) {
        self.init(spans: [TextSpan(string, font: font)], options: options)
    }

    /// The whole text.
    public var string: String { spans.count == 1 ? spans[0].string : spans.map(\.string).joined() }
    /// The first run's font (the paragraph's font for line metrics).
    public var primaryFont: Font { spans.first?.font ?? .body }
}
