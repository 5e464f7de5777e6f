import Tessera
import TesseraGeometry
import TesseraLayout

/// Derives accessibility elements from a render tree (one build per changed frame). The rules,
/// in SwiftUI's terms:
/// - `Text` is a label named by its string; `Image` an image named by its asset (none for
///   `Image(decorative:)`); shapes and colours are nothing.
/// - A node whose attributes give a role or `accessibilityElement(children:)` is one element:
///   `.combine` (controls' default) takes its name from the children's names and drops them,
///   `.ignore` drops them unnamed, `.contain` keeps them.
/// - Other attributes (label, value, hint, traits, actions) apply to the one element below;
///   over several they make a group, over none a new element (a labelled shape).
/// - Grids (`Grid`, lazy grids, the track grid) are tables of cells with row and column
///   (``AccessibilityGridPositions``); a scroll view is a scroll pane.
/// - Siblings are ordered by `accessibilitySortPriority` (higher first), else in tree order.
struct AccessibilityTreeBuilder {
    /// Makes or reuses the element for a node and a kind (its key).
    let make: (RenderNode, Int) -> AccessibilityElement
    /// The elements of a child node's subtree: derived again, or kept when nothing in it
    /// changed (`AccessibilityDerivation`).
    let child: (RenderNode, Context) -> [AccessibilityElement]
    /// Called before the builder changes an element made below the node it derives (a
    /// wrapper's label, a container's item roles), so a later derivation can put it back.
    let touch: (AccessibilityElement) -> Void
    /// The cell element kept for a grid's child whose subtree and place did not change, if any.
    var keptCell: (RenderNode, AccessibilityCellPosition) -> AccessibilityElement? = { _, _ in nil }
    /// Told of each table made from a grid and its cells' places (the derivation keeps them
    /// to re-derive only the changed cells of that grid later, `refreshCells`).
    var madeTable: (AccessibilityElement, AccessibilityGridPositions) -> Void = { _, _ in }
    /// The enabled focusable controls (Tab stops) and the focused one.
    let focusable: Set<ObjectIdentifier>
    let focused: RenderNode?
    /// The open modal presentation's layer (`ViewHost.modalPresentationLayer`), a dialog.
    var modalLayer: RenderNode? = nil

    enum ElementKind: Int { case own, content, table, cell, scrollPane, option, modal }

    /// What a node's ancestors hand its derivation: the part of the window its subtree shows
    /// in, and whether a transparent subtree still counts (inside an
    /// `accessibilityRepresentation`, which is never drawn).
    struct Context: Equatable {
        var clip: Rect
        var inRepresentation = false
    }

    /// The element of `node` of `kind` (the `index`th option of a choice control).
    func element(_ node: RenderNode, _ kind: ElementKind, _ index: Int = 0) -> AccessibilityElement {
        make(node, kind.rawValue + 8 * index)
    }

    /// Whether `node` and its subtree are left out: `accessibilityHidden(true)`, or drawn
    /// fully transparent (`opacity(0)`, `hidden()`, a `TabView`'s hidden tabs), as UIKit leaves
    /// out views whose alpha is below 0.01 and GTK invisible widgets.
    static func isLeftOut(_ node: RenderNode, in context: Context) -> Bool {
        if node.accessibility?.attributes.isHidden == true { return true }
        if !context.inRepresentation, case .opacity(let alpha)? = node.effect, alpha < 0.01 { return true }
        return false
    }

    /// The context `node` hands its children.
    static func childContext(of node: RenderNode, in context: Context) -> Context {
        var c = context
        if node.culls || node.isClipping {
            c.clip = c.clip.intersection(node.frame) ?? Rect(x: c.clip.minX, y: c.clip.minY, width: 0, height: 0)
        }
        if node.accessibility?.attributes.isRepresentation == true { c.inRepresentation = true }
        return c
    }

    /// The elements of `node`'s subtree, from its own content and attributes and its
    /// children's elements (``child``).
    func process(_ node: RenderNode, _ context: Context) -> [AccessibilityElement] {
        if Self.isLeftOut(node, in: context) { return [] }
        let info = node.accessibility?.attributes
        let inner = Self.childContext(of: node, in: context)
        let clip = inner.clip
        var kids: [AccessibilityElement]
        switch node.content {
        case .text(let t):
            let e = element(node, .content)
            e.role = .label; e.name = t.string
            finish(e, node: node, clip: clip)
            kids = [e]
        case .image(let image) where !image.isDecorative:
            let e = element(node, .content)
            e.role = .image; e.name = image.name ?? ""
            finish(e, node: node, clip: clip)
            kids = [e]
        default:
            if let positions = AccessibilityGridPositions(node) { kids = [table(node, positions, inner)] }
            else if node.label == "ScrollView" { kids = [scrollPane(node, inner)] }
            else { kids = ordered(reachableChildren(of: node).flatMap { child($0, inner) }) }
        }
        if focusable.contains(ObjectIdentifier(node)), kids.count == 1, kids[0].focusNode == nil {
            touch(kids[0]); kids[0].focusNode = node; finishFocus(kids[0])
        }
        if let modal = modalLayer, node === modal { kids = [modalDialog(node, kids, clip: clip)] }
        guard let a = info else { return kids }
        return apply(a, of: node, to: kids, clip: clip)
    }

    /// Applies a node's attributes to the elements derived below it.
    private func apply(_ a: AccessibilityAttributes, of node: RenderNode, to kids: [AccessibilityElement],
                       clip: Rect) -> [AccessibilityElement] {
        if kids.count == 1, kids[0].role == .table, Self.marksDataTable(a) {
            touch(kids[0]); kids[0].isLayoutTable = false; override(kids[0], with: a, node: node)
            return kids
        }
        // `isModal` makes a dialog, unless it marks one already (an alert's role set inside).
        let marksDialog = kids.count == 1 && (kids[0].role == .dialog || kids[0].role == .alert)
        if a.role != nil || a.childBehavior != nil || (a.addedTraits.contains(.isModal) && !marksDialog) {
            let e = element(node, .own)
            e.role = a.role ?? Self.role(for: a.addedTraits) ?? .panel
            let behavior = a.childBehavior ?? (Self.containerRoles.contains(e.role) ? .contain
                : e.role == .listItem ? AccessibilityStructure.itemBehavior(kids) : .combine)
            switch behavior {
            case .combine: e.name = Self.combinedName(kids)
            case .ignore: break
            case .contain: e.children = kids
            }
            e.focusNode = firstFocusable(node)
            finish(e, node: node, clip: clip)
            override(e, with: a, node: node)
            if AccessibilityStructure.itemContainers.contains(e.role) { e.children.forEach(touch) }
            AccessibilityStructure.shape(e)
            return [e]
        }
        if kids.count == 1 { touch(kids[0]); override(kids[0], with: a, node: node); return kids }
        let hasContent = a.label != nil || a.value != nil || !a.addedTraits.isEmpty || !a.actions.isEmpty || a.adjust != nil
        guard hasContent || !kids.isEmpty else { return [] }
        guard hasContent else { return kids }
        let e = element(node, .own)
        e.role = kids.isEmpty ? (Self.role(for: a.addedTraits) ?? .label) : .panel
        e.children = kids
        e.focusNode = firstFocusable(node)
        finish(e, node: node, clip: clip)
        override(e, with: a, node: node)
        return [e]
    }

    /// Sets what `a` says on `e` (set fields replace the derived ones).
    private func override(_ e: AccessibilityElement, with a: AccessibilityAttributes, node: RenderNode) {
        var target = e
        for field in Self.replacedFields { field.copy(a, &target) }
        if let role = Self.role(for: a.addedTraits), e.role == .label || e.role == .panel || e.role == .image { e.role = role }
        if a.removedTraits.contains(.isButton), e.role == .pushButton { e.role = .label }
        if a.removedTraits.contains(.isHeader), e.role == .heading { e.role = .label }
        if let level = a.headingLevel { e.role = .heading; e.headingLevel = level }
        if a.addedTraits.contains(.isSelected) { e.states.formUnion([.selected, .selectable]) }
        if a.addedTraits.contains(.isModal) { e.states.insert(.modal) }
        if a.removedTraits.contains(.isSelected) { e.states.remove(.selected) }
        if let enabled = a.isEnabled, !enabled { e.states.subtract([.enabled, .sensitive, .focusable]) }
        if let checked = a.isChecked { e.states.insert(.checkable); if checked { e.states.insert(.checked) } else { e.states.remove(.checked) } }
        if let expanded = a.isExpanded { e.states.insert(.expandable); if expanded { e.states.insert(.expanded) } }
        for action in a.actions where !e.actions.contains(where: { $0.name == action.name }) { e.actions.append((action.name, node)) }
        if a.adjust != nil { e.adjustNode = node }
        if let range = a.range { e.range = range; e.rangeNode = node; if e.value == nil { e.value = AccessibilityValueFormat.number(range.current) } }
        if let text = a.text {
            e.text = text; e.textNode = node; e.states.formUnion([.editable, .singleLine])
        }
        if let choices = a.choices {
            e.choices = choices; e.selectedChoice = a.selectedChoice
            if a.choose != nil { e.chooseNode = node }
            if let i = a.selectedChoice, choices.indices.contains(i), e.value == nil { e.value = choices[i] }
            e.children = options(choices, of: e, node: node)
        }
    }

    /// The attributes that replace what an element derived from its content, when set.
    nonisolated(unsafe) private static let replacedFields: [AccessibilityFieldCopy<AccessibilityElement>] = [
        .init(\.label, \.name), .init(\.hint, \.hint), .init(\.value, \.value), .init(\.identifier, \.identifier),
        .init(\.sortPriority, \.sortPriority), .init(\.labeledPair, \.labeledPair),
    ]

    /// A choice control's options as children (menu items of a menu picker, tabs of a
    /// segmented one), so `Selection` and screen readers can list and choose them.
    private func options(_ choices: [String], of control: AccessibilityElement, node: RenderNode) -> [AccessibilityElement] {
        choices.enumerated().map { i, title in
            let o = element(node, .option, i)
            o.role = control.role == .pageTabList ? .pageTab : .menuItem
            o.name = title
            o.frame = control.frame
            o.optionIndex = i
            o.states = control.states.intersection([.enabled, .sensitive, .visible])
            o.states.insert(.selectable)
            if i == control.selectedChoice { o.states.insert(.selected) }
            let shown = control.role == .pageTabList || control.states.contains(.expanded)
            if shown && control.states.contains(.showing) { o.states.insert(.showing) }
            return o
        }
    }

    /// Frame and the states every element derives from its node and focus.
    func finish(_ e: AccessibilityElement, node: RenderNode, clip: Rect) {
        e.frame = node.frame
        e.states.formUnion([.enabled, .sensitive])
        if node.frame.width > 0 && node.frame.height > 0 {
            e.states.insert(.visible)
            if clip.intersection(node.frame) != nil { e.states.insert(.showing) }
        }
        finishFocus(e)
    }

    private func finishFocus(_ e: AccessibilityElement) {
        guard let f = e.focusNode else { return }
        e.states.insert(.focusable)
        if f === focused { e.states.insert(.focused) }
    }

    /// The first enabled focusable node at or below `node` (a control's focus wrapper).
    func firstFocusable(_ node: RenderNode) -> RenderNode? {
        if focusable.contains(ObjectIdentifier(node)) { return node }
        for c in node.children { if let f = firstFocusable(c) { return f } }
        return nil
    }

    /// An open modal presentation (a sheet, an alert): a modal dialog around its content, or
    /// the content's own dialog or alert made modal.
    private func modalDialog(_ node: RenderNode, _ kids: [AccessibilityElement], clip: Rect) -> AccessibilityElement {
        if kids.count == 1, kids[0].role == .dialog || kids[0].role == .alert {
            touch(kids[0])
            kids[0].states.insert(.modal)
            return kids[0]
        }
        let e = element(node, .modal)
        e.role = .dialog
        e.children = kids
        finish(e, node: node, clip: clip)
        e.states.insert(.modal)
        AccessibilityStructure.shape(e)
        return e
    }

    /// The children an assistive technology can reach: all of them, except under the window's
    /// root while a modal presentation is open, where only its layer and the pop-ups opened
    /// above it are (the content under a sheet or an alert is not reachable, as VoiceOver
    /// ignores the siblings of a view marked `accessibilityViewIsModal`, and as GTK's modal
    /// dialog is the only window Orca reads until it closes). They come back when it closes.
    private func reachableChildren(of node: RenderNode) -> ArraySlice<RenderNode> {
        guard let modal = modalLayer, let i = node.children.lastIndex(where: { $0 === modal }) else { return node.children[...] }
        return node.children[i...]
    }

    private func scrollPane(_ node: RenderNode, _ inner: Context) -> AccessibilityElement {
        let e = element(node, .scrollPane)
        e.role = .scrollPane
        e.children = ordered(node.children.flatMap { child($0, inner) })
        finish(e, node: node, clip: inner.clip)
        return e
    }

    private func ordered(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }

    static let containerRoles: Set<AccessibilityRole> = [.list, .table, .panel, .scrollPane, .pageTabList, .toolBar, .menuBar,
                                                         .dialog, .alert, .window, .frame, .menu]

    /// The role traits imply, if any.
    static func role(for traits: AccessibilityTraits) -> AccessibilityRole? {
        if traits.contains(.isHeader) { return .heading }
        if traits.contains(.isButton) { return .pushButton }
        if traits.contains(.isToggle) { return .toggleButton }
        if traits.contains(.isLink) { return .link }
        if traits.contains(.isImage) { return .image }
        if traits.contains(.isSearchField) { return .entry }
        if traits.contains(.isStaticText) { return .label }
        if traits.contains(.isModal) { return .dialog }
        return nil
    }

    /// The children's names (and values) joined as SwiftUI's `.combine` reads them.
    static func combinedName(_ elements: [AccessibilityElement]) -> String {
        var parts: [String] = []
        for e in elements {
            let own = e.children.isEmpty ? e.name : combinedName(e.children)
            if !own.isEmpty { parts.append(own) }
        }
        return parts.joined(separator: ", ")
    }
}

extension RenderNode {
    /// Whether the node clips its subtree (`clipped`, `clipShape`).
    var isClipping: Bool { if case .clip? = effect { true } else { false } }
}
