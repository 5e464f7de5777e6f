import Observation
import Tessera

/// What the views on one screen of a stack tell its bar (SwiftUI passes these up as
/// preferences): the title, the title display mode, whether the back button is hidden, and the
/// toolbar items. Written by the modifiers below the screen while they are evaluated, read by
/// the screen's bar and the next screen's back button.
@Observable
final class NavigationScreenModel {
    /// The title (`navigationTitle`), nil when none was given.
    var title: Text?
    /// The plain title, when it was given as a string (compared to skip unchanged writes).
    @ObservationIgnored var titleString: String?
    var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    var backButtonHidden = false
    /// The toolbar items by the `toolbar` modifier that declared them, in declaration order.
    var toolbars: [ToolbarSource] = []

    /// Sets the title given as a string (nothing happens when it did not change).
    func setTitle(_ string: String) {
        guard titleString != string || title == nil else { return }
        titleString = string
        title = Text(verbatim: string)
    }
    /// Sets a title given as a `Text` (always written: texts are not comparable).
    func setTitle(_ text: Text) {
        titleString = nil
        title = text
    }
    func setDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) { if displayMode != mode { displayMode = mode } }
    func setBackButtonHidden(_ hidden: Bool) { if backButtonHidden != hidden { backButtonHidden = hidden } }
}

/// Namespace of SwiftUI's navigation bar types (`NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
    /// How a bar shows its title, like SwiftUI's `NavigationBarItem.TitleDisplayMode`. The
    /// desktop look shows every title inline, centred in the bar (as macOS does); the touch look
    /// draws `.large` titles (and `.automatic` ones, which follow the previous screen's mode and
    /// are large at the root) large under the bar, as iOS does.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}
