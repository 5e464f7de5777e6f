import Tessera

/// What the app changes in a scene: the grid's alignment (the scene's own unless a key
/// overrode it), the spacing delta of the `+`/`-` keys and the state of the scene's toggle.
public struct SceneSettings: Hashable, Sendable {
    /// The alignment the scene's `Grid` uses.
    public var alignment: Alignment
    /// Points added to every spacing the scene sets (negative: less; never below 0).
    public var spacingDelta: Double
    /// The scene's `Space` toggle.
    public var toggle: Bool
    /// How many times `Space` was pressed since the scene opened (scenes that cycle through
    /// more than two states, like `layout-switch`).
    public var spacePresses: Int

    public init(alignment: Alignment, spacingDelta: Double = 0, toggle: Bool = false, spacePresses: Int = 0) {
        self.alignment = alignment; self.spacingDelta = spacingDelta; self.toggle = toggle
        self.spacePresses = spacePresses
    }

    /// The spacing to pass for a published spacing of `base`: `base + spacingDelta`, at least 0.
    /// A published `nil` (the default spacing, 8) stays `nil` while the delta is 0, so the
    /// scene's code reads like the article's.
    public func spacing(_ base: Double?) -> Double? {
        if base == nil && spacingDelta == 0 { return nil }
        return max(0, (base ?? SceneSettings.defaultSpacing) + spacingDelta)
    }

    /// The grid's default spacing (SwiftUI's, GridRules §3).
    public static let defaultSpacing: Double = 8
}

/// One example of the article or Apple's docs: its id (Contracts.md, "Scenes"), title, what the `Space`
/// key toggles, the grid alignment its published code uses, and its view.
///
/// Scene views give their `Grid` the id `grid` and each cell `rRcC` (row R, column C, from 0),
/// so `tessera layout --scene ID` reports them (Contracts.md, "Layout specs and layout output").
public struct DemoScene: Sendable {
    /// The scene id (`first-grid`, `spacing`, ...).
    public let id: String
    /// The title shown above the scene and in the window title.
    public let title: String
    /// One sentence on what the scene shows.
    public let summary: String
    /// The grid alignment of the published code (key `0` goes back to it).
    public let alignment: Alignment
    /// What `Space` does ("unsized on/off"), or nil when the scene has no toggle.
    public let toggleHint: String?
    /// The toggle's state when the scene opens.
    public let toggleDefault: Bool
    private let make: @Sendable (SceneSettings) -> AnyView

    public init(id: String, title: String, summary: String, alignment: Alignment = .center,
                toggleHint: String? = nil, toggleDefault: Bool = false,
                content: @escaping @Sendable (SceneSettings) -> AnyView) {
        self.id = id; self.title = title; self.summary = summary; self.alignment = alignment
        self.toggleHint = toggleHint; self.toggleDefault = toggleDefault; make = content
    }

    /// The settings the scene opens with.
    public var defaultSettings: SceneSettings { SceneSettings(alignment: alignment, toggle: toggleDefault) }

    /// The scene's view for `settings`.
    public func view(_ settings: SceneSettings) -> AnyView { make(settings) }
}
