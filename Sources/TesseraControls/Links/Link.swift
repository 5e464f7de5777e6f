import Foundation
import Tessera

/// SwiftUI's `Link`: a label in the accent colour that opens its destination with the
/// environment's `openURL` action (by default `xdg-open`, so the user's browser) when clicked
/// or, while focused, on Space or Return. Its accessibility role is `link`, its value the URL.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link whose label is `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label()
    }

    public var body: some View {
        let destination = self.destination, openURL = self.openURL
        Button { openURL(destination) } label: { label.foregroundStyle(Color.accentColor) }
            .buttonStyle(.plain)
            .accessibilityAttributes { a in
                a.role = .link
                a.value = destination.absoluteString
            }
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
