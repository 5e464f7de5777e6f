import Tessera
import TesseraSDL

extension HostEvent {
    /// The view-host event for a window or event-file input event (nil for the events a host
    /// does not take: resize, quit). A `click` stays a click (a press and a release).
    public init?(_ input: InputEvent) {
        switch input {
        case let .key(name, shift, modifiers):
            self = .key(KeyPress(name, shift: shift, control: modifiers.contains(.control),
                                 alt: modifiers.contains(.alt), command: modifiers.contains(.command)))
        case .click(let p): self = .click(p)
        case let .pointerDown(p, button, count, shift, modifiers):
            self = .pointer(PointerEvent(.down, at: p, button: PointerEvent.Button(button), clickCount: count,
                                         shift: shift, control: !modifiers.isDisjoint(with: [.control, .command])))
        case .pointerMoved(let p): self = .pointer(PointerEvent(.moved, at: p))
        case let .pointerUp(p, button): self = .pointer(PointerEvent(.up, at: p, button: PointerEvent.Button(button)))
        case let .scroll(dx, dy): self = .scroll(dx: dx, dy: dy)
        case .text(let t): self = .text(t)
        case let .textEditing(t, cursor): self = .textEditing(t, cursor: cursor)
        case .resize, .quit: return nil
        }
    }
}

extension PointerEvent.Button {
    /// The host's button for an SDL mouse button.
    public init(_ button: PointerButton) {
        switch button {
        case .primary: self = .primary
        case .secondary: self = .secondary
        case .middle: self = .middle
        }
    }
}
