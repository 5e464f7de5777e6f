import Foundation
@_spi(Controls) import Tessera

/// SwiftUI's `ShareLink`, accepted so shared code compiles and does something useful: Linux
/// has no share sheet, so a click copies the item (its text, or a URL's address) to the
/// clipboard, with the subject and message before it when given. The default label is
/// "Share" with the `square.and.arrow.up` symbol.
public struct ShareLink<Label: View>: View {
    let text: String
    let label: Label

    /// A share link for `item` with a custom label (`item` is a `String`, a `URL` or any
    /// value; others are shared as their description).
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = Self.text(of: item, subject: subject, message: message)
        self.label = label()
    }

    public var body: some View {
        let text = self.text
        _ControlContextReader { ctx in
            Button { ctx.clipboard.writeText(text) } label: { label }
                .accessibilityAttributes { $0.hint = "Copies to the clipboard" }
        }
    }

    /// The text a share copies: subject, message and the item, one per line.
    static func text<Item>(of item: Item, subject: Text?, message: Text?) -> String {
        let value: String
        switch item {
        case let url as URL: value = url.absoluteString
        case let string as String: value = string
        default: value = String(describing: item)
        }
        return ([subject?.string, message?.string].compactMap { $0 } + [value]).joined(separator: "\n")
    }
}

extension ShareLink where Label == Tessera.Label<Text, Image> {
    /// A share link labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Tessera.Label("Share", systemImage: "square.and.arrow.up") }
    }

    /// A share link labelled `title` with the share symbol.
    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Tessera.Label(title, systemImage: "square.and.arrow.up") }
    }
}
