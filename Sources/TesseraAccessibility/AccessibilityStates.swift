/// The states of an accessibility element, named as AT-SPI names them (`AtspiStateType`): what
/// a screen reader says besides the name ("checked", "selected", "expanded", "dimmed" for an
/// element without `sensitive`).
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let focused = AccessibilityStates(rawValue: 1 << 0)
    public static let focusable = AccessibilityStates(rawValue: 1 << 1)
    public static let checked = AccessibilityStates(rawValue: 1 << 2)
    public static let checkable = AccessibilityStates(rawValue: 1 << 3)
    public static let sensitive = AccessibilityStates(rawValue: 1 << 4)
    public static let enabled = AccessibilityStates(rawValue: 1 << 5)
    public static let selected = AccessibilityStates(rawValue: 1 << 6)
    public static let selectable = AccessibilityStates(rawValue: 1 << 7)
    public static let expanded = AccessibilityStates(rawValue: 1 << 8)
    public static let expandable = AccessibilityStates(rawValue: 1 << 9)
    public static let editable = AccessibilityStates(rawValue: 1 << 10)
    public static let singleLine = AccessibilityStates(rawValue: 1 << 11)
    public static let showing = AccessibilityStates(rawValue: 1 << 12)
    public static let visible = AccessibilityStates(rawValue: 1 << 13)
    public static let active = AccessibilityStates(rawValue: 1 << 14)
    public static let horizontal = AccessibilityStates(rawValue: 1 << 15)
    /// A dialog or alert that blocks the rest of the window while shown (the `isModal` trait).
    public static let modal = AccessibilityStates(rawValue: 1 << 16)
    /// A container whose children can be selected several at a time (a multi-selection list).
    public static let multiselectable = AccessibilityStates(rawValue: 1 << 17)

    /// Each state with its AT-SPI name, in the order the JSON lists them.
    public static let named: [(AccessibilityStates, String)] = [
        (.active, "active"), (.checkable, "checkable"), (.checked, "checked"), (.editable, "editable"),
        (.enabled, "enabled"), (.expandable, "expandable"), (.expanded, "expanded"), (.focusable, "focusable"),
        (.focused, "focused"), (.horizontal, "horizontal"), (.modal, "modal"),
        (.multiselectable, "multiselectable"), (.selectable, "selectable"), (.selected, "selected"),
        (.sensitive, "sensitive"), (.showing, "showing"), (.singleLine, "single line"), (.visible, "visible"),
    ]

    /// The names of the states set, in ``named`` order.
    public var names: [String] { Self.named.compactMap { contains($0.0) ? $0.1 : nil } }
}
