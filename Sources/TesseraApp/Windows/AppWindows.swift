import Foundation
import TesseraSDL

/// The open windows of a running app (in a display or headless): which scene each shows, its
/// value (`WindowGroup(for:)`), its session, and which is in front (the last). Window actions
/// (`openWindow`, `dismissWindow`, `openSettings`, the menu bar's rows) come here; the runner
/// is told through ``onOpen``, ``onClose``, ``onFront`` and ``onQuit``.
@MainActor
final class AppWindows {
    /// One open window.
    final class Instance {
        let number: Int
        let scene: WindowDescription
        let value: WindowValue
        let session: AppSession
        init(number: Int, scene: WindowDescription, value: WindowValue, session: AppSession) {
            self.number = number; self.scene = scene; self.value = value; self.session = session
        }
    }

    let scenes: [WindowDescription]
    let commands: [CommandEntry]
    let appName: String
    /// Open windows, the front one last.
    private(set) var instances: [Instance] = []
    private var nextNumber = 1
    /// Makes the session of a new window from its root view and scene.
    private let makeSession: (any View, WindowDescription) -> AppSession
    var onOpen: ((Instance) -> Void)?
    var onClose: ((Instance) -> Void)?
    var onFront: ((Instance) -> Void)?
    var onQuit: (() -> Void)?
    /// Where warning lines go (stderr).
    var warn: (String) -> Void = { WindowWarnings.print($0) }
    private(set) lazy var router = WindowRouter(
        open: { [weak self] id, value in self?.open(id: id, value: value) },
        dismiss: { [weak self] id, value, own in self?.dismiss(id: id, value: value, window: own) },
        openSettings: { [weak self] in
            guard let self else { return }
            guard let settings = self.scenes.first(where: { $0.kind == .settings }) else {
                return self.warn("openSettings: the app has no Settings scene; add `Settings { ... }` to its body")
            }
            self.open(id: settings.id, value: nil)
        })

    init(scenes: [WindowDescription], commands: [CommandEntry], appName: String,
         makeSession: @escaping (any View, WindowDescription) -> AppSession) {
        self.scenes = scenes; self.commands = commands; self.appName = appName; self.makeSession = makeSession
    }

    /// Whether windows show a menu bar: when the app has commands or more than one scene (a
    /// single-window app without commands looks as before).
    var showsMenuBar: Bool { !commands.isEmpty || scenes.count > 1 }

    /// The window in front (keys and untargeted events go to it).
    var front: Instance? { instances.last }

    /// The scene ids, for messages.
    var sceneIDs: String { scenes.map(\.id).joined(separator: ", ") }

    /// Opens a window of the scene `id` (else of the `WindowGroup(for:)` taking `value`), or
    /// brings the window already showing it to the front; nil (after one warning line) when no
    /// scene fits.
    @discardableResult
    func open(id: String?, value: AnyHashable?) -> Instance? {
        guard let scene = scene(id: id, value: value) else { return nil }
        if let existing = instances.last(where: { $0.scene.id == scene.id && (scene.kind != .group || (value != nil && $0.value.value == value)) }) {
            bringToFront(existing)
            return existing
        }
        let number = nextNumber
        nextNumber += 1
        let box = WindowValue(value)
        let session = makeSession(rootView(scene, value: box, number: number), scene)
        let instance = Instance(number: number, scene: scene, value: box, session: session)
        instances.append(instance)
        onOpen?(instance)
        return instance
    }

    private func scene(id: String?, value: AnyHashable?) -> WindowDescription? {
        if let id {
            guard let scene = scenes.first(where: { $0.id == id }) else {
                warn("openWindow(id: \"\(id)\"): no scene has this id; the app's scenes are \(sceneIDs)")
                return nil
            }
            if let value, scene.accepts?(value) != true {
                warn("openWindow(id: \"\(id)\", value:): the scene does not take a \(type(of: value.base)); use WindowGroup(id: \"\(id)\", for: \(type(of: value.base)).self)")
                return nil
            }
            return scene
        }
        guard let value else { return nil }
        guard let scene = scenes.first(where: { $0.accepts?(value) == true }) else {
            warn("openWindow(value:): no WindowGroup(for: \(type(of: value.base)).self) in the app's body; nothing opens")
            return nil
        }
        return scene
    }

    /// Moves `instance` to the front.
    func bringToFront(_ instance: Instance) {
        guard instances.last !== instance else { return }
        instances.removeAll { $0 === instance }
        instances.append(instance)
        onFront?(instance)
    }

    /// Closes the windows `dismissWindow` names: `window` (the caller's own), else those of
    /// scene `id` and/or showing `value`.
    func dismiss(id: String?, value: AnyHashable?, window: Int?) {
        let targets = instances.filter { i in
            if let window { return i.number == window }
            return (id == nil || i.scene.id == id) && (value == nil || i.value.value == value)
        }
        for t in targets { close(t) }
    }

    /// Closes one window; closing the last quits.
    func close(_ instance: Instance) {
        guard instances.contains(where: { $0 === instance }) else { return }
        instances.removeAll { $0 === instance }
        onClose?(instance)
        if instances.isEmpty { onQuit?() }
    }

    /// The root view of a window: the scene's content with the window actions in its
    /// environment, under the menu bar when the app shows one.
    func rootView(_ scene: WindowDescription, value: WindowValue, number: Int) -> any View {
        let focus = FocusedValuesStore()
        let content = AnyView(erasing: scene.content(for: value))
            .environment(\.openWindow, OpenWindowAction(router: router))
            .environment(\.dismissWindow, DismissWindowAction(router: router, window: number))
            .environment(\.openSettings, OpenSettingsAction(router: router))
            .environment(\.focusedValuesStore, focus)
        guard showsMenuBar else { return content }
        let bar = MenuBar(appName: appName, standardRows: standardRows(window: number), commands: commands, focus: focus)
        return VStack(spacing: 0) {
            bar
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .environment(\.openWindow, OpenWindowAction(router: router))
        .environment(\.dismissWindow, DismissWindowAction(router: router, window: number))
    }
}
