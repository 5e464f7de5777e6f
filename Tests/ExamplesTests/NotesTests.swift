import Foundation
import Testing
@testable import Notes
@testable import TesseraApp
import TesseraSDLHost
import TesseraTesting

/// The Notes example in dark mode (goldens of both schemes).
private struct DarkNotesApp: App {
    var body: some Scene { WindowGroup("Notes") { NotesView().preferredColorScheme(.dark) } }
}

/// The Notes example: choosing a note, typing into its `TextEditor`, undo, and its goldens.
@Suite(.serialized) @MainActor struct NotesTests {
    private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens"

    @Test func typingEditsTheChosenNoteAndItsTitleFollows() throws {
        let s = try session(NotesApp(), size: Size(width: 640, height: 400))
        s.click("note-1")
        guard let editor = s.host.node(withID: "editor")?.frame else { Issue.record("no editor"); return }
        _ = s.handle(.click(Point(x: editor.minX + 20, y: editor.minY + 16)))
        _ = s.handle(.key(name: "Home", shift: false, modifiers: .control))
        _ = s.handle(.text("Weekly "))
        _ = s.frame()
        #expect(s.text("note-1") == "Weekly Meeting notes")
        _ = s.handle(.key(name: "Z", shift: false, modifiers: .control))
        _ = s.frame()
        #expect(s.text("note-1") == "Meeting notes")
        #expect(s.text("note-0") == "Groceries")
    }

    private let typing = """
        [{"at": 0.1, "click": {"x": 90, "y": 40}}, {"at": 0.3, "click": {"x": 400, "y": 60}},
         {"at": 0.5, "key": "Ctrl+End"}, {"at": 0.6, "key": "Return"}, {"at": 0.7, "text": "Call the bakery"},
         {"at": 0.9, "key": "Shift+Home"}]
        """

    @Test func golden() throws {
        let image = try screenshot(NotesApp(), events: typing, time: 1.5, size: "640x400")
        try GoldenImages().assertMatches(image, golden: goldens + "/notes.png")
    }

    @Test func goldenDark() throws {
        let image = try screenshot(DarkNotesApp(), events: typing, time: 1.5, size: "640x400")
        try GoldenImages().assertMatches(image, golden: goldens + "/notes-dark.png")
    }
}
