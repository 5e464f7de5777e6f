import Foundation
import Testing
@_spi(Lists) import Tessera
import TesseraApp

private struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var isContacted = false
}

/// `List($users) { $user in }` as SwiftUI-by-example writes it.
private struct ContactList: View {
    @State var users = [Contact(name: "Virgi"), Contact(name: "Giwan")]
    var body: some View {
        List($users) { $user in
            Text("\(user.name) \(user.isContacted ? "yes" : "no")").id(user.name)
                .onTapGesture { user.isContacted.toggle() }
        }
    }
}

@MainActor
@Suite struct BindingCollectionsTests {
    @Test func listOverABindingEditsTheElements() {
        let host = makeHost(ContactList())
        #expect(host.text("Giwan") == "Giwan no")
        host.click("Giwan")
        #expect(host.text("Giwan") == "Giwan yes")
        #expect(host.text("Virgi") == "Virgi no")
    }

    @Test func editActionsDeleteAndMoveTheBoundCollection() {
        var names = ["John", "Jane", "Alice", "Bob"]
        let binding = Binding(get: { names }, set: { names = $0 })
        let all = ForEach(binding, id: \.self, editActions: .all) { $name in Text(name) }
        all._editActions.onDelete?(IndexSet(integer: 1))
        #expect(names == ["John", "Alice", "Bob"])
        all._editActions.onMove?(IndexSet(integer: 0), 3)
        #expect(names == ["Alice", "Bob", "John"])
        let deleteOnly = ForEach(binding, id: \.self, editActions: .delete) { $name in Text(name) }
        #expect(deleteOnly._editActions.onMove == nil && deleteOnly._editActions.onDelete != nil)
    }

    @Test func elementBindingsFollowTheirElementByID() {
        var names = ["a", "b", "c"]
        let binding = Binding(get: { names }, set: { names = $0 })
        let rows = ForEach(binding, id: \.self) { $name in Text(name) }
        let c = rows.data[2]
        names.removeFirst()
        #expect(c.wrappedValue == "c", "the binding finds its element after an earlier one went away")
        c.wrappedValue = "C"
        #expect(names == ["b", "C"])
        let selection = Binding<String?>(get: { nil }, set: { _ in })
        let list = List(binding, id: \.self, editActions: .all, selection: selection) { $name in Text(name) }
        _ = makeHost(list)
    }
}
