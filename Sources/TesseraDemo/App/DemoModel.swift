import Tessera

/// All the state of the demo app, a value: the scene, the keys' overrides, the toggle, the
/// help overlay, the selection and the window size. The window and headless replay share it,
/// and it changes only through `apply(_:)`.
public struct DemoModel: Equatable, Sendable {
    /// The index of the scene in `SceneCatalog.all`.
    public var sceneIndex: Int
    /// The alignment set by a key, or nil for the scene's own.
    public var alignmentOverride: Alignment?
    /// Points added to the scene's spacings.
    public var spacingDelta: Double = 0
    /// The scene's toggle; nil means the scene's default.
    public var toggleOverride: Bool?
    /// `Space` presses since the scene opened.
    public var spacePresses = 0
    /// Whether the help overlay is shown.
    public var showHelp = false
    /// The id of the clicked cell or grid, if any.
    public var selection: String?
    /// The window's size in points.
    public var size: Size
    /// The language of the demo's own words (`--lang`).
    public var language: DemoLanguage = .english
    /// The platform look forced on the window (`--look`); nil: the demo's own (desktop).
    public var look: PlatformLook?

    public init(sceneIndex: Int = 0, size: Size = Size(width: 1280, height: 800), language: DemoLanguage = .english) {
        self.sceneIndex = sceneIndex; self.size = size; self.language = language
    }

    /// The current scene.
    public var scene: DemoScene { SceneCatalog.all[sceneIndex] }

    /// What the scene is drawn with.
    public var settings: SceneSettings {
        SceneSettings(alignment: alignmentOverride ?? scene.alignment, spacingDelta: spacingDelta,
                      toggle: toggleOverride ?? scene.toggleDefault, spacePresses: spacePresses)
    }

    /// What an action asks the app to do besides redrawing.
    public enum Effect: Equatable, Sendable { case none, redraw, screenshot, quit }

    /// Applies `action`; returns what the caller must do next.
    public mutating func apply(_ action: DemoAction) -> Effect {
        let before = self
        switch action {
        case .align(let a): alignmentOverride = a
        case .resetAlignment: alignmentOverride = nil
        case .cycleBaseline:
            let list = DemoKeymap.baselineAlignments
            let i = list.firstIndex(of: settings.alignment).map { ($0 + 1) % list.count } ?? 0
            alignmentOverride = list[i]
        case .switchScene(let step):
            let n = SceneCatalog.all.count
            sceneIndex = ((sceneIndex + step) % n + n) % n
            alignmentOverride = nil; spacingDelta = 0; toggleOverride = nil; spacePresses = 0; selection = nil
        case .spacing(let d):
            // Never below the point where the smallest spacing of the scene reaches 0.
            spacingDelta = max(-20, min(100, spacingDelta + d))
            if scene.id == DemoScene.honeycomb.id {  // the honeycomb's spacing runs 0...50 from 8
                spacingDelta = max(-HoneycombGeometry.defaultSpacing, min(HoneycombGeometry.spacingRange.upperBound - HoneycombGeometry.defaultSpacing, spacingDelta))
            }
        case .toggle:
            guard scene.toggleHint != nil else { return .none }
            toggleOverride = !settings.toggle
            spacePresses += 1
        case .help: showHelp.toggle()
        case .screenshot: return .screenshot
        case .quit: return .quit
        case .select(let id): selection = id
        case .resize(let s): size = s
        }
        return self == before ? .none : .redraw
    }
}
