import Foundation

/// A part of an app's user interface with a life cycle of its own, like SwiftUI's `Scene`:
/// ``WindowGroup`` (windows the app can open several of, also one per value with
/// `WindowGroup(for:)`), ``Window`` (one window with an id), ``Settings`` (the settings
/// window, opened from the app menu and with Ctrl+,). An app's `body` lists its scenes; the
/// first `WindowGroup` or `Window` opens at launch. `.commands { }` adds menu-bar commands.
@MainActor
public protocol Scene {
    /// The windows this scene declares, in order.
    var windowDescriptions: [WindowDescription] { get }
    /// The menu-bar commands this scene adds (`Commands`).
    var commandEntries: [CommandEntry] { get }
}

extension Scene {
    public var commandEntries: [CommandEntry] { [] }

    /// The window the app opens at launch: the first `WindowGroup` or `Window` (a `Settings`
    /// scene alone opens too).
    public var windowDescription: WindowDescription {
        let all = windowDescriptions
        return all.first { $0.kind != .settings } ?? all.first
            ?? WindowDescription(title: "", defaultSize: Size(width: 1280, height: 800), makeContent: { EmptyView() })
    }

    /// Adds menu-bar commands, like SwiftUI's `commands(content:)`: `CommandMenu`s of their
    /// own and `CommandGroup`s that replace or join the standard rows. Every window of the
    /// app shows them in its menu bar, and their keyboard shortcuts work in every window.
    /// `content` is called again whenever what it read changes (an `@Observable` model, the
    /// window's `FocusedValue`s), as SwiftUI updates its commands.
    public func commands<C: Commands>(@CommandsBuilder content: @escaping () -> C) -> SceneList {
        SceneList(windows: windowDescriptions, commands: commandEntries + [.dynamic { content()._commandEntries }])
    }
}

/// What a scene asks of its windows: id, title, initial size, and the root view.
public struct WindowDescription {
    /// What kind of scene declared the window.
    public enum Kind: Sendable, Equatable {
        /// A `WindowGroup`: any number of windows (one per value with `WindowGroup(for:)`).
        case group
        /// A `Window`: at most one window.
        case single
        /// The `Settings` scene: at most one window, opened from the app menu.
        case settings
    }
    /// The scene's id (`--window ID`, `openWindow(id:)`, event files' `"window"`).
    public var id: String
    /// The window title.
    public var title: String
    /// The initial size in points.
    public var defaultSize: Size
    /// Makes the root view (called once per window).
    public var makeContent: @MainActor () -> any View
    public var kind: Kind = .group
    /// Whether the window takes its content's ideal size (a size-that-fits preview).
    var sizesToFit = false
    /// `WindowGroup(for:)`: makes the root view for a window of a value (its binding's box).
    var makeValueContent: (@MainActor (WindowValue) -> any View)?
    /// `WindowGroup(for:)`: whether the group shows values like this one.
    var accepts: (@MainActor (AnyHashable) -> Bool)?
    /// Whether the id was given (else the runtime names it).
    var hasExplicitID = true

    init(title: String, defaultSize: Size, makeContent: @escaping @MainActor () -> any View) {
        self.id = "main"; self.title = title; self.defaultSize = defaultSize; self.makeContent = makeContent
    }

    /// The root view of a window showing `value` (the plain content without a value).
    @MainActor func content(for value: WindowValue) -> any View {
        makeValueContent?(value) ?? makeContent()
    }
}

/// The value a `WindowGroup(for:)` window shows, shared with its content's binding.
@MainActor
final class WindowValue {
    var value: AnyHashable?
    init(_ value: AnyHashable?) { self.value = value }
}

/// Several scenes (an app's `body` with more than one, or a scene with `.commands`).
public struct SceneList: Scene {
    public let windowDescriptions: [WindowDescription]
    public let commandEntries: [CommandEntry]
    init(windows: [WindowDescription], commands: [CommandEntry]) {
        windowDescriptions = windows; commandEntries = commands
    }
}

/// Builds an app's scenes from the `body` of an `App`, like SwiftUI's `SceneBuilder`:
/// several scenes in a row, `if` and `#if` (`#if os(macOS) Settings { ... } #endif`).
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> SceneList {
        SceneList(windows: scene.windowDescriptions, commands: scene.commandEntries)
    }
    public static func buildBlock(_ scenes: SceneList...) -> SceneList {
        SceneList(windows: scenes.flatMap(\.windowDescriptions), commands: scenes.flatMap(\.commandEntries))
    }
    public static func buildOptional(_ scene: SceneList?) -> SceneList { scene ?? SceneList(windows: [], commands: []) }
    public static func buildEither(first: SceneList) -> SceneList { first }
    public static func buildEither(second: SceneList) -> SceneList { second }
    /// Names the windows: a `WindowGroup` without an id is `main` (then `main-2`, ...).
    public static func buildFinalResult(_ scenes: SceneList) -> SceneList {
        var used: Set<String> = Set(scenes.windowDescriptions.filter(\.hasExplicitID).map(\.id))
        let windows = scenes.windowDescriptions.map { w -> WindowDescription in
            guard !w.hasExplicitID else { return w }
            var named = w, n = 1
            named.id = "main"
            while used.contains(named.id) { n += 1; named.id = "main-\(n)" }
            used.insert(named.id)
            named.hasExplicitID = true
            return named
        }
        return SceneList(windows: windows, commands: scenes.commandEntries)
    }
}
