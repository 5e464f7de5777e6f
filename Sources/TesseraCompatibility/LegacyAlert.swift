import Tessera
import TesseraNavigation

/// SwiftUI 1's alert value, shown by `alert(isPresented:content:)` and `alert(item:content:)`:
/// a title, an optional message and one or two buttons. Tessera draws it with the alert of
/// `alert(_:isPresented:actions:message:)` (`TesseraNavigation`): the same box, keys and
/// dimming; a button's role orders and colours it, any button closes the alert after its action.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (`dismissButton`; nil shows "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title; self.message = message; buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`, made with `.default`, `.cancel` or `.destructive`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button without a role (Return presses the first such button).
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button (Escape presses it).
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A destructive button (drawn in red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as the views an alert's `actions` builder makes.
    @ViewBuilder var actions: some View {
        if let first = buttons.first { first.view }
        if buttons.count > 1 { buttons[1].view }
    }
}

extension Alert.Button {
    var view: Tessera.Button<Text> {
        let action = self.action
        return Tessera.Button(role: role, action: { action?() }, label: { label })
    }
}

extension View {
    /// Shows `content()`'s alert while `isPresented` is true (SwiftUI 1's
    /// `alert(isPresented:content:)`).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented, actions: { alert.actions },
                          message: { if let message = alert.message { message } })
    }

    /// Shows the alert `content` makes for `item` while it is not nil; closing the alert sets
    /// it to nil (SwiftUI 1's `alert(item:content:)`).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding<Bool>(get: { item.wrappedValue != nil },
                                  set: { if !$0 { item.wrappedValue = nil } })
        return self.alert(alert?.title ?? Text(""), isPresented: shown, actions: { if let alert { alert.actions } },
                          message: { if let message = alert?.message { message } })
    }
}
