import TesseraGeometry

/// A backend-independent input event. Window events from SDL and scripted events (an event
/// file) both arrive as these, so they follow the same path through the app.
public enum InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// A key press. `name` is SDL's key name (`SDL_GetKeyName`): `"7"`, `"Tab"`, `"Space"`,
    /// `"Left"`, `"H"`, `"F1"`, `"Escape"`, `"Q"`, `"Return"`, `"="`, `"-"`, `"Keypad 7"`,
    /// `"Keypad +"`, …; `shift` is whether a Shift key was held.
    case key(name: String, shift: Bool)
    /// A primary-button click at a point in window points (top-left origin).
    case click(Point)
    /// A wheel or trackpad scroll, in SDL's units (positive `dy` = away from the user, i.e.
    /// scroll up; positive `dx` = to the right), already corrected for flipped wheels.
    case scroll(dx: Double, dy: Double)
    /// The window's size in points changed.
    case resize(Size)
    /// The user asked to close the window.
    case quit

    public var description: String {
        switch self {
        case let .key(name, shift): return shift ? "key Shift+\(name)" : "key \(name)"
        case let .click(p): return "click (\(p.x), \(p.y))"
        case let .scroll(dx, dy): return "scroll (\(dx), \(dy))"
        case let .resize(s): return "resize \(s.width)x\(s.height)"
        case .quit: return "quit"
        }
    }
}
