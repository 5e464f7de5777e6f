import Tessera

/// SwiftUI's `EditButton`: a button titled "Edit" that turns the environment's `editMode` to
/// `active`, then "Done" that turns it back to `inactive` (the change animates, as in SwiftUI).
/// Without an edit mode in the environment (a view hosted outside Tessera's windows that did
/// not call `_editModeScope()`) it says so once and does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var warned = false

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") { toggle() }
            .id("edit-button")
    }

    private func toggle() {
        guard let editMode else {
            guard !warned else { return }
            warned = true
            ListDiagnostics.warn("EditButton: no edit mode in the environment; "
                                 + "host the view in a Tessera window or call _editModeScope() above it")
            return
        }
        withAnimation(.easeInOut(duration: 0.2)) {
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
