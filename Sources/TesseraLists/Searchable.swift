@_spi(Presentation) import Tessera

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`). Tessera puts every
/// placement's field above the searchable view (macOS puts `.toolbar` fields in the window's
/// toolbar; TesseraNavigation's toolbar does not take them yet).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// A search field editing `text` above this view (SwiftUI's `searchable(text:placement:
    /// prompt:)`): the app filters its rows by `text`, as in SwiftUI. Ctrl+F (or Cmd+F) focuses
    /// the field. The field has the id `search-field`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search") -> some View {
        SearchableView(content: self, text: text, prompt: prompt)
    }

    /// `searchable(text:placement:prompt:)` with the prompt as a `Text`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.string ?? "Search")
    }

    /// Accepted for SwiftUI code (`refreshable(action:)`): on the desktop Ctrl+R (or F5) runs
    /// `action`, as a reload command; there is no pull-to-refresh gesture.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        onKeyPress { key in
            guard key.key == "F5" || ((key.control || key.command) && key.matches("r")) else { return .ignored }
            Task { await action() }
            return .handled
        }
    }
}

/// A searchable view: the search field over the content, and the content's
/// `searchSuggestions` in a panel under the field while it has focus.
struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    @FocusState private var focused: Bool
    @Environment(\.searchSuggestions) private var outerSuggestions

    var body: some View {
        let suggestions = outerSuggestions ?? innerSuggestions
        let text = self.text
        let complete: ((String) -> Void)? = { completion in text.wrappedValue = completion; focused = false }
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(prompt, text: text).focused($focused).id("search-field")
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            content.frame(maxHeight: .infinity)
                .overlay(alignment: .top) {
                    if focused, let suggestions {
                        SearchSuggestionsPanel(suggestions: suggestions).environment(\.searchCompletion, complete)
                    }
                }
        }
        .onKeyPress { key in
            if (key.control || key.command) && key.matches("f") { focused = true; return .handled }
            return .ignored
        }
    }

    /// Suggestions set on the content itself (`List { }.searchSuggestions { }.searchable(...)`).
    private var innerSuggestions: AnyView? {
        for m in _ViewList.modifiers(of: content) {
            if let s = m as? SearchSuggestionsModifier { return s.suggestions }
        }
        return nil
    }
}
