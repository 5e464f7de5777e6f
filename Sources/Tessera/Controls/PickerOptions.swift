/// A value that identifies a view among a picker's options, like SwiftUI's `tag(_:)`. The
/// view is drawn unchanged.
struct TagModifier: NodeModifier {
    var tag: AnyHashable
    var role: ModifierRole { .values { _ in } }
}

extension View {
    /// The value a `Picker`'s selection takes when this option is chosen. Its type must be the
    /// selection's type (or the wrapped type of an optional selection).
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}

/// A ForEach's element ids are its views' implicit tags (as in SwiftUI).
protocol ImplicitlyTaggedContent {}
extension ForEach: ImplicitlyTaggedContent {}

/// One option of a picker: its tag cast to the selection's type (nil when it has none of that
/// type: it is shown but cannot be chosen), and its view.
struct PickerOption<Value: Hashable> {
    var tag: Value?
    var label: AnyView
}

/// The options of a picker's content: each view of the content (through `Group`, `ForEach`,
/// conditionals) with the tag found on it or inside its modifiers, else its ForEach id.
func pickerOptions<Value: Hashable>(_ content: any View, as type: Value.Type) -> [PickerOption<Value>] {
    var options: [PickerOption<Value>] = []
    func cast(_ tag: AnyHashable?) -> Value? {
        guard let tag else { return nil }
        return tag.base as? Value ?? (tag as? Value)
    }
    func visit(_ view: any View, implicit: AnyHashable?) {
        if let tag = explicitTag(of: view) { options.append(PickerOption(tag: cast(tag), label: AnyView(erasing: view))); return }
        if !(view is any ModifiedContentProtocol), let keyed = view as? any KeyedChildren {
            let implicitTags = view is any ImplicitlyTaggedContent
            for (key, child) in keyed.keyedChildren { visit(child, implicit: implicitTags ? key : implicit) }
            return
        }
        options.append(PickerOption(tag: cast(implicit), label: AnyView(erasing: view)))
    }
    visit(content, implicit: nil)
    return options
}

/// The tag set on `view` by its outermost `tag(_:)` among its modifiers.
private func explicitTag(of view: any View) -> AnyHashable? {
    var current: any View = view
    for _ in 0..<32 {
        // Custom `ViewModifier`s (`tabItem`, `badge`) may sit between the view and its tag.
        guard let modified = current as? any AnyModifiedContent else { return nil }
        if let tag = modified.anyModifier as? TagModifier { return tag.tag }
        current = modified.anyContent
    }
    return nil
}
