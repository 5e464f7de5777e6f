@_spi(Presentation) import Tessera

/// How a ``TabView`` shows its tabs, like SwiftUI's `TabViewStyle`: the tab bar (`.automatic`)
/// or pages (`.page`), one tab filling the view with a row of dots at the bottom marking the
/// current page. A page view changes page with a horizontal drag further than a fifth of its
/// width, the Left and Right arrow keys, a click on a dot, or its selection
/// binding; the change is not animated.
public protocol TabViewStyle: Sendable {
    var _kind: TabViewStyleKind { get }
}

/// The looks of ``TabViewStyle`` (its implementation detail).
public enum TabViewStyleKind: Sendable, Hashable {
    case tabBar
    case page(showsIndex: Bool)
}

/// The tab bar (SwiftUI's `.automatic`, `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages with an index of dots, SwiftUI's `PageTabViewStyle` (`.page`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the dots are shown.
    public struct IndexDisplayMode: Sendable, Hashable {
        let shows: Bool
        /// Shown (the default).
        public static let automatic = IndexDisplayMode(shows: true)
        /// Shown.
        public static let always = IndexDisplayMode(shows: true)
        /// Hidden.
        public static let never = IndexDisplayMode(shows: false)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The look of a page view's index, SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {
    var _backgroundShown: Bool { get }
}

/// The page index's look, SwiftUI's `PageIndexViewStyle`: with `.always`, the dots sit on a
/// translucent capsule so they show on any page.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots is drawn.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let shown: Bool
        public static let automatic = BackgroundDisplayMode(shown: false)
        public static let interactive = BackgroundDisplayMode(shown: false)
        public static let always = BackgroundDisplayMode(shown: true)
        public static let never = BackgroundDisplayMode(shown: false)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _backgroundShown: Bool { backgroundDisplayMode.shown }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static var defaultValue: TabViewStyleKind { .tabBar } }
private struct PageIndexBackgroundKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how tab views below show their tabs (SwiftUI's `tabViewStyle(_:)`).
    public func tabViewStyle(_ style: some TabViewStyle) -> some View { environment(\.tabViewStyleKind, style._kind) }
    /// Sets the look of page indexes below (SwiftUI's `indexViewStyle(_:)`).
    public func indexViewStyle(_ style: some IndexViewStyle) -> some View {
        environment(\.pageIndexBackground, style._backgroundShown)
    }
}

/// A page-style ``TabView``'s content: the current tab filling the view, the index dots at
/// the bottom.
struct TabPages: View {
    let tabs: TabEntries
    let current: Int
    let showsIndex: Bool
    let select: (Int) -> Void
    @Environment(\.pageIndexBackground) private var indexBackground
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                ForEach(tabs.items.indices, id: \.self) { i in
                    tabs.items[i].content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(i == current ? 1 : 0)
                        ._inert(i != current)
                }
                if showsIndex && tabs.items.count > 1 { index.padding(.bottom, 12) }
            }
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 12).onEnded { drag in
                if let target = TabPageSwipe.target(drag.translation.width, predicted: drag.predictedEndTranslation.width,
                                                   width: proxy.size.width, current: current, count: tabs.items.count) {
                    select(target)
                }
            })
        }
        .onKeyPress { press in
            guard !press.control, !press.alt, !press.command else { return .ignored }
            if press.matches("Left"), current > 0 { select(current - 1); return .handled }
            if press.matches("Right"), current + 1 < tabs.items.count { select(current + 1); return .handled }
            return .ignored
        }
    }

    private var index: some View {
        let on: Color = colorScheme == .dark || indexBackground ? .white : .primary
        return HStack(spacing: 8) {
            ForEach(tabs.items.indices, id: \.self) { i in
                Circle().fill(on.opacity(i == current ? 1 : 0.35)).frame(width: 8, height: 8)
                    .contentShape(Rectangle().inset(by: -4))
                    .onTapGesture { select(i) }
                    .id("page-dot-\(i)")
            }
        }
        .padding(.horizontal, 10).padding(.vertical, 6)
        .background(Capsule().fill(Color.black.opacity(indexBackground ? 0.25 : 0)))
    }
}

/// Which page a horizontal drag of a page view lands on.
enum TabPageSwipe {
    /// The page after a drag of `dx` points (predicted end `predicted`) over a page `width`
    /// wide: the next or previous page past a fifth of the width, nil otherwise or at an end.
    static func target(_ dx: Double, predicted: Double, width: Double, current: Int, count: Int) -> Int? {
        let threshold = max(width, 1) / 5
        let distance = abs(predicted) > abs(dx) ? predicted : dx
        if distance <= -threshold, current + 1 < count { return current + 1 }
        if distance >= threshold, current > 0 { return current - 1 }
        return nil
    }
}
