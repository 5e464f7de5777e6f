import Foundation
import TesseraApp

/// The address book's window: a bar with the count of contacts and selected rows and a Delete
/// button, over the contacts table (a right click on rows offers Delete for them too). The view keeps the contacts sorted by the table's
/// `sortOrder` (as SwiftUI apps do: the table only changes the binding).
struct ContactsView: View {
    @State private var contacts = Contact.sample(count: 10_000).sorted(using: KeyPathComparator(\Contact.familyName))
    @State private var selection = Set<Contact.ID>()
    @State private var sortOrder = [KeyPathComparator(\Contact.familyName)]

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                Text("\(contacts.count) contacts").id("count")
                Text(selection.isEmpty ? "" : "\(selection.count) selected").foregroundStyle(.secondary).id("selected")
                Spacer()
                Button("Delete", action: deleteSelection).disabled(selection.isEmpty).id("delete")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            Table(contacts, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Family name", value: \.familyName).width(min: 80, ideal: 140)
                TableColumn("Given name", value: \.givenName).width(min: 80, ideal: 120)
                TableColumn("Email", value: \.email) { Text($0.email).foregroundStyle(.secondary) }
                TableColumn("City", value: \.city).width(min: 60, ideal: 100)
                TableColumn("Age", value: \.age) { Text("\($0.age)").monospacedDigit() }.width(50)
            }
            .contextMenu(forSelectionType: Contact.ID.self) { ids in
                Button(ids.count == 1 ? "Delete Contact" : "Delete \(ids.count) Contacts", role: .destructive) { delete(ids) }
                    .id("context-delete")
            }
        }
        .onChange(of: sortOrder) { _, order in contacts.sort(using: order) }
        .onKeyPress { key in
            guard key.key == "Delete" || key.key == "Backspace", !selection.isEmpty else { return .ignored }
            deleteSelection()
            return .handled
        }
    }

    private func deleteSelection() { delete(selection) }

    private func delete(_ ids: Set<Contact.ID>) {
        contacts.removeAll { ids.contains($0.id) }
        selection.subtract(ids)
    }
}
