import Foundation
import Testing
@testable import Mail
@testable import TesseraApp
import TesseraAccessibility
import TesseraTesting

/// The Mail example as a screen reader reads it (issue 30): the tab bar is a page tab list, the
/// hidden Sent tab is not in the tree, the bar is a tool bar, the inbox is a list whose rows
/// are list items that open their message.
@Suite(.serialized) @MainActor struct MailAccessibilityTests {
    private func all(_ app: UITestHost, _ role: AccessibilityRole) -> [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        app.tree.root.forEach { if $0.role == role { out.append($0) } }
        return out
    }

    @Test func tabsToolbarAndInboxRowsHaveTheirRoles() throws {
        let store = MailStore()
        let app = try UITestHost(MailView(store: store), size: Size(width: 800, height: 600), title: "Mail")
        let tabs = try #require(all(app, .pageTabList).first, "no page tab list in \(app.json)")
        #expect(tabs.children.map(\.role) == [.pageTab, .pageTab])
        #expect(tabs.children.first?.name.hasPrefix("Inbox") == true && tabs.children.last?.name.hasPrefix("Sent") == true)
        #expect(tabs.children.first?.states.contains(.selected) == true && tabs.children.last?.states.contains(.selected) == false)
        #expect(tabs.children.first?.value == "\(store.inbox.count)", "the badge is the Inbox tab's value")
        #expect(!all(app, .toolBar).isEmpty, "no tool bar")
        #expect(app.tree.root.first(role: .pushButton, name: "Compose") != nil)
        #expect(app.tree.root.first(role: .label, name: "Nothing sent yet.") == nil, "the hidden Sent tab is in the tree")

        let list = try #require(all(app, .list).first, "no list in \(app.json)")
        #expect(list.children.count == store.inbox.count)
        #expect(list.children.allSatisfy { $0.role == .listItem && $0.actionNames.contains("click") })
        let first = try #require(list.children.first)
        #expect(first.name.hasPrefix(store.inbox[0].from) && first.name.contains(store.inbox[0].subject))
        #expect(all(app, .pushButton).allSatisfy { !$0.name.hasPrefix(store.inbox[0].from) }, "rows still read as push buttons")

        // Pressing the row opens its message; choosing the Sent tab shows its content.
        #expect(app.tree.press(first))
        app.settle()
        #expect(app.tree.root.first(role: .label, name: "From \(store.inbox[0].from) · \(store.inbox[0].time)") != nil)
        // Only the top screen of the stack is in the tree; the inbox comes back on pop.
        #expect(all(app, .list).isEmpty, "the inbox under the opened message is still in the tree")
        app.press(key: "Escape")
        #expect(all(app, .list).first?.children.count == store.inbox.count, "the inbox did not come back on pop")
        let sent = try #require(all(app, .pageTabList).first?.children.last)
        #expect(app.tree.press(sent))
        app.settle()
        #expect(app.tree.root.first(role: .label, name: "Nothing sent yet.") != nil)
    }

    /// While the Compose sheet is open only the sheet can be reached: the tabs, the toolbar
    /// and the inbox under it are not in the tree (as VoiceOver ignores the content under a
    /// modal view); they come back when it closes.
    @Test func contentUnderTheComposeSheetIsUnreachable() throws {
        let store = MailStore()
        let app = try UITestHost(MailView(store: store), size: Size(width: 800, height: 600), title: "Mail")
        try app.element(.pushButton, "Compose").press()
        app.settle()
        let dialog = try #require(all(app, .dialog).first, "no dialog in \(app.json)")
        #expect(dialog.states.contains(.modal))
        #expect(app.tree.root.children.count == 1 && app.tree.root.children.first === dialog, "\(app.tree.root.children.map(\.role))")
        #expect(all(app, .pageTabList).isEmpty && all(app, .list).isEmpty, "content under the sheet is reachable")
        store.composing = false
        app.settle()
        #expect(all(app, .dialog).isEmpty && all(app, .list).first?.children.count == store.inbox.count)
    }
}
