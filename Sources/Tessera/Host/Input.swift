import TesseraGeometry

/// An input event for `ViewHost.handle(_:)`, from SDL or from an event file: coordinates in
/// points of the root's space. (Named apart from TesseraSDL's `InputEvent`, which the app maps
/// onto this.)
public enum HostEvent: Equatable, Sendable {
    /// A primary-button press and release at one point (`pointer(.down)` then `pointer(.up)`).
    case click(Point)
    /// A pointer press, move or release: routed to the gesture recognizers under the point
    /// where the press began (`PointerDispatch`).
    case pointer(PointerEvent)
    /// A key press.
    case key(KeyPress)
    /// A scroll of the wheel, in lines.
    case scroll(dx: Double, dy: Double)
    /// Text typed or committed by an input method (for the focused text field).
    case text(String)
    /// An input method's composition in progress: the marked text and its caret, in characters.
    case textEditing(String, cursor: Int)
}

/// One step of a pointer interaction: where the pointer is, which button, and how many
/// presses in quick succession led to it.
public struct PointerEvent: Equatable, Sendable {
    /// The step of the interaction.
    public enum Phase: Equatable, Sendable { case down, moved, up }
    /// A mouse button (the primary one for touch-like interactions).
    public enum Button: Equatable, Sendable { case primary, secondary, middle }
    public var phase: Phase
    /// The pointer's position in root coordinates.
    public var location: Point
    public var button: Button
    /// 1 for a single press, 2 for the second press of a double click, …
    public var clickCount: Int
    /// Whether Shift was held at this step (Shift-click extends a selection).
    public var shift = false
    /// Whether Control or Command was held at this step (Ctrl-click extends a selection too).
    public var control = false
    public init(_ phase: Phase, at location: Point, button: Button = .primary, clickCount: Int = 1,
                shift: Bool = false, control: Bool = false) {
        self.phase = phase; self.location = location; self.button = button; self.clickCount = clickCount
        self.shift = shift; self.control = control
    }
}

/// A key press: SDL's key name ("7", "Tab", "Space", "Left", "H", "Keypad 7", "F1"...) and the
/// modifier keys held.
public struct KeyPress: Hashable, Sendable {
    /// Whether a handler consumed the key.
    public enum Result: Sendable { case handled, ignored }
    public var key: String
    public var shift: Bool
    public var control: Bool
    public var alt: Bool
    /// The command / GUI / "super" key.
    public var command: Bool
    public init(_ key: String, shift: Bool = false, control: Bool = false, alt: Bool = false, command: Bool = false) {
        self.key = key; self.shift = shift; self.control = control; self.alt = alt; self.command = command
    }

    /// Whether this is the key named `name`, ignoring case for letters.
    public func matches(_ name: String) -> Bool { key.lowercased() == name.lowercased() }
}
