import Foundation

/// What an app's body declares, as the runner uses it: its windows' scenes, its commands, the
/// scene that opens at launch, and the app's name (the app menu's title: the launch window's
/// title, so the executable's name when the app gives none).
@MainActor
struct AppScenes {
    var scenes: [WindowDescription]
    var commands: [CommandEntry]
    var launch: WindowDescription
    var appName: String

    /// The app's scenes, or only `launch` (a preview or the build-errors window replaces the
    /// app's scenes and commands).
    init(body: some Scene, launch: WindowDescription, replacesScenes: Bool) {
        self.launch = launch
        self.appName = body.windowDescription.title
        if replacesScenes {
            var only = launch
            only.id = "main"
            scenes = [only]; commands = []
            self.launch = only
        } else {
            scenes = body.windowDescriptions.isEmpty ? [launch] : body.windowDescriptions
            commands = body.commandEntries
        }
    }

    /// The scene `--window` names (else the launch scene); an unknown id is one line naming
    /// the app's scene ids.
    func scene(for windowID: String?) throws -> WindowDescription {
        guard let windowID else { return launch }
        guard let scene = scenes.first(where: { $0.id == windowID }) else {
            throw AppOptionsError("unknown --window \"\(windowID)\"; this app's windows are \(scenes.map(\.id).joined(separator: ", "))")
        }
        return scene
    }
}
