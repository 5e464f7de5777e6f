import Tessera

/// Gives its content keyboard focus when it appears (a `@FocusState` set in `onAppear`, as a
/// SwiftUI app does for the view that should take keys first): the scenes whose scroll view
/// scrolls with Up/Down, PageUp/PageDown and Home/End before anything was clicked.
struct FocusOnAppear<Content: View>: View {
    @FocusState private var focused: Bool
    let content: Content
    var body: some View {
        content.focused($focused).onAppear { focused = true }
    }
}

extension View {
    /// This view (a scroll view) takes keyboard focus when it appears.
    func focusedOnAppear() -> some View { FocusOnAppear(content: self) }
}
