import Observation

/// Sets one environment value for the content (`.environment(\.key, value)` and the modifiers
/// built on it). Equal when the written value is equal, so an unchanged write keeps the
/// content's views from being re-evaluated.
struct EnvironmentWriter: NodeModifier {
    var write: (inout EnvironmentValues) -> Void
    var value: Any
    var role: ModifierRole { .environment(write) }
    static func == (a: Self, b: Self) -> Bool { valuesEqual(a.value, b.value) }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views in it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter(write: { $0[keyPath: keyPath] = value }, value: value))
    }
    /// Puts an `@Observable` object in the environment, read below with
    /// `@Environment(T.self)`. Nil removes an object of that type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter(write: { $0.setObject(object, as: T.self) }, value: object as Any))
    }
    /// Turns the controls and gestures of this view off (`isEnabled` false below). Like
    /// SwiftUI, `disabled(false)` does not re-enable what an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter(write: { if disabled { $0.isEnabled = false } }, value: disabled))
    }
    /// The tint of controls in this view (buttons, toggles, sliders, `Color.accentColor`).
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWriter(write: { $0.tint = tint }, value: tint as Any))
    }
    /// The appearance of this view and the views in it. In an app the window follows the
    /// preference of its content (its background and everything not overridden), like
    /// SwiftUI's `preferredColorScheme`; nil leaves the system's (light).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(EnvironmentWriter(write: { env in
            if let scheme {
                env.colorScheme = scheme
                env.preferredColorSchemeSink?.scheme = scheme
            }
        }, value: scheme as Any))
    }
}
