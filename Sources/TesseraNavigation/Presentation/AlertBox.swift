@_spi(Presentation) import Tessera

/// One button of an alert or dialog, read from the `actions` builder.
struct AlertAction {
    let role: ButtonRole?
    let action: () -> Void
    let label: AnyView
}

/// The buttons and other views of an alert's `actions`, and which button Escape and Return
/// press: Escape the `.cancel` button (else just closes), Return the first button without a
/// role (else the cancel button: Return never presses a destructive button on its own). With
/// no buttons, an alert has one "OK" button, as in SwiftUI.
struct AlertActions {
    var buttons: [AlertAction] = []
    var others: [AnyView] = []
    /// Whether the buttons stand in a column whatever their number (dialogs).
    var forcesColumn = false

    init(_ actions: any View, defaultOK: Bool) {
        for view in _ViewList.flatten(actions) {
            if let b = view as? any _ButtonParts { buttons.append(AlertAction(role: b._role, action: b._action, label: b._label)) }
            else { others.append(AnyView(erasing: view)) }
        }
        if buttons.isEmpty, defaultOK { buttons = [AlertAction(role: .cancel, action: {}, label: AnyView(Text("OK")))] }
    }

    var cancel: AlertAction? { buttons.first { $0.role == .cancel } }
    var defaultAction: AlertAction? { buttons.first { $0.role == nil } ?? cancel }
    /// The buttons in the order shown: the cancel button last for a column, first for a row
    /// of two (SwiftUI's alert puts Cancel on the leading side).
    var ordered: [AlertAction] {
        let rest = buttons.filter { $0.role != .cancel }
        guard let cancel else { return rest }
        return buttons.count <= 2 && !forcesColumn ? [cancel] + rest : rest + [cancel]
    }
}

/// The box of an alert or confirmation dialog: title, message, the actions' other views, then
/// the buttons (a row for two or fewer, a column for more); every button closes it after its
/// action; the default button is prominent. Return presses the default button.
struct AlertBox: View {
    let title: Text?
    let message: AnyView?
    let actions: AlertActions
    let close: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let close = self.close, actions = self.actions, ordered = actions.ordered
        let defaultIndex = ordered.firstIndex { $0.role == actions.defaultAction?.role && $0.role == nil }
        VStack(spacing: 10) {
            if let title { title.font(.headline).foregroundColor(.primary).multilineTextAlignment(.center) }
            if let message { message.font(.footnote).foregroundColor(.secondary).multilineTextAlignment(.center) }
            ForEach(actions.others.indices, id: \.self) { i in actions.others[i] }
            buttons(ordered, defaultIndex: defaultIndex, close: close)
                .padding(.top, 6)
        }
        .padding(20)
        .frame(width: 300)
        .accessibilityAttributes { a in
            a.role = actions.forcesColumn ? .dialog : .alert
            if let title { a.label = title.string }
        }
        .background(NavigationColors.panel(colorScheme))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(NavigationColors.separator(colorScheme), lineWidth: 1))
        .onKeyPress { press in
            guard press.matches("Return") || press.matches("Keypad Enter"), let action = actions.defaultAction else { return .ignored }
            action.action(); close()
            return .handled
        }
    }

    @ViewBuilder
    private func buttons(_ list: [AlertAction], defaultIndex: Int?, close: @escaping () -> Void) -> some View {
        if list.count <= 2 && !actions.forcesColumn {
            HStack(spacing: 8) {
                ForEach(list.indices, id: \.self) { i in button(list[i], prominent: i == defaultIndex, close: close) }
            }
        } else {
            VStack(spacing: 6) {
                ForEach(list.indices, id: \.self) { i in button(list[i], prominent: i == defaultIndex, close: close) }
            }
        }
    }

    @ViewBuilder
    private func button(_ a: AlertAction, prominent: Bool, close: @escaping () -> Void) -> some View {
        let b = Button(role: a.role, action: { a.action(); close() }) { a.label.frame(maxWidth: .infinity) }
        if prominent { b.buttonStyle(.borderedProminent) } else { b.buttonStyle(.bordered) }
    }
}
