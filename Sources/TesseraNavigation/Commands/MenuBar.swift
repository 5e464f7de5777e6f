@_spi(Presentation) import Tessera

/// A window's menu bar, the way SwiftUI's `.commands` shows on a Linux desktop: a row of menu
/// titles at the top of the window (the app menu named after the app, File, Edit, View, the
/// app's own ``CommandMenu``s, Window, Help; menus without rows are left out), each opening its
/// rows as a ``Menu`` does, with the rows' keyboard shortcuts beside them.
///
/// The shortcuts of the rows work while the menus are closed, from anywhere in the window,
/// unless a focused control takes the key first (as `keyboardShortcut` on a button does), and
/// not for a row that is `disabled`. The commands are made again whenever what they read
/// changes (`.dynamic` entries: a scene's `.commands { }`), in the window's focused values
/// (``FocusedValue``). Keys: F10 opens the first menu; while a menu is open, Left and Right
/// open the neighbouring menu and Escape closes it.
public struct MenuBar: View {
    let appName: String
    let standardRows: [CommandGroupPlacement: [AnyView]]
    let commands: [CommandEntry]
    let focus: FocusedValuesStore?
    @State private var openMenu: Int?
    @Environment(\.colorScheme) private var colorScheme

    /// A menu bar for an app called `appName`: `standardRows` are the rows the app puts in the
    /// standard groups (such as "New Window" in `.newItem`, "Settings…" in `.appSettings`),
    /// `commands` the app's own, which add to or replace them (``CommandGroup``) or make menus
    /// of their own (``CommandMenu``); `focus` holds the window's focused values.
    public init(appName: String, standardRows: [CommandGroupPlacement: [AnyView]], commands: [CommandEntry],
                focus: FocusedValuesStore? = nil) {
        self.appName = appName; self.standardRows = standardRows; self.commands = commands; self.focus = focus
    }

    var menus: [MenuBarMenu] {
        MenuBarMenu.assemble(appName: appName, standardRows: standardRows, entries: CommandEntry.resolve(commands, focus: focus))
    }

    /// The menu titles, in order (for tests and the accessibility tree).
    public var menuTitles: [String] { menus.map(\.title) }

    public var body: some View {
        let menus = self.menus
        let open = $openMenu
        let shortcuts = menus.flatMap { $0.shortcuts }
        HStack(spacing: 0) {
            ForEach(menus.indices, id: \.self) { i in
                MenuBarTitle(menu: menus[i], isOpen: openMenu == i,
                             setOpen: { open.wrappedValue = $0 ? i : (open.wrappedValue == i ? nil : open.wrappedValue) })
                    .id("menubar-\(menus[i].title)")
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
        .frame(height: 28)
        .frame(maxWidth: .infinity)
        .background(NavigationColors.bar(colorScheme))
        .overlay(alignment: .bottom) { NavigationColors.separator(colorScheme).frame(height: 1) }
        .accessibilityAttributes { $0.role = .menuBar }
        .onKeyPress { press in
            if press.matches("F10"), !press.control, !press.alt, !press.shift {
                open.wrappedValue = open.wrappedValue == nil ? 0 : nil
                return .handled
            }
            if let current = open.wrappedValue, !menus.isEmpty, press.matches("Left") || press.matches("Right") {
                let step = press.matches("Left") ? menus.count - 1 : 1
                open.wrappedValue = (current + step) % menus.count
                return .handled
            }
            for (shortcut, action) in shortcuts where shortcut.matches(press) {
                open.wrappedValue = nil
                action()
                return .handled
            }
            return .ignored
        }
    }
}

/// One title of the menu bar and its pop-up. `isOpen` is a plain value (not a binding into
/// the bar's state), so the title is evaluated again in the same update that opens or closes
/// it: its highlight and its pop-up change in the same frame.
struct MenuBarTitle: View {
    let menu: MenuBarMenu
    let isOpen: Bool
    let setOpen: (Bool) -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let isOpen = self.isOpen, setOpen = self.setOpen
        let open = Binding(get: { isOpen }, set: setOpen)
        Button { setOpen(!isOpen) } label: {
            Text(menu.title).foregroundColor(.primary).padding(.horizontal, 8).padding(.vertical, 3)
                .background(isOpen ? NavigationColors.separator(colorScheme) : Color.clear)
                .clipShape(RoundedRectangle(cornerRadius: 5))
        }
        .buttonStyle(.borderless)
        .menuPopup(isPresented: open) {
            MenuList(views: menu.rows, close: { open.wrappedValue = false })
        }
    }
}

/// A menu of the menu bar: its title, its rows, and the shortcuts of its button rows.
struct MenuBarMenu {
    let title: String
    let rows: [any View]

    /// The keyboard shortcuts of the button rows that are not disabled, with their actions.
    var shortcuts: [(KeyboardShortcut, () -> Void)] {
        rows.compactMap { row in
            guard !_ViewList.isDisabled(row), let shortcut = KeyboardShortcutModifier.shortcut(of: row),
                  let button = _ViewList.unmodified(row) as? any _ButtonParts else { return nil }
            return (shortcut, button._action)
        }
    }

    /// The menus of a menu bar: each standard menu's groups in order (a group's rows are its
    /// `before` entries, its replacement or standard rows, its `after` entries; groups apart
    /// by a divider), the app's own menus after View; empty menus are left out.
    static func assemble(appName: String, standardRows: [CommandGroupPlacement: [AnyView]], entries: [CommandEntry]) -> [MenuBarMenu] {
        func rows(_ placement: CommandGroupPlacement) -> [any View] {
            func pieces(_ match: (CommandEntry.Target) -> Bool) -> [any View] {
                entries.filter { match($0.target) }.flatMap { _ViewList.flatten($0.content) }
            }
            let replacement = entries.last { $0.target == .replacing(placement) }
            let middle = replacement.map { _ViewList.flatten($0.content) } ?? standardRows[placement].map { $0.flatMap { _ViewList.flatten($0) } } ?? []
            return pieces { $0 == .before(placement) } + middle + pieces { $0 == .after(placement) }
        }
        func standard(_ menu: StandardMenu) -> MenuBarMenu? {
            var result: [any View] = []
            for placement in CommandGroupPlacement.all where placement.menu == menu {
                let group = rows(placement)
                guard !group.isEmpty else { continue }
                if !result.isEmpty { result.append(Divider()) }
                result += group
            }
            return result.isEmpty ? nil : MenuBarMenu(title: menu == .app ? appName : menu.title, rows: result)
        }
        var custom: [MenuBarMenu] = []
        for entry in entries {
            guard case .menu(let title) = entry.target else { continue }
            let rows = _ViewList.flatten(entry.content)
            if let i = custom.firstIndex(where: { $0.title == title }) {
                custom[i] = MenuBarMenu(title: title, rows: custom[i].rows + rows)
            } else {
                custom.append(MenuBarMenu(title: title, rows: rows))
            }
        }
        let head = [StandardMenu.app, .file, .edit, .view].compactMap(standard)
        let tail = [StandardMenu.window, .help].compactMap(standard)
        return head + custom + tail
    }
}
