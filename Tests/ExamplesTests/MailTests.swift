import Foundation
import Testing
@testable import Mail
@testable import TesseraApp
import TesseraSDLHost
import TesseraSDL
import TesseraTesting

/// The Mail example in dark mode (goldens of both schemes).
@MainActor func darkMailApp() -> MailApp { MailApp(colorScheme: .dark) }

/// Builds an event file by walking through the app in a session: each step clicks a view (by
/// id, or the first text with that string) or presses a key, 0.6 s apart, so animations rest.
@MainActor
struct Walk {
    enum Step { case click(String), clickText(String), key(String), rightClick(String) }
    let session: AppSession
    var time = 0.1
    var entries: [String] = []

    init(_ app: some App) throws { session = try makeSession(app) }

    mutating func run(_ steps: [Step]) -> String {
        _ = session.frame()
        for step in steps {
            session.advance(to: time)
            _ = session.frame()
            switch step {
            case .click(let id):
                guard let node = session.host.node(withID: id) else { Issue.record("no view \(id)"); continue }
                click(session.host.animator.attributes(of: node).frame)
            case .clickText(let string):
                var frame: Rect?
                session.host.renderRoot.forEachNode { n in
                    if case .text(let t) = n.content, t.string == string { frame = session.host.animator.attributes(of: n).frame }
                }
                guard let frame else { Issue.record("no text \(string)"); continue }
                click(frame)
            case .rightClick(let id):
                guard let node = session.host.node(withID: id) else { Issue.record("no view \(id)"); continue }
                let f = session.host.animator.attributes(of: node).frame
                let p = Point(x: f.midX, y: f.midY)
                entries.append("{\"at\": \(time), \"click\": {\"x\": \(p.x), \"y\": \(p.y)}, \"button\": \"right\"}")
                _ = session.handle(.pointerDown(p, button: .secondary, clickCount: 1, shift: false, modifiers: []))
                _ = session.handle(.pointerUp(p, button: .secondary))
            case .key(let name):
                entries.append("{\"at\": \(time), \"key\": \"\(name)\"}")
                var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
                let key = parts.removeLast()
                var modifiers: KeyModifiers = []
                if parts.contains("Ctrl") { modifiers.insert(.control) }
                if parts.contains("Alt") { modifiers.insert(.alt) }
                _ = session.handle(.key(name: key, shift: parts.contains("Shift"), modifiers: modifiers))
            }
            time += 0.6
        }
        session.advance(to: time)
        _ = session.frame()
        return "[" + entries.joined(separator: ", ") + "]"
    }

    private mutating func click(_ f: Rect) {
        entries.append("{\"at\": \(time), \"click\": {\"x\": \(f.midX), \"y\": \(f.midY)}}")
        _ = session.handle(.click(Point(x: f.midX, y: f.midY)))
    }
}

@MainActor
private func makeSession(_ app: some App) throws -> AppSession { try session(app) }

@Suite(.serialized) @MainActor struct MailTests {
    @Test func openingAMessageAndDeletingItAfterConfirmation() throws {
        var walk = try Walk(MailApp())
        _ = walk.run([.click("row-2"), .click("delete"), .clickText("Delete")])
        let s = walk.session
        // The alert's Delete removed the message and popped its screen.
        #expect(s.host.node(withID: "row-2") == nil)
        #expect(s.text("inbox-count") == "4 messages, 0 sent")
        #expect(s.host.node(withID: "subject") == nil)
    }

    @Test func escapeCancelsTheDeleteAlertAndThenGoesBack() throws {
        var walk = try Walk(MailApp())
        _ = walk.run([.click("row-1"), .click("delete"), .key("Escape")])
        #expect(walk.session.text("subject") == "Notes on the Analytical Engine")
        // The Delete button kept the focus its click gave it: the first Escape leaves it
        // (Tessera's focus rule), the second goes back.
        _ = walk.run([.key("Escape"), .key("Escape")])
        #expect(walk.session.host.node(withID: "subject") == nil)
        #expect(walk.session.text("inbox-count") == "5 messages, 0 sent")
    }

    @Test func composeSendsAndCancelKeepsNothing() throws {
        var walk = try Walk(MailApp())
        _ = walk.run([.click("compose"), .click("to")])
        _ = walk.session.handle(.text("grace@navy.mil"))
        _ = walk.run([.click("send")])
        #expect(walk.session.host.node(withID: "to") == nil, "Send closed the sheet")
        #expect(walk.session.text("inbox-count") == "5 messages, 1 sent")
        _ = walk.run([.click("compose"), .key("Escape")])
        #expect(walk.session.host.node(withID: "to") == nil)
        #expect(walk.session.text("inbox-count") == "5 messages, 1 sent")
        // Ctrl+2 shows the Sent tab with the message; Ctrl+1 comes back to the inbox.
        _ = walk.run([.key("Ctrl+2")])
        #expect(walk.session.text("sent-6") == "grace@navy.mil")
        _ = walk.run([.key("Ctrl+1"), .click("row-4"), .key("Alt+Left")])
        #expect(walk.session.host.node(withID: "subject") == nil, "Alt+Left went back from the message")
    }

    // MARK: Goldens (at rest and mid-animation, light and dark)

    /// The app is made twice: the walk's clicks change its shared store, and the screenshot
    /// replays them on a fresh one.
    func golden(_ app: @autoclosure () -> MailApp, _ steps: [Walk.Step], time: Double? = nil, scale: Double? = nil, name: String) throws {
        var walk = try Walk(app())
        let events = walk.run(steps)
        let image = try screenshot(app(), events: steps.isEmpty ? nil : events, time: time.map { $0 + walk.time - 0.6 }, scale: scale)
        try GoldenImages().assertMatches(image, golden: goldens + "/\(name).png")
    }

    @Test func goldenInbox() throws { try golden(MailApp(), [], name: "mail-inbox") }
    @Test func goldenInboxDark() throws { try golden(darkMailApp(), [], name: "mail-inbox-dark") }
    /// 0.17 s into the 0.35 s push.
    @Test func goldenPushMidway() throws { try golden(MailApp(), [.click("row-2")], time: 0.17, name: "mail-push-midway") }
    @Test func goldenMessageDark() throws { try golden(darkMailApp(), [.click("row-2")], name: "mail-message-dark") }
    @Test func goldenComposeSheet() throws { try golden(MailApp(), [.click("compose")], name: "mail-compose-sheet") }
    /// 0.15 s into the 0.3 s slide up.
    @Test func goldenComposeSheetMidwayDark() throws {
        try golden(darkMailApp(), [.click("compose")], time: 0.15, name: "mail-compose-sheet-midway-dark")
    }
    @Test func goldenDeleteAlert() throws { try golden(MailApp(), [.click("row-3"), .click("delete")], name: "mail-delete-alert") }
    @Test func goldenDeleteAlertDark() throws {
        try golden(darkMailApp(), [.click("row-3"), .click("delete")], name: "mail-delete-alert-dark")
    }
    // MARK: Windows, menu bar and context menu

    @Test func goldenFileMenu() throws { try golden(MailApp(), [.click("menubar-File")], name: "mail-menu-file") }
    @Test func goldenFileMenuDark() throws { try golden(darkMailApp(), [.click("menubar-File")], name: "mail-menu-file-dark") }
    @Test func goldenContextMenu() throws { try golden(MailApp(), [.rightClick("row-2")], name: "mail-context-menu") }
    @Test func goldenContextMenuDark() throws { try golden(darkMailApp(), [.rightClick("row-2")], name: "mail-context-menu-dark") }

    /// "Open in New Window" from the context menu: the message window is in front.
    @Test func goldenMessageWindow() throws {
        try golden(MailApp(), [.rightClick("row-2"), .click("open-window-2")], name: "mail-message-window")
    }

    @Test func goldenSettingsWindowLightAndDark() throws {
        try GoldenImages().assertMatches(try screenshot(MailApp(), window: "settings"), golden: goldens + "/mail-settings.png")
        try GoldenImages().assertMatches(try screenshot(darkMailApp(), window: "settings"), golden: goldens + "/mail-settings-dark.png")
    }

    /// Ctrl+Shift+N (File ▸ New Message) opens the compose sheet; the Activity window counts
    /// what the main window sent, from the same store.
    @Test func newMessageCommandAndTheActivityWindowShareTheStore() throws {
        var walk = try Walk(MailApp())
        _ = walk.run([.key("Ctrl+Shift+N")])
        #expect(walk.session.host.node(withID: "to") != nil, "the command opened the compose sheet")
        let app = MailApp()
        app.store.sent.append(Message(id: 9, from: "x", subject: "y", body: "z", time: "now"))
        let image = try screenshot(app, window: "activity")
        #expect(image.width == 360 && image.height == 200)
    }

    /// 0.1 s into the 0.2 s pop-in.
    @Test func goldenDeleteAlertMidway() throws {
        try golden(MailApp(), [.click("row-3"), .click("delete")], time: 0.1, name: "mail-delete-alert-midway")
    }
}
