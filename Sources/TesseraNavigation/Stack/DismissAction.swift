import Tessera

/// Dismisses the presentation a view is in, like SwiftUI's `DismissAction` read with
/// `@Environment(\.dismiss)`: inside a sheet or full-screen cover it closes it; on a pushed
/// screen of a `NavigationStack` it pops that screen (and any above it); elsewhere it does
/// nothing. Call it as a function: `dismiss()`.
public struct DismissAction: Equatable {
    /// What the action belongs to (compared by identity, so an unchanged screen does not
    /// change the environment of the views below it).
    let owner: ObjectIdentifier?
    let index: Int
    let action: () -> Void

    init(owner: AnyObject?, index: Int, action: @escaping () -> Void) {
        self.owner = owner.map(ObjectIdentifier.init); self.index = index; self.action = action
    }

    /// Dismisses the presentation or pops the screen.
    public func callAsFunction() { action() }

    public static func == (a: Self, b: Self) -> Bool { a.owner == b.owner && a.index == b.index }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(owner: nil, index: 0, action: {}) }
}

extension EnvironmentValues {
    /// Dismisses the sheet or pushed screen this view is in (see ``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
