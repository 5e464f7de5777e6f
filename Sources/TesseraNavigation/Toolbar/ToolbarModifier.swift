import Tessera

/// One `toolbar` modifier's items, as the screen's bar reads them.
struct ToolbarSource {
    let id: ObjectIdentifier
    var entries: [ToolbarEntry]
}

/// Hands a `toolbar` modifier's items to the screen's bar while evaluated, and takes them
/// back when the modifier leaves.
struct ToolbarDeclaration<Content: View>: View {
    let content: Content
    let entries: [ToolbarEntry]
    @Environment(\.navigationScreen) private var screen
    @State private var token = DestinationToken()

    var body: some View {
        let screen = self.screen, id = ObjectIdentifier(token)
        let _ = screen?.setToolbar(ToolbarSource(id: id, entries: entries))
        content.onDisappear { screen?.removeToolbar(id) }
    }
}

extension NavigationScreenModel {
    func setToolbar(_ source: ToolbarSource) {
        if let i = toolbars.firstIndex(where: { $0.id == source.id }) { toolbars[i] = source } else { toolbars.append(source) }
    }
    func removeToolbar(_ id: ObjectIdentifier) { toolbars.removeAll { $0.id == id } }
}

extension View {
    /// Puts items in the bar of the screen this view is on, like SwiftUI's `toolbar(content:)`
    /// (see ``ToolbarItemPlacement`` for where each placement goes; trailing items that do not
    /// fit go into an overflow menu). Outside a `NavigationStack` it does nothing.
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        ToolbarDeclaration(content: self, entries: content()._toolbarEntries)
    }
    /// Puts views in the bar's trailing edge, each an item.
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        ToolbarDeclaration(content: self, entries: [ToolbarEntry(placement: .automatic, view: AnyView(content()))])
    }
    /// A menu on the title (accepted; the desktop bar shows the title only).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}

/// A screen's toolbar items sorted into the bar's regions.
struct ToolbarLayoutItems {
    var leading: [AnyView] = []
    var trailing: [AnyView] = []
    var bottom: [AnyView] = []
    var principal: AnyView?

    init(_ sources: [ToolbarSource]) {
        for entry in sources.flatMap(\.entries) {
            let view = entry.view ?? AnyView(Spacer())
            switch entry.placement.region {
            case .leading: leading.append(view)
            case .trailing: trailing.append(view)
            case .bottom: bottom.append(view)
            case .principal: principal = view
            case .hidden: break
            }
        }
    }
}
