import Foundation
import Testing
@testable import SettingsForm
@testable import TesseraApp
import TesseraTesting

/// The settings form as a screen reader user drives it, through `UITestHost` (the tree, not
/// pixels or coordinates).
@Suite(.serialized) @MainActor struct SettingsFormAccessibilityTests {
    @Test func formControlsAreNamedAndDrivable() throws {
        let app = try UITestHost(SettingsForm(), size: Size(width: 640, height: 560), title: "Settings")
        // Controls with hidden labels are named by their own label or their grid row.
        let volume = try app.element(.slider, "Volume")
        #expect(volume.value == "0.6")
        try volume.setValue(0.25)
        #expect(try app.element(.label, "25 %").name == "25 %")

        let notifications = try app.element(.switchControl, "Notifications")
        let wasOn = notifications.isChecked
        try notifications.press()
        #expect(try app.element(.switchControl, "Notifications").isChecked != wasOn)

        let name = try app.element(.entry, "Name")
        try name.focus()
        app.press(key: "End")
        try name.type(" Byron")
        #expect(try app.element(.entry, "Name").value == "Ada Lovelace Byron")

        try app.element(.comboBox, "Language").select("Deutsch")
        #expect(try app.element(.comboBox, "Language").value == "Deutsch")
        try app.element(.pushButton, "Save").press()
        #expect(app.elements(.label).contains { $0.name.hasPrefix("Saved") })
        #expect(throws: UITestError.self) { try app.element(.pushButton, "Launch") }
    }

    @Test func tabMovesFocusThroughTheFormInReadingOrder() throws {
        let app = try UITestHost(SettingsForm(), size: Size(width: 640, height: 560))
        var order: [String] = []
        for _ in 0..<4 {
            app.press(key: "Tab")
            if let focused = app.tree.focusedElement { order.append("\(focused.role.rawValue) \(focused.name)") }
        }
        #expect(order == ["entry Name", "password text Password", "switch Notifications", "check box Send usage reports"])
    }

    /// The built app's `--accessibility` after `--events` at `--time`: the status the Save
    /// button's task shows, read from the tree (the whole app path, main-queue draining included).
    @Test func accessibilityAfterEventsFollowsTheAppClock() throws {
        let s = try session(SettingsFormApp())
        _ = s.frame()
        let save = s.host.node(withID: "save")!.frame
        let events = "[{\"at\": 0.5, \"click\": {\"x\": \(save.midX), \"y\": \(save.midY)}}]"
        func status(at time: Double) throws -> [String] {
            let json = try withScreenshotArguments(events: events, time: time) { _, args in
                try runExampleOutput("SettingsForm", ["--accessibility"] + args.dropFirst(2))
            }
            return json.components(separatedBy: "\"name\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
                .filter { $0.hasPrefix("Saved") || $0.hasPrefix("Not saved") }
        }
        #expect(try status(at: 1.5) == ["Saved just now"])
        #expect(try status(at: 2.6) == ["Saved 1×"])
    }
}

/// Runs the built example `name` with `arguments` and returns its standard output.
func runExampleOutput(_ name: String, _ arguments: [String]) throws -> String {
    let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var exe = bin.appendingPathComponent(name).path
    if !FileManager.default.isExecutableFile(atPath: exe) { exe = bin.deletingLastPathComponent().appendingPathComponent(name).path }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: exe)
    p.arguments = arguments
    let out = Pipe()
    p.standardOutput = out
    p.standardError = Pipe()
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw ScreenshotFailed(description: "\(exe) exited \(p.terminationStatus)") }
    return String(decoding: data, as: UTF8.self)
}
