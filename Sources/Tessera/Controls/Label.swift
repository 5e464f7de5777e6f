import Foundation

/// A title with an icon, like SwiftUI's `Label`: the icon, then the title, on one baseline
/// row, 6 points apart, or as the ``LabelStyle`` set with `labelStyle(_:)` draws them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    /// A label from any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: some View {
        if let style {
            style.make(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
        } else {
            HStack(spacing: 6) { icon; title }
        }
    }
}

/// A label with a text title and an SF Symbol image (`Label(_:systemImage:)`).
public typealias IconLabel = Label<Text, Image>

extension Label where Title == Text, Icon == Image {
    /// `title` after the SF Symbol `systemImage` (`Image(systemName:)`; see the "Symbols" article).
    public init(_ title: String, systemImage: String) {
        self.title = Text(title); self.icon = Image(systemName: systemImage)
    }
}

/// The SF Symbol `name` as a view: `Image(systemName: name)` (kept for code written before
/// Tessera had `Image(systemName:)`).
public struct SystemIcon: View {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var body: some View { Image(systemName: name) }
}
