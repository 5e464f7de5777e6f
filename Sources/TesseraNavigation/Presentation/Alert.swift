import Foundation
import Tessera

/// An alert or dialog's presenter: its box with the close and Escape wiring.
struct AlertPresenter<Content: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let kind: ModalKind
    let title: Text?
    let message: AnyView?
    let actions: AlertActions

    var body: some View {
        let binding = isPresented, cancel = actions.cancel
        ModalPresenter(content: content, isPresented: isPresented, kind: kind, onDismiss: nil,
                       escape: { cancel?.action(); binding.wrappedValue = false },
                       card: AlertBox(title: title, message: message, actions: actions, close: { binding.wrappedValue = false }))
    }
}

extension View {
    /// Shows an alert while `isPresented` is true, like SwiftUI's `alert(_:isPresented:actions:)`:
    /// a box over the dimmed window with `title` and the buttons of `actions` (their roles
    /// order and colour them; none gives an "OK" button). Any button closes it after its action;
    /// Return presses the default button (the first without a role), Escape the `.cancel` one;
    /// Tab stays inside.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .alert, title: Text(title), message: nil,
                       actions: AlertActions(actions(), defaultOK: true))
    }
    /// An alert with a message under the title.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .alert, title: Text(title), message: AnyView(message()),
                       actions: AlertActions(actions(), defaultOK: true))
    }
    /// An alert titled with a `Text`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .alert, title: title, message: nil,
                       actions: AlertActions(actions(), defaultOK: true))
    }
    /// An alert titled with a `Text`, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .alert, title: title, message: AnyView(message()),
                       actions: AlertActions(actions(), defaultOK: true))
    }
    /// An alert about `data` (shown while `isPresented` is true and `data` is not nil).
    public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented.and(data != nil), kind: .alert, title: Text(title), message: nil,
                       actions: AlertActions(data.map(actions).map { AnyView($0) } ?? AnyView(EmptyView()), defaultOK: true))
    }
    /// An alert about `data`, with a message made from it.
    public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        AlertPresenter(content: self, isPresented: isPresented.and(data != nil), kind: .alert, title: Text(title),
                       message: data.map { AnyView(message($0)) },
                       actions: AlertActions(data.map(actions).map { AnyView($0) } ?? AnyView(EmptyView()), defaultOK: true))
    }
    /// An alert for an error: its `errorDescription` is the title (SwiftUI's `alert(isPresented:error:actions:)`).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented.and(error != nil), kind: .alert,
                       title: Text(error?.errorDescription ?? "Error"), message: nil, actions: AlertActions(actions(), defaultOK: true))
    }
    /// An alert for an error, with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        AlertPresenter(content: self, isPresented: isPresented.and(error != nil), kind: .alert,
                       title: Text(error?.errorDescription ?? "Error"), message: error.map { AnyView(message($0)) },
                       actions: AlertActions(error.map(actions).map { AnyView($0) } ?? AnyView(EmptyView()), defaultOK: true))
    }

    /// Shows a dialog of choices while `isPresented` is true, like SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: on the desktop a box like
    /// an alert's with the buttons in a column and Cancel last (added when `actions` has none).
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>,
                                            titleVisibility: DialogTitleVisibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .dialog, title: titleVisibility == .hidden ? nil : Text(title),
                       message: nil, actions: AlertActions.dialog(actions()))
    }
    /// A dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>,
                                                     titleVisibility: DialogTitleVisibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        AlertPresenter(content: self, isPresented: isPresented, kind: .dialog, title: titleVisibility == .hidden ? nil : Text(title),
                       message: AnyView(message()), actions: AlertActions.dialog(actions()))
    }
    /// A dialog about `data` (shown while `isPresented` is true and `data` is not nil).
    public func confirmationDialog<A: View, T>(_ title: String, isPresented: Binding<Bool>,
                                               titleVisibility: DialogTitleVisibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        AlertPresenter(content: self, isPresented: isPresented.and(data != nil), kind: .dialog,
                       title: titleVisibility == .hidden ? nil : Text(title), message: nil,
                       actions: AlertActions.dialog(data.map(actions).map { AnyView($0) } ?? AnyView(EmptyView())))
    }
}

/// Whether a confirmation dialog shows its title (SwiftUI's `Visibility` for this parameter).
public enum DialogTitleVisibility: Hashable, Sendable { case automatic, visible, hidden }

extension AlertActions {
    /// A dialog's actions: a Cancel button is added when none has the `.cancel` role, and the
    /// buttons stand in a column.
    static func dialog(_ actions: any View) -> AlertActions {
        var a = AlertActions(actions, defaultOK: false)
        if a.cancel == nil { a.buttons.append(AlertAction(role: .cancel, action: {}, label: AnyView(Text("Cancel")))) }
        a.forcesColumn = true
        return a
    }
}

extension Binding where Value == Bool {
    /// True while this binding and `condition` are; setting it writes this binding.
    func and(_ condition: Bool) -> Binding<Bool> {
        Binding(get: { self.wrappedValue && condition }, set: { self.wrappedValue = $0 })
    }
}
