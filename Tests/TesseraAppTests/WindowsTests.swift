import Foundation
import Testing
@testable import TesseraApp
import TesseraSDL
import TesseraSDLHost

/// A note shown in a window of its own (`WindowGroup(for:)`).
private struct Note: Hashable { let number: Int }

/// The main window: buttons that open the other scenes, and a count the menu bar's command raises.
private struct HomeView: View {
    let counter: Counter
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    var body: some View {
        VStack(spacing: 8) {
            Text("count \(counter.value)").id("count")
            Button("Note 7") { openWindow(value: Note(number: 7)) }.id("open-note")
            Button("Inspector") { openWindow(id: "inspector") }.id("open-inspector")
            Button("Nowhere") { openWindow(id: "nowhere") }.id("open-nowhere")
            Button("Settings") { openSettings() }.id("open-settings")
        }
    }
}

@Observable private final class Counter { var value = 0 }

private struct NoteView: View {
    @Binding var note: Note?
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack {
            Text(note.map { "note \($0.number)" } ?? "no note").id("note")
            Button("Close") { dismissWindow() }.id("close-note")
        }
    }
}

/// An app with every kind of scene and commands.
private struct ScenesApp: App {
    let counter = Counter()
    var body: some Scene {
        let counter = counter
        WindowGroup("Scenes") { HomeView(counter: counter) }
            .defaultSize(width: 400, height: 300)
            .commands {
                CommandMenu("Count") {
                    Button("Add One") { counter.value += 1 }.keyboardShortcut("k").id("command-add")
                }
                CommandGroup(replacing: .newItem) {}
            }
        WindowGroup("Note", id: "note", for: Note.self) { $note in NoteView(note: $note) }
            .defaultSize(width: 240, height: 160)
        Window("Inspector", id: "inspector") { Text("inspector").id("inspector") }
            .defaultSize(width: 300, height: 200)
        Settings { Text("settings").id("settings-text") }
    }
}

private struct SingleApp: App {
    var body: some Scene { WindowGroup("Single") { Text("one").id("one") }.defaultSize(width: 200, height: 100) }
}

@Suite(.serialized) @MainActor struct WindowsTests {
    private func run(_ app: some App, _ args: [String]) -> (status: Int32, out: [String], err: [String]) {
        var out: [String] = [], err: [String] = []
        let status = AppRunner.run(app, arguments: args, output: AppOutput(out: { out.append($0) }, err: { err.append($0) }))
        return (status, out, err)
    }

    private func events(_ json: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("windows-\(UUID().uuidString).json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The ids of the views in a `--layout` JSON.
    private func ids(_ json: String) -> Set<String> {
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) else { return [] }
        var found: Set<String> = []
        func walk(_ v: Any) {
            if let d = v as? [String: Any] {
                if let id = d["id"] as? String { found.insert(id) }
                d.values.forEach(walk)
            } else if let a = v as? [Any] { a.forEach(walk) }
        }
        walk(object)
        return found
    }

    @Test func scenesGetIDsAndTheFirstWindowOpensAtLaunch() {
        let body = ScenesApp().body
        #expect(body.windowDescriptions.map(\.id) == ["main", "note", "inspector", "settings"])
        #expect(body.windowDescriptions.map(\.kind) == [.group, .group, .single, .settings])
        #expect(body.windowDescription.id == "main")
        #expect(body.commandEntries.count == 1, "the .commands block, made again while the menu bar is evaluated")
        #expect(CommandEntry.resolve(body.commandEntries, focus: nil).count == 2)
    }

    @Test func windowFlagRendersThatScenesWindowAtItsSize() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("windows-settings.png").path
        let r = run(ScenesApp(), ["--screenshot", out, "--window", "settings"])
        #expect(r.status == 0, "\(r.err)")
        let image = try ImageCodec.decode(contentsOf: out)
        #expect(image.width == 560 && image.height == 420)
        let layout = run(ScenesApp(), ["--layout", "--window", "inspector"])
        #expect(ids(layout.out.joined()).contains("inspector"))
        #expect(!ids(layout.out.joined()).contains("count"))
    }

    @Test func unknownWindowIsOneLineAndStatus2() {
        let r = run(ScenesApp(), ["--layout", "--window", "nope"])
        #expect(r.status == 2)
        #expect(r.err.count == 1)
        #expect(r.err.first?.contains("main, note, inspector, settings") == true)
    }

    @Test func openWindowWithAValueShowsItInTheNewFrontWindow() throws {
        // The click opens the note window; the layout then shows the front window.
        let layout = try layoutAfter(["open-note"])
        #expect(layout.ids.contains("note"))
        #expect(layout.texts.contains("note 7"))
    }

    @Test func eventFilesTargetWindowsAndDismissWindowCloses() throws {
        // Open the note, go back to main, open the inspector; then close the note from its window.
        let session = try windows(ScenesApp())
        session.click("open-note", in: "main")
        session.click("open-inspector", in: "main")
        #expect(session.windows.instances.map(\.scene.id) == ["main", "note", "inspector"])
        session.click("close-note", in: "note")
        #expect(session.windows.instances.map(\.scene.id) == ["main", "inspector"])
        // Opening the single Inspector again brings it to the front instead of a second one.
        session.click("open-inspector", in: "main")
        #expect(session.windows.instances.map(\.scene.id) == ["main", "inspector"])
    }

    @Test func menuBarShortcutRunsTheCommandAndSettingsOpensWithCtrlComma() throws {
        let session = try windows(ScenesApp())
        session.key("K", control: true)
        session.key("K", control: true)
        #expect(session.frontTexts.contains("count 2"))
        session.key("K", control: false)
        #expect(session.frontTexts.contains("count 2"), "K without Ctrl is not the shortcut")
        let settings = try events(#"[{"at": 0.1, "key": "Ctrl+,"}]"#)
        let s = run(ScenesApp(), ["--layout", "--events", settings])
        #expect(ids(s.out.joined()).contains("settings-text"), "Ctrl+, opened Settings in front")
    }

    @Test func replacedNewItemRemovesNewWindowAndMenusAreInOrder() {
        let windows = AppWindows(scenes: ScenesApp().body.windowDescriptions, commands: ScenesApp().body.commandEntries,
                                 appName: "Scenes") { _, _ in fatalError("not opened") }
        let bar = MenuBar(appName: "Scenes", standardRows: windows.standardRows(window: 1), commands: ScenesApp().body.commandEntries)
        #expect(bar.menuTitles == ["Scenes", "File", "Count", "Window"])
    }

    @Test func badOpenWindowPrintsOneWarning() throws {
        let session = try windows(ScenesApp())
        session.click("open-nowhere", in: "main")
        #expect(session.warnings.count == 1)
        #expect(session.warnings.first?.contains("no scene has this id") == true)
        #expect(session.windows.instances.count == 1)
    }

    @Test func singleWindowAppsHaveNoMenuBar() throws {
        let session = try windows(SingleApp())
        #expect(!session.windows.showsMenuBar)
        #expect(session.windows.front?.session.host.node(withID: "menubar-File") == nil)
    }

    // MARK: Helpers

    private func layoutAfter(_ clicks: [String]) throws -> (ids: Set<String>, texts: Set<String>) {
        let session = try windows(ScenesApp())
        for id in clicks { session.click(id, in: nil) }
        guard let front = session.windows.front else { return ([], []) }
        return (ids(front.session.host.layoutResult().json()), session.frontTexts)
    }

    private func windows(_ app: some App) throws -> TestWindows { try TestWindows(app) }
}

/// An app's windows in a test: headless sessions made the way `--screenshot` makes them.
@MainActor
private final class TestWindows {
    let windows: AppWindows
    var warnings: [String] = []

    init(_ app: some App) throws {
        let body = app.body
        let measurer = try FontTextMeasurer()
        windows = AppWindows(scenes: body.windowDescriptions, commands: body.commandEntries, appName: body.windowDescription.title) { root, scene in
            AppSession(root: root, size: scene.defaultSize, textMeasurer: measurer, images: NoImages(), clock: SimulatedClock(), timeline: nil)
        }
        windows.warn = { [unowned self] in self.warnings.append($0) }
        windows.open(id: body.windowDescription.id, value: nil)
    }

    /// Clicks the view `id` in the window of scene `scene` (else the front one).
    func click(_ id: String, in scene: String?) {
        guard let window = scene.map({ s in windows.instances.last { $0.scene.id == s } }) ?? windows.front else {
            Issue.record("no window \(scene ?? "front")"); return
        }
        let session = window.session
        _ = session.frame()
        guard let f = session.host.node(withID: id)?.frame else { Issue.record("no view \(id)"); return }
        _ = session.handle(.click(Point(x: f.midX, y: f.midY)))
        for i in windows.instances { _ = i.session.frame() }
    }

    /// Presses a key in the front window.
    func key(_ name: String, control: Bool) {
        guard let front = windows.front else { return }
        _ = front.session.frame()
        _ = front.session.handle(.key(name: name, shift: false, modifiers: control ? .control : []))
        _ = front.session.frame()
    }

    /// The texts the front window draws.
    var frontTexts: Set<String> {
        guard let front = windows.front else { return [] }
        _ = front.session.frame()
        var texts: Set<String> = []
        front.session.host.renderRoot.forEachNode { n in if case .text(let t) = n.content { texts.insert(t.string) } }
        return texts
    }
}
