import Tessera

/// SwiftUI's `ContentUnavailableView`: what an empty list or a search without results shows
/// instead: a large secondary symbol, a bold title, a secondary description and optional
/// actions, centred in the space it is given. `.search` and `.search(text:)` are the search
/// variants ("No Results", "No Results for “text”").
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A placeholder from any label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .font(Font.title2.bold())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions.padding(.top, 6)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The title of a ``ContentUnavailableView``: a large secondary symbol over the title.
public struct UnavailableTitle: View {
    let title: String
    let systemImage: String
    public var body: some View {
        VStack(spacing: 10) {
            Image(systemName: systemImage).font(.system(size: 44)).foregroundStyle(.secondary)
            Text(title).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == UnavailableTitle, Description == Text?, Actions == EmptyView {
    /// `title` under the SF Symbol `systemImage`, with an optional description.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(label: { UnavailableTitle(title: title, systemImage: systemImage) }, description: { description })
    }

    /// A search without results ("No Results").
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// A search for `text` without results ("No Results for “text”").
    public static func search(text: String) -> Self {
        Self("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
             description: Text("Check the spelling or try a new search."))
    }
}
