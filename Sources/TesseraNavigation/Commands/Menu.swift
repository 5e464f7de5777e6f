@_spi(Presentation) import Tessera

/// A button that opens a menu, like SwiftUI's `Menu`: its content's buttons become rows (a
/// row runs its action and closes the menu), dividers separate them, and other views (a
/// `Toggle`, a `Picker`, a nested `Menu`, a `Section`) are shown as they are. The menu is a
/// pop-up under the button; a click outside or Escape closes it. With `primaryAction`, a click
/// on the label runs it and the chevron beside it opens the menu.
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
        .popover(isPresented: $isOpen) {
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
/// trailing edge. Down and Up move the focus through the button rows (wrapping; the first
/// press takes the first or last row), Return or Space presses the focused row.
struct MenuList: View {
    let views: [any View]
    let close: () -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.closeEnclosingMenus) private var closeEnclosing
    @FocusState private var focusedRow: Int?

    var body: some View {
        let views = self.views
        let close = self.close, closeEnclosing = self.closeEnclosing
        let buttonRows = views.indices.filter { _ViewList.unmodified(views[$0]) is any _ButtonParts && !_ViewList.isDisabled(views[$0]) }
        let focus = $focusedRow, current = focusedRow
        VStack(alignment: .leading, spacing: 2) {
            ForEach(views.indices, id: \.self) { i in row(views[i]).focused(focus, equals: i) }
        }
        .onKeyPress { press in
            guard !buttonRows.isEmpty, !press.control, !press.alt, !press.command, !press.shift,
                  press.matches("Down") || press.matches("Up") else { return .ignored }
            focus.wrappedValue = Self.step(from: current, down: press.matches("Down"), rows: buttonRows)
            return .handled
        }
        .padding(6)
        .frame(minWidth: 160)
        .background(NavigationColors.panel(colorScheme))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(NavigationColors.separator(colorScheme), lineWidth: 1))
        // A row of a nested menu closes the whole chain.
        .environment(\.closeEnclosingMenus, MenuCloser { close(); closeEnclosing.close() })
    }

    /// The row Down or Up moves the focus to from `current` among `rows` (wrapping).
    static func step(from current: Int?, down: Bool, rows: [Int]) -> Int? {
        guard let current, let at = rows.firstIndex(of: current) else { return down ? rows.first : rows.last }
        return rows[(at + (down ? 1 : rows.count - 1)) % rows.count]
    }

    private func row(_ view: any View) -> AnyView {
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
