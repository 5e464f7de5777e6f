import TesseraLayout

/// The window's size as the host last laid it out, shared with the pop-up layers' layouts.
final class WindowBox {
    var size = Size(width: 0, height: 0)
}

/// The host root's layout while pop-ups are open: the root view's views in a `VStack` as
/// always, then one layer per pop-up covering the window (layers take no part in the root's
/// size, so opening a pop-up moves nothing).
struct HostRootLayout: Layout {
    var layerCount: Int
    let window: WindowBox
    private var stack: StackLayout { .vStack() }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        var unit: Void = ()
        return stack.sizeThatFits(proposal: proposal, subviews: subviews.prefix(subviews.count - layerCount), cache: &unit)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        var unit: Void = ()
        let contentCount = subviews.count - layerCount
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.prefix(contentCount), cache: &unit)
        let rect = Rect(origin: .zero, size: window.size)
        for i in max(0, contentCount)..<subviews.count { subviews[i].place(in: rect, proposal: ProposedSize(window.size)) }
    }
}

/// A pop-up's layer: covers the window and places the pop-up's view at its ideal size (at
/// least its anchor's width) just below its anchor, above it when there is no room below,
/// kept 4 points inside the window.
struct PopupLayerLayout: Layout {
    weak var anchor: LayoutNode?
    let window: WindowBox
    /// Lays the content out over the whole window instead (sheets, alerts).
    var coversWindow = false
    /// Where the pop-up hangs, when not below its anchor the menu way (``PopupPlacement``).
    var placement: PopupPlacement?
    static let gap = 4.0

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size { window.size }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) {
        if coversWindow {
            for s in subviews { s.place(in: bounds, proposal: ProposedSize(bounds.size)) }
            return
        }
        let a = anchor?.frame ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let margin = Self.gap
        if let placement {
            for s in subviews {
                let ideal = s.sizeThatFits(.unspecified)
                let w = min(ideal.width, max(0, bounds.width - 2 * margin))
                let h = min(s.sizeThatFits(ProposedSize(width: w, height: nil)).height, max(0, bounds.height - 2 * margin))
                let frame = placement.frame(of: Size(width: w, height: h), anchor: a, in: bounds, margin: margin)
                s.place(in: frame, proposal: ProposedSize(width: w, height: h))
            }
            return
        }
        for s in subviews {
            let ideal = s.sizeThatFits(.unspecified)
            let w = min(max(ideal.width, a.width), max(0, bounds.width - 2 * margin))
            let h = min(s.sizeThatFits(ProposedSize(width: w, height: nil)).height, max(0, bounds.height - 2 * margin))
            var y = a.maxY + margin
            if y + h > bounds.maxY - margin { y = a.minY - margin - h }
            if y < bounds.minY + margin { y = max(bounds.minY + margin, bounds.maxY - margin - h) }
            let x = min(max(a.minX, bounds.minX + margin), bounds.maxX - margin - w)
            let size = ProposedSize(width: w, height: h)
            s.place(in: Rect(origin: Point(x: x, y: y), size: s.sizeThatFits(size)), proposal: size)
        }
    }
}

/// One open pop-up, registered by its anchor's node for the root to show.
struct PopupEntry {
    /// The layout node the pop-up hangs from.
    let anchor: LayoutNode
    /// The pop-up's views.
    var items: [Item]
    /// Closes the pop-up (a click outside it, Escape).
    var dismiss: () -> Void
    /// The order pop-ups were opened in (later ones are drawn above).
    var order: Int
    /// The node that registered it (a pop-up whose node left the tree is not shown).
    weak var owner: ViewNode?
    /// Laid out over the whole window (sheets, alerts) rather than below the anchor.
    var coversWindow = false
    /// Focus, Tab and key handlers stay inside the layer while it is open.
    var isModal = false
    /// Where the pop-up hangs (nil: below its anchor, the menu way).
    var placement: PopupPlacement?
}

/// Per-host state of controls that is not view state: the window size for pop-up layers, the
/// open pop-ups and their layers, and whether any `focused(_:)` binding exists.
final class HostUIState {
    let window = WindowBox()
    var popups: [ObjectIdentifier: PopupEntry] = [:]
    var popupOrder = 0
    /// The layer render node of each open pop-up (kept so the layer keeps its identity).
    var layers: [ObjectIdentifier: RenderNode] = [:]
    /// Set once a `focused(_:)` modifier was seen: only then does an update look for bindings.
    var hasFocusBindings = false
    /// Where text fields copy to and paste from.
    var clipboard: any Clipboard = MemoryClipboard()
    /// Whether the focus was last moved by the keyboard (Tab): controls draw their focus ring
    /// only then, not after a click (as on macOS), and a text field tabbed into selects its text.
    var focusVisible = false

    /// The open pop-ups whose anchors are in the tree, oldest first.
    var livePopups: [(key: ObjectIdentifier, entry: PopupEntry)] {
        popups.filter { $0.value.owner?.isAttached == true }.map { (key: $0.key, entry: $0.value) }
            .sorted { $0.entry.order < $1.entry.order }
    }

    /// The layer nodes of the open pop-ups, made or updated, in drawing order.
    func layerNodes() -> [RenderNode] {
        if popups.isEmpty { if !layers.isEmpty { layers = [:] }; return [] }
        var result: [RenderNode] = []
        var live: [ObjectIdentifier: RenderNode] = [:]
        for (key, entry) in livePopups {
            let layout = PopupLayerLayout(anchor: entry.anchor, window: window, coversWindow: entry.coversWindow, placement: entry.placement)
            let layer = layers[key] ?? RenderNode(layout: LayoutNode(layout: layout, children: []), label: "popupLayer")
            if layers[key] != nil { layer.layout.setLayout(layout) }
            // A layer appears and leaves with its content's transition (a sheet slides, its
            // dimming fades): the layer is the inserted node the animator gives a transition.
            let transition = entry.items.first?.values[TransitionKey.self]
            if layer.layout.values[TransitionKey.self] == nil, let transition { layer.layout.values[TransitionKey.self] = transition }
            for item in entry.items { commit(item) }
            layer.setChildren(entry.items.map(\.node))
            live[key] = layer
            result.append(layer)
        }
        layers = live
        return result
    }

    /// Whether `node` is one of the open pop-ups' layers.
    func isLayer(_ node: RenderNode) -> Bool { layers.values.contains { $0 === node } }

    /// The layer of the newest open modal presentation, if any: focus, Tab and keys stay in it.
    var modalLayer: RenderNode? {
        guard !popups.isEmpty, let top = livePopups.last(where: { $0.entry.isModal }) else { return nil }
        return layers[top.key]
    }
}
