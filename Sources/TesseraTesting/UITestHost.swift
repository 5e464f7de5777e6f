import Tessera
import TesseraAccessibility
import TesseraGeometry
import TesseraSDLHost

/// UI testing through the accessibility tree, as XCUITest or Espresso do: host a view (headless,
/// the bundled fonts), find elements by role and name, and act on them as an assistive
/// technology or a user would:
///
/// ```swift
/// let app = try UITestHost(SettingsView())
/// try app.element(.switchControl, "Wi-Fi").press()
/// try app.element(.slider, "Volume").setValue(0.8)
/// try app.element(.entry, "Name").type("Ada")
/// #expect(try app.element(.switchControl, "Wi-Fi").isChecked)
/// ```
/// Every action applies its state changes, lays the window out and derives the tree again
/// before it returns. A missing element throws ``UITestError`` naming what was looked for and
/// what the window has.
@MainActor
public final class UITestHost {
    public let host: ViewHost
    public let tree: AccessibilityTree
    public let size: Size

    /// Hosts `view` in a window of `size` points.
    public init(_ view: some View, size: Size = Size(width: 800, height: 600), title: String = "Test") throws {
        host = ViewHost(view, textMeasurer: try FontTextMeasurer())
        self.size = size
        host.layout(size: size)
        tree = AccessibilityTree(host: host, title: title)
        tree.update()
    }

    /// The first element (depth first) with `role` and, when given, `name`.
    public func element(_ role: AccessibilityRole, _ name: String? = nil) throws -> UITestElement {
        guard let e = tree.root.first(role: role, name: name) else {
            var seen: [String] = []
            tree.root.forEach { if $0.role == role { seen.append("\"\($0.name)\"") } }
            throw UITestError("no \(role.rawValue)\(name.map { " named \"\($0)\"" } ?? ""); the window has "
                              + (seen.isEmpty ? "none" : seen.prefix(20).joined(separator: ", ")))
        }
        return UITestElement(element: e, app: self)
    }

    /// The element with `accessibilityIdentifier(identifier)`.
    public func element(identifier: String) throws -> UITestElement {
        guard let e = tree.root.first(identifier: identifier) else { throw UITestError("no element with identifier \"\(identifier)\"") }
        return UITestElement(element: e, app: self)
    }

    /// Every element with `role`, in reading order.
    public func elements(_ role: AccessibilityRole) -> [UITestElement] {
        var out: [UITestElement] = []
        tree.root.forEach { if $0.role == role { out.append(UITestElement(element: $0, app: self)) } }
        return out
    }

    /// Presses a key as the keyboard does (to the focused control, then handlers), then settles.
    public func press(key: String, shift: Bool = false) {
        host.handle(.key(KeyPress(key, shift: shift)))
        settle()
    }

    /// Applies pending state changes, lays out and derives the tree again.
    public func settle() {
        host.update()
        host.layout(size: size)
        tree.update()
    }

    /// The tree as JSON (Contracts.md).
    public var json: String { AccessibilityJSON.string(tree.root) }
}

/// An element found by ``UITestHost``: its properties now, and actions that settle the host.
@MainActor
public struct UITestElement {
    public let element: AccessibilityElement
    let app: UITestHost

    public var name: String { element.name }
    public var value: String? { element.value }
    public var role: AccessibilityRole { element.role }
    public var states: AccessibilityStates { element.states }
    public var isChecked: Bool { element.states.contains(.checked) }
    public var isFocused: Bool { element.states.contains(.focused) }
    public var isEnabled: Bool { element.states.contains(.sensitive) }
    public var cell: AccessibilityCellPosition? { element.cell }

    /// Runs the default action (a button's click, a toggle's flip, a picker's open).
    public func press() throws { try act("press") { app.tree.press(element) } }
    /// Runs the action named `name`.
    public func perform(_ name: String) throws { try act(name) { app.tree.perform(name, on: element) } }
    /// Sets a slider's or stepper's value.
    public func setValue(_ value: Double) throws { try act("set the value of") { app.tree.setValue(value, on: element) } }
    /// Chooses a picker's option by its title.
    public func select(_ choice: String) throws {
        guard let i = element.choices?.firstIndex(of: choice) else { throw UITestError("\(describe) has no option \"\(choice)\"") }
        try act("select in") { app.tree.select(choice: i, on: element) }
    }
    /// Gives the element keyboard focus.
    public func focus() throws { try act("focus") { app.tree.grabFocus(element) } }
    /// Types `text` as the keyboard does: focuses the element, then sends the text to it.
    public func type(_ text: String) throws {
        try focus()
        app.host.handle(.text(text))
        app.settle()
    }

    private var describe: String { "\(element.role.rawValue) \"\(element.name)\"" }

    private func act(_ what: String, _ body: () -> Bool) throws {
        guard body() else { throw UITestError("cannot \(what) \(describe)") }
        app.settle()
    }
}

/// A UI test step that could not be done: one line naming the element and the problem.
public struct UITestError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
