import Foundation
import Testing
@_spi(Lists) @testable import Tessera
@testable import TesseraLists

/// `array` with the elements at `offsets` moved before `destination` (SwiftUI's
/// `move(fromOffsets:toOffset:)`).
private func moved<T>(_ array: [T], from offsets: IndexSet, to destination: Int) -> [T] {
    let moving = offsets.map { array[$0] }
    var rest = array
    for i in offsets.reversed() { rest.remove(at: i) }
    rest.insert(contentsOf: moving, at: destination - offsets.filter { $0 < destination }.count)
    return rest
}

/// A list of names with delete and move actions, and an EditButton above it.
private struct EditableNames: View {
    let names: Box<[String]>
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(names.value, id: \.self) { Text($0).id("row-\($0)") }
                    .onDelete { offsets in for i in offsets.reversed() { names.value.remove(at: i) } }
                    .onMove { names.value = moved(names.value, from: $0, to: $1) }
            }
        }
    }
}

@Suite struct EditModeTests {
    @Test func editButtonShowsDeleteButtonsThatDeleteTheirRow() {
        let names = Box(["Ann", "Bob", "Cid", "Dee"])
        let stage = ListStage(EditableNames(names: names)._editModeScope())
        #expect(stage.rect("list-delete-Bob") == nil, "no delete buttons before Edit")
        stage.click("edit-button")
        #expect(stage.rect("list-delete-Bob") != nil)
        #expect(stage.rect("list-reorder-Bob") != nil)
        stage.click("list-delete-Bob")
        #expect(names.value == ["Ann", "Cid", "Dee"])
        stage.click("edit-button")
        #expect(stage.rect("list-delete-Ann") == nil, "Done hides the controls")
    }

    @Test func draggingTheReorderHandleMovesTheRowByTheRowsItPassed() throws {
        let names = Box(["Ann", "Bob", "Cid", "Dee"])
        let stage = ListStage(EditableNames(names: names)._editModeScope())
        stage.click("edit-button")
        let handle = try #require(stage.rect("list-reorder-Ann"))
        let rowHeight = try #require(stage.rect("row-Bob")).midY - handle.midY
        let start = Point(x: handle.midX, y: handle.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: start)))
        for step in 1...4 {
            _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + rowHeight * 0.5 * Double(step)))))
        }
        stage.frame()
        let dragged = try #require(stage.rect("row-Ann"))
        #expect(dragged.midY > handle.midY + rowHeight, "the row follows the pointer")
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: Point(x: start.x, y: start.y + rowHeight * 2))))
        stage.frame()
        #expect(names.value == ["Bob", "Cid", "Ann", "Dee"])
    }

    /// Names whose rows differ in height (Bob's is 80 points tall).
    private struct TallBob: View {
        let names: Box<[String]>
        var body: some View {
            VStack {
                EditButton()
                List {
                    ForEach(names.value, id: \.self) { Text($0).frame(height: $0 == "Bob" ? 80 : 20).id("row-\($0)") }
                        .onMove { names.value = moved(names.value, from: $0, to: $1) }
                }
            }
        }
    }

    private func drag(_ stage: ListStage, handle id: String, by dy: Double) throws {
        let handle = try #require(stage.rect(id))
        let start = Point(x: handle.midX, y: handle.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: start)))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + dy))))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: Point(x: start.x, y: start.y + dy))))
        stage.frame()
    }

    @Test func rowsOfDifferentHeightsArePassedByTheirMiddles() throws {
        // Ann's row is 28 points (20 + insets), Bob's 88: dragged 50 points down, Ann's bottom
        // edge passes the middle of Bob's row (44 below its top) but not Cid's; 50 / 28
        // rounded would have said two rows.
        func dragged(_ id: String, by dy: Double) throws -> [String] {
            let names = Box(["Ann", "Bob", "Cid", "Dee"])
            let stage = ListStage(TallBob(names: names)._editModeScope(), size: Size(width: 400, height: 400))
            stage.click("edit-button")
            try drag(stage, handle: id, by: dy)
            return names.value
        }
        #expect(try dragged("list-reorder-Ann", by: 50) == ["Bob", "Ann", "Cid", "Dee"])
        // Cid dragged 50 up: its top edge passes the middle of Bob's row, not Ann's.
        #expect(try dragged("list-reorder-Cid", by: -50) == ["Ann", "Cid", "Bob", "Dee"])
        // 30 points down is not past the middle of Bob's tall row: nothing moves.
        #expect(try dragged("list-reorder-Ann", by: 30) == ["Ann", "Bob", "Cid", "Dee"])
    }

    @Test func theRegistryCountsRowsByTheirMiddles() {
        let r = RowFrameRegistry()
        let heights = [28.0, 88, 28, 28]
        var y = 0.0
        for (i, h) in heights.enumerated() { r.record(Rect(x: 0, y: y, width: 100, height: h), for: .init(section: 0, index: i)); y += h }
        #expect(r.rowsPassed(.init(section: 0, index: 0), offset: 43) == 0)
        #expect(r.rowsPassed(.init(section: 0, index: 0), offset: 44) == 1)
        #expect(r.rowsPassed(.init(section: 0, index: 0), offset: 500) == 3, "stops at the last row")
        #expect(r.rowsPassed(.init(section: 0, index: 3), offset: -14) == -1)
        #expect(r.rowsPassed(.init(section: 1, index: 0), offset: 10) == nil, "an unknown row")
        #expect(r.rowsPassed(.init(section: 0, index: 0), offset: .nan) == nil)
    }

    @Test func draggingPastTheEndStopsAtTheLastRow() throws {
        let names = Box(["Ann", "Bob", "Cid"])
        let stage = ListStage(EditableNames(names: names)._editModeScope())
        stage.click("edit-button")
        let handle = try #require(stage.rect("list-reorder-Bob"))
        let start = Point(x: handle.midX, y: handle.midY)
        _ = stage.host.handle(.pointer(PointerEvent(.down, at: start)))
        _ = stage.host.handle(.pointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + 500))))
        _ = stage.host.handle(.pointer(PointerEvent(.up, at: Point(x: start.x, y: start.y + 500))))
        stage.frame()
        #expect(names.value == ["Ann", "Cid", "Bob"])
    }

    /// The editable list with an edit mode of the app's own state.
    private struct OwnMode: View {
        let names: Box<[String]>
        let seen: Box<[EditMode]>
        @State private var mode = EditMode.inactive
        var body: some View {
            EditableNames(names: names)
                .environment(\.editMode, $mode)
                .onChange(of: mode) { _, new in seen.value.append(new) }
        }
    }

    @Test func anEditModeOfTheAppsOwnDrivesTheList() {
        let names = Box(["Ann", "Bob"]), seen = Box<[EditMode]>([])
        let stage = ListStage(OwnMode(names: names, seen: seen))
        stage.click("edit-button")
        #expect(seen.value == [.active])
        #expect(stage.rect("list-delete-Ann") != nil)
        stage.click("edit-button")
        #expect(seen.value == [.active, .inactive])
    }

    @Test func editButtonWithoutAnEditModeWarnsOnce() {
        let lines = Box<[String]>([])
        ListDiagnostics.$handler.withValue({ line in lines.value.append(line) }) {
            let stage = ListStage(EditButton())
            stage.click("edit-button")
            stage.click("edit-button")
        }
        #expect(lines.value.count == 1)
        #expect(lines.value.first?.contains("EditButton") == true)
    }
}
