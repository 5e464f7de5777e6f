import Testing
@_spi(Presentation) import Tessera
import TesseraAccessibility

/// The roles and structure of the third wave's containers (dialogs, alerts, lists, tabs, menus,
/// toolbars), built the way those views mark themselves: a container role or the `isModal`
/// trait, and `isSelected` on the selected item.
@Suite struct StructureTests {
    @Test func modalSheetIsAModalDialogNamedByItsHeading() throws {
        let h = TreeHarness(VStack {
            Text("Main content")
            VStack {
                Text("New event").accessibilityAddTraits(.isHeader)
                Text("Pick a date")
                Button("Done") {}
            }.accessibilityAddTraits(.isModal)
        })
        let dialog = try #require(h.find(.dialog))
        #expect(dialog.states.contains(.modal))
        #expect(dialog.name == "New event")
        #expect(dialog.children.map(\.role) == [.heading, .label, .pushButton])
        #expect(h.find(.label, "Main content")?.states.contains(.modal) == false)
    }

    /// A modal presentation layer (what `.sheet` and `.alert` present through) is a modal
    /// dialog with no marking by the presenting view, and the only thing reachable while it is
    /// open; closing it removes the dialog and brings the content back.
    @Test func openModalPresentationIsAModalDialog() throws {
        let m = FormModel()
        m.on = true
        let host = ViewHost(SheetPresenter(model: m), textMeasurer: MonospaceTextMeasurer())
        let size = Size(width: 800, height: 600)
        _ = host.frame(size: size, at: 0)
        let tree = AccessibilityTree(host: host, title: "Test")
        tree.update()
        let dialog = try #require(tree.root.first(role: .dialog))
        #expect(dialog.states.contains(.modal) && dialog.name == "Edit event")
        #expect(dialog.first(role: .pushButton, name: "Close") != nil)
        // The content under the sheet is not reachable while it is open (it comes back below).
        #expect(tree.root.first(role: .label, name: "Behind") == nil && tree.root.first(role: .pushButton, name: "Open") == nil)
        #expect(tree.root.children.count == 1 && tree.root.children.first === dialog)
        let close = try #require(dialog.first(role: .pushButton, name: "Close"))
        #expect(tree.press(close))
        _ = host.frame(size: size, at: 1)
        _ = host.frame(size: size, at: 2)
        tree.update()
        #expect(!m.on, "Close was not pressed")
        #expect(tree.root.first(role: .dialog) == nil)
        #expect(tree.root.first(role: .label, name: "Behind") != nil)
    }

    @Test func alertKeepsItsRoleTitleAndButtons() throws {
        let h = TreeHarness(VStack {
            Text("Delete the photo?")
            Text("This cannot be undone.")
            HStack { Button("Cancel") {}; Button("Delete") {} }
        }.accessibilityAttributes { $0.role = .alert }.accessibilityAddTraits(.isModal))
        let alert = try #require(h.find(.alert))
        #expect(alert.states.contains(.modal))
        #expect(alert.name == "Delete the photo?")
        #expect(alert.first(role: .pushButton, name: "Delete") != nil)
        // A label given by the view wins over the derived title.
        let labelled = TreeHarness(VStack { Text("Body") }.accessibilityAddTraits(.isModal).accessibilityLabel("Settings"))
        #expect(labelled.find(.dialog)?.name == "Settings")
    }

    @Test func listChildrenAreItemsAndTheSelectedOneIsSelected() throws {
        let h = TreeHarness(VStack {
            Text("Inbox")
            Text("Drafts").accessibilityAddTraits(.isSelected)
            HStack { Image(systemName: "trash"); Text("Trash") }.accessibilityAttributes { $0.role = .listItem }
            Toggle("Notify", isOn: .constant(true))
        }.accessibilityAttributes { $0.role = .list })
        let list = try #require(h.find(.list))
        #expect(list.children.map(\.role) == [.listItem, .listItem, .listItem, .checkBox])   // the desktop look's toggle
        #expect(list.children.map(\.name).prefix(2) == ["Inbox", "Drafts"])
        // A row of text and an image reads as one item.
        #expect(list.children[2].children.isEmpty && list.children[2].name.hasSuffix("Trash"))
        #expect(list.selectedChildIndices == [1])
        #expect(list.isSelectionContainer)
        #expect(list.children.prefix(3).allSatisfy { $0.states.contains(.selectable) })
    }

    @Test func listItemWithAControlKeepsTheControl() throws {
        let h = TreeHarness(VStack {
            HStack { Text("Wi-Fi"); Toggle("On", isOn: .constant(false)) }.accessibilityAttributes { $0.role = .listItem }
        }.accessibilityAttributes { $0.role = .list })
        let item = try #require(h.find(.listItem))
        #expect(item.children.contains { $0.role == .checkBox })
    }

    @Test func tabBarButtonsArePageTabsAndSelectChildPressesOne() throws {
        let m = FormModel()
        let h = TreeHarness(TabStrip(model: m))
        let tabs = try #require(h.find(.pageTabList))
        #expect(tabs.children.map(\.role) == [.pageTab, .pageTab, .pageTab])
        #expect(tabs.children.map(\.name) == ["a", "b", "c"])
        #expect(tabs.selectedChildIndices == [1])
        #expect(h.tree.selectChild(2, of: tabs))
        let changes = h.refresh()
        #expect(m.choice == "c")
        #expect(tabs.selectedChildIndices == [2])
        #expect(changes.contains { if case .stateChanged(let e, .selected, true) = $0 { e === tabs.children[2] } else { false } })
        #expect(!h.tree.selectChild(7, of: tabs))
    }

    /// Arrow keys in a focused segmented picker move the focus with the selection, so a screen
    /// reader says the new tab (Orca said nothing before: the focus stayed on the tab list).
    @Test func focusedTabListHandsFocusToItsSelectedTab() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Picker("Size", selection: binding({ m.choice }, { m.choice = $0 })) {
                Text("Small").tag("a"); Text("Medium").tag("b")
            }.pickerStyle(.segmented)
        })
        let tabs = try #require(h.find(.pageTabList))
        #expect(h.tree.grabFocus(tabs))
        h.refresh()
        #expect(!tabs.states.contains(.focused) && tabs.children[1].states.contains(.focused))
        #expect(h.tree.focusedElement === tabs.children[1])
        #expect(h.tree.selectChild(0, of: tabs))
        let changes = h.refresh()
        #expect(m.choice == "a")
        #expect(h.tree.focusedElement === tabs.children[0])
        #expect(changes.contains { if case .focused(let e) = $0 { e === tabs.children[0] } else { false } })
    }

    @Test func menuBarAndMenuHoldMenuItemsToolbarKeepsButtons() throws {
        let h = TreeHarness(VStack {
            HStack { Button("File") {}; Button("Edit") {} }.accessibilityAttributes { $0.role = .menuBar }
            VStack { Button("Open") {}; Button("Save") {}; Divider() }.accessibilityAttributes { $0.role = .menu }
            HStack { Button("Back") {}; Text("Title").accessibilityHeading(.h1) }.accessibilityAttributes { $0.role = .toolBar }
        })
        #expect(h.find(.menuBar)?.children.map(\.role) == [.menuItem, .menuItem])
        #expect(h.find(.menu)?.children.map(\.name) == ["Open", "Save"])
        #expect(h.find(.menu)?.children.allSatisfy { $0.role == .menuItem } == true)
        let toolbar = try #require(h.find(.toolBar))
        #expect(toolbar.children.map(\.role) == [.pushButton, .heading])
        #expect(h.find(.menuItem, "Open")?.actionNames == ["click"])
    }
}

/// Three buttons marked as a tab list, the chosen one selected (as a tab bar marks itself).
private struct TabStrip: View {
    let model: FormModel
    var body: some View {
        HStack {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Button(name) { model.choice = name }
                    .accessibilityAddTraits(model.choice == name ? .isSelected : [])
            }
        }.accessibilityAttributes { $0.role = .pageTabList }
    }
}

/// A view presenting a modal layer while `model.on` (as `.sheet(isPresented:)` does).
private struct SheetPresenter: View {
    let model: FormModel
    var body: some View {
        let shown = model.on
        VStack {
            Text("Behind")
            Button("Open") { model.on = true }
        }._presentationLayer(isPresented: Binding(get: { shown }, set: { model.on = $0 }), coversWindow: true, isModal: true,
                             onDismissRequest: { model.on = false }) {
            VStack { Text("Edit event").accessibilityAddTraits(.isHeader); Button("Close") { model.on = false } }
        }
    }
}
