import Foundation

/// A part of an app's user interface with a life cycle of its own, like SwiftUI's `Scene`.
/// Tessera has one kind: `WindowGroup`, one window per app (a second window group is an error).
@MainActor
public protocol Scene {
    /// The window this scene opens.
    var windowDescription: WindowDescription { get }
}

/// What a scene asks of its window: title, initial size, and the root view.
public struct WindowDescription {
    /// The window title.
    public var title: String
    /// The initial size in points.
    public var defaultSize: Size
    /// Makes the root view (called once).
    public var makeContent: @MainActor () -> any View
    /// Whether the window takes its content's ideal size (a size-that-fits preview).
    var sizesToFit = false

    init(title: String, defaultSize: Size, makeContent: @escaping @MainActor () -> any View) {
        self.title = title; self.defaultSize = defaultSize; self.makeContent = makeContent
    }
}

/// A window showing `content`, like SwiftUI's `WindowGroup`: `WindowGroup("Title") { ContentView() }`.
/// The content is centred in the window and proposed its size, as in a hosting view; the window
/// background follows the colour scheme (`Color.windowBackground`).
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let size: Size
    let content: () -> Content

    /// A window titled `title` (default: the executable's name).
    public init(_ title: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = title ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "Tessera").lastPathComponent
        self.size = Size(width: 1280, height: 800)
        self.content = content
    }

    private init(title: String, size: Size, content: @escaping () -> Content) {
        self.title = title; self.size = size; self.content = content
    }

    /// The window's size when it opens (and of headless renders without `--size`), like
    /// SwiftUI's `defaultSize(width:height:)`. Values below 1 or not finite are ignored.
    public func defaultSize(width: Double, height: Double) -> WindowGroup {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else { return self }
        return WindowGroup(title: title, size: Size(width: min(width, 16384), height: min(height, 16384)), content: content)
    }

    /// The window's size when it opens.
    public func defaultSize(_ size: Size) -> WindowGroup { defaultSize(width: size.width, height: size.height) }

    public var windowDescription: WindowDescription {
        let content = content
        return WindowDescription(title: title, defaultSize: size, makeContent: { content() })
    }
}

/// Builds an app's scene from the `body` of an `App` (one scene).
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}
