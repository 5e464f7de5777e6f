import Tessera
import TesseraGeometry

/// One node of the accessibility tree: what an assistive technology sees of a part of the
/// window (AT-SPI's `Accessible`: role, name, description, states, extents, children, and the
/// optional `Action`, `Value`, `Text`, `Selection`, `Table` and `TableCell` facets). Elements
/// are derived from the render tree by ``AccessibilityTree`` and keep their object identity
/// and ``id`` for as long as the view they come from does, so a D-Bus path or a test's
/// reference stays valid across frames.
public final class AccessibilityElement {
    /// A number unique within the tree, kept while the element lives (0 is the window).
    public let id: Int
    /// Everything a derivation fills in, in one value, so a derivation can start it afresh
    /// (``reset()``) or put back what a reused subtree had (`AccessibilityDerivation`).
    var derived = Derived()

    public internal(set) var role: AccessibilityRole { get { derived.role } set { derived.role = newValue } }
    /// The spoken name (label, text, or the combined text of the children).
    public internal(set) var name: String { get { derived.name } set { derived.name = newValue } }
    /// The hint (`accessibilityHint`), AT-SPI's description.
    public internal(set) var hint: String { get { derived.hint } set { derived.hint = newValue } }
    /// The value as text (slider and stepper numbers, a field's text, a picker's choice).
    public internal(set) var value: String? { get { derived.value } set { derived.value = newValue } }
    /// `accessibilityIdentifier`, for tests.
    public internal(set) var identifier: String? { get { derived.identifier } set { derived.identifier = newValue } }
    public internal(set) var states: AccessibilityStates { get { derived.states } set { derived.states = newValue } }
    /// The element's rectangle in window points.
    public internal(set) var frame: Rect { get { derived.frame } set { derived.frame = newValue } }
    public internal(set) var children: [AccessibilityElement] {
        get { derived.children }
        set { derived.children = newValue }
        _modify { yield &derived.children }  // in place: an append must not copy the array
    }
    /// The parent, nil for the window.
    public internal(set) weak var parent: AccessibilityElement?
    /// A heading's level (0: unspecified).
    public internal(set) var headingLevel: Int { get { derived.headingLevel } set { derived.headingLevel = newValue } }
    /// A numeric value's range (AT-SPI `Value`).
    public internal(set) var range: AccessibilityValueRange? { get { derived.range } set { derived.range = newValue } }
    /// Editable text (AT-SPI `Text` / `EditableText`).
    public internal(set) var text: AccessibilityEditableText? { get { derived.text } set { derived.text = newValue } }
    /// A choice control's options and selection (AT-SPI `Selection`).
    public internal(set) var choices: [String]? { get { derived.choices } set { derived.choices = newValue } }
    public internal(set) var selectedChoice: Int? { get { derived.selectedChoice } set { derived.selectedChoice = newValue } }
    /// A table's size, and a cell's place in its table (AT-SPI `Table` / `TableCell`).
    public internal(set) var tableSize: (rows: Int, columns: Int)? { get { derived.tableSize } set { derived.tableSize = newValue } }
    public internal(set) var cell: AccessibilityCellPosition? { get { derived.cell } set { derived.cell = newValue } }
    /// Whether a table lays its content out rather than holding data: screen readers then read
    /// the controls inside without announcing rows and columns (AT-SPI attribute
    /// `layout-guess`; the rule is in the Accessibility article, "Data tables and layout").
    public internal(set) var isLayoutTable: Bool { get { derived.isLayoutTable } set { derived.isLayoutTable = newValue } }
    /// The option's index when this element is an option of a choice control (its parent).
    public internal(set) var optionIndex: Int? { get { derived.optionIndex } set { derived.optionIndex = newValue } }
    /// The names of the actions an assistive technology can run (AT-SPI `Action`).
    public var actionNames: [String] {
        (optionIndex == nil ? [] : ["click"]) + actions.map(\.name) + (adjustNode == nil ? [] : ["increment", "decrement"])
    }

    /// Where each facet's newest closures live: the render nodes carrying the attributes.
    var actions: [(name: String, node: RenderNode)] {
        get { derived.actions }
        set { derived.actions = newValue }
        _modify { yield &derived.actions }
    }
    var adjustNode: RenderNode? { get { derived.adjustNode } set { derived.adjustNode = newValue } }
    var rangeNode: RenderNode? { get { derived.rangeNode } set { derived.rangeNode = newValue } }
    var textNode: RenderNode? { get { derived.textNode } set { derived.textNode = newValue } }
    var chooseNode: RenderNode? { get { derived.chooseNode } set { derived.chooseNode = newValue } }
    /// The focusable control node this element stands for (focus, `GrabFocus`).
    var focusNode: RenderNode? { get { derived.focusNode } set { derived.focusNode = newValue } }
    /// `accessibilityLabeledPair`: the side and the pair's id.
    var labeledPair: AccessibilityLabeledPair? { get { derived.labeledPair } set { derived.labeledPair = newValue } }
    /// The sort priority among siblings (`accessibilitySortPriority`).
    var sortPriority: Double { get { derived.sortPriority } set { derived.sortPriority = newValue } }
    /// The generation of the last build that made this element, and of the last that noted it
    /// (`AccessibilityDerivation.note(_:existed:)`).
    var generation = 0
    var seen = 0

    init(id: Int) { self.id = id }

    /// Resets what a build derives, before the build fills it in again.
    func reset() { derived = Derived() }

    /// The index of this element among its parent's children (-1 for the window).
    public var indexInParent: Int { parent?.children.firstIndex { $0 === self } ?? -1 }

    /// Every element of the subtree, depth first.
    public func forEach(_ body: (AccessibilityElement) -> Void) {
        body(self)
        for c in children { c.forEach(body) }
    }

    /// The first element of the subtree (depth first) with `role` and, when given, `name`.
    public func first(role: AccessibilityRole? = nil, name: String? = nil, identifier: String? = nil) -> AccessibilityElement? {
        if (role == nil || self.role == role) && (name == nil || self.name == name)
            && (identifier == nil || self.identifier == identifier) { return self }
        for c in children { if let e = c.first(role: role, name: name, identifier: identifier) { return e } }
        return nil
    }

    /// What one derivation gives an element (everything but its id, parent and generation).
    struct Derived {
        var role: AccessibilityRole = .panel
        var name = "", hint = ""
        var value: String?, identifier: String?
        var states: AccessibilityStates = []
        var frame = Rect.zero
        var children: [AccessibilityElement] = []
        var headingLevel = 0
        var range: AccessibilityValueRange?
        var text: AccessibilityEditableText?
        var choices: [String]?
        var selectedChoice: Int?
        var tableSize: (rows: Int, columns: Int)?
        var cell: AccessibilityCellPosition?
        var isLayoutTable = false
        var optionIndex: Int?
        var actions: [(name: String, node: RenderNode)] = []
        var adjustNode: RenderNode?, rangeNode: RenderNode?, textNode: RenderNode?, chooseNode: RenderNode?, focusNode: RenderNode?
        var labeledPair: AccessibilityLabeledPair?
        var sortPriority = 0.0
        /// Counts the changes made to the element by nodes other than the one that made it (a
        /// wrapper's label, a container's item role): a reused subtree whose elements' count
        /// moved since it was derived is put back before its new ancestors change it again.
        var touches = 0
    }
}

/// A table cell's row and column (0-based) and how many of each it spans.
public struct AccessibilityCellPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var rowSpan: Int
    public var columnSpan: Int
    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
        self.row = row; self.column = column; self.rowSpan = rowSpan; self.columnSpan = columnSpan
    }
}
