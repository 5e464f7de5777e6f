import TesseraGeometry

/// A backend-independent input event. Window events from SDL and scripted events (an event
/// file) both arrive as these, so they follow the same path through the app.
///
/// Pointer input comes as `pointerDown` / `pointerMoved` / `pointerUp` from the window; an
/// event file's `click` is a press and release at one point at one time, and its `drag` is
/// expanded into a press, moves and a release (`EventFile`).
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press. `name` is SDL's key name (`SDL_GetKeyName`): `"7"`, `"Tab"`, `"Space"`,
    /// `"Left"`, `"H"`, `"F1"`, `"Escape"`, `"Q"`, `"Return"`, `"="`, `"-"`, `"Keypad 7"`,
    /// `"Keypad +"`, …; `shift` is whether a Shift key was held, `modifiers` the other
    /// modifier keys held (Control, Alt, the command/GUI key).
    case key(name: String, shift: Bool, modifiers: KeyModifiers = [])
    /// A primary-button press and release at a point in window points (top-left origin).
    case click(Point)
    /// A mouse button went down at a point; `clickCount` is 1 for a single click, 2 for the
    /// second press of a double click, and so on (SDL's `clicks`). `shift` and `modifiers` are
    /// the modifier keys held at the press (the window reads SDL's keyboard state; an event
    /// file's click gives them as `"modifiers"`): Shift- and Ctrl-clicks extend selections.
    case pointerDown(Point, button: PointerButton, clickCount: Int, shift: Bool = false, modifiers: KeyModifiers = [])
    /// The pointer moved (with or without a button held).
    case pointerMoved(Point)
    /// A mouse button went up at a point.
    case pointerUp(Point, button: PointerButton)
    /// A wheel or trackpad scroll, in SDL's units (positive `dy` = away from the user, i.e.
    /// scroll up; positive `dx` = to the right), already corrected for flipped wheels; precise
    /// (fractional) trackpad deltas are kept.
    case scroll(dx: Double, dy: Double)
    /// Committed text from the keyboard or an input method (SDL_TEXTINPUT), valid UTF-8.
    case text(String)
    /// An input method's composition in progress (SDL_TEXTEDITING): the marked text and the
    /// caret position in it, in characters. An empty `text` ends the composition.
    case textEditing(String, cursor: Int)
    /// The window's size in points changed.
    case resize(Size)
    /// The user asked to close the window.
    case quit

    public var description: String {
        switch self {
        case let .key(name, shift, modifiers):
            return "key " + modifiers.prefix + (shift ? "Shift+" : "") + name
        case let .click(p): return "click (\(p.x), \(p.y))"
        case let .pointerDown(p, button, count, shift, modifiers):
            return "pointer down " + modifiers.prefix + (shift ? "Shift+" : "") + "\(button) x\(count) (\(p.x), \(p.y))"
        case let .pointerMoved(p): return "pointer moved (\(p.x), \(p.y))"
        case let .pointerUp(p, button): return "pointer up \(button) (\(p.x), \(p.y))"
        case let .scroll(dx, dy): return "scroll (\(dx), \(dy))"
        case let .text(t): return "text \(t.debugDescription)"
        case let .textEditing(t, cursor): return "text editing \(t.debugDescription) at \(cursor)"
        case let .resize(s): return "resize \(s.width)x\(s.height)"
        case .quit: return "quit"
        }
    }
}

/// A mouse button.
public enum PointerButton: String, Hashable, Sendable {
    case primary, secondary, middle
}

/// Modifier keys held with a key press or a pointer press, besides Shift.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let control = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    /// The command / GUI / "super" key.
    public static let command = KeyModifiers(rawValue: 4)

    /// `"Ctrl+Alt+Cmd+"`-style prefix for descriptions and event files.
    public var prefix: String {
        (contains(.control) ? "Ctrl+" : "") + (contains(.alt) ? "Alt+" : "") + (contains(.command) ? "Cmd+" : "")
    }
}
