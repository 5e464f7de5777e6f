import Foundation
import Testing
@testable import Tessera
@testable import TesseraNavigation

/// A big card with a context menu, and a menu with a submenu.
private struct MenusHost: View {
    @State var log = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("log \(log)").id("log")
            Menu("Actions") {
                Button("Archive") { log += "a" }.id("archive")
                Divider()
                Menu("Move to") {
                    Button("Inbox") { log += "i" }.id("inbox")
                    Button("Trash") { log += "t" }.id("trash")
                }
                .id("move")
                Button("Delete") { log += "d" }.id("delete")
            }
            .id("menu")
            Rectangle().fill(Color.blue).frame(width: 800, height: 580).id("card")
                .contextMenu {
                    Button("Reply") { log += "r" }.id("reply")
                    Button("Forward") { log += "f" }.id("forward")
                }
        }
        .frame(width: 800, height: 600, alignment: .topLeading)
    }
}

@Suite struct ContextMenuPlacementTests {
    private func rightClick(_ s: Stage, at p: Point) {
        s.send(.pointer(PointerEvent(.down, at: p, button: .secondary)), settle: false)
        s.send(.pointer(PointerEvent(.up, at: p, button: .secondary)))
    }

    @Test func aContextMenuOpensAtThePointer() throws {
        let s = Stage(MenusHost())
        let p = Point(x: 350, y: 300)
        rightClick(s, at: p)
        let reply = try #require(s.frame("reply"))
        #expect(reply.minX >= p.x && reply.minX - p.x < 16, "the menu's corner is at the pointer: \(reply)")
        #expect(reply.minY >= p.y && reply.minY - p.y < 16)
        s.click("forward")
        #expect(s.text("log") == "log f")
    }

    @Test func nearTheWindowsCornerItOpensLeftwardsAndUpwards() throws {
        let s = Stage(MenusHost())
        let card = try #require(s.frame("card"))
        let p = Point(x: 790, y: 595)
        #expect(card.maxY >= 596, "the card reaches the window's bottom")
        rightClick(s, at: p)
        let reply = try #require(s.frame("reply")), forward = try #require(s.frame("forward"))
        #expect(reply.maxX <= p.x && forward.maxY <= p.y, "opens to the left of and above the pointer")
        #expect(p.x - reply.maxX < 16)
    }
}

@Suite struct SubmenuTests {
    @Test func rightOpensASubmenuBesideItsRowAndLeftClosesIt() throws {
        let s = Stage(MenusHost())
        s.click("menu")
        s.key("Down"); s.key("Down")                               // Archive, then Move to
        #expect(!s.isVisible("inbox"))
        s.key("Right")
        let move = try #require(s.frame("move")), inbox = try #require(s.frame("inbox"))
        #expect(inbox.minX >= move.maxX, "the submenu opens on the row's trailing side")
        #expect(abs(inbox.minY - move.minY) < 16, "aligned with the row's top")
        s.key("Left")
        #expect(!s.isVisible("inbox"), "Left closes the submenu")
        #expect(s.isVisible("archive"), "and keeps the menu open")
        s.key("Right")
        s.key("Down")                                              // Inbox (focused on opening) to Trash
        s.key("Return")
        #expect(s.text("log") == "log t")
        #expect(!s.isVisible("trash") && !s.isVisible("archive"), "a submenu row closes every menu")
    }

    @Test func aClickOnTheRowOpensTheSubmenuAndARowRunsItsAction() {
        let s = Stage(MenusHost())
        s.click("menu")
        s.click("move")
        s.click("inbox")
        #expect(s.text("log") == "log i")
        #expect(!s.isVisible("archive"))
    }

    @Test func rightOnAPlainRowDoesNothing() {
        let s = Stage(MenusHost())
        s.click("menu")
        s.key("Down")                                              // Archive
        s.key("Right")
        #expect(!s.isVisible("inbox"))
        #expect(s.isVisible("archive"))
    }
}

private struct SelectedNameKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var selectedName: String? {
        get { self[SelectedNameKey.self] }
        set { self[SelectedNameKey.self] = newValue }
    }
}

/// A status line reading, in a view, what the focused field publishes.
private struct StatusLine: View {
    @FocusedValue(\.selectedName) var name
    var body: some View { Text("editing \(name ?? "nothing")").id("status") }
}

@Suite struct FocusedValueInViewTests {
    @Test func aViewReadsWhatTheFocusedViewPublishes() {
        struct Window: View {
            let store = FocusedValuesStore()
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    StatusLine()
                    TextField("A", text: $a).id("a").focusedValue(\.selectedName, "first")
                    TextField("B", text: $b).id("b").focusedValue(\.selectedName, "second")
                }
                .environment(\.focusedValuesStore, store)
            }
        }
        let s = Stage(Window())
        #expect(s.text("status") == "editing nothing")
        s.click("a")
        #expect(s.text("status") == "editing first")
        s.click("b")
        #expect(s.text("status") == "editing second")
    }
}
