@_spi(Presentation) import Tessera

/// Tabs, like SwiftUI's `TabView`: a bar of tab buttons (each view's `tabItem` label, or a
/// ``Tab``'s title and icon, with its `badge`) over the selected tab's content. Every tab stays
/// in the tree, so each keeps its state while another is shown; hidden tabs draw nothing and
/// take no input. With `selection:`, tabs are chosen by their `tag` (a ``Tab``'s `value`);
/// without, by position. Ctrl+Tab / Ctrl+Shift+Tab select the next / previous tab and
/// Ctrl+1...9 the tab at that position; switching is not animated, as in SwiftUI.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewStyleKind) private var style

    /// Tabs whose selected one is `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }

    public var body: some View {
        let tabs = TabEntries(content)
        let current = currentIndex(tabs)
        let select = { (i: Int) in choose(tabs, i) }
        if case .page(let showsIndex) = style {
            TabPages(tabs: tabs, current: current, showsIndex: showsIndex, select: select)
        } else {
            tabBarBody(tabs, current: current, select: select)
        }
    }

    private func tabBarBody(_ tabs: TabEntries, current: Int, select: @escaping (Int) -> Void) -> some View {
        VStack(spacing: 0) {
            TabBar(tabs: tabs, selected: current, select: select)
            ZStack {
                ForEach(tabs.items.indices, id: \.self) { i in
                    tabs.items[i].content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(i == current ? 1 : 0)
                        ._inert(i != current)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .onKeyPress { press in
            guard let target = TabKeys.target(press, current: current, count: tabs.items.count) else { return .ignored }
            select(target)
            return .handled
        }
    }

    private func currentIndex(_ tabs: TabEntries) -> Int {
        if let selection {
            return tabs.items.firstIndex { ($0.tag?.base as? SelectionValue) == selection.wrappedValue } ?? 0
        }
        return ownSelection.flatMap { s in tabs.items.firstIndex { $0.tag == s } } ?? 0
    }

    private func choose(_ tabs: TabEntries, _ i: Int) {
        guard tabs.items.indices.contains(i) else { return }
        if let selection {
            if let value = tabs.items[i].tag?.base as? SelectionValue { selection.wrappedValue = value }
        } else {
            ownSelection = tabs.items[i].tag
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs selected by position (the first at the start).
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil; self.content = content()
    }
}

/// The keys that switch tabs.
enum TabKeys {
    /// The tab `press` selects, if it is a tab key: Ctrl+Tab (next, wrapping), Ctrl+Shift+Tab
    /// (previous), Ctrl+1...9 (that position; 9 the last, as browsers do).
    static func target(_ press: KeyPress, current: Int, count: Int) -> Int? {
        guard count > 0, press.control || press.command, !press.alt else { return nil }
        if press.matches("Tab") { return (current + (press.shift ? count - 1 : 1)) % count }
        guard !press.shift, let n = Int(press.key), (1...9).contains(n) else { return nil }
        if n == 9 { return count - 1 }
        return n <= count ? n - 1 : nil
    }
}

/// A tab view's tabs, read from its content.
struct TabEntries {
    struct Entry {
        var tag: AnyHashable?
        var label: AnyView
        var badge: Text?
        var content: AnyView
    }
    var items: [Entry] = []

    init(_ content: some View) {
        for (index, tagged) in _ViewList.taggedViews(content).enumerated() {
            let view = tagged.view
            var entry = Entry(tag: tagged.tag ?? AnyHashable(index), label: AnyView(Text("Tab \(index + 1)")), badge: nil, content: view)
            let inner = _ViewList.flatten(view).first ?? view
            if let tab = _ViewList.unmodified(inner) as? any TabDescribing {
                entry.label = AnyView(TabLabel(title: tab.tabTitle, systemImage: tab.tabImage))
                entry.tag = tab.tabValue ?? tagged.tag ?? AnyHashable(index)
                entry.content = tab.tabContent
            }
            for m in _ViewList.modifiers(of: inner) {
                if let item = m as? any TabItemLabel { entry.label = item.tabLabel }
                if let badge = m as? BadgeModifier { entry.badge = badge.badge }
            }
            items.append(entry)
        }
    }
}

/// A tab button's title with its icon.
struct TabLabel: View {
    let title: String
    let systemImage: String?
    var body: some View {
        if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
    }
}

protocol TabItemLabel { var tabLabel: AnyView { get } }
extension TabItemModifier: TabItemLabel { var tabLabel: AnyView { AnyView(label) } }
