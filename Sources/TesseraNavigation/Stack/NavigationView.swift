@_spi(Presentation) import Tessera

/// SwiftUI's older `NavigationView`, mapped as SwiftUI maps it with the stack style
/// (`.navigationViewStyle(.stack)`): a ``NavigationStack`` around its content. Links inside
/// push (`NavigationLink(destination:)`), titles and the back button behave as in the stack.
/// With several child views (SwiftUI's column style), the first is the stack's root and the
/// others are not shown.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view around `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        NavigationStack { FirstView(content: content) }
    }
}

/// The first view of a builder's content (a `NavigationView`'s root).
struct FirstView<Content: View>: View {
    let content: Content
    var body: some View { firstView(of: content) }
}

/// Styles `navigationViewStyle(_:)` accepts (every one is shown as a stack).
public protocol NavigationViewStyle {}
/// The stack style (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The column style (`.columns`; shown as a stack here).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The default style (`.automatic`).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { Self() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }

extension View {
    /// Accepted: a `NavigationView` is always shown as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}


/// The first of the views `content` is made of.
func firstView(of content: some View) -> AnyView {
    _ViewList.flatten(content).first.map { AnyView(erasing: $0) } ?? AnyView(EmptyView())
}
