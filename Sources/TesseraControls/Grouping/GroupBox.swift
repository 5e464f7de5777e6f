@_spi(Controls) import Tessera

/// A box grouping related content under an optional label, like SwiftUI's `GroupBox` on
/// macOS: the label (bold) above a rounded panel, slightly darker than the window in light
/// mode and lighter in dark mode, with a hairline border; the content is padded by 10 points
/// and leading-aligned.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box with `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        _ControlContextReader { ctx in
            VStack(alignment: .leading, spacing: 6) {
                label.font(Font(size: ctx.textFont.size, weight: .semibold)).foregroundStyle(ctx.text)
                VStack(alignment: .leading, spacing: 8) { content }
                    .padding(10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 7).fill(ctx.isDark ? Color(white: 1, alpha: 0.05) : Color(white: 0, alpha: 0.04)))
                    .overlay(RoundedRectangle(cornerRadius: 7).strokeBorder(ctx.isDark ? Color(white: 1, alpha: 0.1) : Color(white: 0, alpha: 0.1), lineWidth: 1)._passesHits())
            }
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with `content` and no label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    /// A box with `content` under the title `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}
