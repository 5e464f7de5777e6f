/// Text, like SwiftUI's `Text`: one or more runs (`Text + Text` keeps each run's own font,
/// weight, italic, design and colour), sized by the host's `TextMeasuring` (one line per
/// paragraph ideally, wrapping at line-break opportunities when narrower), supplying its first
/// and last text baselines. What a run does not set comes from the environment (`font`,
/// `fontWeight`/`bold`, `italic`, `foregroundStyle`); paragraph options (`lineLimit`,
/// `truncationMode`, `multilineTextAlignment`, `lineSpacing`) always come from the environment.
/// A modifier on a `Text` applies to each of its runs that does not set it already (the
/// innermost modifier wins, as in SwiftUI).
public struct Text: View, LeafView {
    /// One run's string and the styles set on it.
    struct Run: Hashable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var design: Font.Design?
        var monospacedDigit: Bool?
        var color: Color?
    }
    var runs: [Run]

    /// Text showing `string` verbatim.
    public init(_ string: String) { runs = [Run(string: string)] }
    /// Text showing `string` verbatim.
    public init(verbatim string: String) { runs = [Run(string: string)] }
    public var body: Never { neverBody() }

    /// The whole text.
    public var string: String { runs.map(\.string).joined() }

    /// The two texts as one, each run keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text { var t = lhs; t.runs += rhs.runs; return t }

    private func each(_ change: (inout Run) -> Void) -> Text { var t = self; for i in t.runs.indices { change(&t.runs[i]) }; return t }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { each { if $0.font == nil { $0.font = font } } }
    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text { each { if $0.weight == nil { $0.weight = isActive ? .bold : .regular } } }
    /// The text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { each { if $0.weight == nil { $0.weight = weight } } }
    /// The text in italics (the face's italic, or a synthesized oblique).
    public func italic(_ isActive: Bool = true) -> Text { each { if $0.italic == nil { $0.italic = isActive } } }
    /// The text in the monospaced design of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { each { if $0.design == nil, isActive { $0.design = .monospaced } } }
    /// The text's digits all one width (see `Font.monospacedDigit`).
    public func monospacedDigit() -> Text { each { if $0.monospacedDigit == nil { $0.monospacedDigit = true } } }
    /// The text with `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { each { if $0.design == nil { $0.design = design } } }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { each { if $0.color == nil { $0.color = color } } }
    /// The text in `style` (text is drawn in one colour: a gradient's first).
    public func foregroundStyle(_ style: some ShapeStyle) -> Text {
        let c = style.resolvedStyle.representativeColor
        return each { if $0.color == nil { $0.color = c } }
    }

    /// The styled text the environment resolves this text to.
    func styled(_ env: EnvironmentValues) -> StyledText {
        let spans = runs.map { run -> TextSpan in
            var f = run.font.map(env.platformLook.resolve) ?? env.resolvedFont
            if let w = run.weight ?? (run.font == nil ? nil : env.fontWeight) { f.weight = w }
            if let i = run.italic ?? (env.italic ? true : nil) { f.isItalic = i || f.isItalic }
            if let d = run.design { f.design = d }
            if run.monospacedDigit == true { f.monospacedDigit = true }
            return TextSpan(run.string, font: f, color: run.color)
        }
        var options = env.textLayout
        options.layoutDirection = env.layoutDirection
        return StyledText(spans: spans, options: options)
    }

    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        let styled = styled(env)
        let measurer = context.textMeasurer
        let content = TextContent(styled: styled, color: env.resolvedForeground.representativeColor)
        return LeafSpec(layoutKey: AnyHashable(styled),
                        makeLeaf: { TextLeaf(styled, measurer: measurer) },
                        content: .text(content), label: "Text")
    }
}
