import Foundation
import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A screen with a counter behind, a sheet with two buttons and a `dismiss` button.
private struct SheetHost: View {
    @State private var showSheet = false
    @State private var behind = 0
    @State private var inside = 0
    @State private var dismissals = 0
    var lockSheet = false
    var body: some View {
        VStack {
            Text("behind \(behind) inside \(inside) dismissed \(dismissals)").id("status")
            Button("Behind") { behind += 1 }.id("behind")
            Button("Show") { showSheet = true }.id("show")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showSheet, onDismiss: { dismissals += 1 }) {
            SheetBody(inside: $inside).interactiveDismissDisabled(lockSheet)
        }
    }
}

private struct SheetBody: View {
    @Binding var inside: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Sheet").id("sheet-title")
            Button("One") { inside += 1 }.id("one")
            Button("Two") { inside += 10 }.id("two")
            Button("Done") { dismiss() }.id("done")
        }
    }
}

@Suite struct PresentationTests {
    @Test func sheetSlidesUpAndEscapeClosesIt() {
        let s = Stage(SheetHost())
        s.click("show", settle: false)
        s.advance(0.15)
        let mid = s.frame("sheet-title")!.minY
        s.settle()
        let rest = s.frame("sheet-title")!.minY
        #expect(mid > rest + 50, "mid-presentation the sheet is below its resting place (\(mid) vs \(rest))")
        s.key("Escape")
        #expect(s.host.node(withID: "sheet-title") == nil)
        #expect(s.text("status") == "behind 0 inside 0 dismissed 1")
    }

    @Test func contentBehindTakesNoClicksWhileTheSheetIsUp() {
        let s = Stage(SheetHost())
        let behind = s.frame("behind")!
        s.click("show")
        s.send(.click(Point(x: behind.midX, y: behind.midY)))
        s.click("one")
        #expect(s.text("status") == "behind 0 inside 1 dismissed 0")
    }

    @Test func tabStaysInsideTheSheetAndSpacePressesTheFocusedButton() {
        let s = Stage(SheetHost())
        s.click("behind")
        s.click("show")
        for _ in 0..<7 { s.key("Tab") }   // One, Two, Done, One, Two, Done, One
        s.key("Space")
        #expect(s.text("status") == "behind 1 inside 1 dismissed 0")
        s.key("Tab"); s.key("Tab"); s.key("Return")   // Done dismisses
        #expect(s.host.node(withID: "sheet-title") == nil)
        #expect(s.text("status") == "behind 1 inside 1 dismissed 1")
    }

    @Test func interactiveDismissDisabledKeepsTheSheetOnEscape() {
        let s = Stage(SheetHost(lockSheet: true))
        s.click("show")
        s.key("Escape")
        #expect(s.host.node(withID: "sheet-title") != nil)
        s.click("done")
        #expect(s.host.node(withID: "sheet-title") == nil)
    }

    @Test func aSecondSheetFromBehindIsRefusedWithOneWarning() {
        struct TwoSheets: View {
            @State var a = false
            @State var b = false
            var body: some View {
                VStack {
                    Button("A") { a = true }.id("a")
                    Text("").sheet(isPresented: $b) { Text("Sheet B").id("sheet-b") }
                }
                .sheet(isPresented: $a) { Button("open B") { b = true }.id("open-b") }
            }
        }
        let warnings = collectingWarnings {
            let s = Stage(TwoSheets())
            s.click("a")
            s.click("open-b")
            #expect(s.host.node(withID: "sheet-b") == nil)
            #expect(s.host.node(withID: "open-b") != nil)
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("sheet") == true)
    }

    @Test func sheetForAnItemShowsItAndClearsItOnClose() {
        struct Note: Identifiable { let id: Int }
        struct ItemHost: View {
            @State var note: Note?
            var body: some View {
                Button("open") { note = Note(id: 7) }.id("open")
                    .sheet(item: $note) { n in Text("note \(n.id)").id("note") }
            }
        }
        let s = Stage(ItemHost())
        s.click("open")
        #expect(s.text("note") == "note 7")
        s.key("Escape")
        #expect(s.host.node(withID: "note") == nil)
    }
}

/// An alert with a destructive and a cancel button, and a log of what ran.
private struct AlertHost: View {
    @State private var show = false
    @State private var log = ""
    var body: some View {
        VStack {
            Text("log \(log)").id("log")
            Button("Delete…") { show = true }.id("ask")
        }
        .alert("Delete message?", isPresented: $show) {
            Button("Delete", role: .destructive) { log += "D" }
            Button("Archive") { log += "A" }
            Button("Cancel", role: .cancel) { log += "C" }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@Suite struct AlertTests {
    @Test func returnPressesTheDefaultButtonAndEscapeTheCancelButton() {
        let s = Stage(AlertHost())
        s.click("ask")
        #expect(s.visibleTexts.contains("Delete message?"))
        #expect(s.visibleTexts.contains("This cannot be undone."))
        s.key("Return")
        #expect(s.text("log") == "log A")
        #expect(!s.visibleTexts.contains("Delete message?"))
        s.click("ask")
        s.key("Escape")
        #expect(s.text("log") == "log AC")
    }

    @Test func clickingAButtonRunsItsActionAndCloses() {
        let s = Stage(AlertHost())
        s.click("ask")
        var deleteFrame: Rect?
        s.host.renderRoot.forEachNode { n in
            if case .text(let t) = n.content, t.string == "Delete" { deleteFrame = s.host.animator.attributes(of: n).frame }
        }
        #expect(deleteFrame != nil)
        if let f = deleteFrame { s.send(.click(Point(x: f.midX, y: f.midY))) }
        #expect(s.text("log") == "log D")
        #expect(!s.visibleTexts.contains("Delete message?"))
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        struct Plain: View {
            @State var show = true
            var body: some View { Text("x").alert("Saved", isPresented: $show) {} }
        }
        let s = Stage(Plain())
        #expect(s.visibleTexts.contains("OK"))
        s.key("Return")
        #expect(!s.visibleTexts.contains("Saved"))
    }

    @Test func errorAlertTakesItsTitleFromTheError() {
        struct Failure: LocalizedError { var errorDescription: String? { "The disk is full." } }
        struct ErrorHost: View {
            @State var show = true
            var body: some View { Text("x").alert(isPresented: $show, error: Failure()) { Button("Retry") {} } }
        }
        let s = Stage(ErrorHost())
        #expect(s.visibleTexts.contains("The disk is full."))
        #expect(s.visibleTexts.contains("Retry"))
    }

    @Test func confirmationDialogAddsCancel() {
        struct DialogHost: View {
            @State var show = true
            var body: some View {
                Text("x").confirmationDialog("Move to", isPresented: $show) {
                    Button("Archive") {}
                    Button("Trash", role: .destructive) {}
                }
            }
        }
        let s = Stage(DialogHost())
        #expect(s.visibleTexts.contains("Cancel"))
        s.key("Escape")
        #expect(!s.visibleTexts.contains("Move to"))
    }
}
