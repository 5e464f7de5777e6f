import Tessera

/// Two or three columns side by side, like SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and the detail column, each a navigation root of its own (its
/// title, toolbar and pushed screens, as in SwiftUI's columns). `columnVisibility` chooses the
/// columns shown; the sidebar toggle in the first column's bar and Ctrl+Alt+S show and hide
/// the sidebar (animated). Dragging a divider resizes the column before it within its
/// `navigationSplitViewColumnWidth` (default 220 points for the sidebar, 280 for the content
/// column, each from 120 to 600). The detail column takes the rest.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let visibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var widths: [Double?] = [nil, nil]
    @State private var columns = [SplitColumnModel(), SplitColumnModel()]

    /// Three columns, with the visibility in a binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        visibility = columnVisibility; self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }
    /// Three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        visibility = nil; self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }

    public var body: some View {
        let shown = visibility?.wrappedValue ?? ownVisibility
        let count = content == nil ? 2 : 3
        let showsSidebar = shown.showsSidebar(columns: count)
        let showsContent = content != nil && shown.showsContent
        let toggle = { toggleSidebar(count: count, showing: showsSidebar) }
        HStack(spacing: 0) {
            if showsSidebar {
                column(0, default: 220) { sidebar.toolbar { ToolbarItem(placement: .navigation) { SidebarToggle(action: toggle) } } }
                    .transition(.move(.leading))
                SplitDivider(width: binding(0, default: 220), range: range(0, default: 220)).id("split-divider-0")
            }
            if showsContent, let content {
                column(1, default: 280) {
                    if showsSidebar { content } else {
                        content.toolbar { ToolbarItem(placement: .navigation) { SidebarToggle(action: toggle) } }
                    }
                }
                SplitDivider(width: binding(1, default: 280), range: range(1, default: 280)).id("split-divider-1")
            }
            NavigationStack {
                if showsSidebar || showsContent { detail } else {
                    detail.toolbar { ToolbarItem(placement: .navigation) { SidebarToggle(action: toggle) } }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .animation(.easeInOut(duration: 0.25), value: showsSidebar)
        .onKeyPress { press in
            guard press.matches("S"), press.control || press.command, press.alt else { return .ignored }
            toggle()
            return .handled
        }
    }

    private func column<C: View>(_ i: Int, default d: Double, @ViewBuilder _ view: () -> C) -> some View {
        NavigationStack { view() }
            .environment(\.splitColumn, columns[i])
            .frame(width: widths[i] ?? columns[i].width?.ideal ?? d)
    }

    private func range(_ i: Int, default d: Double) -> SplitColumnWidth {
        columns[i].width ?? SplitColumnWidth(min: 120, ideal: d, max: 600)
    }

    private func binding(_ i: Int, default d: Double) -> Binding<Double> {
        let widths = $widths, model = columns[i]
        return Binding(get: { widths.wrappedValue[i] ?? model.width?.ideal ?? d }, set: { widths.wrappedValue[i] = $0 })
    }

    private func toggleSidebar(count: Int, showing: Bool) {
        let next: NavigationSplitViewVisibility = showing ? (count == 3 ? .doubleColumn : .detailOnly) : .all
        withAnimation(.easeInOut(duration: 0.25)) {
            if let visibility { visibility.wrappedValue = next } else { ownVisibility = next }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns, with the visibility in a binding.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        visibility = columnVisibility; self.sidebar = sidebar(); content = nil; self.detail = detail()
    }
    /// Two columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        visibility = nil; self.sidebar = sidebar(); content = nil; self.detail = detail()
    }
}

/// The sidebar toggle: a square with a bar, in the bar of the first column shown.
struct SidebarToggle: View {
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 2).strokeBorder(Color.accentColor, lineWidth: 1.5)
                Rectangle().fill(Color.accentColor).frame(width: 5)
            }
            .frame(width: 18, height: 14)
        }
        .buttonStyle(.borderless)
        .id("sidebar-toggle")
    }
}

/// The line between two columns: 1 point drawn, 9 points wide to grab; dragging it sets the
/// column before it to its width at the press plus the drag, within `range`.
struct SplitDivider: View {
    let width: Binding<Double>
    let range: SplitColumnWidth
    @State private var start: Double?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let width = self.width, range = self.range, startState = $start
        Rectangle().fill(NavigationColors.separator(colorScheme)).frame(width: 1)
            .frame(maxHeight: .infinity)
            .overlay {
                Rectangle().fill(Color(white: 0, alpha: 0.001)).frame(width: 9)
                    .gesture(DragGesture(minimumDistance: 1)
                        .onChanged { v in
                            let base = startState.wrappedValue ?? width.wrappedValue
                            if startState.wrappedValue == nil { startState.wrappedValue = base }
                            width.wrappedValue = range.clamped(base + v.translation.width)
                        }
                        .onEnded { _ in startState.wrappedValue = nil })
            }
    }
}
