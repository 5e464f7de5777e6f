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
///   touch look (iOS's default list style), ``PlatformLook``.
public protocol ListStyle: Sendable {
    /// Which of the built-in looks this is.
    var _kind: _ListStyleKind { get }
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
        environment(\._listStyle, style._kind)
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
