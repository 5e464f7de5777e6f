import Tessera

/// Writes a screen's title, display mode or back-button flag into its screen model while the
/// modified view is evaluated (the stand-in for SwiftUI's preferences).
struct ScreenModelWriter<Content: View>: View {
    /// One thing a screen's views tell its bar (a value, so a changed one re-evaluates the writer).
    enum Write {
        case title(String), text(Text), displayMode(NavigationBarItem.TitleDisplayMode), backButtonHidden(Bool)
    }
    let content: Content
    let write: Write
    @Environment(\.navigationScreen) private var screen
    var body: some View {
        let _ = apply()
        content
    }

    private func apply() {
        guard let screen else { return }
        switch write {
        case .title(let s): screen.setTitle(s)
        case .text(let t): screen.setTitle(t)
        case .displayMode(let m): screen.setDisplayMode(m)
        case .backButtonHidden(let h): screen.setBackButtonHidden(h)
        }
    }
}

extension View {
    /// The title of the screen this view is on, shown centred in the stack's bar and in the
    /// back button of the screen pushed above it, like SwiftUI's `navigationTitle(_:)`.
    /// Outside a `NavigationStack` it does nothing.
    public func navigationTitle(_ title: String) -> some View {
        ScreenModelWriter(content: self, write: .title(title))
    }
    /// The title as a `Text` (styled runs are kept).
    public func navigationTitle(_ title: Text) -> some View {
        ScreenModelWriter(content: self, write: .text(title))
    }
    /// The title from a binding (SwiftUI makes it renamable on iOS; shown as text here).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        let value = title.wrappedValue
        return ScreenModelWriter(content: self, write: .title(value))
    }
    /// How the bar shows the title (accepted; the desktop look is always inline).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        ScreenModelWriter(content: self, write: .displayMode(mode))
    }
    /// Hides the back button of this screen; Alt+Left, Ctrl+[ and Escape no longer go back
    /// (SwiftUI also turns off the back gesture). `dismiss` still pops the screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ScreenModelWriter(content: self, write: .backButtonHidden(hidesBackButton))
    }
}
