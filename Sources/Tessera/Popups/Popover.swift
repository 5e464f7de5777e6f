/// A view with a pop-up hanging from it, like SwiftUI's `popover(isPresented:content:)`: while
/// `isPresented` is true the pop-up's views are drawn above everything else in the window
/// (the host root's top layer), next to this view, and take hits first; a click outside
/// them or Escape sets `isPresented` to false. `Picker`'s `.menu` style is built on it.
struct PopoverView<Content: View, Popup: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let popup: Popup
    var body: Never { neverBody() }
    func makeNode() -> ViewNode { PopoverNode() }
}

extension View {
    /// Shows `content` in a pop-up next to this view while `isPresented` is true (drawn above
    /// everything; a click outside or Escape closes it by setting `isPresented` to false).
    public func popover<P: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> P) -> some View {
        PopoverView(content: self, isPresented: isPresented, popup: content())
    }
}

/// The node of a `PopoverView`: its content's views pass through one wrapper render node (the
/// anchor); while presented, the pop-up's node is kept and its views are registered with the
/// host for the root's pop-up layer.
final class PopoverNode: ViewNode {
    private var content: ViewNode?
    private var popupNode: ViewNode?
    private var anchor: RenderNode?
    private var wrapped: ObjectIdentifier?
    private var dismiss: () -> Void = {}
    private var order = 0

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let parts = view as! any PopoverParts
        content = reconcile(content, with: parts.contentView, env: env)
        if parts.presented {
            var popupEnv = env
            popupEnv.stackAxis = nil
            if popupNode == nil { context.ui.popupOrder += 1; order = context.ui.popupOrder }
            popupNode = reconcile(popupNode, with: parts.popupView, env: popupEnv, slot: NodeSlot.popup)
        } else if let node = popupNode {
            node.detach()
            popupNode = nil
        }
        let binding = parts.binding
        dismiss = { binding.wrappedValue = false }
        collect()
    }

    override func forEachChild(_ body: (AnyHashable?, ViewNode) -> Void) {
        if let content { body(nil, content) }
        if let popupNode { body(NodeSlot.popup, popupNode) }
    }

    override func collect() {
        guard let content else { return }
        entries = content.entries.enumerated().map { index, entry in
            entry.map { item in
                guard index == 0 else { return item }
                commit(item)
                let key = ObjectIdentifier(item.node)
                if anchor == nil || wrapped != key {
                    anchor = RenderNode(layout: LayoutNode(layout: PassthroughLayout(), children: []), label: "popover")
                    wrapped = key
                }
                anchor!.setChildren([item.node])
                return Item(node: anchor!, values: item.values, id: nil)
            }
        }
        let key = ObjectIdentifier(self)
        if let popupNode, let anchor {
            let items = popupNode.entries.flatMap(\.items)
            context.ui.popups[key] = PopupEntry(anchor: anchor.layout, items: items, dismiss: dismiss, order: order, owner: self)
        } else {
            context.ui.popups[key] = nil
        }
    }

    override func detach() {
        super.detach()
        popupNode?.detach()
        context.ui.popups[ObjectIdentifier(self)] = nil
    }
}

protocol PopoverParts {
    var contentView: any View { get }
    var popupView: any View { get }
    var presented: Bool { get }
    var binding: Binding<Bool> { get }
}

extension PopoverView: PopoverParts {
    var contentView: any View { content }
    var popupView: any View { popup }
    var presented: Bool { isPresented.wrappedValue }
    var binding: Binding<Bool> { isPresented }
}
