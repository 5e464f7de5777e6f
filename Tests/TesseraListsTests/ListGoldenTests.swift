import Foundation
import Testing
import TesseraTesting
@testable import Tessera
@testable import TesseraLists

/// Goldens of lists and forms in their styles, light and dark, at scale 1 and 2: the look a
/// settings screen and a mail list have. Recorded with TESSERA_RECORD_GOLDENS=1 after looking.
@MainActor
@Suite(.serialized) struct ListGoldenTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens/"

    private struct Mailbox: View {
        let style: _ListStyleKind
        var body: some View {
            List(selection: .constant(Set(["Drafts"]))) {
                Section("Mailboxes") {
                    ForEach(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { name in
                        Text(name).badge(name == "Inbox" ? 12 : 0)
                    }
                }
                Section {
                    Text("Work")
                    Text("Travel").listRowSeparator(.hidden)
                    Text("Receipts")
                } header: {
                    Text("Folders")
                } footer: {
                    Text("Folders sync every 15 minutes.")
                }
            }
            .environment(\._listStyle, style)
        }
    }

    private struct Settings: View {
        @State private var sync = true
        @State private var volume = 0.6
        @State private var count = 3
        @State private var theme = "System"
        var body: some View {
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    Toggle("Sync over mobile data", isOn: $sync)
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag("Light"); Text("Dark").tag("Dark"); Text("System").tag("System")
                    }
                    Stepper("Copies: \(count)", value: $count, in: 1...9)
                    Slider(value: $volume)
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("The theme follows the system unless you choose one.")
                }
            }
        }
    }

    @Test(arguments: [(_ListStyleKind.insetGrouped, "inset-grouped"), (.plain, "plain"), (.sidebar, "sidebar")])
    func listStyles(style: _ListStyleKind, name: String) throws {
        let goldens = try GoldenImages()
        try goldens.assertMatches(Mailbox(style: style), size: Size(width: 360, height: 360), golden: Self.folder + "list-\(name).png")
    }

    @Test func listDarkAtScale2() throws {
        let goldens = try GoldenImages()
        try goldens.assertMatches(Mailbox(style: .insetGrouped).preferredColorScheme(.dark), size: Size(width: 360, height: 360),
                                  scale: 2, golden: Self.folder + "list-inset-grouped-dark@2x.png")
    }

    @Test func groupedForm() throws {
        let goldens = try GoldenImages()
        try goldens.assertMatches(Settings(), size: Size(width: 420, height: 420), golden: Self.folder + "form-grouped.png")
        try goldens.assertMatches(Settings().preferredColorScheme(.dark), size: Size(width: 420, height: 420), scale: 2,
                                  golden: Self.folder + "form-grouped-dark@2x.png")
    }

    private struct People: View {
        let people = [Person(id: 0, name: "Cleo", age: 31), Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Bo", age: 24),
                      Person(id: 3, name: "Dan", age: 52), Person(id: 4, name: "Eve", age: 29)]
        var body: some View {
            Table(people, selection: .constant(Set([1, 2])), sortOrder: .constant([KeyPathComparator(\Person.age, order: .reverse)])) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
                TableColumn("Note") { Text($0.age > 30 ? "Over thirty" : "Young") }
            }
        }
    }

    @Test func insetTableLightAtScale2AndBorderedDarkAtScale1() throws {
        let goldens = try GoldenImages()
        try goldens.assertMatches(People(), size: Size(width: 360, height: 200), scale: 2, golden: Self.folder + "table-inset@2x.png")
        try goldens.assertMatches(People().tableStyle(.bordered).preferredColorScheme(.dark), size: Size(width: 360, height: 200),
                                  golden: Self.folder + "table-bordered-dark.png")
    }

    @Test func columnsForm() throws {
        let goldens = try GoldenImages()
        try goldens.assertMatches(Settings().formStyle(.columns), size: Size(width: 420, height: 360),
                                  golden: Self.folder + "form-columns.png")
    }

    private static let tree = [
        Folder(id: "Documents", children: [Folder(id: "Taxes", children: [Folder(id: "2025", children: nil)]), Folder(id: "Notes", children: nil)]),
        Folder(id: "Music", children: []),
        Folder(id: "Photos", children: nil),
    ]

    /// An outline list (`List(data, children:)`) with two levels opened by clicks, light at
    /// scale 1 and dark at scale 2: chevrons turned, rows indented per level.
    @Test func outlineListExpanded() throws {
        let goldens = try GoldenImages()
        for (dark, scale, name) in [(false, 1.0, "list-outline.png"), (true, 2.0, "list-outline-dark@2x.png")] {
            let view = List(Self.tree, children: \.children, selection: .constant("Taxes")) { Text($0.id) }
                .environment(\._listStyle, .sidebar)
                .preferredColorScheme(dark ? .dark : .light)
            let host = ViewHost(view, textMeasurer: goldens.renderer.textMeasurer, images: goldens.renderer.images)
            let size = Size(width: 300, height: 220)
            _ = host.frame(size: size, at: 0)
            for id in ["disclosure-Documents", "disclosure-Taxes"] {
                guard let node = host.node(withID: id) else { Issue.record("no \(id)"); return }
                let f = host.animator.attributes(of: node).frame
                _ = host.handle(.pointer(PointerEvent(.down, at: Point(x: f.midX, y: f.midY))))
                _ = host.handle(.pointer(PointerEvent(.up, at: Point(x: f.midX, y: f.midY))))
                _ = host.frame(size: size, at: 1)
            }
            let image = try goldens.renderer.render(host.frame(size: size, at: 5).displayList, size: size, scale: scale)
            try goldens.assertMatches(image, golden: Self.folder + name)
        }
    }

    /// A list in edit mode: delete buttons before the rows, reorder handles after them.
    @Test func listInEditMode() throws {
        let goldens = try GoldenImages()
        let view = List {
            ForEach(["Milk", "Eggs", "Bread", "Apples"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .environment(\.editMode, .constant(.active))
        try goldens.assertMatches(view, size: Size(width: 320, height: 200), golden: Self.folder + "list-edit-mode.png")
        try goldens.assertMatches(view.preferredColorScheme(.dark), size: Size(width: 320, height: 200), scale: 2,
                                  golden: Self.folder + "list-edit-mode-dark@2x.png")
    }
}
