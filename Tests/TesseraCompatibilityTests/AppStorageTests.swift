import Testing
import TesseraApp

private enum Theme: String { case light, dark }

/// A settings screen on a given store.
private struct SettingsScreen: View {
    @AppStorage private var username: String
    @AppStorage private var launches: Int
    @AppStorage private var theme: Theme
    let log: EvaluationLog
    init(store: AppStorageStore, log: EvaluationLog) {
        _username = AppStorage(wrappedValue: "guest", "username", store: store)
        _launches = AppStorage(wrappedValue: 0, "launches", store: store)
        _theme = AppStorage(wrappedValue: .light, "theme", store: store)
        self.log = log
    }
    var body: some View {
        let _ = log.hit("settings")
        VStack {
            Text("\(username) \(launches) \(theme.rawValue)").id("summary")
            Text("launch").id("launch").onTapGesture { launches += 1 }
            Text("dark").id("dark").onTapGesture { theme = .dark }
        }
    }
}

@MainActor
@Suite struct AppStorageTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-appstorage-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("AppStorage.json")
    }

    @Test func valuesRoundTripThroughTheFile() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let host = makeHost(SettingsScreen(store: AppStorageStore(fileURL: file), log: EvaluationLog()))
        #expect(host.text("summary") == "guest 0 light")
        host.click("launch")
        host.click("launch")
        host.click("dark")
        #expect(host.text("summary") == "guest 2 dark")
        // A new store (a new launch) reads what the first wrote.
        let relaunched = makeHost(SettingsScreen(store: AppStorageStore(fileURL: file), log: EvaluationLog()))
        #expect(relaunched.text("summary") == "guest 2 dark")
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(json.contains("\"launches\" : 2"))
        #expect(json.contains("\"theme\" : \"dark\""))
        #expect(!json.contains("username"), "defaults never set are not written")
    }

    @Test func aCorruptFileGivesDefaultsAndOneWarningAndIsKeptAside() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"launches\": 3,".utf8).write(to: file)
        final class Warnings: @unchecked Sendable { var lines: [String] = [] }
        let warnings = Warnings()
        let store = AppStorageStore(fileURL: file, warn: { warnings.lines.append($0) })
        let host = makeHost(SettingsScreen(store: store, log: EvaluationLog()))
        #expect(host.text("summary") == "guest 0 light")
        host.click("launch")
        #expect(host.text("summary") == "guest 1 light")
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.contains(file.path) == true)
        #expect(!(warnings.lines.first ?? "").contains("\n"))
        let aside = file.appendingPathExtension("corrupt")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{\"launches\": 3,", "the unreadable file is not lost")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"launches\" : 1"))
    }

    @Test func aWrongTypeInTheFileReadsAsTheDefault() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"launches\": \"many\", \"theme\": \"sepia\", \"username\": \"ada\"}".utf8).write(to: file)
        let host = makeHost(SettingsScreen(store: AppStorageStore(fileURL: file), log: EvaluationLog()))
        #expect(host.text("summary") == "ada 0 light")
    }

    @Test func setttingAKeyReEvaluatesOnlyItsReaders() {
        let store = AppStorageStore(fileURL: nil)
        let log = EvaluationLog()
        struct Other: View {
            @AppStorage var flag: Bool
            let log: EvaluationLog
            init(store: AppStorageStore, log: EvaluationLog) { _flag = AppStorage(wrappedValue: false, "flag", store: store); self.log = log }
            var body: some View { let _ = log.hit("other"); Text(flag ? "on" : "off").id("flag") }
        }
        let host = makeHost(VStack { SettingsScreen(store: store, log: log); Other(store: store, log: log) })
        let other = log["other"], settings = log["settings"]
        host.click("launch")
        #expect(log["settings"] == settings + 1)
        #expect(log["other"] == other)
    }

    @Test func theDefaultFileFollowsXDGConfigHome() {
        let url = AppStorageStore.defaultFileURL(appName: "Notes", environment: ["XDG_CONFIG_HOME": "/tmp/cfg"])
        #expect(url.path == "/tmp/cfg/Notes/AppStorage.json")
        let relative = AppStorageStore.defaultFileURL(appName: "Notes", environment: ["XDG_CONFIG_HOME": "cfg"])
        #expect(relative.path.hasSuffix("/.config/Notes/AppStorage.json"))
    }

    @Test func sceneStorageKeepsValuesInMemory() {
        struct Tabs: View {
            @SceneStorage("tab") var tab = 0
            var body: some View { Text("tab \(tab)").id("tab").onTapGesture { tab += 1 } }
        }
        let host = makeHost(Tabs())
        let start = Int(host.text("tab")?.dropFirst(4) ?? "") ?? -1
        host.click("tab")
        #expect(host.text("tab") == "tab \(start + 1)")
        #expect(makeHost(Tabs()).text("tab") == "tab \(start + 1)", "a second view of the scene sees the value")
    }
}
