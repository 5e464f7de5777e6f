import Tessera

/// The look of a ``List`` (SwiftUI's `ListStyle`): `.plain`, `.inset`, `.grouped`,
/// `.insetGrouped`, `.sidebar`, `.automatic`. Set with `listStyle(_:)`.
///
/// - `plain`: rows edge to edge on the window's background, separators inset on the leading side.
/// - `inset`: as plain with the rows inset from the list's edges.
/// - `grouped`: sections on a grouped background, their rows in full-width bands.
/// - `insetGrouped`: sections as rounded cards inset from the edges (iOS settings).
/// - `sidebar`: no separators, the selection a rounded tinted band (macOS sidebars).
/// - `automatic`: `inset` in the desktop look (macOS lists are inset), `insetGrouped` in the
///   touch look (iOS's default list style), `PlatformLook`.
///
/// A style of your own draws each row with `makeBody(configuration:)`, given the row's content
/// and where it is (``ListStyleConfiguration``); the list keeps the rest (scrolling, lazy rows,
/// selection by click and keys, swipe actions, reorder, section headers and footers, which take
/// the look of `_kind`, `.plain` unless the style says otherwise). SwiftUI's `ListStyle` has no
/// public requirements, so this is a Tessera addition (the ListsAndForms article):
///
/// ```swift
/// struct CardRows: ListStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.content
///             .padding(10)
///             .background(RoundedRectangle(cornerRadius: 8)
///                 .fill(configuration.isSelected ? Color.accentColor.opacity(0.3) : Color.gray.opacity(0.15)))
///             .padding(.horizontal, 12).padding(.vertical, 3)
///     }
/// }
/// ```
public protocol ListStyle: Sendable {
    /// A custom style's row (`Never` for the built-in looks, which the list draws itself).
    associatedtype Body: View = Never
    typealias Configuration = ListStyleConfiguration
    /// Which of the built-in looks this is (a custom style: the look of its section headers,
    /// footers and background; `.plain` unless it says otherwise).
    var _kind: _ListStyleKind { get }
    /// A row as a custom style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ListStyle {
    public var _kind: _ListStyleKind { .plain }
}

extension ListStyle where Body == Never {
    /// The built-in looks draw their rows themselves; this is never called.
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in list style: the list draws its rows")
    }
}

/// What a custom ``ListStyle`` is given for one row: its content (the row's views, with its
/// badge), whether it is selected, and where it is in its section.
public struct ListStyleConfiguration {
    /// The row's views.
    public let content: AnyView
    /// Whether the row is in the list's selection.
    public let isSelected: Bool
    /// Whether the row is its section's first, and its last.
    public let isFirstInSection: Bool
    public let isLastInSection: Bool
}

/// A custom list style in the environment: its type and description stand for it in
/// comparisons (two environments with the same style compare equal).
struct CustomListRowStyle: Equatable {
    let type: ObjectIdentifier
    let identity: String
    let make: (ListStyleConfiguration) -> AnyView

    /// The custom row style of `style`, nil for the built-in looks.
    init?<S: ListStyle>(_ style: S) {
        guard S.Body.self != Never.self else { return nil }
        type = ObjectIdentifier(S.self)
        identity = String(describing: style)
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
    static func == (a: Self, b: Self) -> Bool { a.type == b.type && a.identity == b.identity }
}

struct CustomListRowStyleKey: EnvironmentKey {
    static var defaultValue: CustomListRowStyle? { nil }
}

extension EnvironmentValues {
    /// The custom row style set by `listStyle(_:)` (nil: a built-in look).
    var customListRowStyle: CustomListRowStyle? {
        get { self[CustomListRowStyleKey.self] }
        set { self[CustomListRowStyleKey.self] = newValue }
    }
}

/// The built-in list looks.
public enum _ListStyleKind: Hashable, Sendable {
    case automatic, plain, inset, grouped, insetGrouped, sidebar
}

public struct AutomaticListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .automatic } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .inset } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .grouped } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .insetGrouped } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: _ListStyleKind { .sidebar } }

extension ListStyle where Self == AutomaticListStyle { public static var automatic: AutomaticListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

struct ListStyleKey: EnvironmentKey {
    static let defaultValue: _ListStyleKind = .automatic
}

extension EnvironmentValues {
    /// The list style set by `listStyle(_:)` for the lists below.
    public var _listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the lists in this view (SwiftUI's `listStyle(_:)`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\._listStyle, style._kind).environment(\.customListRowStyle, CustomListRowStyle(style))
    }
}

extension _ListStyleKind {
    /// The style a list draws with in `look`: `automatic` is `.inset` on the desktop and
    /// `.insetGrouped` on touch.
    func resolved(for look: PlatformLook) -> _ListStyleKind {
        guard self == .automatic else { return self }
        return look == .desktop ? .inset : .insetGrouped
    }
    /// Whether sections are drawn as groups on a grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Whether sections are rounded cards inset from the edges.
    var roundsSections: Bool { self == .insetGrouped }
    /// The horizontal inset of the rows' band from the list's edges.
    var bandInset: Double {
        switch self {
        case .insetGrouped: 16
        case .inset, .sidebar, .automatic: 10
        case .plain, .grouped: 0
        }
    }
    /// Whether rows are separated by lines.
    var drawsSeparators: Bool { self != .sidebar }
}
