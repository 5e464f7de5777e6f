@_spi(Presentation) import Tessera

/// `searchSuggestions(_:)`: the views offered under the search field while it is focused,
/// found by the `searchable` view above this one or on its content's modifiers.
struct SearchSuggestionsModifier: ViewModifier {
    let suggestions: AnyView
    func body(content: Content) -> some View { content.environment(\.searchSuggestions, suggestions) }
}

struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

/// What a suggestion's `searchCompletion(_:)` does: puts its text in the search field.
struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
    var searchCompletion: ((String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A suggestion row: a click fills the search field with `completion`.
struct SearchCompletionModifier: ViewModifier {
    let completion: String
    @Environment(\.searchCompletion) private var complete
    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { complete?(completion) }
    }
}

extension View {
    /// Suggestions shown in a panel under the search field of the `searchable` view around (or
    /// inside) this one while the field has focus (SwiftUI's `searchSuggestions(_:)`); give each
    /// a `searchCompletion(_:)` so a click fills the field with it.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: AnyView(suggestions())))
    }

    /// The text a click on this suggestion puts in the search field (SwiftUI's
    /// `searchCompletion(_:)`).
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
}

/// The suggestions panel under a search field: the suggestions stacked on a raised card.
struct SearchSuggestionsPanel: View {
    let suggestions: AnyView
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = ListPalette(colorScheme)
        VStack(alignment: .leading, spacing: 6) { suggestions }
            .padding(8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 8).fill(palette.rowBackground(.inset)))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(palette.separator, lineWidth: 1))
            .padding(.horizontal, 10)
            .id("search-suggestions")
    }
}
