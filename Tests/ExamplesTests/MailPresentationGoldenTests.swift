import Testing
@testable import Mail
@testable import TesseraApp

/// Goldens of Mail's presentations besides the compose sheet and the delete alert (MailTests):
/// the confirmation dialog of the context menu's Delete…, the full-screen reading cover and
/// the sender popover, mid-animation and at rest, in light and dark.
extension MailTests {
    private static let dialog: [Walk.Step] = [.rightClick("row-2"), .click("delete-row-2")]
    private static let cover: [Walk.Step] = [.click("row-2"), .click("read")]
    private static let popover: [Walk.Step] = [.click("row-2"), .click("sender")]

    @Test func goldenDeleteDialog() throws { try golden(MailApp(), Self.dialog, name: "mail-delete-dialog") }
    @Test func goldenDeleteDialogDark() throws { try golden(darkMailApp(), Self.dialog, name: "mail-delete-dialog-dark") }
    /// 0.1 s into the 0.2 s pop-in.
    @Test func goldenDeleteDialogMidway() throws { try golden(MailApp(), Self.dialog, time: 0.1, name: "mail-delete-dialog-midway") }
    @Test func goldenDeleteDialogMidwayDark() throws {
        try golden(darkMailApp(), Self.dialog, time: 0.1, name: "mail-delete-dialog-midway-dark")
    }

    @Test func goldenReadingCover() throws { try golden(MailApp(), Self.cover, name: "mail-reading-cover") }
    @Test func goldenReadingCoverDark() throws { try golden(darkMailApp(), Self.cover, name: "mail-reading-cover-dark") }
    /// 0.15 s into the 0.3 s slide up.
    @Test func goldenReadingCoverMidway() throws { try golden(MailApp(), Self.cover, time: 0.15, name: "mail-reading-cover-midway") }
    @Test func goldenReadingCoverMidwayDark() throws {
        try golden(darkMailApp(), Self.cover, time: 0.15, name: "mail-reading-cover-midway-dark")
    }

    /// The sender popover: a bubble whose arrow points at the "From" line, at rest, 0.07 s into
    /// its 0.15 s fade, and at scale 2.
    @Test func goldenSenderPopover() throws { try golden(MailApp(), Self.popover, name: "mail-sender-popover") }
    @Test func goldenSenderPopoverDark() throws { try golden(darkMailApp(), Self.popover, name: "mail-sender-popover-dark") }
    @Test func goldenSenderPopoverMidway() throws {
        try golden(MailApp(), Self.popover, time: 0.07, name: "mail-sender-popover-midway")
    }
    @Test func goldenSenderPopoverMidwayDark() throws {
        try golden(darkMailApp(), Self.popover, time: 0.07, name: "mail-sender-popover-midway-dark")
    }
    @Test func goldenSenderPopoverAtScale2() throws {
        try golden(darkMailApp(), Self.popover, scale: 2, name: "mail-sender-popover-dark@2x")
    }
    /// The context menu at the pointer (the row's centre), at scale 2.
    @Test func goldenContextMenuAtScale2() throws { try golden(MailApp(), [.rightClick("row-2")], scale: 2, name: "mail-context-menu@2x") }

    /// The compose sheet's other two: at rest in dark, mid-slide in light.
    @Test func goldenComposeSheetDark() throws { try golden(darkMailApp(), [.click("compose")], name: "mail-compose-sheet-dark") }
    @Test func goldenComposeSheetMidway() throws {
        try golden(MailApp(), [.click("compose")], time: 0.15, name: "mail-compose-sheet-midway")
    }
    /// The delete alert mid-pop-in, dark.
    @Test func goldenDeleteAlertMidwayDark() throws {
        try golden(darkMailApp(), [.click("row-3"), .click("delete")], time: 0.1, name: "mail-delete-alert-midway-dark")
    }

    /// The dialog's Delete removes the message; Escape keeps it.
    @Test func theContextMenusDeleteAsksFirst() throws {
        var walk = try Walk(MailApp())
        _ = walk.run(Self.dialog + [.key("Escape")])
        #expect(walk.session.text("inbox-count") == "5 messages, 0 sent")
        _ = walk.run(Self.dialog + [.clickText("Delete")])
        #expect(walk.session.host.node(withID: "row-2") == nil)
        #expect(walk.session.text("inbox-count") == "4 messages, 0 sent")
    }

    /// Done and Escape both close the reading cover.
    @Test func theReadingCoverClosesWithDoneAndEscape() throws {
        var walk = try Walk(MailApp())
        _ = walk.run(Self.cover)
        #expect(walk.session.host.node(withID: "reading-subject") != nil)
        _ = walk.run([.click("done-reading")])
        #expect(walk.session.host.node(withID: "reading-subject") == nil)
        _ = walk.run([.click("read"), .key("Escape")])
        #expect(walk.session.host.node(withID: "reading-subject") == nil)
        #expect(walk.session.host.node(withID: "subject") != nil, "still on the message")
    }
}
