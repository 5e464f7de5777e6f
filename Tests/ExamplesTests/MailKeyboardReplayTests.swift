import Foundation
import Testing
import TesseraTesting
import TesseraSDL
import TesseraDisplayList
@testable import Mail
@testable import TesseraApp

/// Every keyboard path of the Mail example replayed from an event file through the app's own
/// `--layout --events` (the screen the keys lead to, as an app user's script would see it).
@Suite(.serialized) @MainActor struct MailKeyboardReplayTests {
    /// One replay: clicks on views (by id, at their centres in the launch window) and keys,
    /// 0.6 s apart; then the ids `--layout` shows must and must not include.
    struct Case: CustomTestStringConvertible, Sendable {
        enum Step: Sendable { case click(String), key(String) }
        let name: String
        let steps: [Step]
        let shows: [String]
        let hides: [String]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "Alt+Left goes back", steps: [.click("row-2"), .key("Alt+Left")], shows: ["row-2"], hides: ["subject"]),
        Case(name: "Ctrl+[ goes back", steps: [.click("row-2"), .key("Ctrl+[")], shows: ["row-2"], hides: ["subject"]),
        Case(name: "Cmd+[ goes back", steps: [.click("row-2"), .key("Cmd+[")], shows: ["row-2"], hides: ["subject"]),
        Case(name: "Escape leaves focus, then goes back", steps: [.click("row-2"), .key("Escape"), .key("Escape")],
             shows: ["row-2"], hides: ["subject"]),
        Case(name: "Ctrl+Shift+N composes", steps: [.key("Ctrl+Shift+N")], shows: ["to", "send"], hides: []),
        Case(name: "Escape cancels the sheet", steps: [.click("compose"), .key("Escape"), .key("Escape")], shows: ["row-1"], hides: ["to"]),
        Case(name: "Return presses the alert's Cancel, keeping the message",
             steps: [.click("row-3"), .click("delete"), .key("Return")], shows: ["subject"], hides: []),
        Case(name: "Escape cancels the alert", steps: [.click("row-3"), .click("delete"), .key("Escape")], shows: ["subject"], hides: []),
        Case(name: "Ctrl+, opens Settings in front", steps: [.key("Ctrl+,")], shows: ["signature"], hides: ["row-1"]),
        Case(name: "F10 opens the app menu", steps: [.key("F10")], shows: ["command-quit", "command-settings"], hides: []),
        Case(name: "F10, Right opens File", steps: [.key("F10"), .key("Right")], shows: ["command-new-window"], hides: ["command-quit"]),
        Case(name: "Escape closes the reading cover", steps: [.click("row-2"), .click("read"), .key("Escape")],
             shows: ["subject"], hides: ["reading-subject"]),
        Case(name: "Escape closes the sender popover", steps: [.click("row-2"), .click("sender"), .key("Escape")],
             shows: ["subject"], hides: ["sender-name"]),
        Case(name: "A click outside the popover closes it", steps: [.click("row-2"), .click("sender"), .click("body")],
             shows: ["subject"], hides: ["sender-name"]),
        Case(name: "The popover is open before that click", steps: [.click("row-2"), .click("sender")],
             shows: ["sender-name"], hides: []),
    ]

    @Test(arguments: cases)
    func keyboardPath(_ c: Case) throws {
        let r = try replay(c.steps)
        #expect(r.status == 0, "\(r.err)")
        for id in c.shows { #expect(r.ids.contains(id), "\(c.name): \(id) should show") }
        for id in c.hides { #expect(!r.ids.contains(id), "\(c.name): \(id) should not show") }
    }

    /// The tab keys lead to the same pixels as clicking the tab (hidden tabs stay in the layout
    /// and the accessibility tree, so pixels tell which tab shows): Ctrl+2, Ctrl+Tab and Ctrl+9
    /// show Sent; Ctrl+Tab then Ctrl+Shift+Tab the inbox; Ctrl+2 then Ctrl+N a new window at
    /// the inbox in front.
    @Test func tabKeysShowWhatClickingTheTabShows() throws {
        let s = try session(MailApp())
        _ = s.frame()
        guard let tab = s.host.node(withID: "tab-1")?.frame else { Issue.record("no tab-1"); return }
        let clickSent = #"[{"at": 0.1, "click": {"x": \#(tab.midX), "y": \#(tab.midY)}}]"#
        let sent = try screenshot(MailApp(), events: clickSent)
        let inbox = try screenshot(MailApp())
        #expect(ImageComparison(sent, inbox).differingPixels > 0)
        func keys(_ names: [String]) throws -> PixelImage {
            let entries = names.enumerated().map { #"{"at": \#(0.1 + Double($0.offset) * 0.6), "key": "\#($0.element)"}"# }
            return try screenshot(MailApp(), events: "[" + entries.joined(separator: ", ") + "]")
        }
        // A click leaves its focus ring on the tab; a key does not. So Ctrl+2 is compared with the
        // click outside the tab bar, and the other keys with Ctrl+2.
        let byKey = try keys(["Ctrl+2"])
        let bar = Int((tab.maxY + 8).rounded(.up))
        #expect(ImageComparison(byKey.rows(from: bar), sent.rows(from: bar)).differingPixels == 0, "Ctrl+2 shows Sent")
        for path in [["Ctrl+Tab"], ["Ctrl+9"], ["Cmd+2"]] {
            #expect(ImageComparison(try keys(path), byKey).differingPixels == 0, "\(path) shows Sent")
        }
        #expect(ImageComparison(try keys(["Ctrl+Tab", "Ctrl+Shift+Tab"]), inbox).differingPixels == 0)
        #expect(ImageComparison(try keys(["Ctrl+2", "Ctrl+N"]), inbox).differingPixels == 0, "the new window in front is at the inbox")
    }

    /// Ctrl+W on the only window closes it (the app quits): there is nothing left to lay out,
    /// which is one line and exit status 2.
    @Test func ctrlWOnTheLastWindowQuits() throws {
        let r = try replay([.key("Ctrl+W")])
        #expect(r.status == 2)
        #expect(r.err.count == 1 && r.err[0].contains("closed every window"))
    }

    /// A `"window"` entry sends the keys after it to that window: Settings is in front, the
    /// keys go back to the main window, whose Ctrl+2 shows Sent there.
    @Test func windowEntriesTargetAWindow() throws {
        let events = #"[{"at": 0.1, "key": "Ctrl+,"}, {"at": 0.5, "window": "main"}, {"at": 0.7, "key": "Ctrl+2"}]"#
        let main = try run(events, extra: ["--window", "main"])
        #expect(main.ids.contains("sent-empty"))
        let bad = try run(#"[{"at": 0.1, "window": 7}]"#, extra: [])
        #expect(bad.status == 2 && bad.err.count == 1 && bad.err[0].contains("\"window\" must be"))
        let missing = try run(#"[{"at": 0.1, "window": "activity"}, {"at": 0.2, "key": "Ctrl+2"}]"#, extra: [])
        #expect(missing.status == 0)
        #expect(missing.err.filter { $0.contains("no open window \"activity\"") }.count == 1)
    }

    // MARK: Helpers

    private func replay(_ steps: [Case.Step]) throws -> (status: Int32, ids: Set<String>, err: [String]) {
        let s = try session(MailApp())
        _ = s.frame()
        var entries: [String] = []
        var time = 0.1
        for step in steps {
            switch step {
            case .click(let id):
                // Where the view rests after the steps so far (replayed in this session too).
                s.advance(to: time)
                _ = s.frame()
                guard let f = s.host.node(withID: id)?.frame else { Issue.record("no view \(id)"); continue }
                entries.append(#"{"at": \#(time), "click": {"x": \#(f.midX), "y": \#(f.midY)}}"#)
                _ = s.handle(.click(Point(x: f.midX, y: f.midY)))
            case .key(let name):
                entries.append(#"{"at": \#(time), "key": "\#(name)"}"#)
            }
            time += 0.6
        }
        return try run("[" + entries.joined(separator: ", ") + "]", extra: [])
    }

    private func run(_ events: String, extra: [String]) throws -> (status: Int32, ids: Set<String>, err: [String]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mail-keys-\(UUID().uuidString).json").path
        try Data(events.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var out: [String] = [], err: [String] = []
        let status = AppRunner.run(MailApp(), arguments: ["--layout", "--events", path] + extra,
                                   output: AppOutput(out: { out.append($0) }, err: { err.append($0) }))
        return (status, Self.ids(out.joined()), err)
    }

    /// The ids of the frames of a `--layout` JSON.
    static func ids(_ json: String) -> Set<String> {
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let frames = object["frames"] as? [[String: Any]] else { return [] }
        return Set(frames.compactMap { $0["id"] as? String })
    }
}

extension PixelImage {
    /// The image without its first `y` rows.
    func rows(from y: Int) -> PixelImage {
        let start = min(max(0, y), height) * width * 4
        return PixelImage(width: width, height: height - min(max(0, y), height), pixels: Array(pixels[start...]))
    }
}
