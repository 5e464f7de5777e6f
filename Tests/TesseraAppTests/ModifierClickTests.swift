import Foundation
import Testing
@testable import TesseraApp
import TesseraSDL

/// What the pad's recognizer saw at each press: whether Shift, and whether Ctrl/Cmd, were held.
private final class PressLog: @unchecked Sendable {
    var presses: [String] = []
    static let shared = PressLog()
}

private final class PressRecorder: PointerRecognizer {
    func handle(_ event: PointerEvent, frame: Rect) -> PointerRecognizerState {
        if event.phase == .down { PressLog.shared.presses.append("shift=\(event.shift) control=\(event.control)") }
        return .possible
    }
}

private struct PadApp: App {
    var body: some Scene {
        WindowGroup("Pad") { Color.red.frame(width: 100, height: 100).onPointerInteraction { PressRecorder() } }
            .defaultSize(width: 100, height: 100)
    }
}

/// An event file's click `"modifiers"` reach an app's views through `--screenshot --events`
/// (the replay path of every Tessera app), as the keys held at a press in a window do.
@Suite(.serialized) @MainActor struct ModifierClickTests {
    private func run(_ events: String) throws -> (status: Int32, err: [String]) {
        let folder = NSTemporaryDirectory() + "tessera-modifier-click-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/events.json"
        try events.write(toFile: path, atomically: true, encoding: .utf8)
        var err: [String] = []
        let status = AppRunner.run(PadApp(), arguments: ["--screenshot", folder + "/pad.png", "--events", path],
                                   output: AppOutput(out: { _ in }, err: { err.append($0) }))
        return (status, err)
    }

    @Test func clickModifiersReachTheViews() throws {
        PressLog.shared.presses = []
        let r = try run(#"[{"at": 0.1, "click": {"x": 50, "y": 50}}, {"at": 0.2, "click": {"x": 50, "y": 50}, "modifiers": ["shift"]}, "#
                        + #"{"at": 0.3, "click": {"x": 50, "y": 50}, "modifiers": ["ctrl"]}, {"at": 0.4, "click": {"x": 50, "y": 50}, "modifiers": ["Cmd", "shift"]}]"#)
        #expect(r.status == 0, "\(r.err)")
        #expect(PressLog.shared.presses == ["shift=false control=false", "shift=true control=false",
                                             "shift=false control=true", "shift=true control=true"])
    }

    @Test func unknownModifierIsOneLineAndStatus2() throws {
        let r = try run(#"[{"at": 0.1, "click": {"x": 50, "y": 50}, "modifiers": ["shift", "hyper"]}]"#)
        #expect(r.status == 2)
        #expect(r.err.count == 1)
        #expect(r.err.first?.contains("event 0: modifiers[1]: unknown modifier \"hyper\"") == true, "\(r.err)")
    }
}
