import TesseraGeometry
import TesseraText

/// The two weights of the original text runs (kept for callers that only need regular or bold).
public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
    var fontWeight: Font.Weight { self == .bold ? .bold : .regular }
}

/// A block of text: styled runs (fonts resolved by the backend, with per-character fallback),
/// paragraph options, a default colour and where it goes.
///
/// `origin` is the **top-left corner of the first line's box** (the first baseline is the
/// first line's ascent below `origin.y`, as the backend's `TextMeasuring` reports). The backend
/// snaps the origin to whole physical pixels. With `maxWidth`, the text wraps at line-break
/// opportunities exactly as the measurer does for that proposed width, and the lines are
/// aligned by the options' alignment within the widest line; `\n` always starts a new line;
/// the line limit truncates as measured.
public struct TextRun: Hashable, Sendable, CustomStringConvertible {
    public var text: StyledText
    public var color: Color
    public var origin: Point
    public var maxWidth: Double?

    public init(_ text: StyledText, color: Color = .black, origin: Point, maxWidth: Double? = nil) {
        self.text = text; self.color = color; self.origin = origin; self.maxWidth = maxWidth
    }

    /// A run of one string in the default design at `fontSize`, regular or bold.
    public init(_ string: String, fontSize: Double, weight: FontWeight = .regular, color: Color = .black,
                origin: Point, maxWidth: Double? = nil, alignment: TextAlignment = .leading) {
        self.init(StyledText(string, font: Font(size: fontSize, weight: weight.fontWeight),
                             options: TextLayoutOptions(alignment: alignment)),
                  color: color, origin: origin, maxWidth: maxWidth)
    }

    public var string: String { text.string }
    public var fontSize: Double { text.primaryFont.size }
    /// The first run's weight as regular or bold (semibold and heavier).
    public var weight: FontWeight { text.primaryFont.weight >= .semibold ? .bold : .regular }
    public var alignment: TextAlignment { text.options.alignment }

    public var description: String {
        let f = text.primaryFont
        var s = "text \(string.debugDescription) size \(fmt(f.size)) \(f.weight.rawValue) \(fmt(color)) at \(fmt(origin))"
        if let maxWidth { s += " maxWidth \(fmt(maxWidth)) \(alignment.rawValue)" }
        if f.design != .default { s += " design \(f.design.rawValue)" }
        if f.isItalic { s += " italic" }
        if let family = f.family { s += " family \(family.debugDescription)" }
        if text.spans.count > 1 { s += " spans \(text.spans.count)" }
        let o = text.options
        if let l = o.lineLimit { s += " lines \(l.lowerBound)...\(l.upperBound) \(o.truncationMode.rawValue)" }
        if o.lineSpacing != 0 { s += " lineSpacing \(fmt(o.lineSpacing))" }
        return s
    }
}
