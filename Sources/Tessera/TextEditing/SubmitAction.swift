private struct SubmitActionKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

extension EnvironmentValues {
    /// What Return in a text field below runs (`onSubmit(_:)`).
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when Return is pressed in a text field in this view, like SwiftUI's
    /// `onSubmit(_:)`. An `onSubmit` nearer the field runs after the outer ones.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentWriter(write: { env in
            let outer = env.submitAction
            env.submitAction = { outer?(); action() }
        }, value: action as Any))
    }
}
