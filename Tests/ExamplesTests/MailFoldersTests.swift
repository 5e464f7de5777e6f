import Testing
@testable import Mail
@testable import TesseraApp
import TesseraTesting

/// Mail's Folders window (a three-column split view) and Mailbox ▸ Delete Message (a command
/// acting on the `FocusedValue` the message screen publishes).
@Suite(.serialized) @MainActor struct MailFoldersTests {
    @Test func choosingInAColumnDrivesTheNext() throws {
        let s = try session(MailApp(), window: "folders")
        #expect(s.text("folder-none") == "Choose a message.")
        s.click("folder-message-3")
        #expect(s.text("folder-subject") == "Can machines think?")
        s.click("folder-sent")
        #expect(s.text("folder-empty") == "No messages.")
        #expect(s.host.node(withID: "folder-subject") == nil, "another mailbox clears the message")
    }

    @Test func ctrlAltSHidesAndShowsTheSidebar() throws {
        let s = try session(MailApp(), window: "folders")
        _ = s.frame()
        _ = s.handle(.key(name: "S", shift: false, modifiers: [.control, .alt]))
        s.advance(to: 1)
        _ = s.frame()
        #expect(s.host.node(withID: "folder-inbox") == nil)
        _ = s.handle(.key(name: "S", shift: false, modifiers: [.control, .alt]))
        s.advance(to: 2)
        _ = s.frame()
        #expect(s.host.node(withID: "folder-inbox") != nil)
    }

    @Test func goldenFoldersLightAndDark() throws {
        try GoldenImages().assertMatches(try screenshot(MailApp(), window: "folders"), golden: goldens + "/mail-folders.png")
        try GoldenImages().assertMatches(try screenshot(darkMailApp(), window: "folders"), golden: goldens + "/mail-folders-dark.png")
    }

    /// Mailbox ▸ Delete Message (Ctrl+Backspace) deletes the message the window shows; on the
    /// inbox, and after going back, it is off.
    @Test func deleteMessageActsOnTheShownMessage() throws {
        var walk = try Walk(MailApp())
        _ = walk.run([.key("Ctrl+Backspace")])
        #expect(walk.session.text("inbox-count") == "5 messages, 0 sent", "no message shown: the command is off")
        _ = walk.run([.click("row-2"), .key("Alt+Left"), .key("Ctrl+Backspace")])
        #expect(walk.session.text("inbox-count") == "5 messages, 0 sent", "the message screen left: off again")
        _ = walk.run([.click("row-2"), .key("Ctrl+Backspace")])
        #expect(walk.session.host.node(withID: "row-2") == nil)
        #expect(walk.session.text("inbox-count") == "4 messages, 0 sent")
    }
}
