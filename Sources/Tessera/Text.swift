/// A run of text, like SwiftUI's `Text`: sized by the host's `TextMeasuring` (one line ideally,
/// wrapping at spaces when narrower), supplying its first and last text baselines; font,
/// weight and colour come from the environment (`font`, `bold`, `foregroundStyle`) unless set
/// on the text itself.
public struct Text: View, LeafView {
    public var string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    /// Text showing `string` verbatim.
    public init(_ string: String) { self.string = string }
    /// Text showing `string` verbatim.
    public init(verbatim string: String) { self.string = string }
    public var body: Never { neverBody() }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text { var t = self; t.weight = isActive ? .bold : .regular; return t }
    /// The text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// The text in `style` (text is drawn in one colour: a gradient's first).
    public func foregroundStyle(_ style: some ShapeStyle) -> Text {
        var t = self; t.color = style.resolvedStyle.representativeColor; return t
    }

    func leafSpec(env: EnvironmentValues, context: HostContext) -> LeafSpec {
        var f = font ?? env.resolvedFont
        if let w = weight ?? (font == nil ? nil : env.fontWeight) { f.weight = w }
        let measurer = context.textMeasurer
        let content = TextContent(string: string, font: f, color: color ?? env.resolvedForeground.representativeColor)
        let text = string
        return LeafSpec(layoutKey: [AnyHashable(string), AnyHashable(f)],
                        makeLeaf: { TextLeaf(text: text, font: f, measurer: measurer) },
                        content: .text(content), label: "Text")
    }
}
