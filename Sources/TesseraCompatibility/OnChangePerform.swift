import Tessera

extension View {
    /// Runs `action(newValue)` after an update in which `value` changed (compared with `==`),
    /// SwiftUI's iOS 14 spelling `onChange(of:perform:)` (deprecated in iOS 17 for
    /// `onChange(of:initial:_:)`, which Tessera has too): the closure gets the new value only.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}
