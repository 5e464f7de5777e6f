@_spi(Presentation) import Tessera

/// A button that opens a menu, like SwiftUI's `Menu`: its content's buttons become rows (a
/// row runs its action and closes the menu), dividers separate them, and other views (a
/// `Toggle`, a `Picker`, a `Section`) are shown as they are; a nested `Menu` is a submenu row
/// that opens beside it by a click or Right (Left closes it; the Navigation article). The menu
/// is a pop-up under the button; a click outside or Escape closes it. With `primaryAction`, a
/// click on the label runs it and the chevron beside it opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isOpen = false

    /// A menu of `content` opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); primaryAction = nil
    }
    /// A menu whose label runs `primaryAction` and whose chevron opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content(); self.label = label(); self.primaryAction = primaryAction
    }

    public var body: some View {
        let open = $isOpen
        HStack(spacing: 4) {
            Button { if let primaryAction { primaryAction() } else { open.wrappedValue = true } } label: {
                HStack(spacing: 4) {
                    label
                    if primaryAction == nil { MenuChevron() }
                }
            }
            if primaryAction != nil {
                Button { open.wrappedValue = true } label: { MenuChevron() }.id("menu-chevron")
            }
        }
        .menuPopup(isPresented: $isOpen) {
            MenuList(views: _ViewList.flatten(content), close: { open.wrappedValue = false })
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu titled `title` whose title runs `primaryAction`.
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

/// A small downward chevron after a menu's label.
struct MenuChevron: View {
    var body: some View {
        ChevronLeft().fill(Color.secondary).frame(width: 5, height: 9).rotationEffect(.degrees(-90))
            .frame(width: 10, height: 10)
    }
}

/// The rows of an open menu: a button's row shows its keyboard shortcut ("Ctrl+N") at the
/// trailing edge, a nested `Menu` is a ``SubmenuRow``. Down and Up move the focus through the
/// button and submenu rows (wrapping; the first press takes the first or last row), Return or
/// Space presses the focused row, Right opens a focused submenu row and Left closes the
/// submenu this list is (``SubmenuRow``).
struct MenuList: View {
    let views: [any View]
    let close: () -> Void
    /// Gives the first row the focus when the list appears (a submenu opened by Right).
    var focusesFirstRow = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.closeEnclosingMenus) private var closeEnclosing
    @Environment(\.closeSubmenu) private var closeSubmenu
    @FocusState private var focusedRow: Int?

    var body: some View {
        let views = self.views
        let close = self.close, closeEnclosing = self.closeEnclosing, closeSubmenu = self.closeSubmenu
        let rows = views.indices.filter { Self.isFocusableRow(views[$0]) }
        let focus = $focusedRow, current = focusedRow, focusesFirstRow = self.focusesFirstRow
        VStack(alignment: .leading, spacing: 2) {
            ForEach(views.indices, id: \.self) { i in row(views[i]).focused(focus, equals: i) }
        }
        .onKeyPress { press in
            guard Self.isPlain(press) else { return .ignored }
            if press.matches("Left"), let closeSubmenu {
                closeSubmenu.close()
                return .handled
            }
            guard !rows.isEmpty, press.matches("Down") || press.matches("Up") else { return .ignored }
            focus.wrappedValue = Self.step(from: current, down: press.matches("Down"), rows: rows)
            return .handled
        }
        .onAppear { if focusesFirstRow { focus.wrappedValue = rows.first } }
        .padding(6)
        .frame(minWidth: 160)
        .background(NavigationColors.panel(colorScheme))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(NavigationColors.separator(colorScheme), lineWidth: 1))
        // A row of a nested menu closes the whole chain; a list inside this one is not this submenu.
        .environment(\.closeEnclosingMenus, MenuCloser { close(); closeEnclosing.close() })
        .environment(\.closeSubmenu, nil)
    }

    /// Whether the key was pressed without modifiers (menus take only plain arrows).
    static func isPlain(_ press: KeyPress) -> Bool { !press.control && !press.alt && !press.command && !press.shift }

    /// Whether `view` is a row Up and Down move to: an enabled button or a nested menu.
    static func isFocusableRow(_ view: any View) -> Bool {
        let plain = _ViewList.unmodified(view)
        return (plain is any _ButtonParts || plain is any SubmenuSource) && !_ViewList.isDisabled(view)
    }

    /// The row Down or Up moves the focus to from `current` among `rows` (wrapping).
    static func step(from current: Int?, down: Bool, rows: [Int]) -> Int? {
        guard let current, let at = rows.firstIndex(of: current) else { return down ? rows.first : rows.last }
        return rows[(at + (down ? 1 : rows.count - 1)) % rows.count]
    }

    private func row(_ view: any View) -> AnyView {
        if let submenu = _ViewList.unmodified(view) as? any SubmenuSource {
            let row = SubmenuRow(label: submenu.submenuLabel, items: submenu.submenuItems)
            if let id = _ViewList.explicitID(of: view) { return AnyView(row.id(id)) }
            return AnyView(row)
        }
        guard let button = _ViewList.unmodified(view) as? any _ButtonParts else { return AnyView(erasing: view) }
        let close = self.close, closeEnclosing = self.closeEnclosing, action = button._action
        let shortcut = KeyboardShortcutModifier.shortcut(of: view)
        let row = Button(role: button._role, action: { close(); closeEnclosing.close(); action() }) {
            HStack(spacing: 16) {
                // Rows read as menu items, not links: primary text, red for destructive ones.
                button._label.foregroundColor(button._role == .destructive ? Color._destructive : .primary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if let shortcut { Text(shortcut.label).foregroundColor(.secondary) }
            }
            .padding(.horizontal, 8).padding(.vertical, 3)
        }
        .buttonStyle(.borderless)
        // The row keeps the `.id` its button was given (tests and event files click rows by it).
        if let id = _ViewList.explicitID(of: view) { return AnyView(row.id(id)) }
        return AnyView(row)
    }
}

/// Closes the menus around a nested menu (a row closes every menu it is in).
struct MenuCloser {
    let close: () -> Void
}

struct CloseEnclosingMenusKey: EnvironmentKey {
    static var defaultValue: MenuCloser { MenuCloser {} }
}

extension EnvironmentValues {
    var closeEnclosingMenus: MenuCloser {
        get { self[CloseEnclosingMenusKey.self] }
        set { self[CloseEnclosingMenusKey.self] = newValue }
    }
}
