import Tessera

/// Whether the lists below are being edited (SwiftUI's `EditMode`): in edit mode a `List`
/// shows a delete button before each row whose `ForEach` has `onDelete(perform:)` and a
/// reorder handle after each row whose `ForEach` has `onMove(perform:)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing: rows look as usual (Delete and Alt+Up/Down still work from the keyboard).
    case inactive
    /// Editing for a moment (SwiftUI's swipe-to-delete state): lists treat it as `active`.
    case transient
    /// Editing: delete buttons and reorder handles show.
    case active

    /// Whether this mode edits (`transient` or `active`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the lists below and the `EditButton` that toggles it (SwiftUI's
    /// `editMode`). Every Tessera window provides one (see `_editModeScope()`);
    /// set your own with `.environment(\.editMode, $mode)` to read or drive it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Holds an edit mode for the views inside and puts a binding to it in their environment,
/// unless one is already there (a window's root wraps its content in this, as SwiftUI's
/// hosting views provide `editMode`).
struct EditModeScope: ViewModifier {
    @Environment(\.editMode) private var outer
    @State private var mode = EditMode.inactive

    func body(content: Content) -> some View {
        content.environment(\.editMode, outer ?? $mode)
    }
}

extension View {
    /// Gives the views inside an edit mode of their own when none is set above, so an
    /// `EditButton` and the lists next to it share one. Tessera's windows apply it at their
    /// root; call it yourself only for a view hosted another way (a test's `ViewHost`).
    public func _editModeScope() -> some View {
        modifier(EditModeScope())
    }
}
