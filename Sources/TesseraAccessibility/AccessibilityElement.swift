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
    public internal(set) var role: AccessibilityRole = .panel
    /// The spoken name (label, text, or the combined text of the children).
    public internal(set) var name = ""
    /// The hint (`accessibilityHint`), AT-SPI's description.
    public internal(set) var hint = ""
    /// The value as text (slider and stepper numbers, a field's text, a picker's choice).
    public internal(set) var value: String?
    /// `accessibilityIdentifier`, for tests.
    public internal(set) var identifier: String?
    public internal(set) var states: AccessibilityStates = []
    /// The element's rectangle in window points.
    public internal(set) var frame = Rect.zero
    public internal(set) var children: [AccessibilityElement] = []
    /// The parent, nil for the window.
    public internal(set) weak var parent: AccessibilityElement?
    /// A heading's level (0: unspecified).
    public internal(set) var headingLevel = 0
    /// A numeric value's range (AT-SPI `Value`).
    public internal(set) var range: AccessibilityValueRange?
    /// Editable text (AT-SPI `Text` / `EditableText`).
    public internal(set) var text: AccessibilityEditableText?
    /// A choice control's options and selection (AT-SPI `Selection`).
    public internal(set) var choices: [String]?
    public internal(set) var selectedChoice: Int?
    /// A table's size, and a cell's place in its table (AT-SPI `Table` / `TableCell`).
    public internal(set) var tableSize: (rows: Int, columns: Int)?
    public internal(set) var cell: AccessibilityCellPosition?
    /// The names of the actions an assistive technology can run (AT-SPI `Action`).
    public var actionNames: [String] {
        (optionIndex == nil ? [] : ["click"]) + actions.map(\.name) + (adjustNode == nil ? [] : ["increment", "decrement"])
    }

    /// Where each facet's newest closures live: the render nodes carrying the attributes.
    var actions: [(name: String, node: RenderNode)] = []
    var adjustNode: RenderNode?
    var rangeNode: RenderNode?
    var textNode: RenderNode?
    var chooseNode: RenderNode?
    /// The focusable control node this element stands for (focus, `GrabFocus`).
    var focusNode: RenderNode?
    /// The option's index when this element is an option of a choice control (its parent).
    public internal(set) var optionIndex: Int?
    /// `accessibilityLabeledPair`: the side and the pair's id.
    var labeledPair: AccessibilityLabeledPair?
    /// The sort priority among siblings (`accessibilitySortPriority`).
    var sortPriority = 0.0
    /// The generation of the last build that reached this element.
    var generation = 0

    init(id: Int) { self.id = id }

    /// Resets what a build derives, before the build fills it in again.
    func reset() {
        role = .panel; name = ""; hint = ""; value = nil; identifier = nil; states = []; frame = .zero
        children = []; headingLevel = 0; range = nil; text = nil; choices = nil; selectedChoice = nil
        tableSize = nil; cell = nil; actions = []; adjustNode = nil; rangeNode = nil; textNode = nil
        chooseNode = nil; focusNode = nil; sortPriority = 0; labeledPair = nil; optionIndex = nil
    }

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
