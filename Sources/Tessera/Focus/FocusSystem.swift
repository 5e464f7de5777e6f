/// Keyboard focus on a host: at most one focused control (a node with the `.focusable`
/// effect). Tab / Shift+Tab move it through the enabled focusable controls in reading order
/// (the order of the view tree: a stack's children in order, a grid row by row); a press
/// focuses the innermost focusable control under it (a press elsewhere removes focus); key
/// presses and text go to the focused control first. `@FocusState` bindings (`focused(_:)`)
/// are written when focus moves and read after each update.
extension ViewHost {
    /// The focused control's render node, if it is still in the tree and enabled.
    public var focusedNode: RenderNode? {
        guard let node = input.focused else { return nil }
        if let modal = context.ui.modalLayer, !modal.subtreeContains(node) { return nil }
        if case .focusable(let c)? = node.effect, c.isEnabled, isInTree(node) { return node }
        return nil
    }

    /// The enabled focusable controls Tab stops at, in reading order (scroll views take focus
    /// by a click or a `focused(_:)` binding, not by Tab).
    public func focusableNodes() -> [RenderNode] {
        var nodes: [RenderNode] = []
        // An open modal presentation keeps Tab inside its layer.
        (context.ui.modalLayer ?? renderRoot).forEachNode { n in if case .focusable(let c)? = n.effect, c.isEnabled, c.isTabStop { nodes.append(n) } }
        return nodes
    }

    /// Moves focus to the next (or previous) focusable control, wrapping around; returns
    /// whether there was any.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let nodes = focusableNodes()
        guard !nodes.isEmpty else { return false }
        let current = focusedNode.flatMap { f in nodes.firstIndex { $0 === f } }
        let next: Int
        if let current { next = (current + (forward ? 1 : nodes.count - 1)) % nodes.count }
        else { next = forward ? 0 : nodes.count - 1 }
        context.ui.focusVisible = true
        setFocus(nodes[next])
        return true
    }

    /// Gives focus to `node` (a focusable control's node) or to nobody, telling the old and new
    /// controls and writing the `focused(_:)` bindings.
    public func setFocus(_ node: RenderNode?) {
        setFocus(node, writeBindings: true)
    }

    func setFocus(_ node: RenderNode?, writeBindings: Bool) {
        let old = input.focused
        guard old !== node else { return }
        input.focused = node
        if let old, case .focusable(let c)? = old.effect { c.focusChanged(false) }
        if let node, case .focusable(let c)? = node.effect { c.focusChanged(true) }
        if writeBindings { writeFocusBindings() }
    }

    /// A press on `path` (root first) focuses its innermost enabled focusable control, or
    /// removes focus when it has none (a press in a pop-up without one keeps the focus: the
    /// pop-up belongs to the focused control).
    func focusOnPress(_ path: [RenderNode]) {
        let target = path.last { if case .focusable(let c)? = $0.effect { c.isEnabled } else { false } }
        if target == nil, path.contains(where: { context.ui.isLayer($0) }) { return }
        context.ui.focusVisible = false
        setFocus(target)
    }

    /// Routes a key: Escape closes the newest pop-up; then the focused control, and Escape that
    /// it does not take removes focus; then Tab moves focus when `tabNavigation` is on. Returns
    /// whether it was taken.
    func handleFocusKey(_ press: KeyPress) -> Bool {
        if press.matches("Escape"), let top = context.ui.livePopups.last {
            top.entry.dismiss()
            return true
        }
        if let node = focusedNode, case .focusable(let c)? = node.effect {
            if c.key(press) { return true }
            // Escape leaves the focused control (a second Escape reaches the app).
            if press.matches("Escape") { setFocus(nil); return true }
        }
        if tabNavigation, press.matches("Tab"), !press.control, !press.alt, !press.command {
            return moveFocus(forward: !press.shift)
        }
        return false
    }

    /// Committed text for the focused control; false when it takes no text.
    func handleFocusText(_ text: String) -> Bool {
        guard let node = focusedNode, case .focusable(let c)? = node.effect, let f = c.text else { return false }
        f(text)
        return true
    }

    /// An input method's composition for the focused control; false when it takes no text.
    func handleFocusTextEditing(_ text: String, cursor: Int) -> Bool {
        guard let node = focusedNode, case .focusable(let c)? = node.effect, let f = c.textEditing else { return false }
        f(text, cursor)
        return true
    }

    private func isInTree(_ node: RenderNode) -> Bool { renderRoot.subtreeContains(node) }

    // MARK: FocusState bindings

    /// The `focused(_:)` wrapper nodes with their bindings, in tree order.
    private func bindingNodes() -> [(RenderNode, FocusBinding)] {
        var result: [(RenderNode, FocusBinding)] = []
        renderRoot.forEachNode { n in if case .focusBinding(let b)? = n.effect { result.append((n, b)) } }
        return result
    }

    private func contains(_ node: RenderNode, _ target: RenderNode?) -> Bool {
        guard let target else { return false }
        return node.subtreeContains(target)
    }

    /// Writes every binding from the focus: the ones whose view holds the focused control name
    /// it, the others stop naming theirs.
    func writeFocusBindings() {
        guard context.ui.hasFocusBindings else { return }
        let focused = focusedNode
        let bindings = bindingNodes()
        let inside = bindings.map { contains($0.0, focused) }
        for (i, (_, b)) in bindings.enumerated() where !inside[i] { b.assign(false) }
        for (i, (_, b)) in bindings.enumerated() where inside[i] { b.assign(true) }
        for (i, (n, _)) in bindings.enumerated() { input.bindingMatched[ObjectIdentifier(n)] = inside[i] }
    }

    /// After an update: a focused control that went inert (`_inert`: a screen a navigation
    /// stack keeps off screen) loses focus for good; a binding that newly names its view moves
    /// focus into it; one that stopped naming it while it held focus removes focus.
    func syncFocusFromBindings() {
        if let f = input.focused, f.effect == nil { setFocus(nil) }
        guard context.ui.hasFocusBindings else { return }
        let bindings = bindingNodes()
        var target: RenderNode?? = nil
        for (n, b) in bindings {
            let key = ObjectIdentifier(n)
            let matches = b.matches()
            let before = input.bindingMatched[key] ?? false
            input.bindingMatched[key] = matches
            if matches && !before {
                var first: RenderNode?
                n.forEachNode { c in if first == nil, case .focusable(let fc)? = c.effect, fc.isEnabled { first = c } }
                if let first { target = .some(first) }
            } else if !matches && before, contains(n, focusedNode), target == nil {
                target = .some(nil)
            }
        }
        if let target { setFocus(target, writeBindings: true) }
    }
}
