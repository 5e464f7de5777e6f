import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

/// A value box the tests' bindings read and write.
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
    var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

struct Item: Identifiable, Hashable {
    let id: Int
    var name: String { "Item \(id)" }
}

/// Drives a host the way a window does: events, then frames until animations settle.
final class ListStage {
    let host: ViewHost
    let size: Size
    var time = 0.0
    init(_ view: some View, size: Size = Size(width: 400, height: 300)) {
        host = ViewHost(view, textMeasurer: MonospaceTextMeasurer())
        self.size = size
        frame()
    }
    func frame() {
        var n = 0
        repeat { time += 1.0 / 30; n += 1 } while host.frame(size: size, at: time).isAnimating && n < 120
    }
    func rect(_ id: String) -> Rect? { host.node(withID: id).map { host.animator.attributes(of: $0).frame } }
    func click(_ id: String, shift: Bool = false, control: Bool = false) {
        guard let f = rect(id) else { Issue.record("no view \(id)"); return }
        let p = Point(x: f.midX, y: f.midY)
        _ = host.handle(.pointer(PointerEvent(.down, at: p, shift: shift, control: control)))
        _ = host.handle(.pointer(PointerEvent(.up, at: p, shift: shift, control: control)))
        frame()
    }
    func key(_ name: String, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        _ = host.handle(.key(KeyPress(name, shift: shift, control: control, alt: alt)))
        frame()
    }
}

@Suite struct ListSelectionTests {
    let items = (0..<5).map { Item(id: $0) }

    @Test func aClickSelectsTheRowsElementIDAndKeysMoveIt() {
        let selection = Box<Int?>(nil)
        let stage = ListStage(List(items, selection: selection.binding) { Text($0.name).id("row-\($0.id)") })
        stage.click("row-2")
        #expect(selection.value == 2)
        stage.key("Down")
        #expect(selection.value == 3)
        stage.key("Up"); stage.key("Up")
        #expect(selection.value == 1)
        stage.key("End")
        #expect(selection.value == 4)
        stage.key("Down")   // stays at the last row
        #expect(selection.value == 4)
    }

    @Test func multipleSelectionExtendsWithShiftTogglesWithControlAndSelectsAll() {
        let selection = Box<Set<Int>>([])
        let stage = ListStage(List(items, selection: selection.binding) { Text($0.name).id("row-\($0.id)") })
        stage.click("row-1")
        stage.click("row-3", shift: true)
        #expect(selection.value == [1, 2, 3])
        stage.click("row-2", control: true)
        #expect(selection.value == [1, 3])
        stage.key("A", control: true)
        #expect(selection.value == Set(0..<5))
        stage.click("row-4")
        stage.key("Up", shift: true)
        #expect(selection.value == [3, 4])
    }

    @Test func staticRowsAreSelectedByTheirTags() {
        let selection = Box<String?>(nil)
        let stage = ListStage(List(selection: selection.binding) {
            Text("Inbox").tag("inbox").id("inbox")
            Text("Sent").tag("sent").id("sent")
        })
        stage.click("sent")
        #expect(selection.value == "sent")
        stage.key("Up")
        #expect(selection.value == "inbox")
    }

    @Test func aSelectionOfIDsNotInTheDataSelectsNothingAndKeysStillWork() {
        let selection = Box<Int?>(99)
        let stage = ListStage(List(items, selection: selection.binding) { Text($0.name).id("row-\($0.id)") })
        stage.key("Down")
        #expect(selection.value == 0)
    }
}

@Suite struct ListEditingTests {
    @Test func deleteDeletesTheSelectedRowsThroughOnDelete() {
        let names = Box(["a", "b", "c", "d"])
        let selection = Box<Set<String>>([])
        var deleted: [IndexSet] = []
        let stage = ListStage(List(selection: selection.binding) {
            ForEach(names.value, id: \.self) { Text($0).id("row-\($0)") }
                .onDelete { deleted.append($0) }
        })
        stage.click("row-b")
        stage.click("row-d", control: true)
        stage.key("Delete")
        #expect(deleted == [IndexSet([1, 3])])
    }

    @Test func altArrowsMoveTheSelectedRowThroughOnMove() {
        let selection = Box<String?>(nil)
        var moves: [(IndexSet, Int)] = []
        let stage = ListStage(List(selection: selection.binding) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0).id("row-\($0)") }
                .onMove { moves.append(($0, $1)) }
        })
        stage.click("row-b")
        stage.key("Down", alt: true)
        stage.key("Up", alt: true)
        #expect(moves.map(\.0) == [IndexSet(integer: 1), IndexSet(integer: 1)])
        #expect(moves.map(\.1) == [3, 0])
    }
}

@Suite struct ListLayoutTests {
    @Test func rowsAreLazyAndFillTheListsWidth() {
        let stage = ListStage(List(0..<100_000) { Text("Row \($0)").id("row-\($0)") }.id("list"))
        #expect(stage.rect("row-0") != nil)
        #expect(stage.rect("row-99999") == nil, "a row far below the viewport is not made")
        guard let row = stage.rect("row-0"), let list = stage.rect("list") else { return }
        #expect(row.minX >= list.minX && row.maxX <= list.maxX)
    }

    @Test func sectionsShowHeadersAboveTheirRows() {
        let stage = ListStage(List {
            Section("Fruit") { Text("Apple").id("apple") }
            Section { Text("Leek").id("leek") } header: { Text("Vegetables").id("veg") }
        }.listStyle(.insetGrouped))
        guard let apple = stage.rect("apple"), let veg = stage.rect("veg"), let leek = stage.rect("leek") else {
            Issue.record("missing views"); return
        }
        #expect(apple.maxY <= veg.minY)
        #expect(veg.maxY <= leek.minY)
    }

    @Test func listRowSettingsAreReadFromTheRowsModifiers() {
        let row = Text("x").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).listRowSeparator(.hidden)
        let settings = ListRowSettings(reading: AnyView(row))
        #expect(settings.insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(settings.separatorHidden)
    }
}

@Suite struct FormTests {
    @Test func aToggleInAGroupedFormPutsItsSwitchAtTheRowsTrailingEdge() {
        let on = Box(true)
        let stage = ListStage(Form {
            Section("General") {
                Toggle("Sync", isOn: on.binding).id("toggle")
                LabeledContent("Version", value: "1.0").id("version")
            }
        }.formStyle(.grouped).id("form"), size: Size(width: 500, height: 300))
        guard let toggle = stage.rect("toggle"), let form = stage.rect("form"), let version = stage.rect("version") else {
            Issue.record("missing views"); return
        }
        // Row padding 16 inside a card inset 20 from the form's edges: the toggle spans the row.
        #expect(abs(toggle.minX - (form.minX + 36)) < 0.5)
        #expect(abs(toggle.maxX - (form.maxX - 36)) < 0.5)
        #expect(version.minY >= toggle.maxY)
    }

    @Test func aColumnsFormPutsLabeledContentLabelsInTheirOwnColumn() {
        let stage = ListStage(Form {
            LabeledContent("Name") { Text("Ada").id("ada") }
            LabeledContent("Language") { Text("Swift").id("swift") }
        }.formStyle(.columns), size: Size(width: 500, height: 300))
        guard let ada = stage.rect("ada"), let swift = stage.rect("swift") else { Issue.record("missing"); return }
        #expect(abs(ada.minX - swift.minX) < 0.5, "contents share the control column")
    }

    @Test func formSectionsCollectRowsOfForEachAndLooseContent() {
        let sections = FormSection.sections(of: TupleView<Void>(children: [
            Text("loose"),
            Section("S") { ForEach(0..<3) { Text("\($0)") } },
        ]))
        #expect(sections.count == 2)
        #expect(sections[0].rows.count == 1 && sections[0].header == nil)
        #expect(sections[1].rows.count == 3 && sections[1].header != nil)
    }
}

@Suite struct ListRowsTests {
    @Test func forEachActionsAreFound() {
        var deleted: [IndexSet] = []
        let f = ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { deleted.append($0) }
        #expect(f._editActions.onDelete != nil)
        let rows = ListRows(f)
        #expect(rows.parts.count == 1)
        #expect(rows.parts.first?.actions.onDelete != nil)
        #expect(rows.delete([AnyHashable("b")]))
        #expect(deleted == [IndexSet(integer: 1)])
    }
}
