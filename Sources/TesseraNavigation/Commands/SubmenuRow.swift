@_spi(Presentation) import Tessera

/// What an open menu needs of a nested `Menu` to show it as a submenu row.
protocol SubmenuSource {
    var submenuLabel: AnyView { get }
    var submenuItems: [any View] { get }
}

extension Menu: SubmenuSource {
    var submenuLabel: AnyView { AnyView(erasing: label) }
    var submenuItems: [any View] { _ViewList.flatten(content) }
}

/// A nested `Menu` in an open menu, as macOS shows one: its label and a trailing chevron. A
/// click, or Right while the row has the focus, opens its menu beside the row (trailing side,
/// aligned with the row's top, on the leading side when the window has no room); opened by the
/// keyboard, its first row takes the focus. Left inside it, Escape or a click outside closes it,
/// and the focus goes back to the row. A row chosen in it closes every menu around it.
struct SubmenuRow: View {
    let label: AnyView
    let items: [any View]
    @State private var isOpen = false
    @State private var openedByKey = false
    @FocusState private var rowFocused: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let open = $isOpen, byKey = $openedByKey, focused = rowFocused, focus = $rowFocused
        Button { byKey.wrappedValue = false; open.wrappedValue.toggle() } label: {
            HStack(spacing: 16) {
                label.foregroundColor(.primary).frame(maxWidth: .infinity, alignment: .leading)
                ChevronLeft().fill(Color.secondary).frame(width: 5, height: 9).rotationEffect(.degrees(180))
            }
            .padding(.horizontal, 8).padding(.vertical, 3)
        }
        .buttonStyle(.borderless)
        .focused($rowFocused)
        .onKeyPress { press in
            guard focused, !open.wrappedValue, MenuList.isPlain(press), press.matches("Right") else { return .ignored }
            byKey.wrappedValue = true
            open.wrappedValue = true
            return .handled
        }
        ._placedPopup(isPresented: $isOpen, placement: PopupPlacement(edge: .trailing, gap: 2, alignsStart: true),
                      onDismissRequest: { open.wrappedValue = false }) {
            MenuList(views: items, close: { open.wrappedValue = false }, focusesFirstRow: openedByKey)
                .environment(\.closeSubmenu, MenuCloser { open.wrappedValue = false; focus.wrappedValue = true })
        }
    }
}

struct CloseSubmenuKey: EnvironmentKey {
    static var defaultValue: MenuCloser? { nil }
}

extension EnvironmentValues {
    /// Closes the submenu a menu list is (nil: the list is not a submenu); Left calls it.
    var closeSubmenu: MenuCloser? {
        get { self[CloseSubmenuKey.self] }
        set { self[CloseSubmenuKey.self] = newValue }
    }
}
