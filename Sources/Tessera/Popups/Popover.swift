/// A view with a pop-up hanging from it, like SwiftUI's `popover(isPresented:content:)`: while
/// `isPresented` is true the pop-up's views are drawn above everything else in the window
/// (the host root's top layer), next to this view, and take hits first; a click outside
/// them or Escape sets `isPresented` to false. `Picker`'s `.menu` style is built on it.
struct PopoverView<Content: View, Popup: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let popup: Popup
    /// How the layer shows the pop-up (anchored below the view, or covering the window).
    var style = PopupStyle.anchored
    /// What a click outside or Escape does (nil: set `isPresented` to false).
    var dismissRequest: (() -> Void)?
    var body: Never { neverBody() }
    func makeNode() -> ViewNode { PopoverNode() }
}

extension View {
    /// Shows `content` in a pop-up next to this view while `isPresented` is true (drawn above
    /// everything; a click outside or Escape closes it by setting `isPresented` to false).
    /// Disfavoured: where TesseraNavigation is imported, its popover (a bubble with an arrow,
    /// `attachmentAnchor:` and `arrowEdge:`) is the one `popover(isPresented:)` means.
    @_disfavoredOverload
    public func popover<P: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> P) -> some View {
        PopoverView(content: self, isPresented: isPresented, popup: content())
    }

    /// A presentation layer for TesseraNavigation's sheets, alerts and popovers: while
    /// `isPresented` is true, `content` is drawn in a layer above everything. `coversWindow`
    /// lays it out over the whole window (else below this view, like `popover`); `isModal`
    /// confines focus, Tab and key handlers to the layer and takes focus from the views behind
    /// it (a presentation made from behind an open modal layer is refused: `isPresented` stays
    /// true, nothing shows, and `onRefused` is called once). Escape and clicks outside an
    /// anchored layer call `onDismissRequest`.
    @_spi(Presentation)
    public func _presentationLayer<P: View>(isPresented: Binding<Bool>, coversWindow: Bool, isModal: Bool,
                                            onDismissRequest: @escaping () -> Void, onRefused: @escaping () -> Void = {},
                                            @ViewBuilder content: () -> P) -> some View {
        PopoverView(content: self, isPresented: isPresented, popup: content(),
                    style: PopupStyle(coversWindow: coversWindow, isModal: isModal, onRefused: onRefused),
                    dismissRequest: onDismissRequest)
    }

    /// An anchored pop-up layer placed by `placement` (TesseraNavigation's popovers, submenus
    /// and context menus at the pointer): while `isPresented` is true, `content` is drawn above
    /// everything where ``PopupPlacement`` puts it; Escape and clicks outside it call
    /// `onDismissRequest`.
    @_spi(Presentation)
    public func _placedPopup<P: View>(isPresented: Binding<Bool>, placement: PopupPlacement, onDismissRequest: @escaping () -> Void,
                                      @ViewBuilder content: () -> P) -> some View {
        PopoverView(content: self, isPresented: isPresented, popup: content(), style: PopupStyle(placement: placement),
                    dismissRequest: onDismissRequest)
    }

    /// Drops the input effects below (taps, gestures, keys, hover, focus) without the disabled
    /// look: for content kept in the tree but not shown (a navigation stack's lower screens).
    @_spi(Presentation)
    public func _inert(_ inert: Bool) -> some View {
        modifier(EnvironmentWriter(write: { if inert { $0.builtin.isInert = true } }, value: inert))
    }
}

/// How a pop-up layer shows its content.
struct PopupStyle {
    /// Laid out over the whole window rather than hanging from its anchor.
    var coversWindow = false
    /// Focus, Tab and key handlers stay inside the layer while it is open.
    var isModal = false
    /// Told when a modal presentation is refused because another modal layer is open.
    var onRefused: () -> Void = {}
    /// Where an anchored pop-up hangs (nil: below its view, the menu way).
    var placement: PopupPlacement?
    static var anchored: PopupStyle { PopupStyle() }
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
    private var style = PopupStyle.anchored
    /// Whether the current presentation was refused (another modal layer was open).
    private var refused = false

    override func update(_ view: any View, env: EnvironmentValues) {
        self.env = env
        let parts = view as! any PopoverParts
        content = reconcile(content, with: parts.contentView, env: env)
        style = parts.popupStyle
        if parts.presented, popupNode == nil, !refused, style.isModal, presentedBehindModal() {
            refused = true
            style.onRefused()
        }
        if !parts.presented { refused = false }
        if parts.presented, !refused {
            var popupEnv = env
            popupEnv.stackAxis = nil
            if popupNode == nil { context.ui.popupOrder += 1; order = context.ui.popupOrder }
            popupNode = reconcile(popupNode, with: parts.popupView, env: popupEnv, slot: NodeSlot.popup)
        } else if let node = popupNode {
            node.detach()
            popupNode = nil
        }
        let binding = parts.binding
        dismiss = parts.dismissRequest ?? { binding.wrappedValue = false }
        collect()
    }

    /// Whether a modal layer other than this node's is open and this node is not inside it.
    private func presentedBehindModal() -> Bool {
        guard let top = context.ui.livePopups.last(where: { $0.entry.isModal }), top.entry.owner !== self,
              let layer = context.ui.layers[top.key] else { return false }
        var l: LayoutNode? = anchor?.layout
        while let n = l { if n === layer.layout { return false }; l = n.parent }
        return true
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
            context.ui.popups[key] = PopupEntry(anchor: anchor.layout, items: items, dismiss: dismiss, order: order, owner: self,
                                                coversWindow: style.coversWindow, isModal: style.isModal, placement: style.placement)
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
    var popupStyle: PopupStyle { get }
    var dismissRequest: (() -> Void)? { get }
}

extension PopoverView: PopoverParts {
    var contentView: any View { content }
    var popupView: any View { popup }
    var presented: Bool { isPresented.wrappedValue }
    var binding: Binding<Bool> { isPresented }
    var popupStyle: PopupStyle { style }
}
