/// What a view declares about itself to assistive technologies: the values behind SwiftUI's
/// accessibility modifiers (`accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
/// `accessibilityElement(children:)`, traits, actions…) and what Tessera's controls add (their
/// role, checked state, value range, editable text). A view carries them on a pass-through
/// render node (``RenderNode/accessibility``); `TesseraAccessibility` derives the accessibility
/// tree from the render tree and these attributes. Fields left nil inherit nothing: an outer
/// modifier's value replaces an inner one's, as in SwiftUI.
public struct AccessibilityAttributes {
    /// The role the view plays (controls set it; `nil`: derived from content and traits).
    public var role: AccessibilityRole?
    /// The spoken name (`accessibilityLabel`).
    public var label: String?
    /// A description of what happens on activation (`accessibilityHint`).
    public var hint: String?
    /// The current value as text (`accessibilityValue`, a slider's number, a picker's choice).
    public var value: String?
    /// A stable identifier for tests (`accessibilityIdentifier`), never spoken.
    public var identifier: String?
    /// Whether the view and its subtree are left out of the tree (`accessibilityHidden`).
    public var isHidden: Bool?
    /// Whether the view becomes one element and what happens to its children.
    public var childBehavior: AccessibilityChildBehavior?
    /// Traits added and removed (`accessibilityAddTraits` / `accessibilityRemoveTraits`).
    public var addedTraits: AccessibilityTraits = []
    public var removedTraits: AccessibilityTraits = []
    /// Reading order among siblings: higher first (`accessibilitySortPriority`).
    public var sortPriority: Double?
    /// A heading level (`accessibilityHeading`), 0 for unspecified.
    public var headingLevel: Int?
    /// Named actions (`accessibilityAction(named:)`, a button's press, a toggle's flip).
    public var actions: [AccessibilityActionHandler] = []
    /// Increment and decrement (`accessibilityAdjustableAction`, sliders, steppers).
    public var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    /// Whether the control takes input now (a disabled control is insensitive).
    public var isEnabled: Bool?
    /// A toggle's state (checked or not).
    public var isChecked: Bool?
    /// Whether a pop-up the control owns is open (menu pickers), nil when it has none.
    public var isExpanded: Bool?
    /// A numeric value with its range, settable (sliders, steppers).
    public var range: AccessibilityValueRange?
    /// Editable text (text fields).
    public var text: AccessibilityEditableText?
    /// The view labels or is labelled by another (`accessibilityLabeledPair`).
    public var labeledPair: AccessibilityLabeledPair?
    /// The options of a choice control (pickers), their selected index and how to choose one
    /// (AT-SPI `Selection`).
    public var choices: [String]?
    public var selectedChoice: Int?
    public var choose: ((Int) -> Void)?
    /// Whether this view stands in for the view it overlays (`accessibilityRepresentation`).
    public var isRepresentation = false

    public init() {}

    /// `self` with every field `outer` sets replacing this one's; traits and actions add up.
    public func overridden(by outer: AccessibilityAttributes) -> AccessibilityAttributes {
        var r = self
        for field in Self.replacedFields { field.copy(outer, &r) }
        r.addedTraits = r.addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        r.removedTraits = r.removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        r.actions += outer.actions.filter { a in !r.actions.contains { $0.name == a.name } }
        if let v = outer.choices { r.choices = v; r.selectedChoice = outer.selectedChoice }
        r.isRepresentation = r.isRepresentation || outer.isRepresentation
        return r
    }

    /// The fields an outer modifier's value replaces when it sets one.
    nonisolated(unsafe) private static let replacedFields: [AccessibilityFieldCopy<AccessibilityAttributes>] = [
        .init(\.role, \.role), .init(\.label, \.label), .init(\.hint, \.hint), .init(\.value, \.value),
        .init(\.identifier, \.identifier), .init(\.isHidden, \.isHidden), .init(\.childBehavior, \.childBehavior),
        .init(\.sortPriority, \.sortPriority), .init(\.headingLevel, \.headingLevel), .init(\.adjust, \.adjust),
        .init(\.isEnabled, \.isEnabled), .init(\.isChecked, \.isChecked), .init(\.isExpanded, \.isExpanded),
        .init(\.range, \.range), .init(\.text, \.text), .init(\.labeledPair, \.labeledPair), .init(\.choose, \.choose),
    ]
}

/// One optional field of ``AccessibilityAttributes`` copied onto a target when it is set: the
/// one rule ("a set field replaces the value below") behind merging modifiers
/// (``AccessibilityAttributes/overridden(by:)``) and applying them to an accessibility element.
public struct AccessibilityFieldCopy<Target> {
    /// Writes the field of the attributes into the target, if the attributes set it.
    public let copy: (AccessibilityAttributes, inout Target) -> Void
    /// Copies `field` into an optional `target`.
    public init<Value>(_ field: KeyPath<AccessibilityAttributes, Value?>, _ target: WritableKeyPath<Target, Value?>) {
        copy = { a, t in if let v = a[keyPath: field] { t[keyPath: target] = v } }
    }
    /// Copies `field` into a `target` that always has a value.
    public init<Value>(_ field: KeyPath<AccessibilityAttributes, Value?>, _ target: WritableKeyPath<Target, Value>) {
        copy = { a, t in if let v = a[keyPath: field] { t[keyPath: target] = v } }
    }
}

/// The role of an accessibility element, named as AT-SPI names roles (`Accessible.GetRoleName`,
/// at-spi2-core's `AtspiRole`): what a screen reader announces after the name.
public enum AccessibilityRole: String, Sendable, CaseIterable {
    case application, window, frame, panel, filler, label, heading, image, link
    case pushButton = "push button", toggleButton = "toggle button", checkBox = "check box", radioButton = "radio button"
    case switchControl = "switch", slider, spinButton = "spin button", comboBox = "combo box", menu, menuItem = "menu item"
    case entry, passwordText = "password text", text
    case list, listItem = "list item", table, tableCell = "table cell", columnHeader = "column header", rowHeader = "row header"
    case scrollPane = "scroll pane", progressBar = "progress bar", pageTabList = "page tab list", pageTab = "page tab"
    case dialog, alert, toolBar = "tool bar", menuBar = "menu bar", separator
}

/// How `accessibilityElement(children:)` treats the children, like SwiftUI's
/// `AccessibilityChildBehavior`.
public enum AccessibilityChildBehavior: Sendable, Hashable {
    /// The children are left out; the element has only what its modifiers say.
    case ignore
    /// The children stay separate elements inside this one.
    case contain
    /// The children's labels and values are merged into this element, which has no children.
    case combine
}

/// SwiftUI's `AccessibilityTraits`: what kind of thing an element is and its state.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// The direction of an adjustable action (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable { case increment, decrement }

/// A named action an assistive technology can run (AT-SPI `Action`).
public struct AccessibilityActionHandler {
    /// The action's name ("click", "toggle", or a custom `accessibilityAction(named:)` name).
    public var name: String
    public var handler: () -> Void
    public init(name: String, handler: @escaping () -> Void) { self.name = name; self.handler = handler }
}

/// A numeric value in a range that an assistive technology can read and set (AT-SPI `Value`).
public struct AccessibilityValueRange {
    public var minimum: Double
    public var maximum: Double
    public var current: Double
    /// The smallest change (0: continuous).
    public var step: Double
    /// Sets the value (clamped by the control); nil when it can only be stepped.
    public var set: ((Double) -> Void)?
    public init(minimum: Double, maximum: Double, current: Double, step: Double, set: ((Double) -> Void)?) {
        self.minimum = minimum; self.maximum = maximum; self.current = current; self.step = step; self.set = set
    }
}

/// A text field's text for assistive technologies (AT-SPI `Text` and `EditableText`): the text,
/// the caret and selection in characters, and how to replace the text.
public struct AccessibilityEditableText {
    public var string: String
    /// The caret, in characters from the start.
    public var caret: Int
    /// The selection, in characters (empty when nothing is selected).
    public var selection: Range<Int>
    /// Whether the text is drawn as bullets and must not be read out.
    public var isSecure: Bool
    /// Replaces the whole text (the field's binding is written).
    public var replace: (String) -> Void
    public init(string: String, caret: Int, selection: Range<Int>, isSecure: Bool, replace: @escaping (String) -> Void) {
        self.string = string; self.caret = caret; self.selection = selection; self.isSecure = isSecure; self.replace = replace
    }
}

/// One side of `accessibilityLabeledPair(role:id:in:)`: the label or the content, matched with
/// the other side by `id`.
public struct AccessibilityLabeledPair {
    public enum Role: Sendable, Hashable { case label, content }
    public var role: Role
    public var id: AnyHashable
    public init(role: Role, id: AnyHashable) { self.role = role; self.id = id }
}
