/// A value that follows keyboard focus, like SwiftUI's `@FocusState`: `Bool` for one view
/// (`.focused($isFocused)`), or an optional `Hashable` naming which of several views has focus
/// (`.focused($field, equals: .name)`). Focus moved by the user (Tab, clicks) writes it;
/// setting it moves focus at the next update (to the first focusable control inside the
/// view the value names; `false` / `nil` removes focus from it).
///
/// Stored in the retained tree like `@State`.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    let location: StateLocation<Value>

    /// A focus state for one view: true while it has focus.
    public init() where Value == Bool { location = StateLocation(false, followsInput: true) }
    /// A focus state naming the focused view among several (nil: none of them).
    public init<T: Hashable>() where Value == T? { location = StateLocation(nil, followsInput: true) }

    /// The focus value; setting it moves focus at the next update.
    public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.set(newValue) }
    }
    /// The binding `focused(_:)` takes.
    public var projectedValue: Binding { Binding(location: location.storage) }

    /// A reference to a `FocusState`, passed to `focused(_:)` / `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        public var wrappedValue: Value {
            get { location.storage.value }
            nonmutating set { location.storage.set(newValue) }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: StateProperty {
    var anyLocation: any AnyStateLocation { location }
}

/// The tie between a `FocusState` and one view (the `.focusBinding` render effect): whether the
/// state names this view now, and how to make it (or stop it) naming it.
public struct FocusBinding {
    /// Whether the state currently names this view.
    var matches: () -> Bool
    /// Makes the state name this view (true), or clears it if it names this view (false).
    var assign: (Bool) -> Void
}

struct FocusBindingModifier: NodeModifier {
    var binding: FocusBinding
    var role: ModifierRole { .effect(.focusBinding(binding), label: "focused") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Ties `binding` to focus in this view: true while a control inside it has focus; set it
    /// to true to focus the first focusable control inside, false to remove focus from it.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        let location = binding.location
        return modifier(FocusBindingModifier(binding: FocusBinding(
            matches: { location.storage.value },
            assign: { on in if on { if !location.storage.value { location.storage.set(true) } }
                            else if location.storage.value { location.storage.set(false) } })))
    }

    /// Ties `binding` to focus in this view: it equals `value` while a control inside has focus;
    /// set it to `value` to focus the first focusable control inside, nil to remove focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        let location = binding.location
        return modifier(FocusBindingModifier(binding: FocusBinding(
            matches: { location.storage.value == value },
            assign: { on in if on { if location.storage.value != value { location.storage.set(value) } }
                            else if location.storage.value == value { location.storage.set(nil) } })))
    }
}
