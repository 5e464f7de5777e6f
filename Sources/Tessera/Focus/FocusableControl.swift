/// What a focusable control hands the host (through the `.focusable` render effect on its
/// wrapper node): whether it can take focus now, and its handlers. Tessera's controls attach
/// one with `focusableControl(_:)`; the host finds the focused control's newest handlers on its
/// node at each event, so they always see the control's current bindings.
public struct FocusableControl {
    /// A disabled control is skipped by Tab and does not take focus by click.
    var isEnabled: Bool
    /// Told when the control gains (true) or loses (false) focus.
    var focusChanged: (Bool) -> Void
    /// A key press while focused; true when handled (then nothing else sees it).
    var key: (KeyPress) -> Bool
    /// Committed text while focused (text fields).
    var text: ((String) -> Void)?
    /// An input method's composition in progress while focused (text fields).
    var textEditing: ((String, Int) -> Void)?
    /// Whether Tab stops here (false: focused by a click or a `focused(_:)` binding only, like
    /// a scroll view).
    var isTabStop = true

    init(isEnabled: Bool = true, focusChanged: @escaping (Bool) -> Void, key: @escaping (KeyPress) -> Bool,
         text: ((String) -> Void)? = nil, textEditing: ((String, Int) -> Void)? = nil, isTabStop: Bool = true) {
        self.isEnabled = isEnabled; self.focusChanged = focusChanged; self.key = key
        self.text = text; self.textEditing = textEditing; self.isTabStop = isTabStop
    }
}

struct FocusableModifier: NodeModifier {
    var control: FocusableControl
    var role: ModifierRole { .effect(.focusable(control), label: "focusable") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Makes the view a focusable control with `control`'s handlers (for Tessera's controls).
    func focusableControl(_ control: FocusableControl) -> some View { modifier(FocusableModifier(control: control)) }

    /// Makes the view focusable (Tab reaches it, a click focuses it), like SwiftUI's
    /// `focusable(_:)`; `onFocusChange` is told when it gains or loses focus. Use it with
    /// `focused(_:)` to give your own views keyboard focus.
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(FocusableModifier(control: FocusableControl(isEnabled: isFocusable, focusChanged: onFocusChange,
                                                             key: { _ in false })))
    }
}
