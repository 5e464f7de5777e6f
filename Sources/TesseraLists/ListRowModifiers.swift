@_spi(Presentation) import Tessera
@_spi(Presentation) import TesseraNavigation

/// The row settings a list reads from its rows' modifiers (SwiftUI's `listRowInsets(_:)`,
/// `listRowBackground(_:)`, `listRowSeparator(_:edges:)`), found on the row's own modifier
/// chain (the view written in the list's content or `ForEach` closure).
struct ListRowSettings {
    var insets: EdgeInsets?
    var background: AnyView?
    var separatorHidden = false
    var badge: Text?
    var swipeActions: AnyView?
}

/// `listRowInsets(_:)`: the row's content insets inside its band (nil: the style's).
struct ListRowInsetsModifier: ViewModifier {
    let insets: EdgeInsets?
    func body(content: Content) -> some View { content }
}

/// `listRowBackground(_:)`: what is drawn behind the row instead of the style's band colour.
struct ListRowBackgroundModifier: ViewModifier {
    let background: AnyView?
    func body(content: Content) -> some View { content }
}

/// `listRowSeparator(_:edges:)`.
struct ListRowSeparatorModifier: ViewModifier {
    let visibility: Visibility
    func body(content: Content) -> some View { content }
}

/// Whether a view part is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// The insets of this row's content inside its list row (SwiftUI's `listRowInsets(_:)`).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(ListRowInsetsModifier(insets: insets)) }
    /// What is drawn behind this list row (SwiftUI's `listRowBackground(_:)`).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }
    /// Whether this list row's separators show (SwiftUI's `listRowSeparator(_:edges:)`; both
    /// edges are treated alike: a row draws only its bottom separator).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorModifier(visibility: visibility))
    }
}

/// The edges `listRowSeparator(_:edges:)` names.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension ListRowSettings {
    /// The settings on `row`'s modifier chain.
    init(reading row: any View) {
        for m in _ViewList.modifiers(of: openedView(row)) {
            switch m {
            case let i as ListRowInsetsModifier: if insets == nil { insets = i.insets }
            case let b as ListRowBackgroundModifier: if background == nil { background = b.background }
            case let s as ListRowSeparatorModifier: separatorHidden = s.visibility == .hidden
            case let b as BadgeModifier: badge = b.badge
            case let a as SwipeActionsModifier: swipeActions = a.actions
            default: break
            }
        }
    }
}

/// `view` with any `AnyView` around it opened (a row handed over type-erased still shows its
/// modifiers).
func openedView(_ view: any View) -> any View {
    let parts = _ViewList.flatten(view)
    return parts.count == 1 ? parts[0] : view
}
