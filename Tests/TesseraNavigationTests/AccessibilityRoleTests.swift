import Testing
@testable import Tessera
@testable import TesseraNavigation

/// The roles navigation's views mark for the accessibility tree (TesseraAccessibility derives
/// the tree from them): tab bar, toolbar, menu bar, alert, dialog, sheet.
@Suite struct AccessibilityRoleTests {
    /// The roles marked in the tree, in tree order, with the labels given beside them.
    private func marks(_ s: Stage) -> [(role: AccessibilityRole, label: String?)] {
        var out: [(AccessibilityRole, String?)] = []
        s.host.renderRoot.forEachNode { n in
            if let a = n.accessibility?.attributes, let role = a.role { out.append((role, a.label)) }
        }
        return out
    }

    private struct Screens: View {
        @State var tab = 0
        @State var alert = false
        @State var dialog = false
        @State var sheet = false
        var body: some View {
            TabView(selection: $tab) {
                NavigationStack {
                    VStack {
                        Button("alert") { alert = true }.id("alert")
                        Button("dialog") { dialog = true }.id("dialog")
                        Button("sheet") { sheet = true }.id("sheet")
                    }
                    .navigationTitle("Inbox")
                    .toolbar { ToolbarItem(placement: .status) { Text("3 new") } }
                }
                .tabItem { Text("Mail") }.tag(0)
                Text("Notes").tabItem { Text("Notes") }.tag(1)
            }
            .alert("Delete?", isPresented: $alert) { Button("Delete", role: .destructive) {} }
            .confirmationDialog("Move to", isPresented: $dialog) { Button("Archive") {} }
            .sheet(isPresented: $sheet) { Text("New message") }
        }
    }

    @Test func tabBarAndToolbarsAreMarked() {
        let s = Stage(Screens())
        let roles = marks(s).map(\.role)
        #expect(roles.filter { $0 == .pageTabList }.count == 1)
        #expect(roles.filter { $0 == .toolBar }.count == 2, "the navigation bar and the status bar: \(roles)")
        // The selected tab's button carries the selected trait.
        var selected = 0
        s.host.renderRoot.forEachNode { n in if n.accessibility?.attributes.addedTraits.contains(.isSelected) == true { selected += 1 } }
        #expect(selected == 1)
    }

    @Test(arguments: [("alert", AccessibilityRole.alert, "Delete?"), ("dialog", .dialog, "Move to"), ("sheet", .dialog, String?.none)] as [(String, AccessibilityRole, String?)])
    func presentationsAreMarked(_ button: String, _ role: AccessibilityRole, _ label: String?) {
        let s = Stage(Screens())
        let before = marks(s).filter { $0.role == role }.count
        s.click(button)
        let after = marks(s).filter { $0.role == role }
        #expect(after.count == before + 1, "\(button) adds one \(role) mark")
        if let label { #expect(after.contains { $0.label == label }) }
    }

    @Test func menuBarIsMarked() {
        let s = Stage(MenuBar(appName: "Mail", standardRows: [:], commands: [CommandEntry(target: .menu("Mailbox"), content: AnyView(Button("Empty") {}))]))
        #expect(marks(s).contains { $0.role == .menuBar })
    }
}
