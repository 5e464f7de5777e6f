import Tessera

/// The stack a view is in (nil outside any ``NavigationStack``).
struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

/// The screen a view is on (its title, back button and toolbar; nil outside a stack).
struct NavigationScreenKey: EnvironmentKey {
    static var defaultValue: NavigationScreenModel? { nil }
}

extension EnvironmentValues {
    var navigationStack: NavigationStackModel? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
    var navigationScreen: NavigationScreenModel? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}
