import Tessera
import TesseraNavigation

/// The look of a `NavigationSplitView`, SwiftUI's `NavigationSplitViewStyle`: `.automatic`,
/// `.balanced` (iPad: the detail column shrinks to make room for the sidebar) and
/// `.prominentDetail` (iPad: the sidebar floats over the detail). A desktop window always shows
/// its columns side by side, each at its width, which is `.balanced`; every style is accepted and
/// draws that way (Compatibility article).
public protocol NavigationSplitViewStyle {}

/// The platform's split view look (side by side on the desktop).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Columns side by side, the detail narrowed to make room: the desktop's look.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// iPad's sidebar over a full-width detail; side by side on the desktop.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the split view look (`.navigationSplitViewStyle(.balanced)`); see
    /// ``NavigationSplitViewStyle`` for how each draws on the desktop.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
