import Tessera

/// Acting on elements as an assistive technology does (AT-SPI `Action`, `Value`,
/// `EditableText`, `Selection`, `Component.GrabFocus`). Each goes through the view's newest
/// closures (`ViewHost.performAccessibilityAction`); the state it changes shows after the
/// host's next `update()` and layout, then ``AccessibilityTree/update()``. Each returns false,
/// changing nothing, when the element cannot do it (no such action, not a value, disabled, gone).
extension AccessibilityTree {
    /// Runs the action named `name` ("click", "toggle", "press", "activate", "increment",
    /// "decrement", or a custom `accessibilityAction(named:)`).
    @discardableResult
    public func perform(_ name: String, on element: AccessibilityElement) -> Bool {
        if name == "click", let i = element.optionIndex, let control = element.parent { return select(choice: i, on: control) }
        if let entry = element.actions.first(where: { $0.name == name }) {
            var ran = false
            host.performAccessibilityAction(on: entry.node) { a in
                if let action = a.actions.first(where: { $0.name == name }) { action.handler(); ran = true }
            }
            return ran
        }
        if (name == "increment" || name == "decrement"), let node = element.adjustNode {
            var ran = false
            host.performAccessibilityAction(on: node) { a in
                if let adjust = a.adjust { adjust(name == "increment" ? .increment : .decrement); ran = true }
            }
            return ran
        }
        return false
    }

    /// Runs the element's default action (the first it has): a button's click, a toggle's flip.
    @discardableResult
    public func press(_ element: AccessibilityElement) -> Bool {
        guard let name = element.actionNames.first else { return false }
        return perform(name, on: element)
    }

    /// Sets a slider's value (clamped by the control). A stepper, which can only step, steps
    /// towards `value` (at most 10,000 steps).
    @discardableResult
    public func setValue(_ value: Double, on element: AccessibilityElement) -> Bool {
        guard value.isFinite, let node = element.rangeNode else { return false }
        var done = false
        host.performAccessibilityAction(on: node) { a in
            if let set = a.range?.set { set(value); done = true }
        }
        if done { return true }
        guard let range = element.range, element.adjustNode != nil else { return false }
        let direction = value > range.current ? "increment" : "decrement"
        let steps = range.step > 0 ? min(10_000, Int((abs(value - range.current) / range.step).rounded())) : 0
        for _ in 0..<steps { guard perform(direction, on: element) else { return false } }
        return steps > 0
    }

    /// Replaces a text field's text.
    @discardableResult
    public func setText(_ string: String, on element: AccessibilityElement) -> Bool {
        guard let node = element.textNode else { return false }
        var done = false
        host.performAccessibilityAction(on: node) { a in if let text = a.text { text.replace(string); done = true } }
        return done
    }

    /// Inserts `string` into a text field's text at character `position` (clamped).
    @discardableResult
    public func insertText(_ string: String, at position: Int, on element: AccessibilityElement) -> Bool {
        guard let current = element.text?.string else { return false }
        let i = current.index(current.startIndex, offsetBy: max(0, min(position, current.count)))
        return setText(String(current[..<i]) + string + String(current[i...]), on: element)
    }

    /// Deletes the characters `start..<end` (clamped) of a text field's text.
    @discardableResult
    public func deleteText(from start: Int, to end: Int, on element: AccessibilityElement) -> Bool {
        guard let current = element.text?.string else { return false }
        let lo = max(0, min(start, current.count)), hi = max(lo, min(end, current.count))
        let a = current.index(current.startIndex, offsetBy: lo), b = current.index(current.startIndex, offsetBy: hi)
        return setText(String(current[..<a]) + String(current[b...]), on: element)
    }

    /// Chooses option `index` of a picker.
    @discardableResult
    public func select(choice index: Int, on element: AccessibilityElement) -> Bool {
        guard let node = element.chooseNode, let choices = element.choices, choices.indices.contains(index) else { return false }
        var done = false
        host.performAccessibilityAction(on: node) { a in if let choose = a.choose { choose(index); done = true } }
        return done
    }

    /// Selects child `index` of a selection container (AT-SPI `Selection.SelectChild`): a
    /// picker's option, else the child's default action (a tab's or a list row's press).
    @discardableResult
    public func selectChild(_ index: Int, of element: AccessibilityElement) -> Bool {
        if element.choices != nil { return select(choice: index, on: element) }
        guard element.isSelectionContainer, element.children.indices.contains(index) else { return false }
        return press(element.children[index])
    }

    /// Gives keyboard focus to the element's control (`Component.GrabFocus`).
    @discardableResult
    public func grabFocus(_ element: AccessibilityElement) -> Bool {
        let control = element.optionIndex == nil ? element : element.parent ?? element  // a tab focuses its tab list
        guard let node = control.focusNode, host.focusableNodes().contains(where: { $0 === node }) else { return false }
        host.setFocus(node)
        return true
    }
}
