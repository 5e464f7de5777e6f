@_spi(Presentation) import Tessera

/// A set of menu-bar commands, like SwiftUI's `Commands`: what a scene's `.commands { }`
/// modifier takes (``CommandMenu``, ``CommandGroup``, or a type of your own whose `body` is
/// made of them). Tessera draws the commands as a menu bar at the top of each window
/// (``MenuBar``), and their keyboard shortcuts work anywhere in the window.
///
/// The menu bar makes the commands again whenever what they read changes (an `@Observable`
/// model, a ``FocusedValue``), so `.disabled(model.isEmpty)` on a row greys it out and stops
/// its shortcut while it holds.
public protocol Commands {
    /// The commands this one is made of (``CommandMenu`` and ``CommandGroup`` have none).
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
    /// The command entries this value contributes, in order (by default its body's).
    var _commandEntries: [CommandEntry] { get }
}

extension Commands {
    public var _commandEntries: [CommandEntry] { body._commandEntries }
}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}

extension Never: Commands {
    public var _commandEntries: [CommandEntry] { [] }
}

/// One contribution to the menu bar: a new menu, or rows replacing or joining a standard group.
public struct CommandEntry {
    /// Where the rows go.
    public enum Target: Equatable {
        /// A menu of its own, titled so (after the standard File and Edit menus).
        case menu(String)
        /// Instead of the standard group's rows.
        case replacing(CommandGroupPlacement)
        /// Before the standard group's rows.
        case before(CommandGroupPlacement)
        /// After the standard group's rows.
        case after(CommandGroupPlacement)
        /// Entries made anew each time the menu bar is evaluated (``CommandEntry/dynamic(_:)``).
        case dynamic
    }
    public let target: Target
    /// The rows (buttons, dividers, toggles, nested menus), as a menu's content.
    public let content: AnyView
    /// What a `.dynamic` entry stands for.
    let make: (() -> [CommandEntry])?

    public init(target: Target, content: AnyView) { self.target = target; self.content = content; make = nil }

    /// Entries `make` gives each time the menu bar is evaluated (what a scene's `.commands { }`
    /// keeps): the menu bar follows what they read.
    public static func dynamic(_ make: @escaping () -> [CommandEntry]) -> CommandEntry {
        CommandEntry(target: .dynamic, make: make)
    }
    private init(target: Target, make: @escaping () -> [CommandEntry]) { self.target = target; content = AnyView(EmptyView()); self.make = make }

    /// `entries` with the dynamic ones made (in the focused values of `focus`, read by
    /// ``FocusedValue``): what a menu bar shows now.
    public static func resolve(_ entries: [CommandEntry], focus: FocusedValuesStore?) -> [CommandEntry] {
        FocusedValuesStore.$current.withValue(focus) {
            entries.flatMap { e -> [CommandEntry] in
                guard let make = e.make else { return [e] }
                return resolve(make(), focus: focus)
            }
        }
    }
}

/// A menu of its own in the menu bar, like SwiftUI's `CommandMenu("Mailbox") { ... }`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: String
    let content: Content
    public init(_ name: String, @ViewBuilder content: () -> Content) { self.name = name; self.content = content() }
    public var _commandEntries: [CommandEntry] { [CommandEntry(target: .menu(name), content: AnyView(content))] }
}

/// Rows for a standard place of the menu bar, like SwiftUI's `CommandGroup(replacing:)`,
/// `CommandGroup(before:)` and `CommandGroup(after:)`. `CommandGroup(replacing: .newItem) {}`
/// removes the "New Window" row.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let target: CommandEntry.Target
    let content: Content
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        target = .replacing(placement); content = addition()
    }
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        target = .before(placement); content = addition()
    }
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        target = .after(placement); content = addition()
    }
    public var _commandEntries: [CommandEntry] { [CommandEntry(target: target, content: AnyView(content))] }
}

/// The standard places of the menu bar, like SwiftUI's `CommandGroupPlacement`. Each belongs to
/// one standard menu (`menu`): the app menu (named after the app), File, Edit, View, Window
/// or Help.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    /// The standard menu the group sits in.
    let menu: StandardMenu
    init(_ name: String, _ menu: StandardMenu) { self.name = name; self.menu = menu }

    public static let appInfo = CommandGroupPlacement("appInfo", .app)
    public static let appSettings = CommandGroupPlacement("appSettings", .app)
    public static let systemServices = CommandGroupPlacement("systemServices", .app)
    public static let appVisibility = CommandGroupPlacement("appVisibility", .app)
    public static let appTermination = CommandGroupPlacement("appTermination", .app)
    public static let newItem = CommandGroupPlacement("newItem", .file)
    public static let saveItem = CommandGroupPlacement("saveItem", .file)
    public static let importExport = CommandGroupPlacement("importExport", .file)
    public static let printItem = CommandGroupPlacement("printItem", .file)
    public static let undoRedo = CommandGroupPlacement("undoRedo", .edit)
    public static let pasteboard = CommandGroupPlacement("pasteboard", .edit)
    public static let textEditing = CommandGroupPlacement("textEditing", .edit)
    public static let textFormatting = CommandGroupPlacement("textFormatting", .edit)
    public static let toolbar = CommandGroupPlacement("toolbar", .view)
    public static let sidebar = CommandGroupPlacement("sidebar", .view)
    public static let windowSize = CommandGroupPlacement("windowSize", .window)
    public static let windowList = CommandGroupPlacement("windowList", .window)
    public static let singleWindowList = CommandGroupPlacement("singleWindowList", .window)
    public static let windowArrangement = CommandGroupPlacement("windowArrangement", .window)
    public static let help = CommandGroupPlacement("help", .help)

    /// Every placement, in menu-bar order.
    static let all: [CommandGroupPlacement] = [
        .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination, .newItem, .saveItem, .importExport,
        .printItem, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar, .windowSize,
        .windowList, .singleWindowList, .windowArrangement, .help,
    ]
}

/// The menus of the standard menu bar, in order.
enum StandardMenu: Int, CaseIterable, Sendable {
    case app, file, edit, view, window, help
    var title: String {
        switch self {
        case .app: "App"
        case .file: "File"
        case .edit: "Edit"
        case .view: "View"
        case .window: "Window"
        case .help: "Help"
        }
    }
}

/// No commands (an empty `.commands { }`).
public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var _commandEntries: [CommandEntry] { [] }
}

/// Several commands in a row (what ``CommandsBuilder`` makes of a block).
public struct CommandList: Commands {
    public typealias Body = Never
    public let _commandEntries: [CommandEntry]
    init(_ entries: [CommandEntry]) { _commandEntries = entries }
}

/// Builds ``Commands`` from a block, like SwiftUI's `CommandsBuilder` (`if`, `if let` and
/// `#if` work).
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ commands: C) -> CommandList { CommandList(commands._commandEntries) }
    public static func buildBlock(_ parts: CommandList...) -> CommandList { CommandList(parts.flatMap(\._commandEntries)) }
    public static func buildOptional(_ part: CommandList?) -> CommandList { part ?? CommandList([]) }
    public static func buildEither(first: CommandList) -> CommandList { first }
    public static func buildEither(second: CommandList) -> CommandList { second }
    public static func buildArray(_ parts: [CommandList]) -> CommandList { CommandList(parts.flatMap(\._commandEntries)) }
}
