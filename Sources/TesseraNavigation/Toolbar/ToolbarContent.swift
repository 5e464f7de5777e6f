import Tessera

/// Where a toolbar item goes, like SwiftUI's `ToolbarItemPlacement`. On the desktop bar:
/// `.navigation`, `.cancellationAction`, `.topBarLeading` (`.navigationBarLeading`) at the
/// leading edge after the back button; `.principal` in the centre instead of the title;
/// `.automatic`, `.primaryAction`, `.confirmationAction`, `.destructiveAction`,
/// `.secondaryAction`, `.topBarTrailing` (`.navigationBarTrailing`) at the trailing edge;
/// `.bottomBar` and `.status` in a bar under the screen; `.keyboard` is accepted and not shown.
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction
    case confirmationAction, cancellationAction, destructiveAction
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing
    case bottomBar, status, keyboard

    /// The bar region the placement maps to.
    var region: ToolbarRegion {
        switch self {
        case .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
        case .principal: .principal
        case .bottomBar, .status: .bottom
        case .keyboard: .hidden
        default: .trailing
        }
    }
}

/// The regions of a screen's bars.
enum ToolbarRegion { case leading, principal, trailing, bottom, hidden }

/// One item of a toolbar: its view (nil for a spacer) and where it goes.
public struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var view: AnyView?
}

/// Content of a `.toolbar { }`, like SwiftUI's `ToolbarContent`: ``ToolbarItem``,
/// ``ToolbarItemGroup``, ``ToolbarSpacer``, combined by ``ToolbarContentBuilder``.
public protocol ToolbarContent {
    /// The items, in declaration order (for Tessera's bar).
    var _toolbarEntries: [ToolbarEntry] { get }
}

/// One toolbar item, like SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public var _toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (default `.automatic`: the trailing edge).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (customizable toolbars; the id is accepted).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several items at one placement, like SwiftUI's `ToolbarItemGroup`: each view of the
/// content is an item of its own.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// A group at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var _toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 8) { content }))] }
}

/// Flexible space between toolbar items, like SwiftUI's `ToolbarSpacer`.
public struct ToolbarSpacer: ToolbarContent {
    let placement: ToolbarItemPlacement
    /// A spacer at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic) { self.placement = placement }
    public var _toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: nil)] }
}

/// Several toolbar contents in order (what ``ToolbarContentBuilder`` makes).
public struct ToolbarContentList: ToolbarContent {
    public let _toolbarEntries: [ToolbarEntry]
}

/// Builds toolbar content from items, groups, spacers, `if` and `if`/`else`, like SwiftUI's
/// `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression(_ content: some ToolbarContent) -> ToolbarContentList {
        ToolbarContentList(_toolbarEntries: content._toolbarEntries)
    }
    public static func buildBlock(_ parts: ToolbarContentList...) -> ToolbarContentList {
        ToolbarContentList(_toolbarEntries: parts.flatMap(\._toolbarEntries))
    }
    public static func buildOptional(_ part: ToolbarContentList?) -> ToolbarContentList {
        part ?? ToolbarContentList(_toolbarEntries: [])
    }
    public static func buildEither(first: ToolbarContentList) -> ToolbarContentList { first }
    public static func buildEither(second: ToolbarContentList) -> ToolbarContentList { second }
}
