/// A control with − and + buttons that decrement and increment a value, like SwiftUI's
/// `Stepper`: the label, then a two-segment control. While focused, Down/Left decrement and
/// Up/Right increment.
///
/// Bounds: a step never leaves `bounds` (it stops at the bound); the button towards a bound
/// the value has reached is disabled; a value already outside the bounds is moved to the
/// nearer bound by the first step in either direction; a non-positive step does nothing.
/// The `onIncrement:onDecrement:` form has no bounds: a nil action disables its button.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// What `canIncrement` / `canDecrement` read (the binding, the bounds, whether the step is
    /// valid): compared in their place when skipping `body`.
    let limitInputs: (value: Any, bounds: Any, valid: Bool)?
    let canIncrement: Derived<() -> Bool>
    let canDecrement: Derived<() -> Bool>
    let onEditingChanged: (Bool) -> Void
    @State(followsInput: true) private var pressed: Int? = nil
    @State(followsInput: true) private var hovered: Int? = nil
    @State(followsInput: true) private var isFocused = false

    /// A stepper running `onIncrement` / `onDecrement` (nil disables that button).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label(); self.onIncrement = onIncrement; self.onDecrement = onDecrement
        // Their inputs are whether the actions are nil, compared with the actions.
        limitInputs = nil
        canIncrement = Derived { onIncrement != nil }; canDecrement = Derived { onDecrement != nil }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper for `value` within `bounds`, by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let valid = step > 0
        onIncrement = {
            guard valid else { return }
            let v = value.wrappedValue
            let next = v < bounds.lowerBound ? bounds.lowerBound : Swift.min(v.advanced(by: step), bounds.upperBound)
            if next != v { value.wrappedValue = next }
        }
        onDecrement = {
            guard valid else { return }
            let v = value.wrappedValue
            let next = v > bounds.upperBound ? bounds.upperBound : Swift.max(v.advanced(by: -step), bounds.lowerBound)
            if next != v { value.wrappedValue = next }
        }
        limitInputs = (value, bounds, valid)
        canIncrement = Derived { valid && value.wrappedValue < bounds.upperBound }
        canDecrement = Derived { valid && value.wrappedValue > bounds.lowerBound }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper for an unbounded `value`, by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        ControlContextReader { ctx in
            let c = ctx.env.controls
            let h = c.metrics.height
            let segment = h * 1.1
            HStack(spacing: 8) {
                if !c.labelsHidden { label.font(c.textFont) }
                if c.spreadsInRow && !c.labelsHidden { Spacer(minLength: 8) }
                HStack(spacing: 0) {
                    part(0, plus: false, enabled: c.isEnabled && canDecrement.value(), size: Size(width: segment, height: h), c: c)
                    Rectangle().fill(c.palette.border).frame(width: 1, height: h * 0.6)
                    part(1, plus: true, enabled: c.isEnabled && canIncrement.value(), size: Size(width: segment, height: h), c: c)
                }
                .background(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).fill(c.palette.fill))
                .overlay(RoundedRectangle(cornerRadius: c.metrics.cornerRadius).strokeBorder(c.palette.border, lineWidth: 1).passesHits())
                .focusRing(isFocused && c.isEnabled && ctx.ui.focusVisible, cornerRadius: c.metrics.cornerRadius)
            }
            .opacity(c.isEnabled ? 1 : ControlPalette.disabledOpacity)
            .focusableControl(FocusableControl(isEnabled: c.isEnabled, focusChanged: { isFocused = $0 }, key: { press in
                switch press.key.lowercased() {
                case "up", "right": if canIncrement.value() { onIncrement?() }
                case "down", "left": if canDecrement.value() { onDecrement?() }
                default: return false
                }
                return true
            }))
            .accessibilityAttributes { a in
                a.role = .spinButton
                a.label = accessibilityTitle(of: label)
                a.isEnabled = c.isEnabled
                a.range = stepperRange()
                if let v = a.range?.current { a.value = AccessibilityValueFormat.number(v) }
                if c.isEnabled {
                    a.adjust = { direction in
                        if direction == .increment { if canIncrement.value() { onIncrement?() } }
                        else if canDecrement.value() { onDecrement?() }
                    }
                }
            }
        }
    }

    /// The value and bounds for assistive technologies, when the stepper edits an `Int` or a
    /// `Double` (other value types expose only increment and decrement).
    private func stepperRange() -> AccessibilityValueRange? {
        guard let inputs = limitInputs else { return nil }
        if let v = inputs.value as? Binding<Int>, let b = inputs.bounds as? ClosedRange<Int> {
            return AccessibilityValueRange(minimum: Double(b.lowerBound), maximum: Double(b.upperBound),
                                           current: Double(v.wrappedValue), step: 1, set: nil)
        }
        if let v = inputs.value as? Binding<Double>, let b = inputs.bounds as? ClosedRange<Double> {
            return AccessibilityValueRange(minimum: b.lowerBound, maximum: b.upperBound, current: v.wrappedValue, step: 0, set: nil)
        }
        return nil
    }

    /// One half: a sign on a fill that darkens while hovered and pressed.
    private func part(_ index: Int, plus: Bool, enabled: Bool, size: Size, c: ControlValues) -> some View {
        let fill = !enabled ? Color.clear : pressed == index ? c.palette.fillPressed : hovered == index ? c.palette.fillHover : Color.clear
        let action = plus ? onIncrement : onDecrement
        return SignShape(plus: plus)
            .fill(enabled ? c.palette.text : c.palette.placeholder)
            .frame(width: size.height * 0.36, height: size.height * 0.36)
            .frame(width: size.width, height: size.height)
            .background(Rectangle().fill(fill).padding(1))
            .contentShape(Rectangle())
            .onHover { inside in
                if inside { hovered = index } else if hovered == index { hovered = nil }
            }
            .onPointerInteraction {
                PressRecognizer(setPressed: { p in
                    if p { pressed = index; onEditingChanged(true) }
                    else if pressed == index { pressed = nil; onEditingChanged(false) }
                }, action: { if enabled { action?() } })
            }
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled `title` for `value` within `bounds`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper labelled `title` for an unbounded `value`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// A stepper labelled `title` running `onIncrement` / `onDecrement`.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
