import Foundation

/// Windows showing `content`, like SwiftUI's `WindowGroup`: `WindowGroup("Title") { ContentView() }`.
/// The first opens at launch; `@Environment(\.openWindow)` opens more (`openWindow(id:)`), and
/// "New Window" (Ctrl+N) in the menu bar too. `WindowGroup(for: Message.ID.self) { $id in ... }`
/// opens one window per value (`openWindow(value:)`; a value already shown brings its window
/// to the front). The content is centred in the window and proposed its size, as in a hosting
/// view; the window background follows the colour scheme (`Color.windowBackground`).
public struct WindowGroup<Content: View>: Scene {
    var description: WindowDescription

    /// A window titled `title` (default: the executable's name) with the id `id` (default:
    /// `main`, then `main-2`... for further unnamed groups).
    public init(_ title: String? = nil, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        description = WindowDescription(title: title ?? Self.executableName, defaultSize: Size(width: 1280, height: 800),
                                        makeContent: { content() })
        if let id { description.id = id } else { description.hasExplicitID = false }
    }

    /// A group of windows each showing a value of type `type`, like SwiftUI's
    /// `WindowGroup(for:content:)`: `openWindow(value:)` opens one with the value in the
    /// binding; a window opened without a value (at launch, "New Window") has `nil`.
    public init<D: Hashable>(_ title: String? = nil, id: String? = nil, for type: D.Type,
                             @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        description = WindowDescription(title: title ?? Self.executableName, defaultSize: Size(width: 1280, height: 800),
                                        makeContent: { content(.constant(nil)) })
        description.makeValueContent = { box in
            content(Binding(get: { box.value?.base as? D }, set: { box.value = $0.map { AnyHashable($0) } }))
        }
        description.accepts = { $0.base is D }
        if let id { description.id = id } else { description.hasExplicitID = false }
    }

    static var executableName: String { URL(fileURLWithPath: CommandLine.arguments.first ?? "Tessera").lastPathComponent }

    /// The window's size when it opens (and of headless renders without `--size`), like
    /// SwiftUI's `defaultSize(width:height:)`. Values below 1 or not finite are ignored.
    public func defaultSize(width: Double, height: Double) -> WindowGroup {
        var copy = self
        copy.description.defaultSize = WindowDescription.clampedSize(width: width, height: height) ?? description.defaultSize
        return copy
    }

    /// The window's size when it opens.
    public func defaultSize(_ size: Size) -> WindowGroup { defaultSize(width: size.width, height: size.height) }

    public var windowDescriptions: [WindowDescription] { [description] }
}

/// One window with an id, like SwiftUI's `Window("Activity", id: "activity") { ... }`: opened by
/// `openWindow(id:)` or from the Window menu; opening it again brings it to the front. When it
/// is an app's first scene it opens at launch.
public struct Window<Content: View>: Scene {
    var description: WindowDescription

    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
        description = WindowDescription(title: title, defaultSize: Size(width: 800, height: 600), makeContent: { content() })
        description.id = id
        description.kind = .single
    }

    /// The window's size when it opens (see ``WindowGroup/defaultSize(width:height:)``).
    public func defaultSize(width: Double, height: Double) -> Window {
        var copy = self
        copy.description.defaultSize = WindowDescription.clampedSize(width: width, height: height) ?? description.defaultSize
        return copy
    }

    public var windowDescriptions: [WindowDescription] { [description] }
}

/// The app's settings window, like SwiftUI's `Settings { SettingsView() }`: "Settings…" in the
/// app menu and Ctrl+, open it (also `@Environment(\.openSettings)`), one at a time; its id is
/// `settings` (`--window settings` renders it).
public struct Settings<Content: View>: Scene {
    var description: WindowDescription

    public init(@ViewBuilder content: @escaping () -> Content) {
        description = WindowDescription(title: "Settings", defaultSize: Size(width: 560, height: 420), makeContent: { content() })
        description.id = "settings"
        description.kind = .settings
    }

    public var windowDescriptions: [WindowDescription] { [description] }
}

extension WindowDescription {
    /// A window size from `defaultSize(width:height:)`: nil for values below 1 or not finite,
    /// at most 16384 points a side.
    static func clampedSize(width: Double, height: Double) -> Size? {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return nil }
        return Size(width: min(width, 16384), height: min(height, 16384))
    }
}
