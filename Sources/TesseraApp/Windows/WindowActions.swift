import Foundation

/// Opens a window of one of the app's scenes, like SwiftUI's `OpenWindowAction`
/// (`@Environment(\.openWindow) private var openWindow`): `openWindow(id: "activity")`,
/// `openWindow(value: message.id)` (the `WindowGroup(for:)` of that type),
/// `openWindow(id: "viewer", value: photo.id)`. A `Window` or `Settings` already open, or a
/// value already shown, is brought to the front instead. An id or value no scene takes prints
/// one warning line and opens nothing.
public struct OpenWindowAction: Equatable {
    let router: WindowRouter?
    public static func == (a: Self, b: Self) -> Bool { a.router === b.router }

    public func callAsFunction(id: String) { open(id, nil) }
    public func callAsFunction<D: Hashable>(value: D) { open(nil, AnyHashable(value)) }
    public func callAsFunction<D: Hashable>(id: String, value: D) { open(id, AnyHashable(value)) }

    private func open(_ id: String?, _ value: AnyHashable?) {
        guard let router else { return WindowWarnings.outsideApp("openWindow") }
        // Views' actions run on the main thread (the app's loop), as SwiftUI's do.
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated { router.open(id, value) }
    }
}

/// Closes windows, like SwiftUI's `DismissWindowAction` (`@Environment(\.dismissWindow)`):
/// `dismissWindow()` closes the window it is used in, `dismissWindow(id:)` every window of that
/// scene, `dismissWindow(value:)` / `(id:value:)` the window showing the value. Closing the
/// last window quits the app.
public struct DismissWindowAction: Equatable {
    let router: WindowRouter?
    /// The window the action is used in.
    let window: Int
    public static func == (a: Self, b: Self) -> Bool { a.router === b.router && a.window == b.window }

    public func callAsFunction() { dismiss(nil, nil, own: true) }
    public func callAsFunction(id: String) { dismiss(id, nil, own: false) }
    public func callAsFunction<D: Hashable>(value: D) { dismiss(nil, AnyHashable(value), own: false) }
    public func callAsFunction<D: Hashable>(id: String, value: D) { dismiss(id, AnyHashable(value), own: false) }

    private func dismiss(_ id: String?, _ value: AnyHashable?, own: Bool) {
        guard let router else { return WindowWarnings.outsideApp("dismissWindow") }
        let window = own ? self.window : nil
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated { router.dismiss(id, value, window) }
    }
}

/// Opens the `Settings` scene's window, like SwiftUI's `OpenSettingsAction`
/// (`@Environment(\.openSettings)`); without a `Settings` scene it prints one warning line.
public struct OpenSettingsAction: Equatable {
    let router: WindowRouter?
    public static func == (a: Self, b: Self) -> Bool { a.router === b.router }
    public func callAsFunction() {
        guard let router else { return WindowWarnings.outsideApp("openSettings") }
        MainActor.assumeIsolated { router.openSettings() }
    }
}

/// Where window actions go: the app's ``AppWindows``. Compared by identity, so the
/// environment holding the actions stays equal from frame to frame.
@MainActor
final class WindowRouter: Sendable {
    let open: (String?, AnyHashable?) -> Void
    let dismiss: (String?, AnyHashable?, Int?) -> Void
    let openSettings: () -> Void
    init(open: @escaping (String?, AnyHashable?) -> Void, dismiss: @escaping (String?, AnyHashable?, Int?) -> Void,
         openSettings: @escaping () -> Void) {
        self.open = open; self.dismiss = dismiss; self.openSettings = openSettings
    }
}

struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(router: nil) }
}

struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(router: nil, window: 0) }
}

struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction(router: nil) }
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes (``OpenWindowAction``).
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
    /// Closes windows (``DismissWindowAction``).
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
    /// Opens the settings window (``OpenSettingsAction``).
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}

/// The warning lines of window actions (stderr, one line each).
enum WindowWarnings {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data(("warning: " + MessageText.oneLine(line) + "\n").utf8))
    }
    static func outsideApp(_ action: String) {
        print("\(action) was called in a view that is not in an app's window (a preview or a test host); nothing opens")
    }
}
