@_spi(Controls) @_spi(Presentation) import Tessera

/// Controls shown as one joined group, like SwiftUI's `ControlGroup` on macOS (its
/// `.automatic` style): the content's views (buttons, usually) sit side by side in one rounded
/// bordered box, separated by hairlines, each drawn borderless. The views are read the way an
/// alert reads its buttons: tuples, groups, conditionals and `ForEach`-free content are opened;
/// a `ForEach` counts as one element.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the views of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        _ControlContextReader { ctx in
            let items = _ViewList.flatten(content)
            HStack(spacing: 0) {
                ForEach(0..<items.count, id: \.self) { i in
                    if i > 0 { Rectangle().fill(ctx.border).frame(width: 1).padding(.vertical, 5) }
                    AnyView(erasing: items[i]).buttonStyle(.borderless).padding(.horizontal, 8)
                        .frame(maxHeight: .infinity)
                }
            }
            .frame(height: ctx.controlHeight)
            .background(RoundedRectangle(cornerRadius: ctx.cornerRadius).fill(ctx.fill))
            .overlay(RoundedRectangle(cornerRadius: ctx.cornerRadius).strokeBorder(ctx.border, lineWidth: 1)._passesHits())
            .opacity(ctx.isEnabled ? 1 : _ControlContext.disabledOpacity)
        }
    }
}

extension ControlGroup {
    /// A group with a label (shown only where groups collapse into menus, which Tessera does
    /// not do: the label is accepted for source compatibility).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
}
