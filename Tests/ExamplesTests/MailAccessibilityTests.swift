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
        let sent = try #require(all(app, .pageTabList).first?.children.last)
        #expect(app.tree.press(sent))
        app.settle()
        #expect(app.tree.root.first(role: .label, name: "Nothing sent yet.") != nil)
    }
}
