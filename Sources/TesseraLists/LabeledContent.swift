import Tessera

/// A value with a label (SwiftUI's `LabeledContent`): the label at the leading edge and the
/// content at the trailing edge in secondary colour, as a form row shows it; in a `.columns`
/// form the label goes into the form's label column.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and its content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(Color.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A titled content view.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled value shown as text.
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

/// Reading a `LabeledContent`'s parts with its types erased (the `.columns` form splits them).
protocol LabeledContentParts {
    var labelView: AnyView { get }
    var contentView: AnyView { get }
}

extension LabeledContent: LabeledContentParts {
    var labelView: AnyView { AnyView(label) }
    var contentView: AnyView { AnyView(content) }
}
